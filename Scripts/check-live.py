#!/usr/bin/env python3
"""Run a program that prints lines above a live region in a pseudo-terminal emulated by pyte's
HistoryScreen, resize it while it runs, and check the scrollback it leaves.

Usage:
  check-live.py probe [--mutant] [--size COLSxROWS] [--resize COLSxROWS]... -- PROGRAM [ARGS...]
      PROGRAM is TerminalProbe; it gets `--live --lines 60 --expect FILE --pause-at K...` (one
      pause per --resize) and writes the lines it printed and the widths it printed them at. The
      check: the scrollback and screen, top to bottom, are exactly those lines cut at those widths
      (by wcwidth, independently of the library), then the region's final record, then nothing:
      no copy of an intermediate frame, no lost, doubled or torn line. With --mutant the probe's
      region writes above its first line, and the check must fail (exit 1).
  check-live.py demo [--size COLSxROWS] [--expect-line TEXT]... [--status N] -- PROGRAM [ARGS...]
      Runs PROGRAM (SettingsDemo --check-updates); each --expect-line must be in the scrollback
      exactly once, in the order given, and no spinner glyph may be left; the exit status must be N
      (-2 for a death by SIGINT). With --interrupt-on TEXT, Ctrl-C is typed once TEXT shows. The
      terminal's echo and line editing must be as they were before.

The emulator keeps a line's cells past the right edge when the window narrows (as a terminal that
neither reflows nor forgets does); erasing a line erases them too. Waits have a 30 s deadline.
"""
import argparse
import fcntl
import json
import os
import select
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
import unicodedata

import pyte
from wcwidth import wcwidth

DEADLINE = 30.0
SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


class LiveScreen(pyte.HistoryScreen):
    def resize(self, lines=None, columns=None):
        # Columns only; cells past a narrower edge are kept (pyte would drop them).
        self.dirty.update(range(self.lines))
        self.columns = columns or self.columns
        self.set_margins()

    def erase_in_line(self, how=0, *args, **kwargs):
        super().erase_in_line(how, *args, **kwargs)
        if how in (0, 2):
            line = self.buffer[self.cursor.y]
            for x in [x for x in line if x >= self.columns]:
                line.pop(x, None)

    def erase_in_display(self, how=0, *args, **kwargs):
        super().erase_in_display(how, *args, **kwargs)
        if how in (0, 2):
            for y in range(self.cursor.y, self.lines):
                line = self.buffer[y]
                for x in [x for x in line if x >= self.columns]:
                    line.pop(x, None)

    def rows(self):
        lines = list(self.history.top) + [self.buffer[y] for y in range(self.lines)]
        result = []
        for line in lines:
            keys = [x for x in line if line[x].data != " "]
            end = max(keys) + 1 if keys else 0
            result.append("".join(line[x].data for x in range(end)).rstrip())
        while result and result[-1] == "":
            result.pop()
        return result


class Session:
    def __init__(self, argv, columns, rows):
        self.screen = LiveScreen(columns, rows, history=100000)
        self.stream = pyte.ByteStream(self.screen)
        self.lock = threading.Lock()
        pid, fd = os.forkpty()
        if pid == 0:
            os.environ["TERM"] = "xterm-256color"
            os.environ.pop("NO_COLOR", None)
            self.set_size(0, columns, rows)
            os.execvp(argv[0], argv)
        self.pid, self.fd = pid, fd
        self.set_size(fd, columns, rows)
        self.done = False
        self.reader = threading.Thread(target=self.read, daemon=True)
        self.reader.start()

    @staticmethod
    def set_size(fd, columns, rows):
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    def read(self):
        while True:
            try:
                ready, _, _ = select.select([self.fd], [], [], 0.1)
                if not ready:
                    continue
                data = os.read(self.fd, 65536)
            except OSError:
                break
            if not data:
                break
            with self.lock:
                self.stream.feed(data)
        self.done = True

    def display(self):
        with self.lock:
            return "\n".join(self.screen.display)

    def wait_for(self, text):
        end = time.time() + DEADLINE
        while time.time() < end:
            if text in self.display():
                return True
            time.sleep(0.02)
        return False

    def resize(self, columns, rows):
        with self.lock:
            self.screen.resize(rows, columns)
            self.set_size(self.fd, columns, rows)

    def wait(self):
        _, status = os.waitpid(self.pid, 0)
        self.reader.join(DEADLINE)
        return os.waitstatus_to_exitcode(status)


def size(text):
    columns, rows = text.lower().split("x")
    return int(columns), int(rows)


