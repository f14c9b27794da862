#!/usr/bin/env bash
# Writes Sources/PresentableTesting/CellLaws/TraitProbe+Traits.swift from the trait protocols in
# Sources/Presentable/Traits (PresentableLint --generate-probe reads them as the lint does), then
# formats it. With --check, writes nothing and fails when the checked-in file differs (CI).
set -euo pipefail
cd "$(dirname "$0")/.."
target=Sources/PresentableTesting/CellLaws/TraitProbe+Traits.swift
swift_format=${SWIFT_FORMAT:-$(command -v swift-format || echo /opt/swift/usr/bin/swift-format)}
generated=$(mktemp -d)
trap 'rm -rf "$generated"' EXIT
swift build --product PresentableLint >/dev/null
"$(swift build --show-bin-path)/PresentableLint" --traits Sources/Presentable/Traits \
  --probe-values Sources/PresentableTesting/CellLaws/TraitProbe.swift \
  --generate-probe "$generated/TraitProbe+Traits.swift" >/dev/null
"$swift_format" format --configuration .swift-format --in-place "$generated/TraitProbe+Traits.swift"
if [[ "${1:-}" == "--check" ]]; then
  if ! diff -u "$target" "$generated/TraitProbe+Traits.swift"; then
    echo "$target is stale: run Scripts/generate-trait-probe.sh and commit it." >&2
    exit 1
  fi
  echo "$target is up to date."
else
  cp "$generated/TraitProbe+Traits.swift" "$target"
  echo "wrote $target"
fi
