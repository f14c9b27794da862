#!/usr/bin/env python3
"""Generate Tests/PresentableTests/Fixtures/width-corpus.tsv: strings and the widths Python's
wcwidth package (the independent reference, version 0.9.4) gives them with `width()`, with
ambiguous characters narrow and wide.

Each line: category TAB code points (hex, space-separated) TAB width TAB width-with-wide-ambiguous.

Usage: Scripts/generate-width-corpus.py [--check]   (needs python3 -m pip install wcwidth==0.9.4)
"""
import os
import sys
import unicodedata

import wcwidth
from wcwidth.table_ambiguous import AMBIGUOUS_EASTASIAN
from wcwidth.table_vs15 import VS15_WIDE_TO_NARROW
from wcwidth.table_vs16 import VS16_NARROW_TO_WIDE
from wcwidth.table_wide import WIDE_EASTASIAN

WCWIDTH = "0.9.4"
UNICODE = "18.0.0"

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "PresentableTests", "Fixtures",
                   "width-corpus.tsv")

ZWJ = "\u200d"
VS16 = "\ufe0f"
TONES = [chr(c) for c in range(0x1F3FB, 0x1F400)]


def every(start, end, step):
    return [chr(c) for c in range(start, end + 1, step)]


def corpus():
    c = {}
    c["ascii"] = [chr(i) for i in range(0x20, 0x7F)] + [
        "Minion Mode!!!", "Hello, world", "  leading and trailing  ", "a" * 200,
        "The Minions are here to stay!", "~!@#$%^&*()_+{}|:\"<>?`-=[]\\;',./",
    ]
    marks = [chr(c) for c in range(0x300, 0x370)]
    c["latin-combining"] = (
        [b + m for b in "aeioun" for m in marks[::3]]
        + ["Cafe\u0301", "n\u0303o\u0308", "e\u0301\u0302\u0323", "Ti\u1ebfng Vi\u1ec7t", "Z\u0351\u036b\u0343\u036a",
           "a\u20dd", "x\u0489", "Re\u0301sume\u0301", "\u00e9\u00e8\u00ea\u00eb", "Stra\u00dfe"]
    )
    c["cjk"] = (
        every(0x4E00, 0x9FFF, 97) + every(0x3400, 0x4DBF, 211) + every(0x20000, 0x2A6DF, 1789)
        + every(0x3041, 0x3096, 3) + every(0x30A1, 0x30FA, 3) + every(0x3000, 0x303F, 1)
        + ["設定", "日本語のテキスト", "中文字符串", "ミニオンモード", "漢字かなカナ"]
    )
    c["hangul"] = (
        every(0xAC00, 0xD7A3, 101) + every(0x3131, 0x318E, 2) + every(0x1100, 0x115F, 3)
        + ["\u1100\u1161", "\u1100\u1161\u11a8", "\u1112\u1161\u11ab\u1100\u1173\u11af",
           "\u1100\u1100\u1161", "한국어", "설정 화면", "\uac00\u11a8"]
    )
    c["fullwidth"] = every(0xFF01, 0xFF60, 1) + every(0xFFE0, 0xFFE6, 1) + every(0xFF61, 0xFF9F, 2) + [
        "ＦＵＬＬＷＩＤＴＨ", "ｈａｌｆ ﾊﾝｶｸ"]
    wide_emoji = [chr(cp) for lo, hi in WIDE_EASTASIAN[UNICODE] if 0x1F300 <= lo < 0x20000 for cp in range(lo, hi + 1)]
    vs16_bases = [chr(cp) for lo, hi in VS16_NARROW_TO_WIDE["9.0.0"] for cp in range(lo, hi + 1)]
    c["emoji"] = wide_emoji[::4] + [b + VS16 for b in vs16_bases] + [b + "\ufe0e" for b in vs16_bases[::5]] + [
        "\u231a", "\u2764", "\u2764\ufe0f", "\u2600\ufe0f", "\U0001F600\U0001F601", "\U0001F680 launch"]
    bases = ["\U0001F44D", "\U0001F44B", "\U0001F9D1", "\U0001F469", "\U0001F468", "\U0001F476", "\U0001F64F",
             "\U0001F4AA", "\u270C", "\u261D", "\U0001F9D2", "\U0001F575", "\U0001F3C3", "\U0001F6B4",
             "\U0001F91D", "\U0001FAF1", "\U0001F934", "\U0001F478"]
    c["skin-tone"] = [b + t for b in bases for t in TONES] + ["\U0001F44D\U0001F3FD\U0001F44D\U0001F3FF"]
    c["zwj"] = [ZWJ.join(parts) for parts in [
        ["\U0001F468", "\U0001F469", "\U0001F467", "\U0001F466"], ["\U0001F469", "\U0001F469", "\U0001F466"],
        ["\U0001F468", "\U0001F468", "\U0001F467", "\U0001F467"], ["\U0001F469", "\U0001F4BB"],
        ["\U0001F9D1", "\U0001F680"], ["\U0001F468", "\U0001F373"], ["\U0001F469\U0001F3FD", "\U0001F4BB"],
        ["\u2764\ufe0f", "\U0001F525"], ["\U0001F3F3\ufe0f", "\U0001F308"], ["\U0001F3F4", "\u2620\ufe0f"],
        ["\U0001F43B", "\u2744\ufe0f"], ["\U0001F469", "\u2764\ufe0f", "\U0001F48B", "\U0001F468"],
        ["\U0001FAF1\U0001F3FB", "\U0001FAF2\U0001F3FF"], ["\U0001F415", "\U0001F9BA"],
        ["\U0001F9D1\U0001F3FF", "\U0001F91D", "\U0001F9D1\U0001F3FB"], ["\U0001F441\ufe0f", "\U0001F5E8\ufe0f"],
        ["\U0001F468", "\U0001F469", "\U0001F467"], ["\U0001F46E", "\u2640\ufe0f"],
    ]] + ["\U0001F468\u200d\U0001F469\u200d\U0001F467\u200d\U0001F466 family"]
    ri = [chr(c) for c in range(0x1F1E6, 0x1F200)]
    c["flags"] = [a + b for a in ri[::3] for b in ri[::2]] + [
        "\U0001F1FA\U0001F1F8", "\U0001F1EF\U0001F1F5", "\U0001F1F0\U0001F1F7", "\U0001F1E9\U0001F1EA\U0001F1EB\U0001F1F7",
        "\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F",
        "\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F",
        "\U0001F1FA", "\U0001F1FA\U0001F1F8\U0001F1FA"]
    c["keycaps"] = [k + VS16 + "\u20e3" for k in "#*0123456789"] + [k + "\u20e3" for k in "#*0123456789"]
    amb = [chr(cp) for lo, hi in AMBIGUOUS_EASTASIAN[UNICODE] for cp in range(lo, hi + 1)
           if cp < 0xE000 and wcwidth.width(chr(cp)) == 1]
    c["ambiguous"] = amb[::7] + ["\u00b1 1", "\u2026", "\u25a0\u25a1\u25cf\u25cb", "\u03b1\u03b2\u03b3 \u0430\u0431\u0432",
                                   "\u2500\u2502\u250c\u2510"]
    c["mixed"] = ["Minion Mode!!! \U0001F3C9", "\u8a2d\u5b9a: Caf\u00e9 \U0001F1EF\U0001F1F5",
                  "Name: \ud55c\uad6d\uc5b4 \U0001F44D\U0001F3FD", "1\ufe0f\u20e3 \u2764\ufe0f \u00b1",
                  "e\u0301\u8a2d\U0001F468\u200d\U0001F469\u200d\U0001F467"]
    vs15_bases = [chr(cp) for lo, hi in VS15_WIDE_TO_NARROW["9.0.0"] for cp in range(lo, hi + 1)]
    c["text-presentation"] = [b + "\ufe0e" for b in vs15_bases[::2]] + [
        "\u231a\ufe0e", "\u2b50\ufe0e", "\u231a\ufe0e\u231b", "time \u231a\ufe0e now", "\u2764\ufe0e"]
    c["emoji-vs16-tone"] = [b + VS16 + t for b in ["\u261d", "\u270c", "\u270d", "\u26f9"] for t in TONES] + [
        "\U0001F3CB\ufe0f\U0001F3FD", "\u261d\ufe0f\U0001F3FB\u200d\u2642\ufe0f"]
    c["indic"] = [
        "\u0915\u094d\u0937", "\u0915\u094d\u0937\u093e", "\u0915\u093e", "\u0928\u092e\u0938\u094d\u0924\u0947",
        "\u0939\u093f\u0928\u094d\u0926\u0940", "\u0915\u094d\u200d\u0937", "\u0915\u094d\u200c\u0937",
        "\u0938\u0902\u0938\u094d\u0915\u0943\u0924\u092e\u094d", "\u09ac\u09be\u0982\u09b2\u09be",
        "\u0ba4\u0bae\u0bbf\u0bb4\u0bcd", "\u0c24\u0c46\u0c32\u0c41\u0c17\u0c41", "\u0d2e\u0d32\u0d2f\u0d3e\u0d33\u0d02",
        "\u0e20\u0e32\u0e29\u0e32\u0e44\u0e17\u0e22", "\u0ead\u0eb1\u0e81\u0eaa\u0ead\u0e99\u0ea5\u0eb2\u0ea7",
    ]
    # Conjuncts that Swift's grapheme segmentation (Unicode 16 in Swift 6.3) splits after the
    # virama, where Unicode 18 joins them: Presentable shows them with a visible virama.
    c["split-conjunct"] = [
        "\u1781\u17d2\u1798\u17c2\u179a", "\u1781\u17d2\u1798", "\u179f\u17d2\u179a\u17b8",
        "\u1000\u1039\u1000", "\u1019\u103c\u1014\u103a\u1019\u102c", "\u1b32\u1b44\u1b32",
    ]
    # A ZERO WIDTH JOINER between characters that form no emoji sequence: terminals draw both,
    # wcwidth hides the second; Presentable leaves the joiner out.
    c["zwj-no-emoji"] = ["a\u200db", "\u8a2d\u200d\u8a2d", "\u8a2d\u200d\u2026", "\U0001F468\u200da",
                         "x\u200d\U0001F468", "\u8a2d\u200d", "Bob\u200d\u200dAnn"]
    # Controls: Presentable shows each as a one-column picture (ESC as \u241b), wcwidth parses them.
    c["controls"] = ["a\x1b[31mb", "tab\there", "line\r\nbreak", "bell\x07", "c1\x9b31m", "del\x7f"]
    # Marks and Prepend characters with nothing to attach to: drawn on a dotted circle.
    c["lone-marks"] = ["\u0301", "\u0301x", "\u1161", "\u11a8", "\u0903", "\u0600", "\U0001F3FD!"]
    return c


