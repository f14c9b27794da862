#!/usr/bin/env python3
"""Run a program inline in a pseudo-terminal below lines already on screen, resize it while it
runs, send it keys, and check what it leaves: the lines above untouched, what it printed last
below them, the cursor on the line after, no alternate screen, the terminal mode as it was.

Usage: check-inline.py [options] -- PROGRAM [ARGUMENTS...]
  --size COLSxROWS      the terminal at the start (default 80x24)
  --above TEXT          a line on screen before the program starts (repeatable)
  --ready TEXT          text that shows the program has drawn (waited for after each step)
  --resize COLSxROWS    resize while it runs (repeatable, in order)
  --keys TEXT           bytes to type at the end (Python escapes: '\\x03' is Ctrl-C)
  --input TEXT          bytes to type right after the start, before any resize
  --status N            the exit status expected (default 0)
  --expect TEXT         a line expected below the lines above when it has ended (repeatable)

The emulator is pyte, with two things a terminal does that pyte does not: it answers the cursor
position report (CSI 6 n), and it resizes as xterm does: a shorter screen drops lines from the
bottom while they are under the cursor, and only then from the top (pyte drops them from the top
whatever the cursor, which would take the lines above with it). Waits are for the screen to show
something, with a deadline of 30 s, never a fixed time. Prints what it found; exits 0 when every
check passed.
"""
import argparse
import importlib.util
import os
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import threading
import time

import fcntl
import pyte

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


check_pty_input = load("check_pty_input", "check-pty-input.py")
vt_replay = load("vt_replay", "vt-replay.py")

DEADLINE = 30.0


def size(text):
    columns, rows = text.lower().split("x")
    return int(columns), int(rows)


class InlineScreen(check_pty_input.GraphemeScreen):
    """pyte, answering cursor reports (vt-replay resizes it as xterm does)."""

    def __init__(self, columns, rows, answer):
        super().__init__(columns, rows)
        self.answer = answer

    def write_process_input(self, data):
        self.answer(data.encode())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", default="80x24")
    parser.add_argument("--above", action="append", default=[])
    parser.add_argument("--ready", default="")
    parser.add_argument("--resize", action="append", default=[])
    parser.add_argument("--keys", default="")
    parser.add_argument("--input", default="")
    parser.add_argument("--status", type=int, default=0)
    parser.add_argument("--expect", action="append", default=[])
    parser.add_argument("command", nargs="+")
    options = parser.parse_args()
    columns, rows = size(options.size)

    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    mode_before = termios.tcgetattr(slave)
    lock = threading.Lock()
    screen = InlineScreen(columns, rows, lambda data: os.write(master, data))
    stream = pyte.ByteStream(screen)
    # The lines above, as the shell printed them before the program started.
    stream.feed("".join(line + "\r\n" for line in options.above).encode())
    environment = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
    environment.pop("NO_COLOR", None)
    environment.pop("ACCESSIBLE", None)
    process = subprocess.Popen(options.command, stdin=slave, stdout=slave, stderr=slave,
                               start_new_session=True, close_fds=True, env=environment)
    output = bytearray()
    done = threading.Event()

    def read():
        while not done.is_set():
            ready, _, _ = select.select([master], [], [], 0.05)
            if not ready:
                continue
            try:
                chunk = os.read(master, 65536)
            except OSError:
                return
            if not chunk:
                return
            with lock:
                output.extend(chunk)
                stream.feed(chunk)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    failures = []

    def wait_for(description, predicate):
        deadline = time.monotonic() + DEADLINE
        while time.monotonic() < deadline:
            with lock:
                if predicate():
                    return True
            if process.poll() is not None:
                time.sleep(0.2)
                with lock:
                    return predicate()
            time.sleep(0.02)
        failures.append("timed out waiting for " + description)
        return False

    def drawn():
        rows_now = screen.rows()
        return any(options.ready in row for row in rows_now[len(options.above):])

    def settled(columns, rows):
        # Drawn at this size: nothing on screen wider than it, the ready text shown.
        return screen.columns == columns and screen.lines == rows and drawn()

    def frame_done(mark):
        # A frame of more than one line ends with the cursor moved back up to the region's first.
        return len(output) > mark and re.search(rb"\x1b\[\d+A$", output)

    wait_for("the first frame", drawn)
    if options.input:
        # Its frame drawn before the window changes: a resize while a frame is half sent finds the
        # cursor away from the region's first line, in a terminal as here.
        with lock:
            mark = len(output)
        os.write(master, options.input.encode().decode("unicode_escape").encode("latin-1"))
        wait_for("the frame after the input", lambda: frame_done(mark))
    for step in options.resize:
        new_columns, new_rows = size(step)
        with lock:
            vt_replay.resize_like_xterm(screen, new_rows, new_columns)
            mark = len(output)
            fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", new_rows, new_columns, 0, 0))
        process.send_signal(signal.SIGWINCH)
        wait_for("a frame at " + step, lambda: frame_done(mark) and settled(new_columns, new_rows)
                 and b"\x1b[J" in output[mark:])
    if options.keys:
        os.write(master, options.keys.encode().decode("unicode_escape").encode("latin-1"))
    try:
        status = process.wait(timeout=DEADLINE)
    except subprocess.TimeoutExpired:
        process.kill()
        status = process.wait()
        failures.append("the program did not end")
    wait_for("the last output", lambda: True)
    time.sleep(0.1)
    done.set()
    reader.join()
    try:
        mode_after = termios.tcgetattr(slave)
    except termios.error:
        mode_after = None
    os.close(slave)
    os.close(master)

    rows_after = screen.rows()
    above = len(options.above)
    for index, line in enumerate(options.above):
        if rows_after[index].rstrip() != line:
            failures.append(f"line {index} above changed: {rows_after[index].rstrip()!r}, not {line!r}")
    below = [row.rstrip() for row in rows_after[above:]]
    printed = below[:screen.cursor.y - above] if screen.cursor.y >= above else []
    for line in options.expect:
        if line not in printed:
            failures.append(f"{line!r} is not among the lines it left: {printed!r}")
    if any(row for row in below[screen.cursor.y - above:]):
        failures.append(f"lines left under the cursor: {below[screen.cursor.y - above:]!r}")
    if screen.cursor.x != 0:
        failures.append(f"the cursor is at column {screen.cursor.x}, not at the start of a line")
    if screen.cursor.hidden:
        failures.append("the cursor is left hidden")
    if b"\x1b[?1049h" in output or b"\x1b[?47h" in output or b"\x1b[?1047h" in output:
        failures.append("it went to the alternate screen")
    if b"\x1b[?1000h" in output and not output.rfind(b"\x1b[?1000l") > output.rfind(b"\x1b[?1000h"):
        failures.append("mouse reports are left on")
    if output.rfind(b"\x1b[?2004h") > output.rfind(b"\x1b[?2004l"):
        failures.append("bracketed paste is left on")
    if mode_after is not None and mode_after != mode_before:
        failures.append("the terminal mode was not restored")
    if status != options.status:
        failures.append(f"exit status {status}, not {options.status}")

    print("screen after:")
    for index, row in enumerate(rows_after):
        print(f"  {index:2} |{row.rstrip()}")
    print(f"  cursor at row {screen.cursor.y}, column {screen.cursor.x}; status {status}")
    for failure in failures:
        print("FAIL: " + failure)
    print("ok" if not failures else f"{len(failures)} failures")
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
