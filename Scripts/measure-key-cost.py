#!/usr/bin/env python3
"""Instructions per focus move in the release SettingsDemo, counted by callgrind.

Usage:
  Scripts/measure-key-cost.py [BINARY]            # default .build/release/SettingsDemo

Runs the demo under `valgrind --tool=callgrind` twice for each way of driving it, once with 200
keys and once with 600 (Down and Up in turn, so focus moves every key), and prints the difference
divided by 400: what one more key costs, start-up and exit left out.

- scripted: `--script "down up …"`, the keys handled and each frame laid out, nothing written
  (the demo prints only the last frame).
- terminal: the demo in a pseudo-terminal of 80x24, one key at a time, each followed by a wait
  for the update it writes: key to bytes, as a person at a terminal sees it.

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


def terminal(binary, keys, workdir):
    out = os.path.join(workdir, f"terminal-{keys}.out")
    store = os.path.join(workdir, f"terminal-{keys}.json")
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        command = callgrind(binary, store, [], out)
        os.execvp(command[0], command)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    read_until_quiet(fd, 2.0, 120)  # valgrind starts slowly; the first frame comes last
    for index in range(keys):
        os.write(fd, b"\x1b[B" if index % 2 == 0 else b"\x1b[A")
        if not read_until_quiet(fd, 0.15, 30):
            raise RuntimeError(f"key {index}: no update")
    os.write(fd, b"q")
    read_until_quiet(fd, 2.0, 60)
    _, status = os.waitpid(pid, 0)
    if status != 0:
        raise RuntimeError(f"the demo ended with status {status}")
    return total_instructions(out)


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/SettingsDemo"
    if not os.path.exists(binary):
        sys.exit(f"{binary} not found: swift build -c release --product SettingsDemo")
    with tempfile.TemporaryDirectory() as workdir:
        for name, run in (("scripted", scripted), ("terminal", terminal)):
            few, many = run(binary, 200, workdir), run(binary, 600, workdir)
            print(f"{name}\t{(many - few) / 400:.0f}\tinstructions/key\t(200 keys: {few:,}, 600 keys: {many:,})")


if __name__ == "__main__":
    main()