def rows():
    out = []
    for category, strings in corpus().items():
        for s in strings:
            # A string that starts with a combining mark or a skin-tone modifier has no base:
            # Presentable draws it on a dotted circle (a deliberate difference, with examples in
            # "lone-marks"), so only those examples are kept.
            if category != "lone-marks" and (
                    unicodedata.category(s[0]).startswith("M") or 0x1F3FB <= ord(s[0]) <= 0x1F3FF):
                continue
            narrow = wcwidth.width(s)
            wide = wcwidth.width(s, ambiguous_width=2)
            out.append(f"{category}\t{' '.join(f'{ord(ch):X}' for ch in s)}\t{narrow}\t{wide}")
    return "\n".join(out) + "\n"


def main():
    if wcwidth.__version__ != WCWIDTH:
        sys.exit(f"wcwidth {WCWIDTH} is the reference, found {wcwidth.__version__}: "
                 f"python3 -m pip install wcwidth=={WCWIDTH}")
    text = rows()
    path = os.path.normpath(OUT)
    if "--check" in sys.argv:
        with open(path, encoding="utf-8") as f:
            if f.read() != text:
                print(f"{path} is out of date: run Scripts/generate-width-corpus.py", file=sys.stderr)
                sys.exit(1)
        return
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {path}: {text.count(chr(10))} strings")


if __name__ == "__main__":
    main()
