#!/usr/bin/env python3
"""Run a full-screen program in a pseudo-terminal, end it every way a user or the system can, and
check the terminal is put back each time: echo and canonical mode on (the terminal settings are
exactly those from before), cursor shown, alternate screen left, bracketed paste off.

Usage: check-terminal-restore.py PROGRAM [--trap-case]

Exits 0 when every case passes; prints what failed otherwise.
"""
import fcntl
import os
import select
import signal
import struct
import subprocess
import sys
import termios
import threading
import time

ENTER = b"\x1b[?1049h"
LEAVE = b"\x1b[?1049l"
HIDE = b"\x1b[?25l"
SHOW = b"\x1b[?25h"
PASTE_ON = b"\x1b[?2004h"
PASTE_OFF = b"\x1b[?2004l"


def run_case(program, name, actions, expect_signal=None, extra_args=(), wait_for_text=None):
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    before = termios.tcgetattr(slave)
    proc = subprocess.Popen([program, *extra_args], stdin=slave, stdout=slave, stderr=slave,
                            start_new_session=True, close_fds=True)
    output = bytearray()
    done = threading.Event()

    def reader():
        while not done.is_set():
            ready, _, _ = select.select([master], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                output.extend(chunk)

    thread = threading.Thread(target=reader, daemon=True)
    thread.start()
    failures = []

    def wait_for(predicate, what, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if predicate():
                return True
            time.sleep(0.02)
        failures.append(f"{name}: timed out waiting for {what}")
        return False

    if wait_for(lambda: b"Switch 2" in output, "the first frame"):
        during = termios.tcgetattr(slave)
        if during[3] & (termios.ECHO | termios.ICANON):
            failures.append(f"{name}: echo or canonical mode still on while running")
        if wait_for_text is not None:
            wait_for(lambda: wait_for_text in output, repr(wait_for_text))
        for action in actions:
            if isinstance(action, bytes):
                os.write(master, action)
            elif isinstance(action, float):
                time.sleep(action)  # a pause: no input for that many seconds
            else:
                proc.send_signal(action)
            time.sleep(0.15)
    try:
        code = proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        code = proc.wait()
        failures.append(f"{name}: did not exit")
    time.sleep(0.2)
    done.set()
    thread.join()
    after = termios.tcgetattr(slave)
    os.close(master)
    os.close(slave)

    if after != before:
        failures.append(f"{name}: terminal settings differ after exit: before {before[3]:#x}, after {after[3]:#x}")
    if not (after[3] & termios.ECHO and after[3] & termios.ICANON):
        failures.append(f"{name}: echo or canonical mode off after exit (stty would show -echo or -icanon)")
    last_enter = output.rfind(ENTER)
    if last_enter < 0:
        failures.append(f"{name}: never entered the alternate screen")
    elif output.rfind(LEAVE) < last_enter:
        failures.append(f"{name}: alternate screen not left")
    if output.rfind(SHOW) < output.rfind(HIDE):
        failures.append(f"{name}: cursor left hidden")
    if output.rfind(PASTE_OFF) < output.rfind(PASTE_ON):
        failures.append(f"{name}: bracketed paste left on")
    if expect_signal is None and code != 0:
        failures.append(f"{name}: exit status {code}, expected 0")
    if expect_signal is not None and code != -expect_signal:
        failures.append(f"{name}: exit status {code}, expected death by signal {expect_signal}")
    print(f"{'FAIL' if failures else 'ok  '} {name} (status {code})")
    return failures


def main():
    program = sys.argv[1]
    cases = [
        ("quit key", [b"j", b" ", b"q"], None, ()),
        ("Escape", [b"\x1b"], None, ()),
        ("Ctrl-C key", [b"\x03"], None, ()),
        ("Ctrl-D key", [b"\x04"], None, ()),
        ("SIGINT", [b" ", signal.SIGINT], signal.SIGINT, ()),
        ("SIGTERM", [signal.SIGTERM], signal.SIGTERM, ()),
        ("SIGHUP", [signal.SIGHUP], signal.SIGHUP, ()),
        ("bracketed paste then quit", [b"\x1b[200~pasted\ntext\x1b[201~", b"q"], None, ()),
        # A paste whose end marker never comes: keys are its text (q too) until the input has been
        # quiet for KeyDecoder.pasteTimeout (1 s); after that pause, Ctrl-C quits.
        ("unterminated paste, a pause, then Ctrl-C", [b"\x1b[200~never ended", b"q", 2.5, b"\x03"], None, ()),
    ]
    failures = []
    # An @Observable model changed by another thread redraws the screen with no key pressed.
    failures += run_case(program, "observed change redraws", [b"q"], extra_args=("--observe",),
                         wait_for_text=b"DONE-OBSERVING")
    if "--trap-case" in sys.argv:
        # A Swift runtime trap: SIGILL on x86-64 Linux (SIGTRAP on arm64).
        cases.append(("Swift runtime trap", [b"t"], "trap", ("--trap",)))
    for name, actions, expected, args in cases:
        if expected == "trap":
            result = run_case(program, name, actions, expect_signal=signal.SIGILL, extra_args=args)
            if result and all("exit status" in f for f in result):
                # Died of SIGTRAP instead (arm64): the terminal checks passed, which is what matters.
                result = [f for f in result if "exit status" not in f]
            failures += result
        else:
            failures += run_case(program, name, actions, expect_signal=expected, extra_args=args)
    for failure in failures:
        print(failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
