#!/usr/bin/env python3
"""Run SettingsDemo in a pseudo-terminal that speaks the Kitty keyboard protocol, and check the
progressive enhancement end to end: the demo asks (`CSI ? u` with `CSI c`), turns the protocol on
(`CSI > 1 u`) only when the terminal answers that it has it, reads keys in the protocol's form
(`CSI 13 ; 2 u`, Shift-Enter, saves a text area being edited where Enter is a new line), and pops
the flags (`CSI < u`) before it leaves the alternate screen on every way out: q, Ctrl-C (sent as
the protocol sends it, `CSI 99 ; 5 u`), SIGTERM, and Ctrl-Z (popped on suspend, pushed again on
resume). A terminal that answers only the device attributes gets no push, and one that answers
nothing still sees the first frame at once.

Usage: check-kitty-keys-pty.py SETTINGSDEMO

The screen is read with pyte (0.8.2). The program runs as a session leader with the pty as its
controlling terminal, as in a terminal window. Prints one line per case ("ok   NAME" or
"FAIL NAME: why"), exits 0 when every case passed.
"""
import concurrent.futures
import fcntl
import os
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time

import pyte

QUERY = b"\x1b[?u\x1b[c"
PUSH = b"\x1b[>1u"
POP = b"\x1b[<u"
LEAVE = b"\x1b[?1049l"
KITTY_ANSWER = b"\x1b[?0u\x1b[?62;22c"
DA_ANSWER = b"\x1b[?62;22c"
DEADLINE = 20.0

TRAMPOLINE = """
import fcntl, os, sys, termios
fcntl.ioctl(0, termios.TIOCSCTTY, 0)
os.execv(sys.argv[1], sys.argv[1:])
"""


class Run:
    """The demo in a pty, answering the keyboard query the way `answer` says."""

    def __init__(self, program, answer, store):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.screen = pyte.Screen(80, 24)
        self.stream = pyte.ByteStream(self.screen)
        self.output = bytearray()
        self.lock = threading.Lock()
        self.answer = answer
        self.answered = False
        self.started = time.time()
        self.proc = subprocess.Popen(
            [sys.executable, "-c", TRAMPOLINE, program, "--store", store], stdin=slave, stdout=slave,
            stderr=slave, start_new_session=True, close_fds=True,
            env=dict(os.environ, TERM="xterm-256color", SWIFT_BACKTRACE="interactive=no"))
        os.close(slave)
        self.done = threading.Event()
        self.thread = threading.Thread(target=self.read, daemon=True)
        self.thread.start()

    def read(self):
        while not self.done.is_set():
            ready, _, _ = select.select([self.master], [], [], 0.05)
            if not ready:
                continue
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            with self.lock:
                self.output.extend(chunk)
                self.stream.feed(chunk)
                if not self.answered and QUERY in self.output and self.answer:
                    self.answered = True
                    os.write(self.master, self.answer)

    def wait(self, predicate, timeout=DEADLINE):
        deadline = time.time() + timeout
        while time.time() < deadline:
            with self.lock:
                if predicate(self):
                    return True
            time.sleep(0.02)
        return False

    def text(self):
        return "\n".join(self.screen.display)

    def send(self, data):
        os.write(self.master, data)
        time.sleep(0.1)

    def finish(self, timeout=10):
        try:
            code = self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            code = None
        time.sleep(0.2)
        self.done.set()
        self.thread.join()
        os.close(self.master)
        return code


def popped_in_order(output):
    """The pop comes after the push, and before the alternate screen is left."""
    push = output.find(PUSH)
    pop = output.find(POP, push)
    leave = output.rfind(LEAVE)
    return push >= 0 and pop > push and (leave < 0 or pop < leave)


def case_shift_enter_then_q(program, store):
    run = Run(program, KITTY_ANSWER, store)
    problems = []
    if not run.wait(lambda r: PUSH in r.output):
        problems.append("no push (CSI > 1 u) after the terminal said it speaks the protocol")
    if not run.wait(lambda r: "Signature" in r.text()):
        problems.append("no first frame")
    run.send(b"\x1b[B" * 5)  # to Signature: arrows keep their legacy form under flag 1
    run.send(b"\r")  # Enter edits
    if not run.wait(lambda r: "new line" in r.text()):
        problems.append("Enter did not start editing the signature")
    run.send(b"hi")
    run.send(b"\x1b[13;2u")  # Shift-Enter: saves (Enter alone would be a new line)
    if not run.wait(lambda r: "new line" not in r.text() and "hi" in r.text()):
        problems.append("Shift-Enter (CSI 13;2u) did not end the edit:\n" + run.text())
    run.send(b"q")
    code = run.finish()
    if code != 0:
        problems.append(f"q ended with {code}, not 0")
    if not popped_in_order(run.output):
        problems.append("no pop (CSI < u) between the push and leaving the alternate screen")
    try:
        with open(store) as file:
            if "hi" not in file.read():
                problems.append("the saved settings do not hold the signature typed")
    except OSError as error:
        problems.append(f"no settings saved: {error}")
    return problems


