#!/usr/bin/env python3
"""Run SettingsDemo where its colors depend on the terminal: the color conventions and the light or
dark theme for the terminal's background.

Usage: check-colors-pty.py SETTINGSDEMO [--no-time-bounds]

- piped, CLICOLOR_FORCE=1: the printed screen has color escapes; without it, none at all.
- CLICOLOR=0 in a pty: no color escapes, and the background is not asked (colors are off).
- a pty that answers OSC 11 with a white background (and the attributes request): the light
  theme's white background is drawn; answered black: the dark theme's.
- a pty that never answers: the first frame comes within 1 s of the question (the run waits
  200 ms), in the terminal's own colors.
- a key typed before the answer is not eaten: q then the answer ends the demo.
- TMUX set with COLORFGBG=0;15: nothing is asked, the light theme is drawn.

Each run gets a fresh settings file, so the theme is the shipped `default`, which follows the
terminal. Prints "ok   NAME (details)" or "FAIL NAME"; exits 0 when all pass.
"""
import fcntl
import os
import re
import select
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time

DEADLINE = 30.0
QUERY = b"\x1b]11;?\x07"
ATTRIBUTES = b"\x1b[c"
LIGHT_BACKGROUND = b"48;2;255;255;255"
DARK_BACKGROUND = b"48;2;28;28;30"
SGR = re.compile(rb"\x1b\[([0-9;:]*)m")


def colors(output):
    """The SGR sequences in output that set a color (30-38, 40-48, 90-97, 100-107)."""
    found = []
    for match in SGR.finditer(output):
        numbers = [int(p) for p in re.split(rb"[;:]", match.group(1)) if p]
        if any(30 <= n <= 38 or 40 <= n <= 48 or 90 <= n <= 97 or 100 <= n <= 107 for n in numbers):
            found.append(match.group())
    return found
TRAMPOLINE = """
import fcntl, os, sys, termios
fcntl.ioctl(0, termios.TIOCSCTTY, 0)
os.execv(sys.argv[1], sys.argv[1:])
"""


