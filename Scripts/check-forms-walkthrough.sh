#!/usr/bin/env bash
# Follows Docs/Forms.md's walkthrough as a new user would: makes the package it describes beside a
# copy of this repository, from the code blocks in the guide, builds it, runs every command the
# guide shows (`swift run WiFiSettings …` with the output under it) and compares what it prints
# with the guide, runs its test, and checks the guide's count of lines. Fails on any difference.
set -euo pipefail
cd "$(dirname "$0")/.."
guide=Docs/Forms.md
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The repository as a fresh clone has it (committed files, no .build).
git archive HEAD | (mkdir -p "$work/Presentable" && tar -x -C "$work/Presentable")

# The code block after a line naming a file (`Package.swift`:, `Sources/…`:) is that file; the guide
# says how many lines of Swift the screen takes ("**N lines of Swift**"), Package.swift aside.
python3 - "$guide" "$work/WiFiSettings" <<'PY'
import os, re, sys
guide, root = sys.argv[1], sys.argv[2]
text = open(guide, encoding="utf-8").read()
files = re.findall(r"`([\w./-]+\.swift)`[^\n]*:\n\n```swift\n(.*?)```", text, re.S)
if len(files) < 4:
    sys.exit(f"expected Package.swift, two sources and a test in {guide}, found {[f for f, _ in files]}")
lines = 0
for name, code in files:
    path = os.path.join(root, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w", encoding="utf-8").write(code)
    if name != "Package.swift":
        lines += code.count("\n")
    print("wrote", name)
claimed = re.search(r"\*\*(\d+) lines\s+of Swift\*\*", text)
if not claimed or int(claimed.group(1)) != lines:
    sys.exit(f"{guide} says {claimed.group(1) if claimed else 'nothing'} lines of Swift; its code has {lines}")
PY

cd "$work/WiFiSettings"
swift build 2>&1 | tail -1
# Each shell command of the guide that runs the program, with the `text` block of output that
# follows it (a `text` block, so the pictures-of-rows test leaves it to this check).
python3 - "$OLDPWD/$guide" > "$work/commands" <<'PY'
import re, sys, json
text = open(sys.argv[1], encoding="utf-8").read()
pairs = re.findall(r"```sh\n(.*?swift run WiFiSettings.*?)\n```\n\n```text\n(.*?)\n```", text, re.S)
if len(pairs) < 2:
    sys.exit("expected two runs of WiFiSettings with their output in the guide")
print(json.dumps(pairs))
PY
status=0
count=$(python3 -c "import json,sys; print(len(json.load(open('$work/commands'))))")
for ((i = 0; i < count; i++)); do
  command=$(python3 -c "import json,sys; print(json.load(open('$work/commands'))[$i][0])")
  expected=$(python3 -c "import json,sys; print(json.load(open('$work/commands'))[$i][1])")
  # The guide's commands, with the program run as built (no second build's output).
  output=$(bash -c "${command//swift run WiFiSettings/.build/debug/WiFiSettings}" 2>/dev/null | sed 's/[[:space:]]*$//')
  if [[ "$output" != "$expected" ]]; then
    echo "\`$command\` printed:" >&2
    printf '%s\n' "$output" >&2
    echo "but $guide says:" >&2
    printf '%s\n' "$expected" >&2
    status=1
  fi
done
[[ $status == 0 ]] || exit 1
swift test 2>&1 | tail -3
echo "Docs/Forms.md works as written."
