#!/usr/bin/env python3
"""Measure strings with the reference, Python's wcwidth 0.9.4, for the tests.

Usage:
  width-oracle.py --probe          exit 0 when wcwidth 0.9.4 is installed, 1 with a hint otherwise
  width-oracle.py < strings.json   a JSON array of strings in; a JSON array of
                                   [width, width with ambiguous characters wide] out

Widths are `wcwidth.width(text)`: what a terminal whose widths follow wcwidth advances the cursor
by when the text is written to it.
"""
import json
import sys

REFERENCE = "0.9.4"


def main():
    try:
        import wcwidth
    except ImportError:
        sys.exit(f"wcwidth is not installed: python3 -m pip install wcwidth=={REFERENCE}")
    if wcwidth.__version__ != REFERENCE:
        sys.exit(f"wcwidth {REFERENCE} is the reference, found {wcwidth.__version__}: "
                 f"python3 -m pip install wcwidth=={REFERENCE}")
    if "--probe" in sys.argv:
        return
    strings = json.load(sys.stdin)
    sys.stdout.write(json.dumps([[wcwidth.width(s), wcwidth.width(s, ambiguous_width=2)] for s in strings]))


if __name__ == "__main__":
    main()
