#!/usr/bin/env bash
# Builds the DocC documentation of the library modules with the toolchain's docc, no plugin:
# symbol graphs from `swift package dump-symbol-graph`, then `docc convert` per module, with
# warnings as errors. Output: .build/docs/<Module>.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
docc=${DOCC:-$(command -v docc || echo /opt/swift/usr/bin/docc)}

swift package dump-symbol-graph --emit-extension-block-symbols >/dev/null
graphs=$(find .build -type d -name symbolgraph -path "*$(uname -m)*" | head -n 1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for module in Presentable PresentableTesting; do
  catalog="Sources/$module/$module.docc"
  [[ -d "$catalog" ]] || continue
  mkdir -p "$work/$module" .build/docs
  cp "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json "$work/$module/" 2>/dev/null || true
  "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$work/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.presentable.$module" \
    --warnings-as-errors \
    --output-path ".build/docs/$module.doccarchive"
done
echo "Documentation built in .build/docs"
