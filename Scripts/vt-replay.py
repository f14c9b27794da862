#!/usr/bin/env python3
"""Replay terminal output in pyte, a VT emulator, and print the screen it ends with as JSON.

Usage: vt-replay.py COLUMNS ROWS < bytes

Prints {"rows": [...], "cells": [[[char, fg, bg, bold, italic, underscore, reverse, strike], ...]],
"cursor": [x, y], "cursor_hidden": bool}. A line feed also returns the carriage (LNM), as a
terminal's output processing does for a program's "\n".
"""
import json
import sys

import pyte


def main():
    columns, rows = int(sys.argv[1]), int(sys.argv[2])
    screen = pyte.Screen(columns, rows)
    screen.set_mode(pyte.modes.LNM)
    stream = pyte.ByteStream(screen)
    stream.feed(sys.stdin.buffer.read())
    cells = []
    for y in range(rows):
        line = screen.buffer[y]
        cells.append([[c.data, c.fg, c.bg, c.bold, c.italics, c.underscore, c.reverse, c.strikethrough]
                      for c in (line[x] for x in range(columns))])
    json.dump({"rows": screen.display, "cells": cells, "cursor": [screen.cursor.x, screen.cursor.y],
               "cursor_hidden": screen.cursor.hidden}, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
