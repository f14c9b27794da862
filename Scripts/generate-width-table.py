#!/usr/bin/env python3
"""Generate Sources/Presentable/Text/UnicodeWidthTable+Data.swift.

The data are Unicode facts (East Asian Width, general categories, emoji properties, Indic
syllabic categories) for Unicode 18.0.0, read from the tables that the `wcwidth` Python package
(0.9.4, the reference Presentable measures against) ships, so that our widths and that reference
agree on the Unicode version. Run it with that version installed:
`python3 -m pip install wcwidth==0.9.4`.

Each code point gets one property byte (see UnicodeWidthTable.swift for the bit layout). The
bytes are stored as a two-stage table: stage 1 maps `codePoint >> 8` to a block number, stage 2
holds the distinct 256-byte blocks. Both are emitted as compact string literals, which compile
fast, and are decoded once at first use.

Usage: Scripts/generate-width-table.py [--check]
"""
import os
import sys

import wcwidth
from wcwidth.table_ambiguous import AMBIGUOUS_EASTASIAN
from wcwidth.table_grapheme import (EXTENDED_PICTOGRAPHIC, GRAPHEME_PREPEND, ISC_INVISIBLE_STACKER,
                                    ISC_VIRAMA)
from wcwidth.table_mc import CATEGORY_MC
from wcwidth.table_vs15 import VS15_WIDE_TO_NARROW
from wcwidth.table_vs16 import VS16_NARROW_TO_WIDE
from wcwidth.table_wide import WIDE_EASTASIAN
from wcwidth.table_zero import ZERO_WIDTH

WCWIDTH = "0.9.4"
UNICODE = "18.0.0"
OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "Presentable", "Text",
                   "UnicodeWidthTable+Data.swift")

# Bit layout, mirrored by UnicodeWidthTable.swift.
WIDTH_ZERO, WIDTH_ONE, WIDTH_TWO, SPECIAL = 0, 1, 2, 3
AMBIGUOUS = 1 << 2
PICTOGRAPHIC = 1 << 3
PRESENTATION = 1 << 4  # narrow base widened by VS16, or wide base narrowed by VS15
SPACING_MARK = 1 << 5
VIRAMA = 1 << 6
UNSAFE = 1 << 7  # must be replaced by the sanitizer before it reaches a terminal

BIDI_CONTROLS = [0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)]
LINE_SEPARATORS = [0x2028, 0x2029]


def build():
    props = bytearray([WIDTH_ONE]) * 0x110000

    def each(table, fn):
        for lo, hi in table:
            for cp in range(lo, hi + 1):
                fn(cp)

    def set_width(w):
        def apply(cp):
            props[cp] = (props[cp] & ~3) | w
        return apply

    each(AMBIGUOUS_EASTASIAN[UNICODE], lambda cp: props.__setitem__(cp, props[cp] | AMBIGUOUS))
    each(WIDE_EASTASIAN[UNICODE], set_width(WIDTH_TWO))
    each(ZERO_WIDTH[UNICODE], set_width(WIDTH_ZERO))
    each(EXTENDED_PICTOGRAPHIC, lambda cp: props.__setitem__(cp, props[cp] | PICTOGRAPHIC))
    # One bit serves both variation selectors: every VS16 base is narrow and every VS15 base is
    # wide, so the base's width says which selector changes it.
    for lo, hi in VS16_NARROW_TO_WIDE["9.0.0"]:
        assert all(props[cp] & 3 == WIDTH_ONE for cp in range(lo, hi + 1)), "a VS16 base is not narrow"
    for lo, hi in VS15_WIDE_TO_NARROW["9.0.0"]:
        assert all(props[cp] & 3 == WIDTH_TWO for cp in range(lo, hi + 1)), "a VS15 base is not wide"
    each(VS16_NARROW_TO_WIDE["9.0.0"], lambda cp: props.__setitem__(cp, props[cp] | PRESENTATION))
    each(VS15_WIDE_TO_NARROW["9.0.0"], lambda cp: props.__setitem__(cp, props[cp] | PRESENTATION))
    each(CATEGORY_MC[UNICODE], lambda cp: props.__setitem__(cp, props[cp] | SPACING_MARK))
    # Viramas and invisible stackers: the next character with columns joins the cluster.
    each(ISC_VIRAMA, lambda cp: props.__setitem__(cp, props[cp] | VIRAMA))
    each(ISC_INVISIBLE_STACKER, lambda cp: props.__setitem__(cp, props[cp] | VIRAMA))
    # Width value 3 marks scalars that have columns of their own but change width with their
    # neighbours: Prepend characters (one column, joining what follows), regional indicators (two
    # columns, one flag per pair) and skin-tone modifiers (two columns, none on an emoji). One test
    # then tells the fast path to measure by grapheme cluster.
    each(GRAPHEME_PREPEND, lambda cp: props.__setitem__(cp, props[cp] | SPECIAL) if props[cp] & 3 == 1 else None)
    for cp in [*range(0x1F1E6, 0x1F200), *range(0x1F3FB, 0x1F400)]:
        props[cp] |= SPECIAL
    # What the sanitizer replaces: C0, DEL, C1, bidi controls, line/paragraph separators. They
    # display as one visible column once replaced.
    for cp in [*range(0x00, 0x20), *range(0x7F, 0xA0), *BIDI_CONTROLS, *LINE_SEPARATORS]:
        props[cp] = UNSAFE | WIDTH_ONE
    # Surrogates never occur in Swift strings; keep them narrow and harmless.
    return props


