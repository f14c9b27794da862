#!/usr/bin/env bash
# Follows Docs/Prompts.md as a new user would: makes the package it describes beside a copy of
# this repository, from the code blocks in the guide, and builds it. The conversations (questionary's
# example as `Ask`, huh's burger form as `Burger`) run in a pseudo-terminal (pyte) with the keys the
# guide counts, checking one record line per answered question and the answers; `Ask` also runs
# with the guide's answers piped in (its output exactly as the guide shows it) and with
# ACCESSIBLE=1 in a terminal (the typed secret never reaching it). The form wizard runs three ways:
# inline in a pseudo-terminal (replayed in pyte: the lines above it unchanged, its summary and JSON
# under them, no alternate screen, the cursor under them; Escape exits 1 and Ctrl-C 130 with the
# terminal restored), with the guide's answers piped in (its JSON and its questions exactly as the
# guide shows them, no escape byte), and in accessible mode in a terminal (ACCESSIBLE=1: no escape
# byte from the program at all). Fails on any difference.
set -euo pipefail
# The guide's piped runs are run as a person runs them: with CI set and a pipe on standard input a
# conversation asks nothing (Docs/Prompts.md, "Unattended runs"), which is not what they show.
unset CI
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
expected = ["Package.swift", "Sources/Ask/main.swift", "Sources/Burger/main.swift",
            "Sources/SetupWizard/Setup.swift", "Sources/SetupWizard/main.swift"]
if [name for name, _ in files] != expected:
    sys.exit(f"expected {expected} in {guide}, found {[f for f, _ in files]}")
for name, code in files:
    path = os.path.join(root, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w", encoding="utf-8").write(code)
    print("wrote", name)
PY

cd "$work/SetupWizard"
swift build 2>&1 | tail -1
wizard=$PWD/.build/debug/SetupWizard
status=0

# The text blocks of the guide's conversation sections, by number: the record of Ask's keys, Ask's
# piped output, the record of Burger's keys; and Ask's piped command.
python3 - "$repository/$guide" > "$work/conversation.json" <<'PY'
import json, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
section = text[text.index("### questionary's example"):text.index("### SettingsDemo --setup")]
blocks = re.findall(r"```text\n(.*?)\n```", section, re.S)
command = re.search(r"```sh\n(printf .*?) \| swift run Ask\n```", section)
if len(blocks) != 3 or not command:
    sys.exit("expected three text blocks and Ask's piped command in the conversation sections")
print(json.dumps(blocks + [command.group(1)]))
PY
conversation() { python3 -c "import json,sys; print(json.load(open('$work/conversation.json'))[$1])"; }
expects() { conversation "$1" | while IFS= read -r line; do printf -- '--expect\0%s\0' "$line"; done; }
# Ask completes the version file's name from the folder it runs in.
mkdir -p "$work/run" && touch "$work/run/VERSION"
ask=$PWD/.build/debug/Ask
burger=$PWD/.build/debug/Burger
in_pty() { (cd "$work/run" && python3 "$repository/Scripts/check-conversation-pty.py" "$@") | tail -3; }

echo "== Ask in a pseudo-terminal: the guide's 22 keys"
mapfile -d '' ask_records < <(expects 0)
in_pty --records --hidden hunter22 "${ask_records[@]}" --step '' "What's your first name" \
  --step 'Ada' "? What's your first name Ada" --step '\r' "What's your secret?" \
  --step 'hunter22\r' 'Are you amazed?' --step 'y' 'What do you want to do?' --step '\r' 'Select toppings' \
  --step ' \x1b[B \r' 'Path to the projects' --step 'V\t\r' 'version in VERSION' -- "$ask" || status=1

echo "== Ask piped, as the guide shows it"
(cd "$work/run" && bash -c "$(conversation 3)" | "$ask") > "$work/ask.out" 2>&1 || status=1
if ! diff <(conversation 1) "$work/ask.out"; then
  echo "Ask's piped output differs from $guide's" >&2
  status=1
fi

echo "== Ask with ACCESSIBLE=1 in a terminal"
in_pty --accessible --hidden hunter22 --expect '? What'"'"'s your secret? [hidden]' \
  --expect '? Select toppings foo, bar' --step '' "What's your first name" --step 'Ada\r' "What's your secret?" \
  --step 'hunter22\r' 'Are you amazed?' --step 'y\r' '3. Ask for opening hours' --step '1\r' '3. bazz' \
  --step 'foo, bar\r' 'Path to the projects' --step 'VERSION\r' 'version in VERSION' -- "$ask" || status=1

echo "== Burger in a pseudo-terminal: the guide's 12 keys"
mapfile -d '' burger_records < <(expects 2)
in_pty --records "${burger_records[@]}" --step '' 'Choose your burger' --step '\r' 'Toppings' \
  --step ' \x1b[B \r' 'Spice level' --step '\x1b[B\r' "What's your name?" --step 'Ada\r' 'Would you like 15% off?' \
  --step 'y' 'Thanks, Ada' -- "$burger" || status=1

echo "== piped answers, as the guide shows them"
# The guide's piped command, its JSON (the first text block after it) and its questions (the next).
python3 - "$repository/$guide" > "$work/piped.json" <<'PY'
import json, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
found = re.search(r"```sh\n(printf [^\n]*?) \| swift run SetupWizard 2>/dev/null\n```\n\n```text\n(.*?)\n```\n\n[^`]*```text\n(.*?)\n```", text, re.S)
if not found:
    sys.exit("expected the piped run with its JSON and its questions in the guide")
print(json.dumps(found.groups()))
PY
read_piped() { python3 -c "import json,sys; print(json.load(open('$work/piped.json'))[$1])"; }
printf_command=$(read_piped 0)
bash -c "$printf_command" | "$wizard" > "$work/out" 2> "$work/err"
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
# Typing goes straight into a field and Enter saves it; ↓ moves down (j would be typed into a
# text row); Enter on Editor opens its list, "hel" filters it; Space signs commits; Enter on Save
# submits.
D='\x1b[B'
inline --keys "Ada\r${D}ada@example.com\r${D}\rhel\r${D}${D} ${D}${D}\r" --expect "Name: Ada" --expect "E-mail: ada@example.com" \
  --expect "Editor: helix" --expect "Default branch: main" --expect "Sign commits: on" \
  --expect '  "signCommits" : true' | tail -2 || status=1
inline --resize 60x20 --resize 100x30 --keys "Ada\r${D}a@b.co\r${D}${D}${D}${D}${D}\r" --expect "Name: Ada" | tail -2 || status=1
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
