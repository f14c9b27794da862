#!/usr/bin/env bash
# Follows Docs/Live.md as a new user would: makes the Burger package from the guide's code blocks
# beside a copy of this repository, builds it, runs it piped and compares what it prints with the
# guide's `text` block (the times in parentheses aside), then runs it in a pseudo-terminal (pyte's
# history screen, Scripts/check-live.py) and checks every printed line is in the scrollback once,
# in order (the lines printed above the steps, then the steps' record), and no spinner left.
set -euo pipefail
cd "$(dirname "$0")/.."
guide=Docs/Live.md
here=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git archive HEAD | (mkdir -p "$work/Presentable" && tar -x -C "$work/Presentable")

python3 - "$guide" "$work/Burger" <<'PY'
import os, re, sys
guide, root = sys.argv[1], sys.argv[2]
text = open(guide, encoding="utf-8").read()
files = re.findall(r"`([\w./-]+\.swift)`:\n\n```swift\n(.*?)```", text, re.S)
if len(files) != 2:
    sys.exit(f"expected Package.swift and main.swift in {guide}, found {[f for f, _ in files]}")
for name, code in files:
    path = os.path.join(root, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w", encoding="utf-8").write(code)
receipt = re.search(r"Terminal\.print\(Panel\(.*?\)\)\)\n", text, re.S).group(0)
if receipt.count("\n") > 5:
    sys.exit(f"the receipt takes {receipt.count(chr(10))} lines, more than 5")
expected = re.search(r"Piped[^\n]*\n\n```text\n(.*?)```", text, re.S).group(1)
open(os.path.join(root, "expected.txt"), "w", encoding="utf-8").write(expected)
PY

cd "$work/Burger"
swift build 2>&1 | tail -1
program=$(swift build --show-bin-path)/Burger
strip_times() { sed -E 's/ \([0-9]+\.[0-9] s\)$//'; }
"$program" | env -u NO_COLOR cat >piped.txt
if grep -q $'\x1b' piped.txt; then echo "piped output has an escape byte"; exit 1; fi
diff <(strip_times <expected.txt) <(strip_times <piped.txt)
echo "piped: as the guide shows"

python3 "$here/Scripts/check-live.py" demo --size 80x24 \
  --expect-line "Grilled the patty: medium rare" --expect-line "Sauce: 東京 special" \
  --expect-line "✓ Preparing your burger" --expect-line "✓ Adding the toppings" \
  --expect-line "✓ Order ready" --expect-line "╭─ Receipt" --expect-line "2 rows" -- "$program"
echo "pty: every line once, in order"
