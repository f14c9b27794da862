#!/usr/bin/env python3
"""Line by line (accessible mode) in a real pseudo-terminal: what a person at a terminal meets.

Usage: check-accessible-pty.py PROBE DEMO

PROBE is Tests/TerminalProbe built (its --secret mode asks a password, then a name, line by line);
DEMO is SettingsDemo built. Each case runs the program in a pty (Python's pty module, no emulator
needed) as a session leader with the pty as its controlling terminal, answers as a person would
(waiting for each question), and checks:

  secret        the typed password appears nowhere in what the terminal was sent, nor its length;
                echo is back on for the next question (the name typed is echoed).
  secret-term   SIGTERM while the password is asked: the program dies of it and the terminal is
                back to echo on.
  arrows        arrow keys typed into the demo's Name answer are not stored (the settings file
                has "Ax", no escape bytes); one Ctrl-D then ends every later question.
  ctrl-d        Ctrl-D at the demo's first question ends the input: the demo exits non-zero at
                once, names the question left unanswered, and saves nothing.
  accessible    ACCESSIBLE=false runs the demo full screen; ACCESSIBLE=1 line by line.

Exits 0 when every case passes; prints what failed otherwise.
"""
import json
import os
import pty
import select
import signal
import sys
import tempfile
import termios
import time

TIMEOUT = 10
SECRET = "hunter2-Sw0rdfish"


class Run:
    """A program in a pty: what it wrote, and ways to answer it."""

    def __init__(self, argv, env=None):
        self.output = b""
        environment = dict(os.environ)
        environment.pop("ACCESSIBLE", None)
        environment.update({"TERM": "xterm-256color", "COLUMNS": "80", "LINES": "24"})
        environment.update(env or {})
        pid, fd = pty.fork()
        if pid == 0:
            # pty.fork made the child a session leader with the pty as its controlling terminal.
            os.execvpe(argv[0], argv, environment)
        self.pid, self.fd = pid, fd
        self.status = None

    def read(self, seconds=0.1):
        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return
            ready, _, _ = select.select([self.fd], [], [], left)
            if not ready:
                return
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                return
            if not data:
                return
            self.output += data

    def wait_for(self, text):
        end = time.monotonic() + TIMEOUT
        while text.encode() not in self.output:
            if time.monotonic() > end:
                raise AssertionError(f"never saw {text!r}; got {self.output[-400:]!r}")
            self.read(0.05)

    def send(self, data):
        os.write(self.fd, data.encode() if isinstance(data, str) else data)

    def echo_on(self):
        return bool(termios.tcgetattr(self.fd)[3] & termios.ECHO)

    def finish(self):
        end = time.monotonic() + TIMEOUT
        while time.monotonic() < end:
            self.read(0.05)
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.read(0.1)
                self.status = status
                return status
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        raise AssertionError(f"did not end within {TIMEOUT} s; got {self.output[-400:]!r}")

    def close(self):
        try:
            os.close(self.fd)
        except OSError:
            pass


def case_secret(probe, demo):
    run = Run([probe, "--secret"], {"PROBE_SECRET": SECRET})
    run.wait_for("(it is not shown).")
    assert not run.echo_on(), "echo is on while the secret is asked"
    run.send(SECRET + "\r")
    run.wait_for("Name, text field")
    run.send("Visible Name\r")
    status = run.finish()
    run.close()
    text = run.output.decode("utf-8", "replace")
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, f"status {status}: {text!r}"
    assert "PASSWORD MATCHES" in text, text
    assert SECRET not in text and "hunter2" not in text, f"the secret was shown: {text!r}"
    assert str(len(SECRET)) not in text, f"the secret's length was shown: {text!r}"
    assert text.count("Visible Name") == 2, f"the name was not echoed: {text!r}"


def case_secret_term(probe, demo):
    run = Run([probe, "--secret"], {"PROBE_SECRET": SECRET})
    run.wait_for("(it is not shown).")
    run.send("hunt")
    time.sleep(0.2)
    assert not run.echo_on(), "echo is on while the secret is asked"
    os.kill(run.pid, signal.SIGTERM)
    status = run.finish()
    echo = run.echo_on()
    run.close()
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGTERM, f"status {status}"
    assert echo, "echo was left off after SIGTERM"
    assert b"hunt" not in run.output, run.output


def case_arrows(probe, demo):
    directory = tempfile.mkdtemp()
    store = os.path.join(directory, "settings.json")
    run = Run([demo, "--store", store], {"ACCESSIBLE": "1"})
    for question in ["Minion Mode!!!, switch, on.", "Theme, picker", "Accent Color, picker"]:
        run.wait_for(question)
        run.send("\r")
    run.wait_for("Name, text field")
    run.send("A\x1b[D\x1b[Cx\r")
    run.wait_for("E-mail, text field")
    # One Ctrl-D: every question after it keeps its value; the run completes and saves.
    run.send("\x04")
    status = run.finish()
    run.close()
    text = run.output.decode("utf-8", "replace")
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, f"status {status}: {text[-600:]!r}"
    with open(store) as file:
        raw = file.read()
    assert json.loads(raw)["name"] == "Ax", raw
    assert "\\u001b" not in raw and "\x1b" not in raw, raw


def case_ctrl_d(probe, demo):
    directory = tempfile.mkdtemp()
    store = os.path.join(directory, "settings.json")
    run = Run([demo, "--store", store], {"ACCESSIBLE": "1"})
    run.wait_for("Minion Mode!!!, switch, on.")
    run.send("\r")
    run.wait_for("Theme, picker")
    started = time.monotonic()
    run.send("\x04")
    status = run.finish()
    run.close()
    text = run.output.decode("utf-8", "replace")
    assert time.monotonic() - started < 5, "Ctrl-D did not end the input"
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) != 0, f"status {status}: {text[-600:]!r}"
    assert "Not answered: Name" in text, text[-600:]
    assert not os.path.exists(store), "a run that did not complete saved its answers"


def case_accessible(probe, demo):
    directory = tempfile.mkdtemp()
    store = os.path.join(directory, "settings.json")
    run = Run([demo, "--store", store], {"ACCESSIBLE": "false"})
    run.wait_for("\x1b[?1049h")
    time.sleep(0.3)
    run.send("q")
    status = run.finish()
    run.close()
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, f"status {status}"
    assert b"Keep it on?" not in run.output, "ACCESSIBLE=false asked line by line"
    run = Run([demo, "--store", store], {"ACCESSIBLE": "1"})
    run.wait_for("Minion Mode!!!, switch, on. Keep it on? [Y/n]")
    run.send("\x04")
    run.finish()
    run.close()
    assert b"\x1b[?1049h" not in run.output, "ACCESSIBLE=1 went full screen"


CASES = {
    "secret": case_secret,
    "secret-term": case_secret_term,
    "arrows": case_arrows,
    "ctrl-d": case_ctrl_d,
    "accessible": case_accessible,
}


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    probe, demo = sys.argv[1], sys.argv[2]
    names = sys.argv[3:] or list(CASES)
    failures = []
    for name in names:
        try:
            CASES[name](probe, demo)
            print(f"ok {name}")
        except AssertionError as error:
            failures.append(name)
            print(f"FAILED {name}: {error}")
    print(f"{len(names) - len(failures)} of {len(names)} cases passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
