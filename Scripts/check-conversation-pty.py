#!/usr/bin/env python3
"""Run a conversation in a pseudo-terminal (pyte) as a person would answer it: send keys, wait
for what each step shows, then check the lines it left.

Usage: check-conversation-pty.py [--accessible] [--step KEYS WAIT]... [--expect LINE]... -- PROGRAM
  --step KEYS WAIT   send KEYS (Python escapes: '\\r' Enter, '\\t' Tab, '\\x1b[B' down), then wait
                     until a line of the screen contains WAIT (repeatable, in order)
  --expect LINE      a line the screen shows at the end (repeatable); with --records, the lines
                     that start with '? ' are exactly these, in order
  --records          check the record lines as above
  --hidden TEXT      text that must never reach the terminal (a secret typed)
  --accessible       run with ACCESSIBLE=1
Exits 0 and prints `ok` when every check passed; waits have a 30 s deadline.
"""
import os
import pty
import select
import struct
import sys
import termios
import time

import fcntl
import pyte

DEADLINE = 30.0


class Screen(pyte.Screen):
    """pyte, answering the cursor position report an inline run asks for."""

    def __init__(self, columns, rows, fd):
        super().__init__(columns, rows)
        self.fd = fd

    def write_process_input(self, data):
        os.write(self.fd, data.encode())


def main():
    args = sys.argv[1:]
    program = args[args.index("--") + 1 :]
    args = args[: args.index("--")]
    steps, expect, hidden = [], [], []
    accessible = records = False
    i = 0
    while i < len(args):
        if args[i] == "--step":
            steps.append((args[i + 1].encode().decode("unicode_escape"), args[i + 2]))
            i += 3
        elif args[i] == "--expect":
            expect.append(args[i + 1])
            i += 2
        elif args[i] == "--hidden":
            hidden.append(args[i + 1])
            i += 2
        else:
            accessible |= args[i] == "--accessible"
            records |= args[i] == "--records"
            i += 1
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, TERM="xterm-256color")
        env.pop("ACCESSIBLE", None)
        if accessible:
            env["ACCESSIBLE"] = "1"
        os.execvpe(program[0], program, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    screen = Screen(80, 24, fd)
    stream = pyte.ByteStream(screen)
    received = bytearray()
    failures = []

    def pump(timeout):
        ready, _, _ = select.select([fd], [], [], timeout)
        if not ready:
            return True
        try:
            data = os.read(fd, 65536)
        except OSError:
            return False
        if not data:
            return False
        received.extend(data)
        stream.feed(data)
        return True

    def lines():
        return [line.rstrip() for line in screen.display]

    for keys, wait in steps:
        # Each step starts once the last one's question is on screen.
        os.write(fd, keys.encode())
        end = time.time() + DEADLINE
        while time.time() < end and not any(wait in line for line in lines()):
            if not pump(0.05):
                break
        if not any(wait in line for line in lines()):
            failures.append("after %r, no line shows %r:\n%s" % (keys, wait, "\n".join(lines())))
            break
    while pump(0.3):
        pass
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        failures.append("exit status %d" % os.waitstatus_to_exitcode(status))
    shown = lines()
    if records:
        got = [line for line in shown if line.startswith("? ")]
        want = [line for line in expect if line.startswith("? ")]
        if got != want:
            failures.append("record lines:\n" + "\n".join(got))
    for line in expect:
        if line not in shown:
            failures.append("no line %r:\n%s" % (line, "\n".join(shown)))
    for text in hidden:
        if text.encode() in received:
            failures.append("%r reached the terminal" % text)
    for failure in failures:
        print("FAIL:", failure)
    if failures:
        sys.exit(1)
    print("ok")


main()
