#!/usr/bin/env python3
"""The coffee command in a real pseudo-terminal (Python's pty module, no emulator needed).

Usage: coffee-pty.py COFFEE CASE

  inline      ACCESSIBLE=false: the questions are drawn inline: a name typed, the size picker
              moved with the down arrow, a refused shot count said and typed again, y for milk;
              the order and "next time" follow.
  accessible  ACCESSIBLE=1: the same questions line by line, the options numbered.

Prints "ok CASE" and exits 0 when the case passes; prints what failed otherwise.
"""
import fcntl
import os
import pty
import re
import select
import struct
import sys
import termios
import time

TIMEOUT = 10


class Run:
    """A program in an 80x24 pty: what it wrote, and ways to answer it."""

    def __init__(self, argv, env):
        self.output = b""
        environment = {k: v for k, v in os.environ.items() if k not in ("CI", "ACCESSIBLE", "COFFEE_NAME")}
        environment.update({"TERM": "xterm-256color"})
        environment.update(env)
        pid, fd = pty.fork()
        if pid == 0:
            os.execvpe(argv[0], argv, environment)
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.pid, self.fd = pid, fd

    def read(self, seconds):
        ready, _, _ = select.select([self.fd], [], [], seconds)
        if not ready:
            return
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            return
        # A cursor position query is answered as a terminal would.
        if b"\x1b[6n" in data:
            self.send("\x1b[1;1R")
        self.output += data

    def wait_for(self, text):
        end = time.monotonic() + TIMEOUT
        while text.encode() not in self.output:
            if time.monotonic() > end:
                raise AssertionError(f"never saw {text!r}; got {self.output[-600:]!r}")
            self.read(0.05)

    def send(self, data):
        os.write(self.fd, data.encode())

    def finish(self):
        end = time.monotonic() + TIMEOUT
        while time.monotonic() < end:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            self.read(0.05)
            if pid:
                self.read(0.1)
                return os.waitstatus_to_exitcode(status)
        raise AssertionError(f"did not end; got {self.output[-600:]!r}")

    def plain(self):
        """What was written, without escape sequences."""
        return re.sub(rb"\x1b\[[0-9;?<>=]*[A-Za-z]|\x1b[=>]|\x1b\][^\x07]*\x07", b"", self.output).decode()


def inline(coffee):
    run = Run([coffee], {"ACCESSIBLE": "false"})
    run.wait_for("Who is it for?")
    run.send("Ada")
    run.wait_for("Ada")
    run.send("\r")
    run.wait_for("Which size?")
    run.send("\x1b[B")
    time.sleep(0.2)
    run.send("\r")
    run.wait_for("How many shots?")
    run.send("7\r")
    run.wait_for("Between 1 and 4 shots, please.")
    time.sleep(0.2)
    run.send("2\r")
    run.wait_for("With milk?")
    run.send("y")
    status = run.finish()
    text = run.plain()
    assert status == 0, f"status {status}: {text[-600:]!r}"
    assert "A large coffee with 2 shots and milk for Ada." in text, text[-600:]
    assert "next time: coffee --name Ada --size large --shots 2 --milk" in text, text[-600:]
    # Inline, not numbered: the picker is drawn, not listed.
    assert "1. small" not in text, text[-600:]


def accessible(coffee):
    run = Run([coffee, "--shots", "3", "--no-milk"], {"ACCESSIBLE": "1"})
    run.wait_for("Who is it for?")
    run.send("Ada\r")
    run.wait_for("3. large")
    run.send("1\r")
    status = run.finish()
    text = run.plain()
    assert status == 0, f"status {status}: {text[-600:]!r}"
    assert "\x1b[?1049h" not in run.output.decode(), "went full screen"
    assert "A small coffee with 3 shots for Ada." in text, text[-600:]
    assert "next time: coffee --shots 3 --no-milk --name Ada --size small" in text, text[-600:]


if __name__ == "__main__":
    coffee, case = sys.argv[1], sys.argv[2]
    try:
        {"inline": inline, "accessible": accessible}[case](coffee)
    except AssertionError as failure:
        print(f"not ok {case}: {failure}")
        sys.exit(1)
    print(f"ok {case}")