def encode(props):
    blocks, index, stage1 = [], {}, []
    for start in range(0, 0x110000, 256):
        block = bytes(props[start:start + 256])
        if block not in index:
            index[block] = len(blocks)
            blocks.append(block)
        stage1.append(index[block])
    assert len(blocks) < 4096
    # Stage 1: three hex digits per entry.
    stage1_text = "".join(f"{b:03x}" for b in stage1)
    # Stage 2: run-length encoded, "vvnn" = value vv (hex) repeated nn+1 times (nn < 256).
    runs = []
    for block in blocks:
        i = 0
        while i < 256:
            j = i
            while j < 256 and block[j] == block[i] and j - i < 256:
                j += 1
            runs.append(f"{block[i]:02x}{j - i - 1:02x}")
            i = j
    return len(blocks), stage1_text, "".join(runs)


def chunks(text, size=92):
    return ["    " + text[i:i + size] for i in range(0, len(text), size)]


def render(block_count, stage1, stage2):
    lines = [
        "// Generated by Scripts/generate-width-table.py. Do not edit; run the script instead.",
        f"// Unicode {UNICODE}: East Asian Width, general categories (Mn, Me, Mc, Cf),",
        "// Extended_Pictographic, Indic viramas and emoji variation sequences (VS15, VS16), as",
        f"// tabulated by the Python wcwidth package {wcwidth.__version__}.",
        "",
        "extension UnicodeWidthTable {",
        f"  static let unicodeVersion = \"{UNICODE}\"",
        f"  static let blockCount = {block_count}",
        "",
        "  /// Stage 1: three hex digits per 256 code points, naming a stage-2 block.",
        "  static let stage1Hex: StaticString = \"\"\"",
        *chunks(stage1),
        "    \"\"\"",
        "",
        "  /// Stage 2: runs of property bytes, four hex digits each (value, count - 1).",
        "  static let stage2Runs: StaticString = \"\"\"",
        *chunks(stage2),
        "    \"\"\"",
        "}",
        "",
    ]
    return "\n".join(lines)


def main():
    if wcwidth.__version__ != WCWIDTH:
        sys.exit(f"wcwidth {WCWIDTH} is the reference, found {wcwidth.__version__}: "
                 f"python3 -m pip install wcwidth=={WCWIDTH}")
    text = render(*encode(build()))
    path = os.path.normpath(OUT)
    if "--check" in sys.argv:
        with open(path, encoding="utf-8") as f:
            if f.read() != text:
                print(f"{path} is out of date: run Scripts/generate-width-table.py", file=sys.stderr)
                sys.exit(1)
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