def case_ctrl_c(program, store):
    run = Run(program, KITTY_ANSWER, store)
    problems = []
    if not run.wait(lambda r: PUSH in r.output and "Signature" in r.text()):
        problems.append("no push and first frame")
    run.send(b"\x1b[99;5u")  # Ctrl-C as the protocol sends it
    code = run.finish()
    if code != 0:
        problems.append(f"Ctrl-C ended with {code}, not 0")
    if not popped_in_order(run.output):
        problems.append("no pop before leaving the alternate screen")
    return problems


def case_sigterm(program, store):
    run = Run(program, KITTY_ANSWER, store)
    problems = []
    if not run.wait(lambda r: PUSH in r.output and "Signature" in r.text()):
        problems.append("no push and first frame")
    run.proc.send_signal(signal.SIGTERM)
    code = run.finish()
    if code != -signal.SIGTERM:
        problems.append(f"SIGTERM ended with {code}, not death by SIGTERM")
    if not popped_in_order(run.output):
        problems.append("no pop before leaving the alternate screen")
    return problems


def case_suspend(program, store):
    # A session leader's process group is orphaned: the kernel does not stop it on Ctrl-Z, so the
    # run suspends (restores) and resumes (enters again) at once, as after `fg`.
    run = Run(program, KITTY_ANSWER, store)
    problems = []
    if not run.wait(lambda r: PUSH in r.output and "Signature" in r.text()):
        problems.append("no push and first frame")
    run.send(b"\x1b[122;5u")  # Ctrl-Z as the protocol sends it
    if not run.wait(lambda r: r.output.count(PUSH) >= 2):
        problems.append("no push again after the suspend")
    with run.lock:
        first = run.output.find(PUSH)
        pop = run.output.find(POP, first)
        again = run.output.find(PUSH, first + 1)
    if not (first < pop < again):
        problems.append("the suspend did not pop before the push again")
    run.send(b"q")
    code = run.finish()
    if code != 0:
        problems.append(f"q ended with {code}, not 0")
    if run.output.count(POP) < 2:
        problems.append("no pop at the end after the resume")
    return problems


def case_attributes_only(program, store):
    run = Run(program, DA_ANSWER, store)
    problems = []
    if not run.wait(lambda r: "Signature" in r.text() and r.answered):
        problems.append("no first frame")
    run.send(b"\x1b[B" * 5 + b"\r")
    run.send(b"a\rb")  # Enter is a new line here; Shift-Enter would come as Enter too
    if not run.wait(lambda r: "new line" in r.text()):
        problems.append("Enter did not start editing, or a legacy Enter ended it")
    run.send(b"\x1b\x1b")
    run.send(b"q")
    code = run.finish()
    if code != 0:
        problems.append(f"q ended with {code}, not 0")
    if PUSH in run.output or POP in run.output:
        problems.append("the protocol was pushed or popped for a terminal without it")
    return problems


def case_no_answer(program, store):
    run = Run(program, None, store)
    problems = []
    if not run.wait(lambda r: "Signature" in r.text(), timeout=DEADLINE):
        problems.append("no first frame")
    run.send(b"q")
    code = run.finish()
    if code != 0:
        problems.append(f"q ended with {code}, not 0")
    if PUSH in run.output:
        problems.append("pushed without an answer")
    return problems


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    program = sys.argv[1]
    cases = [
        ("Shift-Enter saves a text area, q pops", case_shift_enter_then_q),
        ("Ctrl-C in the protocol's form pops", case_ctrl_c),
        ("SIGTERM pops", case_sigterm),
        ("Ctrl-Z pops, resuming pushes again", case_suspend),
        ("a terminal without the protocol gets no push", case_attributes_only),
        ("a terminal that never answers starts", case_no_answer),
    ]
    failed = 0

    def run(number, case):
        store = os.path.join(directory, f"settings-{number}.json")
        started = time.time()
        problems = case(program, store)
        return problems, time.time() - started

    with tempfile.TemporaryDirectory() as directory:
        # Each case has a pseudo-terminal and a settings file of its own, and most of a case is
        # waiting for the program: all at once, reported in order.
        with concurrent.futures.ThreadPoolExecutor(max_workers=len(cases)) as pool:
            results = list(pool.map(lambda item: run(item[0], item[1][1]), enumerate(cases)))
        for (name, _), (problems, took) in zip(cases, results):
            if problems:
                failed += 1
                print(f"FAIL {name} ({took:.1f} s): " + "; ".join(problems))
            else:
                print(f"ok   {name} ({took:.1f} s)")
    print(f"{len(cases) - failed} of {len(cases)} cases passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
