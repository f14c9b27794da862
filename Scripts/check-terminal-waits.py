#!/usr/bin/env python3
"""Run SettingsDemo in pseudo-terminals that make it wait: a terminal that never answers the cursor
report, one that answers it cut short, and a bracketed paste whose end never comes. Each case checks
that a key still acts at once.

Usage: check-terminal-waits.py SETTINGSDEMO [--no-time-bounds]

- never answers: an inline run, the report never answered; 40 resizes, then q: the demo ends
  within 1 s of the q, and asked for the report once.
- cut short: an inline run answered `ESC [ 12` (no `R`), then q: the q is not eaten.
- unterminated paste: `ESC [ 200 ~ abc` and no end, then q 0.2 s later: ends within 1 s; and
  Ctrl-C inside an open paste ends the demo.

Waiting is for events (bytes written, the process ending) with a deadline of 30 s; the bounds above
are measured from the key. Prints "ok   NAME (details)" or "FAIL NAME"; exits 0 when all pass.
"""
import fcntl
import os
import select
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time

DEADLINE = 30.0
REPORT = b"\x1b[6n"
TRAMPOLINE = """
import fcntl, os, sys, termios
fcntl.ioctl(0, termios.TIOCSCTTY, 0)
os.execv(sys.argv[1], sys.argv[1:])
"""


class Run:
    """A program in a pseudo-terminal that is its controlling terminal; its output as bytes."""

    def __init__(self, program, arguments):
        self.master, self.slave = os.openpty()
        self.resize(24, 80)
        self.output = bytearray()
        self.lock = threading.Lock()
        self.done = threading.Event()
        environment = dict(os.environ, SWIFT_BACKTRACE="enable=no", TERM="xterm-256color")
        self.process = subprocess.Popen(
            [sys.executable, "-c", TRAMPOLINE, program, *arguments], stdin=self.slave, stdout=self.slave,
            stderr=self.slave, start_new_session=True, close_fds=True, env=environment)
        self.thread = threading.Thread(target=self.read, daemon=True)
        self.thread.start()

    def resize(self, rows, columns):
        fcntl.ioctl(self.slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    def read(self):
        while not self.done.is_set():
            ready, _, _ = select.select([self.master], [], [], 0.02)
            if not ready:
                continue
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            with self.lock:
                self.output += chunk

    def has(self, needle):
        with self.lock:
            return needle in self.output

    def count(self, needle):
        with self.lock:
            return self.output.count(needle)

    def wait_for(self, predicate, timeout=DEADLINE):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if predicate():
                return True
            time.sleep(0.005)
        return False

    def write(self, data):
        os.write(self.master, data)

    def exit_time(self, timeout=DEADLINE):
        """Seconds until the program ends, or None."""
        start = time.monotonic()
        try:
            self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return None
        return time.monotonic() - start

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.done.set()
        self.thread.join(timeout=1)
        os.close(self.master)
        os.close(self.slave)


def report(name, problems, details=""):
    print(f"{'FAIL' if problems else 'ok  '} {name}{f' ({details})' if details else ''}")
    for problem in problems:
        print(f"     {problem}")
    return not problems


def never_answers(demo, folder, bounds):
    name = "a terminal that never answers the cursor report: 40 resizes, then q"
    problems = []
    run = Run(demo, ["--inline", "--store", os.path.join(folder, "a.json")])
    try:
        if not run.wait_for(lambda: run.has(REPORT)):
            problems.append("the report was never asked")
        if not run.wait_for(lambda: run.has(b"Minion Mode")):
            problems.append("no first frame")
        for index in range(40):
            run.resize(24 - index % 5, 80 - index % 7)
            time.sleep(0.01)
        time.sleep(0.05)
        run.write(b"q")
        took = run.exit_time()
        asked = run.count(REPORT)
        if took is None:
            problems.append("q did not end the demo")
        elif bounds and took > 1.0:
            problems.append(f"q took {took:.2f} s to end the demo")
        if asked != 1:
            problems.append(f"the report was asked {asked} times")
        details = f"q ended it in {took:.2f} s, asked once" if took is not None else ""
    finally:
        run.close()
    return report(name, problems, details)


def cut_short(demo, folder, bounds):
    name = "a cursor report cut short (ESC [ 12, no R) does not eat the next key"
    problems = []
    run = Run(demo, ["--inline", "--store", os.path.join(folder, "b.json")])
    try:
        if not run.wait_for(lambda: run.has(REPORT)):
            problems.append("the report was never asked")
        run.write(b"\x1b[12")
        time.sleep(0.1)
        run.write(b"q")
        took = run.exit_time(timeout=5)
        if took is None:
            problems.append("the q after the cut-short report was eaten: the demo did not end")
        elif bounds and took > 2.0:
            problems.append(f"q took {took:.2f} s")
        details = f"q ended it in {took:.2f} s (the report's 1 s wait included)" if took is not None else ""
    finally:
        run.close()
    return report(name, problems, details)


def unterminated_paste(demo, folder, bounds, ending, label):
    name = f"an unterminated paste, then {label}"
    problems = []
    run = Run(demo, ["--store", os.path.join(folder, "c.json")])
    try:
        if not run.wait_for(lambda: run.has(b"Minion Mode")):
            problems.append("no first frame")
        run.write(b"\x1b[200~abc")
        if ending != b"\x03":
            time.sleep(0.2)
        run.write(ending)
        took = run.exit_time(timeout=15)
        if took is None:
            problems.append(f"{label} did not end the demo")
        elif bounds and took > 1.0:
            problems.append(f"{label} took {took:.2f} s to end the demo")
        details = f"ended in {took:.2f} s" if took is not None else ""
    finally:
        run.close()
    return report(name, problems, details)


def main():
    arguments = sys.argv[1:]
    if not arguments:
        print(__doc__, file=sys.stderr)
        return 2
    demo = arguments[0]
    bounds = "--no-time-bounds" not in arguments
    if not bounds:
        print("Time bounds left out: only that each key acts is checked.")
    with tempfile.TemporaryDirectory() as folder:
        results = [
            never_answers(demo, folder, bounds),
            cut_short(demo, folder, bounds),
            unterminated_paste(demo, folder, bounds, b"q", "q 0.2 s later"),
            unterminated_paste(demo, folder, bounds, b"\x03", "Ctrl-C in it"),
        ]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
