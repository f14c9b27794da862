#!/usr/bin/env bash
# Follows Docs/Prompts.md's setup wizard as a new user would: makes the package it describes beside
# a copy of this repository, from the code blocks in the guide, builds it, and runs it three ways:
# inline in a pseudo-terminal (replayed in pyte: the lines above it unchanged, its summary and JSON
# under them, no alternate screen, the cursor under them; Escape exits 1 and Ctrl-C 130 with the
# terminal restored), with the guide's answers piped in (its JSON and its questions exactly as the
# guide shows them, no escape byte), and in accessible mode in a terminal (ACCESSIBLE=1: no escape
# byte from the program at all). Fails on any difference.
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$PWD
guide=Docs/Prompts.md
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The repository as a fresh clone has it (committed files, no .build).
git archive HEAD | (mkdir -p "$work/Presentable" && tar -x -C "$work/Presentable")

# The code block after a line naming a file (`Package.swift`:, `Sources/…`:) is that file.
python3 - "$guide" "$work/SetupWizard" <<'PY'
import os, re, sys
guide, root = sys.argv[1], sys.argv[2]
text = open(guide, encoding="utf-8").read()
files = re.findall(r"`([\w./-]+\.swift)`[^\n]*:\n\n```swift\n(.*?)```", text, re.S)
if [name for name, _ in files] != ["Package.swift", "Sources/SetupWizard/Setup.swift", "Sources/SetupWizard/main.swift"]:
    sys.exit(f"expected Package.swift and two sources in {guide}, found {[f for f, _ in files]}")
for name, code in files:
    path = os.path.join(root, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w", encoding="utf-8").write(code)
    print("wrote", name)
PY

cd "$work/SetupWizard"
swift build 2>&1 | tail -1
wizard=$PWD/.build/debug/SetupWizard

echo "== piped answers, as the guide shows them"
# The guide's piped command, its JSON (the first text block after it) and its questions (the next).
python3 - "$repository/$guide" > "$work/piped.json" <<'PY'
import json, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
found = re.search(r"```sh\n(printf .*?) \| swift run SetupWizard 2>/dev/null\n```\n\n```text\n(.*?)\n```\n\n[^`]*```text\n(.*?)\n```", text, re.S)
if not found:
    sys.exit("expected the piped run with its JSON and its questions in the guide")
print(json.dumps(found.groups()))
PY
read_piped() { python3 -c "import json,sys; print(json.load(open('$work/piped.json'))[$1])"; }
printf_command=$(read_piped 0)
bash -c "$printf_command" | "$wizard" > "$work/out" 2> "$work/err"
status=0
if ! diff <(read_piped 1) "$work/out"; then
  echo "the JSON differs from $guide's" >&2
  status=1
fi
if ! diff <(read_piped 2) "$work/err"; then
  echo "the questions differ from $guide's" >&2
  status=1
fi
if grep -q $'\x1b' "$work/out" "$work/err"; then
  echo "piped, it wrote an escape byte" >&2
  status=1
fi

echo "== inline in a pseudo-terminal"
inline() { python3 "$repository/Scripts/check-inline.py" --above '$ history 1' --above '$ history 2' --ready Save "$@" -- "$wizard"; }
# Enter edits and saves a field; j moves down; Enter on Editor opens its list, "hel" filters it;
# Space signs commits; Enter on Save submits.
inline --keys '\rAda\rj\rada@example.com\rj\rhel\rjj jj\r' --expect "Name: Ada" --expect "E-mail: ada@example.com" \
  --expect "Editor: helix" --expect "Default branch: main" --expect "Sign commits: on" \
  --expect '  "signCommits" : true' | tail -2 || status=1
inline --resize 60x20 --resize 100x30 --keys '\rAda\rj\ra@b.co\rjjjjj\r' --expect "Name: Ada" | tail -2 || status=1
inline --keys '\x1b' --status 1 | tail -2 || status=1
inline --keys '\x03' --status 130 | tail -2 || status=1

echo "== accessible mode in a terminal (ACCESSIBLE=1)"
python3 - "$wizard" <<'PY' || status=1
import os, pty, subprocess, sys, time, select
master, slave = pty.openpty()
environment = dict(os.environ, ACCESSIBLE="1", TERM="xterm-256color")
process = subprocess.Popen([sys.argv[1]], stdin=slave, stdout=slave, stderr=slave, env=environment,
                           start_new_session=True)
os.close(slave)
# Typed as a person would, a line at a time (the terminal echoes them, as it does for any program).
os.write(master, b"Ada\nada@example.com\n\n\n\n\n\n")
output = bytearray()
deadline = time.monotonic() + 60
while time.monotonic() < deadline:
    ready, _, _ = select.select([master], [], [], 0.1)
    if ready:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        output.extend(chunk)
    elif process.poll() is not None:
        break
status = process.wait(timeout=60)
text = output.decode("utf-8", "replace")
problems = []
if status != 0:
    problems.append(f"exit status {status}")
if b"\x1b" in output:
    problems.append("an escape byte reached the terminal")
if "Sign commits, switch, off. Turn it on? [y/N]" not in text or '"name" : "Ada"' not in text:
    problems.append("the questions or the answers are missing")
for problem in problems:
    print("FAIL: " + problem)
print(text if problems else "ok")
sys.exit(1 if problems else 0)
PY
[[ $status == 0 ]] || exit 1
echo "Docs/Prompts.md works as written."
