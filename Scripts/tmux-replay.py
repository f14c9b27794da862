#!/usr/bin/env python3
"""Replay terminal output in tmux and print the screen after each step as JSON: the second
emulator next to pyte (Scripts/vt-replay.py), a real terminal's own scroll regions and erases.

Usage:
  tmux-replay.py COLUMNS ROWS --steps < steps.json

stdin is vt-replay.py's: a JSON array of steps, each a byte array written to the terminal or
{"resize": [COLUMNS, ROWS]}, which resizes tmux's window. The output is a JSON array with
{"rows": [...]} (each row's text, trailing spaces trimmed, as `tmux capture-pane -p` shows it)
after each step.

tmux runs on a socket of its own, with no configuration but its status line off. The bytes are
written by a program in its pane (this script with --pane), in raw mode with output processing on
as Presentable's terminal runner leaves it; after each step it asks tmux where the cursor is
(`CSI 6 n`) and waits for the answer, which tmux sends only once it has taken in everything
written before: so the screen captured next is the screen after the step.
"""
import json
import os
import subprocess
import sys
import tempfile
import termios
import time


def pane(directory):
    """Writes each step's bytes when told to, and says when tmux has taken them in."""
    attributes = termios.tcgetattr(0)
    attributes[3] &= ~(termios.ECHO | termios.ICANON | termios.ISIG | termios.IEXTEN)
    termios.tcsetattr(0, termios.TCSANOW, attributes)
    with open(os.path.join(directory, "in")) as commands, open(os.path.join(directory, "ack"), "w") as ack:
        for line in commands:
            step = line.strip()
            with open(os.path.join(directory, f"step-{step}"), "rb") as f:
                data = memoryview(f.read() + b"\x1b[6n")
            while data:
                data = data[os.write(1, data):]
            answer = b""
            while not answer.endswith(b"R"):
                answer += os.read(0, 1)
            ack.write(step + "\n")
            ack.flush()


def main():
    if "--pane" in sys.argv:
        pane(sys.argv[sys.argv.index("--pane") + 1])
        return
    columns, rows = int(sys.argv[1]), int(sys.argv[2])
    steps = json.load(sys.stdin)
    directory = tempfile.mkdtemp(prefix="tmux-replay-")
    socket = os.path.join(directory, "socket")
    environment = {key: value for key, value in os.environ.items() if key != "TMUX"}
    environment.setdefault("TERM", "xterm-256color")

    def tmux(*arguments):
        return subprocess.run(["tmux", "-S", socket, *arguments], check=True, capture_output=True, text=True,
                              env=environment).stdout

    for fifo in ("in", "ack"):
        os.mkfifo(os.path.join(directory, fifo))
    command = f"{sys.executable} {os.path.abspath(__file__)} --pane {directory}"
    subprocess.run(["tmux", "-S", socket, "-f", os.devnull, "new-session", "-d", "-s", "replay", "-x",
                    str(columns), "-y", str(rows), command, ";", "set", "-g", "status", "off", ";", "set", "-wg",
                    "window-size", "manual"], check=True, env=environment)
    try:
        with open(os.path.join(directory, "in"), "w") as commands, open(os.path.join(directory, "ack")) as ack:
            result = []
            for index, step in enumerate(steps):
                if isinstance(step, dict):
                    columns, rows = step["resize"]
                    tmux("resize-window", "-t", "replay", "-x", str(columns), "-y", str(rows))
                    deadline = time.monotonic() + 10
                    while tmux("display", "-p", "-t", "replay", "#{pane_width} #{pane_height}").split() != [
                            str(columns), str(rows)] and time.monotonic() < deadline:
                        time.sleep(0.01)
                else:
                    with open(os.path.join(directory, f"step-{index}"), "wb") as f:
                        f.write(bytes(step))
                    commands.write(f"{index}\n")
                    commands.flush()
                    if ack.readline().strip() != str(index):
                        sys.exit(f"step {index}: the pane program stopped")
                shown = tmux("capture-pane", "-p", "-t", "replay").split("\n")
                result.append({"rows": [row.rstrip(" ") for row in (shown + [""] * rows)[:rows]]})
        # dumps, not dump: dump streams through the pure-Python encoder; dumps uses the C one.
        sys.stdout.write(json.dumps(result, ensure_ascii=False))
    finally:
        subprocess.run(["tmux", "-S", socket, "kill-server"], capture_output=True, env=environment)
        for name in os.listdir(directory):
            os.remove(os.path.join(directory, name))
        os.rmdir(directory)


if __name__ == "__main__":
    main()
