#!/usr/bin/env python3
"""Run the optimized SettingsDemo in a pseudo-terminal: it must show its screen, follow keys and
quit with status 0.

Usage: Scripts/check-release-demo.py [BINARY]      # default .build/release/SettingsDemo

The tests run debug builds; some faults show only in optimized code (a task-local of function
type crashed the release demo at its first frame while every test passed), so CI builds the
release demo and runs it here as a user would.
"""
import os
import pty
import select
import struct
import sys
import tempfile
import time

import fcntl
import termios


def read_until(fd, needle, seconds):
    """Reads output until `needle` appears or `seconds` pass; returns everything read."""
    data = b""
    deadline = time.monotonic() + seconds
    while needle not in data and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            data += chunk
    return data


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/SettingsDemo"
    store = os.path.join(tempfile.mkdtemp(), "settings.json")
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.execv(binary, [binary, "--store", store])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    problems = []
    if b"Minion Mode" not in read_until(fd, b"Minion Mode", 20):
        problems.append("the first screen never showed Minion Mode")
    os.write(fd, b" ")  # toggles Minion Mode, the focused row
    if b"Minions went out to play" not in read_until(fd, b"Minions went out to play", 10):
        problems.append("Space on Minion Mode showed no change")
    os.write(fd, b"q")
    read_until(fd, b"\x00", 5)
    _, status = os.waitpid(pid, 0)
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        problems.append(f"the demo did not quit cleanly: wait status {status}")
    for problem in problems:
        print(f"FAIL: {problem}")
    print("release demo: ok" if not problems else f"release demo: {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
