#!/usr/bin/env python3
"""Generate Tests/PresentableTests/Fixtures/width-corpus.tsv: strings and the widths Python's
wcwidth package (the independent reference) gives them, with ambiguous characters narrow and wide.

Each line: category TAB code points (hex, space-separated) TAB width TAB width-with-wide-ambiguous.

Usage: Scripts/generate-width-corpus.py [--check]
"""
import os
import sys
import unicodedata

import wcwidth
from wcwidth.table_ambiguous import AMBIGUOUS_EASTASIAN
from wcwidth.table_vs16 import VS16_NARROW_TO_WIDE
from wcwidth.table_wide import WIDE_EASTASIAN

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
    wide_emoji = [chr(cp) for lo, hi in WIDE_EASTASIAN["17.0.0"] if 0x1F300 <= lo < 0x20000 for cp in range(lo, hi + 1)]
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
    amb = [chr(cp) for lo, hi in AMBIGUOUS_EASTASIAN["17.0.0"] for cp in range(lo, hi + 1)
           if cp < 0xE000 and wcwidth.width(chr(cp)) == 1]
    c["ambiguous"] = amb[::7] + ["\u00b1 1", "\u2026", "\u25a0\u25a1\u25cf\u25cb", "\u03b1\u03b2\u03b3 \u0430\u0431\u0432",
                                   "\u2500\u2502\u250c\u2510"]
    c["mixed"] = ["Minion Mode!!! \U0001F3C9", "\u8a2d\u5b9a: Caf\u00e9 \U0001F1EF\U0001F1F5",
                  "Name: \ud55c\uad6d\uc5b4 \U0001F44D\U0001F3FD", "1\ufe0f\u20e3 \u2764\ufe0f \u00b1",
                  "e\u0301\u8a2d\U0001F468\u200d\U0001F469\u200d\U0001F467"]
    return c


def rows():
    out = []
    for category, strings in corpus().items():
        for s in strings:
            # A string that starts with a combining mark or a skin-tone modifier has no base:
            # Presentable draws it on a dotted circle (a deliberate choice, tested on its own), so it
            # is not compared here.
            if unicodedata.category(s[0]).startswith("M") or 0x1F3FB <= ord(s[0]) <= 0x1F3FF:
                continue
            narrow = wcwidth.width(s)
            wide = wcwidth.width(s, ambiguous_width=2)
            out.append(f"{category}\t{' '.join(f'{ord(ch):X}' for ch in s)}\t{narrow}\t{wide}")
    return "\n".join(out) + "\n"


def main():
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