def cut(text, width):
    """Rows of at most `width` columns, as wcwidth measures; a wide character that does not fit
    starts the next row; zero-width characters join the one before."""
    rows, row, used = [], "", 0
    for char in text:
        w = wcwidth(char)
        if w <= 0:
            row += char
            continue
        if used + w > width:
            rows.append(row)
            row, used = "", 0
        row += char
        used += w
    rows.append(row)
    return [r.rstrip() for r in rows]


def probe(args, program):
    columns, rows = size(args.size)
    resizes = [size(r) for r in args.resize]
    expect = tempfile.NamedTemporaryFile(suffix=".json", delete=False).name
    argv = program + ["--live", "--lines", "60", "--expect", expect]
    pauses = [15 + 15 * i for i in range(len(resizes))]
    for pause in pauses:
        argv += ["--pause-at", str(pause)]
    if args.mutant:
        argv.append("--mutant")
    session = Session(argv, columns, rows)
    # Each pause names its line, so a pause is told from the one before however briefly the
    # region showed something else between them (a loaded machine can miss that gap).
    for pause, new in zip(pauses, resizes):
        if not session.wait_for(f"waiting for resize before line {pause}"):
            print(f"FAIL: the probe never waited for a resize before line {pause}")
            return 1
        session.resize(*new)
    status = session.wait()
    if status != 0:
        print(f"FAIL: the probe exited with {status}")
        return 1
    with open(expect) as f:
        expected = json.load(f)
    os.unlink(expect)
    wanted = []
    for printed in expected["printed"]:
        wanted += cut(printed["text"], printed["width"])
    wanted += [r.rstrip() for r in expected["record"]]
    # pyte joins a mark to its base in NFC.
    wanted = [unicodedata.normalize("NFC", r) for r in wanted]
    actual = [unicodedata.normalize("NFC", r) for r in session.screen.rows()]
    if actual == wanted:
        print(f"ok: {len(wanted)} rows, the {len(expected['printed'])} lines printed then the record")
        return 0
    for i in range(max(len(actual), len(wanted))):
        a = actual[i] if i < len(actual) else "<none>"
        w = wanted[i] if i < len(wanted) else "<none>"
        if a != w:
            print(f"FAIL at row {i}:\n  wanted {w!r}\n  found  {a!r}")
            break
    print(f"FAIL: {len(actual)} rows found, {len(wanted)} wanted")
    return 1


def demo(args, program):
    columns, rows = size(args.size)
    session = Session(program, columns, rows)
    if args.interrupt_on:
        if not session.wait_for(args.interrupt_on):
            print(f"FAIL: {args.interrupt_on!r} never showed")
            return 1
        os.write(session.fd, b"\x03")
    for new in [size(r) for r in args.resize]:
        time.sleep(0.15)
        session.resize(*new)
    status = session.wait()
    actual = session.screen.rows()
    failures = []
    # A new pty echoes and edits lines; the program must leave it so. (Reading the modes just
    # after the start raced the program's own change to them.)
    after = termios.tcgetattr(session.fd)
    if after[3] & (termios.ECHO | termios.ICANON) != termios.ECHO | termios.ICANON:
        failures.append("the terminal's echo and line editing were not put back")
    if status != args.status:
        failures.append(f"exit status {status}, wanted {args.status}")
    # Rows joined, spaces left out: a line the region cut into rows reads whole again.
    text = "".join(actual).replace(" ", "")
    position = 0
    for line in args.expect_line:
        wanted = line.replace(" ", "")
        count = text.count(wanted)
        if count != 1:
            failures.append(f"{line!r} found {count} times")
            continue
        found = text.find(wanted, position)
        if found < 0:
            failures.append(f"{line!r} out of order")
        else:
            position = found + len(wanted)
    left = [row for row in actual if row[:1] in SPINNER and row[:1] != ""]
    if left and not args.spinner_may_stay:
        failures.append(f"a spinner was left: {left[0]!r}")
    for failure in failures:
        print("FAIL: " + failure)
    if failures:
        print("\n".join(actual))
        return 1
    print(f"ok: {len(args.expect_line)} lines once each, in order; exit status {status}")
    return 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["probe", "demo"])
    parser.add_argument("--size", default="80x24")
    parser.add_argument("--resize", action="append", default=[])
    parser.add_argument("--mutant", action="store_true")
    parser.add_argument("--expect-line", action="append", default=[])
    parser.add_argument("--status", type=int, default=0)
    parser.add_argument("--spinner-may-stay", action="store_true", help="a frame left with its spinner is fine")
    parser.add_argument("--interrupt-on", help="type Ctrl-C once this text shows")
    argv = sys.argv[1:]
    split = argv.index("--")
    args = parser.parse_args(argv[:split])
    program = argv[split + 1:]
    sys.exit(probe(args, program) if args.mode == "probe" else demo(args, program))


if __name__ == "__main__":
    main()