QUIET = {"NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "FORCE_COLOR", "COLORFGBG", "TMUX", "STY", "ACCESSIBLE"}


class Run:
    """A program in a pseudo-terminal that is its controlling terminal; its output as bytes."""

    def __init__(self, program, arguments, extra=None):
        self.master, self.slave = os.openpty()
        self.resize(24, 80)
        self.output = bytearray()
        self.lock = threading.Lock()
        self.done = threading.Event()
        environment = {k: v for k, v in os.environ.items() if k not in QUIET}
        environment.update(SWIFT_BACKTRACE="enable=no", TERM="xterm-256color", COLORTERM="truecolor")
        environment.update(extra or {})
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


def store(folder, name):
    return ["--store", os.path.join(folder, name + ".json")]


def piped(demo, folder):
    name = "piped: CLICOLOR_FORCE=1 colors the printed screen, nothing else does"
    problems = []
    base = {k: v for k, v in os.environ.items() if k not in QUIET}
    base.update(TERM="xterm-256color")
    forced = subprocess.run([demo, *store(folder, "p")], stdin=subprocess.DEVNULL, capture_output=True,
                            env=dict(base, CLICOLOR_FORCE="1"), timeout=DEADLINE).stdout
    plain = subprocess.run([demo, *store(folder, "p")], stdin=subprocess.DEVNULL, capture_output=True,
                           env=base, timeout=DEADLINE).stdout
    if not colors(forced):
        problems.append("CLICOLOR_FORCE=1 printed no color")
    if b"Minion Mode" not in forced:
        problems.append("CLICOLOR_FORCE=1 printed no screen")
    if b"\x1b" in plain:
        problems.append("without it the pipe got escape sequences")
    return report(name, problems, f"{len(colors(forced))} color escapes, none without")


def clicolor_zero(demo, folder):
    name = "CLICOLOR=0 in a pty: no color, nothing asked"
    problems = []
    run = Run(demo, store(folder, "z"), {"CLICOLOR": "0"})
    try:
        if not run.wait_for(lambda: run.has(b"Minion Mode")):
            problems.append("no first frame")
        time.sleep(0.1)
        run.write(b"q")
        if run.exit_time() is None:
            problems.append("q did not end the demo")
        with run.lock:
            output = bytes(run.output)
        if colors(output):
            problems.append(f"color escapes: {colors(output)[:3]!r}")
        if QUERY in output:
            problems.append("the background was asked")
    finally:
        run.close()
    return report(name, problems)


def answers(demo, folder, answer, expected, label):
    name = f"a pty that answers OSC 11 with {label}"
    problems = []
    run = Run(demo, store(folder, label.replace(" ", "-")))
    try:
        if not run.wait_for(lambda: run.has(QUERY + ATTRIBUTES)):
            problems.append("the background was not asked")
        run.write(b"\x1b]11;" + answer + b"\x1b\\\x1b[?62;22c")
        if not run.wait_for(lambda: run.has(expected), timeout=10):
            problems.append(f"the theme's background {expected!r} was not drawn")
        run.write(b"q")
        if run.exit_time() is None:
            problems.append("q did not end the demo")
    finally:
        run.close()
    return report(name, problems)


def never_answers(demo, folder, bounds):
    name = "a pty that never answers starts within the wait"
    problems = []
    run = Run(demo, store(folder, "n"))
    took = None
    try:
        if not run.wait_for(lambda: run.has(QUERY)):
            problems.append("the background was not asked")
        asked = time.monotonic()
        if not run.wait_for(lambda: run.has(b"Minion Mode")):
            problems.append("no first frame")
        took = time.monotonic() - asked
        if bounds and took > 1.0:
            problems.append(f"the first frame took {took:.2f} s after the question")
        if run.has(LIGHT_BACKGROUND) or run.has(DARK_BACKGROUND):
            problems.append("a light or dark theme was drawn without an answer")
        run.write(b"q")
        if run.exit_time() is None:
            problems.append("q did not end the demo")
    finally:
        run.close()
    return report(name, problems, f"first frame {took:.2f} s after the question" if took is not None else "")


def key_before_answer(demo, folder, bounds):
    name = "a key typed before the answer is not eaten"
    problems = []
    run = Run(demo, store(folder, "k"))
    try:
        if not run.wait_for(lambda: run.has(QUERY)):
            problems.append("the background was not asked")
        run.write(b"q\x1b]11;rgb:ffff/ffff/ffff\x07\x1b[?6c")
        took = run.exit_time(timeout=5)
        if took is None:
            problems.append("the q was eaten: the demo did not end")
        elif bounds and took > 1.0:
            problems.append(f"q took {took:.2f} s")
    finally:
        run.close()
    return report(name, problems)


def under_tmux(demo, folder):
    name = "TMUX set, COLORFGBG=0;15: nothing asked, the light theme"
    problems = []
    run = Run(demo, store(folder, "t"), {"TMUX": "/tmp/tmux-0/default,1,0", "COLORFGBG": "0;15"})
    try:
        if not run.wait_for(lambda: run.has(LIGHT_BACKGROUND)):
            problems.append("the light theme was not drawn")
        if run.has(QUERY):
            problems.append("the background was asked under tmux")
        run.write(b"q")
        if run.exit_time() is None:
            problems.append("q did not end the demo")
    finally:
        run.close()
    return report(name, problems)


def main():
    arguments = sys.argv[1:]
    if not arguments:
        print(__doc__, file=sys.stderr)
        return 2
    demo = arguments[0]
    bounds = "--no-time-bounds" not in arguments
    with tempfile.TemporaryDirectory() as folder:
        results = [
            piped(demo, folder),
            clicolor_zero(demo, folder),
            answers(demo, folder, b"rgb:ffff/ffff/ffff", LIGHT_BACKGROUND, "a white background"),
            answers(demo, folder, b"rgb:0000/0000/0000", DARK_BACKGROUND, "a black background"),
            never_answers(demo, folder, bounds),
            key_before_answer(demo, folder, bounds),
            under_tmux(demo, folder),
        ]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
