#!/usr/bin/env bash
# Proves that PresentableTesting and swift-snapshot-testing coexist: builds and runs
# Integrations/SnapshotCoexistence, a package that depends on this repository by path and on
# pointfreeco/swift-snapshot-testing by its GitHub URL, whose one test file calls both libraries'
# assertions without qualifying either. CI=true, so neither library records: the committed
# references must match.
#
#   Scripts/check-snapshot-coexistence.sh            compare (what CI runs)
#   Scripts/check-snapshot-coexistence.sh --record   record missing references into the repository
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The repository's files (committed and new, not ignored) in a folder named as the package is, so
# the path dependency's identity is `presentable` wherever the clone lives.
mkdir -p "$work/Presentable"
git ls-files -co --exclude-standard | while IFS= read -r file; do
  if [ -e "$file" ]; then printf '%s\0' "$file"; fi
done | tar -c --null -T - | tar -x -C "$work/Presentable"
package="$work/Presentable/Integrations/SnapshotCoexistence"
tests="Tests/SnapshotCoexistenceTests"

if [ "${1:-}" = "--record" ]; then
  # swift-snapshot-testing records a missing reference and fails that run: run until it passes.
  env -u CI swift test --package-path "$package" || env -u CI swift test --package-path "$package"
  for folder in __Snapshots__ __PresentableSnapshots__; do
    mkdir -p "$root/Integrations/SnapshotCoexistence/$tests/$folder"
    cp -R "$package/$tests/$folder/." "$root/Integrations/SnapshotCoexistence/$tests/$folder/"
  done
  echo "Recorded; read the references, then commit them."
  exit 0
fi
CI=true swift test --package-path "$package"
echo "PresentableTesting and swift-snapshot-testing assert side by side in one file, unqualified."
