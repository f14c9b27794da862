#!/usr/bin/env python3
"""Check an asciicast v2 recording and replay it in pyte, a VT emulator; print the screen it ends
with as JSON.

Usage: cast-replay.py FILE

The file must be what asciinema plays: a header line {"version": 2, "width": W, "height": H, ...},
then one event a line, [time, "o", text] or [time, "r", "COLSxROWS"], with times that never go
back. Output events are fed to a W x H pyte screen (resized on "r" events). Prints
{"width", "height", "times": [...], "rows": [...]} with the screen's rows as pyte shows them, or
says what is wrong with the file and exits 1.
"""
import json
import sys

import pyte


def fail(message):
    print(f"cast-replay: {message}", file=sys.stderr)
    sys.exit(1)


def main():
    with open(sys.argv[1], encoding="utf-8") as file:
        lines = file.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines:
        fail("the file is empty")
    header = json.loads(lines[0])
    if header.get("version") != 2:
        fail(f"not asciicast v2: {lines[0]}")
    width, height = header.get("width"), header.get("height")
    if not (isinstance(width, int) and isinstance(height, int) and width > 0 and height > 0):
        fail(f"no size in the header: {lines[0]}")
    screen = pyte.Screen(width, height)
    stream = pyte.Stream(screen)
    times = []
    for number, line in enumerate(lines[1:], start=2):
        event = json.loads(line)
        if not (isinstance(event, list) and len(event) == 3 and isinstance(event[0], (int, float))
                and event[1] in ("o", "r") and isinstance(event[2], str)):
            fail(f"line {number} is not an event: {line[:80]}")
        if times and event[0] < times[-1]:
            fail(f"line {number} goes back in time: {event[0]} after {times[-1]}")
        times.append(event[0])
        if event[1] == "o":
            stream.feed(event[2])
        else:
            columns, rows = (int(n) for n in event[2].split("x"))
            width, height = columns, rows
            screen.resize(rows, columns)
    json.dump({"width": width, "height": height, "times": times, "rows": screen.display}, sys.stdout,
              ensure_ascii=False)


if __name__ == "__main__":
    main()
