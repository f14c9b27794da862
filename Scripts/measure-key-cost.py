#!/usr/bin/env python3
"""Instructions per focus move in the release SettingsDemo, counted by callgrind.

Usage:
  Scripts/measure-key-cost.py [BINARY [RUN...]]   # default .build/release/SettingsDemo, every run

Runs the demo under `valgrind --tool=callgrind` twice for each way of driving it, once with 200
keys and once with 600 (Down and Up in turn, so focus moves every key), and prints the difference
divided by 400: what one more key costs, start-up and exit left out.

- scripted: `--script "down up …"`, the keys handled and each frame laid out, nothing written
  (the demo prints only the last frame).
- terminal: the demo in a pseudo-terminal of 80x24, one key at a time, each followed by a wait
  for the update it writes: key to bytes, as a person at a terminal sees it.
- sweep: the same, on the Time Zone list page (Home first), Down every key, so focus sweeps
  down the list and every key scrolls it by a line; with 100 and 300 keys (the list has fewer
  than 600 zones), and also printed per key: the bytes written.
- sweep-rewrite: the sweep with TERM=rxvt-256color instead of xterm-256color: the same colors,
  but a terminal Presentable does not know to have scroll regions, so every moved row is
  written again. The two differ in nothing else.

Build first: swift build -c release --product SettingsDemo
"""
import os
import pty
import select
import struct
import subprocess
import sys
import tempfile
import time

import fcntl
import termios


def total_instructions(path):
    with open(path) as f:
        for line in f:
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1])
    raise RuntimeError(f"no totals in {path}")


def callgrind(binary, store, extra, out):
    return ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary, "--store", store] + extra


def scripted(binary, keys, workdir):
    out = os.path.join(workdir, f"scripted-{keys}.out")
    store = os.path.join(workdir, f"scripted-{keys}.json")
    script = " ".join(["down", "up"] * (keys // 2))
    subprocess.run(callgrind(binary, store, ["--script", script], out), check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return total_instructions(out)


def read_until_quiet(fd, quiet, limit):
    """Reads what the program writes until it has written nothing for `quiet` seconds."""
    data = b""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return data
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return data
        if not chunk:
            return data
        data += chunk
    return data


# The Time Zone row is the eighth: Down seven times, Enter opens its list page, Home goes to its top.
SWEEP_PRELUDE = [b"\x1b[B"] * 7 + [b"\r", b"\x1b[H"]
written = {}


def read_update(fd, quiet):
    """Waits (up to 60 s, valgrind on a loaded machine is slow) for what a key makes the program
    write, then reads until it has written nothing for `quiet` seconds."""
    ready, _, _ = select.select([fd], [], [], 60)
    return read_until_quiet(fd, quiet, 60) if ready else b""


def terminal(binary, keys, workdir, kind="terminal", term="xterm-256color", prelude=(), sweep=False):
    out = os.path.join(workdir, f"{kind}-{keys}.out")
    store = os.path.join(workdir, f"{kind}-{keys}.json")
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = term
        command = callgrind(binary, store, [], out)
        os.execvp(command[0], command)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    # valgrind starts slowly and writes its banner first: wait for the screen to be set up (the
    # alternate screen, then raw mode), since keys sent before raw mode wait for a line end.
    started = b""
    deadline = time.monotonic() + 120
    while b"\x1b[?1049h" not in started and time.monotonic() < deadline:
        started += read_update(fd, 0.5)
    read_until_quiet(fd, 2.0, 120)
    for key in prelude:
        os.write(fd, key)
        read_update(fd, 1.0)
    total = 0
    for index in range(keys):
        os.write(fd, b"\x1b[B" if sweep or index % 2 == 0 else b"\x1b[A")
        update = read_update(fd, 0.15)
        if not update:
            raise RuntimeError(f"key {index}: no update")
        total += len(update)
    written[(kind, keys)] = total
    os.write(fd, b"\x03" if sweep else b"q")  # on a list page "q" is typed into the filter
    read_until_quiet(fd, 2.0, 60)
    _, status = os.waitpid(pid, 0)
    if status != 0:
        raise RuntimeError(f"the demo ended with status {status}")
    return total_instructions(out)


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/SettingsDemo"
    if not os.path.exists(binary):
        sys.exit(f"{binary} not found: swift build -c release --product SettingsDemo")
    sweep = dict(prelude=SWEEP_PRELUDE, sweep=True)
    runs = {
        "scripted": (scripted, 200, 600, {}),
        "terminal": (terminal, 200, 600, {}),
        "sweep": (terminal, 100, 300, dict(kind="sweep", **sweep)),
        "sweep-rewrite": (terminal, 100, 300, dict(kind="sweep-rewrite", term="rxvt-256color", **sweep)),
    }
    chosen = sys.argv[2:] or list(runs)
    with tempfile.TemporaryDirectory() as workdir:
        for name in chosen:
            run, fewer, more, options = runs[name]
            few, many = run(binary, fewer, workdir, **options), run(binary, more, workdir, **options)
            keys = more - fewer
            line = f"{name}\t{(many - few) / keys:.0f}\tinstructions/key\t({fewer} keys: {few:,}, {more} keys: {many:,})"
            if (name, more) in written:
                line += f"\t{written[(name, more)] / more:.0f} bytes/key"
            print(line)


if __name__ == "__main__":
    main()
