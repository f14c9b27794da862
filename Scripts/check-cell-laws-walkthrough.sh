#!/usr/bin/env bash
# Follows Docs/Cells.md's law check as an app would: makes a new package beside a copy of this
# repository with the guide's BatteryPresentable and BatteryCell as its library, and the guide's
# law check test as its test, copied out of the guide; builds it and runs the test, which must
# pass. Then removes the line that shows `level` from the cell and expects the law check to fail
# naming it: the check sees the app's own trait.
set -euo pipefail
cd "$(dirname "$0")/.."
guide=Docs/Cells.md
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The repository as a fresh clone has it (committed files, no .build).
git archive HEAD | (mkdir -p "$work/Presentable" && tar -x -C "$work/Presentable")

app="$work/Battery"
python3 - "$guide" "$app" <<'PY'
import os, re, sys
guide, root = sys.argv[1:]
blocks = re.findall(r"```swift\n(.*?)```", open(guide, encoding="utf-8").read(), re.S)
def block(needle):
    found = [b for b in blocks if needle in b]
    if len(found) != 1:
        sys.exit(f"expected one code block of {guide} with {needle!r}, found {len(found)}")
    return found[0]
files = {
    "Sources/Battery/BatteryCell.swift": "import Presentable\n\n" + block("struct BatteryCell"),
    "Tests/BatteryTests/BatteryCellTests.swift":
        "import Presentable\nimport PresentableTesting\nimport Testing\n\n@testable import Battery\n\n"
        + block("func batteryCellKeepsTheLaws"),
}
for name, code in files.items():
    path = os.path.join(root, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w", encoding="utf-8").write(code)
    print("wrote", name)
PY
cat >"$app/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Battery",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "../Presentable")],
  targets: [
    .target(name: "Battery", dependencies: [.product(name: "Presentable", package: "Presentable")]),
    .testTarget(
      name: "BatteryTests",
      dependencies: [
        "Battery", .product(name: "Presentable", package: "Presentable"),
        .product(name: "PresentableTesting", package: "Presentable"),
      ]),
  ]
)
SWIFT

cd "$app"
log="$work/test.log"
swift build --build-tests >"$log" 2>&1 || { cat "$log" >&2; echo "the guide's example does not build" >&2; exit 1; }
swift test >"$log" 2>&1 || { cat "$log" >&2; echo "the guide's law check failed" >&2; exit 1; }
grep -q "batteryCellKeepsTheLaws() passed" "$log" || { cat "$log" >&2; exit 1; }
echo "the guide's battery cell keeps the laws"

# A cell that reads the app's trait but never shows it must fail, naming the property.
sed -i.orig 's/row.value("\\(viewModel.level)%", name: "level")/_ = viewModel.level/' \
  Sources/Battery/BatteryCell.swift
if cmp -s Sources/Battery/BatteryCell.swift Sources/Battery/BatteryCell.swift.orig; then
  echo "could not break the guide's cell: its row.value line changed?" >&2
  exit 1
fi
rm Sources/Battery/BatteryCell.swift.orig
sed -i 's/#expect(CellLaws.check(BatteryCell<TraitProbe>.self).isEmpty)/print(CellLaws.check(BatteryCell<TraitProbe>.self))/' \
  Tests/BatteryTests/BatteryCellTests.swift
swift test >"$log" 2>&1 || true
if ! grep -q "TraitProbe.level never shows" "$log"; then
  cat "$log" >&2
  echo "the law check did not see that the broken cell never shows level" >&2
  exit 1
fi
echo "Docs/Cells.md's law check works as written; it fails a cell that never shows its own trait."
