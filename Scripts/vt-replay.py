#!/usr/bin/env python3
"""Replay terminal output in pyte, a VT emulator, and print the screen it ends with as JSON.

Usage:
  vt-replay.py COLUMNS ROWS < bytes
  vt-replay.py COLUMNS ROWS --steps < steps.json

With --steps, stdin is a JSON array of byte arrays, fed one after the other; the output is a JSON
array with the screen after each. A step may instead be {"resize": [COLUMNS, ROWS]}, which resizes
the emulator's screen as a window resize would (the screen after it is in the output too); with
"like": "xterm" a shorter screen drops lines from the bottom while they are under the cursor and
only then from the top, as xterm does (pyte drops them from the top, cursor or not).

A screen is {"rows": [...], "cells": [[[char, fg, bg, bold, italic, underscore, reverse, strike],
...]], "cursor": [x, y], "cursor_hidden": bool}. A line feed also returns the carriage (LNM), as a
terminal's output processing does for a program's "\\n".
"""
import json
import sys

import pyte


def snapshot(screen, columns, rows):
    cells = []
    for y in range(rows):
        line = screen.buffer[y]
        cells.append([[c.data, c.fg, c.bg, c.bold, c.italics, c.underscore, c.reverse, c.strikethrough]
                      for c in (line[x] for x in range(columns))])
    return {"rows": screen.display, "cells": cells, "cursor": [screen.cursor.x, screen.cursor.y],
            "cursor_hidden": screen.cursor.hidden}


def resize_like_xterm(screen, rows, columns):
    cut = screen.lines - rows
    if cut > 0:
        below = screen.lines - 1 - screen.cursor.y
        top = max(0, cut - below)
        kept = [screen.buffer[y] for y in range(top, top + rows)]
        screen.buffer.clear()
        for y, line in enumerate(kept):
            screen.buffer[y] = line
        screen.cursor.y -= top
        screen.lines = rows
    screen.resize(lines=rows, columns=columns)


def main():
    columns, rows = int(sys.argv[1]), int(sys.argv[2])
    screen = pyte.Screen(columns, rows)
    screen.set_mode(pyte.modes.LNM)
    stream = pyte.ByteStream(screen)
    if "--steps" in sys.argv:
        result = []
        for step in json.load(sys.stdin):
            if isinstance(step, dict):
                columns, rows = step["resize"]
                if step.get("like") == "xterm":
                    resize_like_xterm(screen, rows, columns)
                else:
                    screen.resize(lines=rows, columns=columns)
            else:
                stream.feed(bytes(step))
            result.append(snapshot(screen, columns, rows))
        # dumps, not dump: dump streams through the pure-Python encoder, which takes most of the
        # run for a screen a step; dumps uses the C one.
        sys.stdout.write(json.dumps(result, ensure_ascii=False))
        return
    stream.feed(sys.stdin.buffer.read())
    sys.stdout.write(json.dumps(snapshot(screen, columns, rows), ensure_ascii=False))


if __name__ == "__main__":
    main()
