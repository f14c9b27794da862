#!/usr/bin/env bash
# Runs `swift package presentable-lint` as a user would: from a new package beside a copy of this
# repository, depending on it by path. Fails unless the plugin is silent on correct view models,
# and on near misses prints each one as `path:line: warning:` naming the requirement meant and
# exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The repository as a fresh clone has it (committed files, no .build).
git archive HEAD | (mkdir -p "$work/Presentable" && tar -x -C "$work/Presentable")

app="$work/LintCheck"
mkdir -p "$app/Sources/LintCheck"
cat >"$app/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "LintCheck",
  dependencies: [.package(path: "../Presentable")],
  targets: [
    .executableTarget(name: "LintCheck", dependencies: [.product(name: "Presentable", package: "Presentable")])
  ]
)
SWIFT
cat >"$app/Sources/LintCheck/main.swift" <<'SWIFT'
import Presentable

let cell = SwitchWithTextCell(viewModel: MinionModeViewModel())
print(ANSIRenderer(profile: .detect()).render(cell.render(width: 40)[0]))
SWIFT
cat >"$app/Sources/LintCheck/MinionModeViewModel.swift" <<'SWIFT'
import Presentable

struct MinionModeViewModel: SwitchWithTextCellDataSource {
  var title = "Minion Mode!!!"
  var switchOn = true
}

extension MinionModeViewModel: SwitchWithTextCellDelegate {
  var switchColor: Color { .yellow }
  func onSwitchToggleOn(_ on: Bool) { print(on ? "on" : "off") }
}
SWIFT

cd "$app"
log="$work/lint.log"

echo "== correct view models: no warnings, status 0"
if ! swift package presentable-lint >"$log" 2>&1; then
  cat "$log" >&2
  echo "presentable-lint failed on correct view models." >&2
  exit 1
fi
cat "$log"
if grep -q "warning:" "$log" || ! grep -q "presentable-lint: no near misses; [1-9]" "$log"; then
  echo "presentable-lint should have checked the view model and found nothing." >&2
  exit 1
fi

echo "== the issue's three near misses: a warning each, non-zero status"
# Swift itself warns about none of these (it warns only about members of an extension that
# declares the conformance), and each loses to the trait's default.
cat >"$app/Sources/LintCheck/NearMisses.swift" <<'SWIFT'
import Presentable

struct WiFiViewModel: TextPresentable, SwitchPresentable {
  var text: String { "Wi-Fi" }
  var switchOn = true
  var switchColour: Color { .green }
  func onSwitchToggleOn(on: Bool) { print("never called") }
}

struct NameViewModel: TextFieldPresentable {
  var text = ""
  var label: String? { "Name" }
  var placeholder: String { "Your name" }
}
SWIFT
if swift package presentable-lint >"$log" 2>&1; then
  cat "$log" >&2
  echo "presentable-lint exited 0 on near misses." >&2
  exit 1
fi
cat "$log"
file="$app/Sources/LintCheck/NearMisses.swift"
expect() {
  if ! grep -F "$file:$1: warning: " "$log" | grep -qF "$2"; then
    echo "expected a warning at NearMisses.swift:$1 naming $2" >&2
    exit 1
  fi
}
expect 6 "did you mean 'var switchColor: Color'"
expect 7 "does not implement 'func onSwitchToggleOn(_ on: Bool)'"
expect 12 "does not implement 'var label: String'"
if [[ $(grep -c "warning:" "$log") != 3 ]]; then
  echo "expected exactly three warnings, one per near miss" >&2
  exit 1
fi
echo "swift package presentable-lint works from a dependent package."
