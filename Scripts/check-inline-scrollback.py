#!/usr/bin/env python3
"""Run SettingsDemo --inline in tmux and read what it leaves in the scrollback: only its record
(the summary lines), never a copy of a frame.

Usage: check-inline-scrollback.py SETTINGSDEMO

Cases, all at once, each in a tmux of its own (a socket of its own, no configuration, 80x24,
history on):
- from row 0 (after `clear`), a key, then q;
- from row 0, resized taller, shorter and wider (never narrower than before), then q;
- under a prompt line, the same resizes;
- the reflow limit: narrowed from 80 to 60 columns, tmux rewraps the rows wider than 60
  (right-aligned values reach the last columns), and the lines the rewrap pushes off the top of
  the screen are in the scrollback before the run can erase them. Printed as "info reflow limit:
  N frame lines left" and checked to be at most 4 (11 when the region was erased from the top
  left corner, which tmux copies into the scrollback).

A frame line is one only a frame shows (a section header, the hint line); the record is the
summary, from "Minion Mode!!!:" to "Saved to", each once. Prints "ok   NAME" or "FAIL NAME";
exits 0 when all checked cases pass.
"""
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile
import time

FRAME_MARKS = ["APPEARANCE", "PROFILE", "↑↓ move", "Minion Mode puts a party"]


class Tmux:
    def __init__(self, folder, name):
        self.socket = os.path.join(folder, f"tmux-{name}")
        self.call("-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24",
                  "env PS1='$ ' bash --norc --noprofile")
        self.call("set", "-g", "status", "off")
        self.call("set", "-g", "history-limit", "5000")
        time.sleep(0.3)

    def call(self, *arguments):
        return subprocess.run(["tmux", "-S", self.socket, *arguments], capture_output=True, text=True,
                              check=False).stdout

    def keys(self, *keys):
        self.call("send-keys", *keys)

    def resize(self, columns, rows):
        self.call("resize-window", "-x", str(columns), "-y", str(rows))
        time.sleep(0.4)

    def screen(self):
        return self.call("capture-pane", "-p")

    def everything(self):
        return self.call("capture-pane", "-p", "-S", "-")

    def wait_for(self, text, timeout=30):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if text in self.screen():
                return True
            time.sleep(0.05)
        return False

    def close(self):
        self.call("kill-server")


def run_case(demo, folder, name, clear, sizes):
    tmux = Tmux(folder, name.split()[0] + str(len(sizes)) + str(clear))
    try:
        store = os.path.join(folder, name.replace(" ", "-") + ".json")
        if not tmux.wait_for("$"):
            return ["no shell prompt"], 0
        tmux.keys("clear" if clear else "echo a line above", "Enter")
        time.sleep(0.5)
        # The marker is typed split by quotes, so only the echo's output shows it whole, not the
        # command line.
        tmux.keys(f"{demo} --inline --store {store}; echo RUN-\"\"ENDED", "Enter")
        if not tmux.wait_for("Minion Mode"):
            return ["no first frame"], 0
        time.sleep(0.3)
        for columns, rows in sizes:
            tmux.resize(columns, rows)
        tmux.keys("Space")
        time.sleep(0.3)
        tmux.keys("q")
        if not tmux.wait_for("RUN-ENDED"):
            return ["the run did not end"], 0
        lines = tmux.everything().splitlines()
    finally:
        tmux.close()
    problems = []
    stale = [line for line in lines if any(mark in line for mark in FRAME_MARKS)]
    record = [line for line in lines if line.startswith("Minion Mode!!!:") or line.startswith("Saved to")]
    if len(record) != 2:
        problems.append(f"the record is not there once: {record}")
    if stale:
        problems.append(f"{len(stale)} frame lines left in the scrollback, the first: {stale[0]!r}")
    return problems, len(stale)


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    if shutil.which("tmux") is None:
        print("tmux is not installed")
        return 3
    demo = os.path.abspath(sys.argv[1])
    passed = True
    unnarrowed = [(80, 30), (80, 18), (100, 24), (100, 20), (110, 24)]
    cases = [
        ("from row 0", True, []),
        ("from row 0 with resizes", True, unnarrowed),
        ("under a line, with resizes", False, unnarrowed),
        ("narrowed", True, [(60, 24), (80, 24)]),
    ]
    with tempfile.TemporaryDirectory() as folder:
        # Each case has a tmux server of its own, and most of a case is waiting: all at once.
        with concurrent.futures.ThreadPoolExecutor(max_workers=len(cases)) as pool:
            results = list(pool.map(lambda case: run_case(demo, folder, *case), cases))
    for (name, _, _), (problems, stale) in zip(cases, results):
        if name == "narrowed":
            print(f"info reflow limit: narrowed from 80 to 60 columns, {stale} frame lines left")
            if stale > 4:
                print(f"FAIL narrowed from 80 to 60 columns, {stale} frame lines left: more than the rewrap")
                passed = False
            continue
        print(f"{'FAIL' if problems else 'ok  '} an inline run {name} leaves only its record")
        for problem in problems:
            print(f"     {problem}")
        passed = passed and not problems
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
