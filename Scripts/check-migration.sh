#!/usr/bin/env bash
# Proves that every public API the previous version had and this one removed or renamed still
# compiles to a diagnostic that names its replacement: type-checks a file that uses each old name
# against the built Presentable and PresentableTesting modules, and fails unless the compiler's
# error for each line names what replaced it; then that each name kept deprecated (not removed)
# still compiles, with a warning naming the new one.
#
#   Scripts/check-migration.sh      builds the two library targets (debug) first if needed
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --target PresentableTesting >/dev/null
modules="$(swift build --show-bin-path)/Modules"
[ -d "$modules" ] || modules="$(swift build --show-bin-path)"

# Each use is on a line of its own; the table below says what its error must name.
cat >"$work/Old.swift" <<'SWIFT'
import Presentable
import PresentableTesting

struct Zone: TextPresentable { var text = "London" }

@MainActor func oldNames(terminal: HeadlessTerminal, form: Form, screen: TableScreen) {
  _ = terminal.text
  _ = TextFieldState()
  _ = form.isValid
  _ = assertSnapshot(of: TextCell(viewModel: Zone()), width: 20)
  _ = FormBinding.constant(true)
  screen.hints = "q quit"
  _ = assertSnapshot(of: TextCell(viewModel: Zone()), as: .cell(width: 20))
  _ = Look.ColorPart.accent.rawValue
  _ = Look.ColorPart.allCases
}
SWIFT
expect=(
  "7:lines"
  "8:initialState"
  "9:issues"
  "10:as: .cell(width:)"
  "11:FormBinding(get:"
  "12:keyMap"
  "13:assertTextSnapshot"
  "14:name"
  "15:AppLook"
)

set +e
swiftc -typecheck -swift-version 6 -I "$modules" "$work/Old.swift" >"$work/log" 2>&1
status=$?
set -e
cat "$work/log"
if [ "$status" -eq 0 ]; then
  echo "The old names compiled: they must be unavailable, naming their replacements." >&2
  exit 1
fi
failed=0
for pair in "${expect[@]}"; do
  line=${pair%%:*}
  name=${pair#*:}
  if ! grep -E "Old\.swift:$line:[0-9]+: error:" "$work/log" | grep -qF -- "$name"; then
    echo "line $line: no error naming \`$name\`" >&2
    failed=1
  fi
done
[ "$failed" -eq 0 ] || exit 1
echo "Every removed API's error names its replacement (${#expect[@]} checked)."

# Renamed APIs kept deprecated still compile, each with a warning that names the new name.
cat >"$work/Deprecated.swift" <<'SWIFT'
import Presentable

struct OldLook: RowStylePresentable {}
func install(_ look: some RowStylePresentable) -> Look { Look(look) }
SWIFT
deprecated=(
  "3:AppLook"
  "4:AppLook"
)
if ! swiftc -typecheck -swift-version 6 -I "$modules" "$work/Deprecated.swift" >"$work/deprecated.log" 2>&1; then
  cat "$work/deprecated.log" >&2
  echo "A deprecated name no longer compiles: it must stay, deprecated." >&2
  exit 1
fi
cat "$work/deprecated.log"
for pair in "${deprecated[@]}"; do
  line=${pair%%:*}
  name=${pair#*:}
  if ! grep -E "Deprecated\.swift:$line:[0-9]+: warning:" "$work/deprecated.log" | grep -qF -- "$name"; then
    echo "line $line: no warning naming \`$name\`" >&2
    failed=1
  fi
done
[ "$failed" -eq 0 ] || exit 1
echo "Every deprecated name compiles with a warning naming its replacement (${#deprecated[@]} checked)."
