#!/usr/bin/env python3
"""Start several SettingsDemo processes on one settings file at the same instant, each changing a
different setting with --script, and check that no change is lost; then two changing the same
setting, and check the file ends with one of the values, whole.

Usage: check-concurrent-saves.py SETTINGSDEMO [--trials N]

Each trial uses a fresh folder; odd trials start with no file, even ones from a file a first run
wrote. The processes are started together and each saves once, so their read-merge-write cycles
overlap unless something orders them. Prints "ok   NAME (details)" or "FAIL NAME" with what was
lost; exits 0 when all pass.
"""
import json
import os
import subprocess
import sys
import tempfile

# A setting each process changes, its --script keys, and the value it leaves.
CHANGES = [
    ("minionMode", "space", False),
    ("theme", "down right", "dark"),
    ("accentColor", "down down right", "blue"),
    ("notifications", " ".join(["down"] * 9) + " space", False),
]
# Two processes typing a name: the file must end with one of them, whole.
NAMES = ["Alexandra Whitfield-Moreau", "Bob"]


def start(demo, store, keys):
    return subprocess.Popen(
        [demo, "--store", store, "--script", keys], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE, env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))


def run_together(demo, store, scripts):
    """Starts one process per script at once; returns the error output of those that failed."""
    processes = [start(demo, store, keys) for keys in scripts]
    failures = []
    for process in processes:
        _, error = process.communicate(timeout=60)
        if process.returncode != 0 or error:
            failures.append(f"status {process.returncode}: {error.decode(errors='replace').strip()}")
    return failures


def read(store):
    with open(store) as file:
        return json.load(file)


def different_settings(demo, trials):
    name = f"{len(CHANGES)} processes changing {len(CHANGES)} settings at once, {trials} times"
    lost, problems = 0, []
    for trial in range(trials):
        with tempfile.TemporaryDirectory() as folder:
            store = os.path.join(folder, "settings.json")
            if trial % 2 == 1:
                run_together(demo, store, ["space space"])  # two saves: the defaults
            problems += run_together(demo, store, [keys for _, keys, _ in CHANGES])
            try:
                saved = read(store)
            except (OSError, ValueError) as error:
                problems.append(f"trial {trial + 1}: no valid file: {error}")
                continue
            for key, _, value in CHANGES:
                if saved.get(key) != value:
                    lost += 1
                    problems.append(f"trial {trial + 1}: lost {key} (file has {saved.get(key)!r})")
            left = [n for n in os.listdir(folder) if n.endswith(".tmp")]
            if left:
                problems.append(f"trial {trial + 1}: temporaries left: {left}")
    return report(name, problems, f"{lost} of {trials * len(CHANGES)} changes lost")


def same_setting(demo, trials):
    name = f"2 processes typing a name at once, {trials} times, end with one of them whole"
    problems, seen = [], set()
    for trial in range(trials):
        with tempfile.TemporaryDirectory() as folder:
            store = os.path.join(folder, "settings.json")
            # A process that starts after the other saved edits the saved name: cleared first.
            clear = " ".join(["backspace"] * 30)
            scripts = [f"down down down enter {clear} '{text}' enter" for text in NAMES]
            problems += run_together(demo, store, scripts)
            try:
                value = read(store).get("name")
            except (OSError, ValueError) as error:
                problems.append(f"trial {trial + 1}: no valid file: {error}")
                continue
            seen.add(value)
            if value not in NAMES:
                problems.append(f"trial {trial + 1}: the name is {value!r}, neither value whole")
    return report(name, problems, "values seen: " + ", ".join(sorted(map(repr, seen))))


def report(name, problems, details):
    if problems:
        print(f"FAIL {name} ({details})")
        for problem in problems[:20]:
            print(f"     {problem}")
        return False
    print(f"ok   {name} ({details})")
    return True


def main():
    arguments = sys.argv[1:]
    if not arguments:
        print(__doc__, file=sys.stderr)
        return 2
    trials = 20
    if "--trials" in arguments:
        trials = int(arguments[arguments.index("--trials") + 1])
    demo = arguments[0]
    results = [different_settings(demo, trials), same_setting(demo, max(1, trials // 2))]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
