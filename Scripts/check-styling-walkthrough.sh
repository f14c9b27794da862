#!/usr/bin/env bash
# Follows Docs/Styling.md's "Brand an app in one extension" as a new user would: makes the package
# it describes beside a copy of this repository, from the section's code blocks, builds it, runs
# the command it shows and compares what it prints with the guide, and runs its test, which checks
# that the brand reached every part. Fails on any difference.
set -euo pipefail
cd "$(dirname "$0")/.."
guide=Docs/Styling.md
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The repository as a fresh clone has it (committed files, no .build).
git archive HEAD | (mkdir -p "$work/Presentable" && tar -x -C "$work/Presentable")

# The section only: the code block after a line naming a file (`Package.swift`:, `Sources/…`:) is
# that file; each `swift run` block with the `text` block under it is a command and its output.
python3 - "$guide" "$work/BackupPreferences" "$work/commands" <<'PY'
import json, os, re, sys
guide, root, commands = sys.argv[1:]
text = open(guide, encoding="utf-8").read()
match = re.search(r"^## Brand an app in one extension\n(.*?)(?=^## )", text, re.S | re.M)
if not match:
    sys.exit(f"{guide} has no section 'Brand an app in one extension'")
section = match.group(1)
files = re.findall(r"`([\w./-]+\.swift)`[^\n]*:\n\n```swift\n(.*?)```", section, re.S)
names = [name for name, _ in files]
for needed in ("Package.swift", "Tests/BackupPreferencesTests/BrandTests.swift"):
    if needed not in names:
        sys.exit(f"expected {needed} in the section, found {names}")
for name, code in files:
    path = os.path.join(root, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w", encoding="utf-8").write(code)
    print("wrote", name)
pairs = re.findall(r"```sh\n(.*?swift run BackupPreferences.*?)\n```\n\n```text\n(.*?)\n```", section, re.S)
if not pairs:
    sys.exit("expected a run of BackupPreferences with its output in the section")
json.dump(pairs, open(commands, "w"))
PY

cd "$work/BackupPreferences"
swift build 2>&1 | tail -1
status=0
count=$(python3 -c "import json; print(len(json.load(open('$work/commands'))))")
for ((i = 0; i < count; i++)); do
  command=$(python3 -c "import json; print(json.load(open('$work/commands'))[$i][0])")
  expected=$(python3 -c "import json; print(json.load(open('$work/commands'))[$i][1])")
  # The guide's command, with the program run as built (no second build's output).
  output=$(bash -c "${command//swift run BackupPreferences/.build/debug/BackupPreferences}" 2>/dev/null \
    | sed 's/[[:space:]]*$//')
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
swift test 2>&1 | grep -q "theBrandReachesEveryPart() passed"
echo "Docs/Styling.md's walkthrough works as written; the brand reached every part."
