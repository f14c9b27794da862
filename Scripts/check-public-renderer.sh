#!/usr/bin/env bash
# Proves the renderer seam is public: builds and runs Tests/HTMLRendererTests (an HTML renderer and
# its checks) in a new package that depends on this repository by path. Another package sees only
# public API: no internal or package declarations, and no `@testable` (the check refuses one), so
# the renderer compiles there only if the seam it uses is public.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if grep -n "@testable" Tests/HTMLRendererTests/*.swift; then
  echo "Tests/HTMLRendererTests must use Presentable's public API only, not @testable." >&2
  exit 1
fi

# The repository as a fresh clone has it (committed files, no .build).
git archive HEAD | (mkdir -p "$work/Presentable" && tar -x -C "$work/Presentable")

app="$work/OutsideRenderer"
mkdir -p "$app/Tests/HTMLRendererTests"
cp Tests/HTMLRendererTests/*.swift "$app/Tests/HTMLRendererTests/"
cat >"$app/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "OutsideRenderer",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "../Presentable")],
  targets: [
    .testTarget(
      name: "HTMLRendererTests", dependencies: [.product(name: "Presentable", package: "Presentable")])
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
# The documentation check reads Docs/Rendering.md beside the tests, as in the repository.
mkdir -p "$app/Docs"
cp Docs/Rendering.md "$app/Docs/"
swift test --package-path "$app"
echo "The HTML renderer builds and passes from outside the package: the seam is public."
