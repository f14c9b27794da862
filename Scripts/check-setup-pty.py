#!/usr/bin/env python3
"""Run `SettingsDemo --setup` in a pseudo-terminal (pyte) and check the conversation as a user
meets it: typing `Ada` then Enter answers the first question with no other key, and its record
line is on screen before the next question; the rest answered, the settings file holds the
answers and a "next time: ..." line gives the same answers as flags. With --accessible it runs line by line in the pty
(ACCESSIBLE=1) and checks that the typed password appears nowhere in what the terminal got. With
--one-write every answer is sent in one write once the first question shows, as a paste or a
fast typist sends them: each is kept for its question, none lost between two questions.

Usage: check-setup-pty.py [--accessible | --one-write] --store FILE -- DEMO
Waits are for the screen to show something, with a deadline of 30 s. Prints `ok` at the end
and exits 0 when every check passed.
"""
import json
import os
import pty
import select
import signal
import struct
import sys
import termios
import time

import fcntl
import pyte

DEADLINE = 30.0
PASSWORD = "hunter22"


class Screen(pyte.Screen):
    """pyte, answering the cursor position report the inline run asks for."""

    def __init__(self, columns, rows, fd):
        super().__init__(columns, rows)
        self.fd = fd

    def write_process_input(self, data):
        os.write(self.fd, data.encode())


def main():
    args = sys.argv[1:]
    accessible = "--accessible" in args
    one_write = "--one-write" in args
    store = args[args.index("--store") + 1]
    demo = args[args.index("--") + 1 :]
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, TERM="xterm-256color")
        env.pop("ACCESSIBLE", None)
        if accessible:
            env["ACCESSIBLE"] = "1"
        os.execvpe(demo[0], demo + ["--setup", "--store", store], env)
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

    def wait(predicate, what):
        end = time.time() + DEADLINE
        while time.time() < end:
            if predicate(lines()):
                return True
            if not pump(0.05):
                break
        if predicate(lines()):
            return True
        failures.append("timed out waiting for " + what + "\n" + "\n".join(lines()))
        return False

    def send(text):
        os.write(fd, text.encode())

    def shows(text):
        return lambda shown: any(text in line for line in shown)

    if accessible:
        answers = ["Ada", "ada@example.com", PASSWORD, "y", "zurich", "n"]
        wait(shows("What's your name?"), "the first question")
        for answer in answers:
            send(answer + "\r")
            time.sleep(0.2)
            pump(0.2)
        wait(shows("Saved to"), "the settings saved")
        if PASSWORD.encode() in received:
            failures.append("the password was echoed")
    elif one_write:
        wait(shows("? What's your name?"), "the first question")
        send("Ada\rada@example.com\r" + PASSWORD + "\ryzurich\rn")
        wait(shows("Saved to"), "every answer of the one write taken")
    else:
        wait(shows("? What's your name?"), "the first question")
        send("Ada")
        wait(shows("? What's your name? Ada"), "Ada typed straight in")
        send("\r")
        # The record line, then the next question under it.
        if wait(shows("? E-mail"), "the second question"):
            shown = lines()
            row = next(i for i, line in enumerate(shown) if line.startswith("? E-mail"))
            if row == 0 or shown[row - 1] != "? What's your name? Ada":
                failures.append("no record line with Ada above the next question:\n" + "\n".join(shown))
        for answer, after in [
            ("ada@example.com\r", "? Password"),
            (PASSWORD, "[hidden]"),
            ("\r", "? Turn on Minion Mode?"),
            ("y", "? Time Zone"),
            ("zurich", "Zurich"),
            ("\r", "? Turn on notifications?"),
            ("n", "Saved to"),
        ]:
            send(answer)
            wait(shows(after), after)
    if not accessible:
        if PASSWORD.encode() in received:
            failures.append("the password reached the terminal")
        expected_records = [
            "? What's your name? Ada",
            "? E-mail ada@example.com",
            "? Password [hidden]",
            "? Turn on Minion Mode? Yes",
            "? Time Zone Zurich",
            "? Turn on notifications? No",
        ]
        shown = [line for line in lines() if line.startswith("? ")]
        if shown != expected_records:
            failures.append("record lines:\n" + "\n".join(shown))
    if failures:
        # A conversation still waiting for an answer never ends by itself.
        os.kill(pid, signal.SIGKILL)
    while pump(0.2):
        pass
    # After the run, the command line that gives the same answers (a wrapped line read whole).
    if not accessible:
        joined = "".join(line.ljust(80) for line in lines())
        if "next time: SettingsDemo --setup --store" not in joined or "--notifications false" not in joined:
            failures.append("no next-time line:\n" + "\n".join(lines()))
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        failures.append("exit status %d" % os.waitstatus_to_exitcode(status))
    try:
        settings = json.load(open(store))
        want = {"name": "Ada", "email": "ada@example.com", "minionMode": True,
                "timeZone": "Europe/Zurich", "notifications": False}
        for key, value in want.items():
            if settings.get(key) != value:
                failures.append("settings %s is %r, not %r" % (key, settings.get(key), value))
        if PASSWORD in json.dumps(settings):
            failures.append("the password was stored")
    except (OSError, ValueError) as error:
        failures.append("no settings file: %s" % error)
    for failure in failures:
        print("FAIL:", failure)
    if failures:
        sys.exit(1)
    print("ok")


main()
