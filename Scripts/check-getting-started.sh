#!/usr/bin/env bash
# Follows Docs/GettingStarted.md as a new user would: makes the package it describes beside a
# copy of this repository, from the code blocks in the guide, then runs it and its tests. Fails if
# the guide's code no longer builds, runs or passes, or prints something other than the guide says.
set -euo pipefail
cd "$(dirname "$0")/.."
guide=Docs/GettingStarted.md
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The repository as a fresh clone has it (committed files, no .build).
git archive HEAD | (mkdir -p "$work/Presentable" && tar -x -C "$work/Presentable")

# The code block after a line naming a file (`Package.swift`:, `Sources/…`:) is that file.
python3 - "$guide" "$work/MyRows" <<'PY'
import os, re, sys
guide, root = sys.argv[1], sys.argv[2]
text = open(guide, encoding="utf-8").read()
pattern = re.compile(r"`([\w./-]+\.swift)`[^\n]*:\n\n```swift\n(.*?)```", re.S)
files = pattern.findall(text)
if len(files) < 3:
    sys.exit(f"expected Package.swift, main.swift and a test in {guide}, found {[f for f, _ in files]}")
for name, code in files:
    path = os.path.join(root, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w", encoding="utf-8").write(code)
    print("wrote", name)
PY

cd "$work/MyRows"
output=$(swift run MyRows 2>/dev/null)
expected=$(python3 -c "
import re,sys
text=open('$OLDPWD/$guide',encoding='utf-8').read()
print(re.search(r'swift run MyRows\n\`\`\`\n\n\`\`\`\n(.*?)\n\`\`\`', text, re.S).group(1))")
if [[ "$output" != "$expected" ]]; then
  echo "swift run MyRows printed:" >&2
  printf '%s\n' "$output" >&2
  echo "but $guide says:" >&2
  printf '%s\n' "$expected" >&2
  exit 1
fi
swift test 2>&1 | tail -3
echo "Docs/GettingStarted.md works as written."
