#!/usr/bin/env python3
"""Replay terminal output in pyte, a VT emulator, and print the screen it ends with as JSON.

Usage:
  vt-replay.py COLUMNS ROWS < bytes
  vt-replay.py COLUMNS ROWS --steps < steps.json

With --steps, stdin is a JSON array of byte arrays, fed one after the other; the output is a JSON
array with the screen after each. A step may instead be {"resize": [COLUMNS, ROWS]}, which resizes
the emulator's screen as a window resize would (the screen after it is in the output too).

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
                screen.resize(lines=rows, columns=columns)
            else:
                stream.feed(bytes(step))
            result.append(snapshot(screen, columns, rows))
        json.dump(result, sys.stdout, ensure_ascii=False)
        return
    stream.feed(sys.stdin.buffer.read())
    json.dump(snapshot(screen, columns, rows), sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
