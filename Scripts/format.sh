#!/usr/bin/env bash
# Formats the Swift sources in place; with --lint, checks them and fails on any finding.
set -euo pipefail
cd "$(dirname "$0")/.."
swift_format=${SWIFT_FORMAT:-$(command -v swift-format || echo /opt/swift/usr/bin/swift-format)}
paths=(Package.swift Sources Tests)
[[ -d Plugins ]] && paths+=(Plugins)
# The fixtures the doc snippets compile with (Scripts/check-doc-snippets.py).
[[ -d Scripts/DocSnippets ]] && paths+=(Scripts/DocSnippets)
[[ -d Benchmarks/Sources ]] && paths+=(Benchmarks/Package.swift Benchmarks/Sources)
if [[ "${1:-}" == "--lint" ]]; then
  "$swift_format" lint --strict --recursive --parallel "${paths[@]}"
else
  "$swift_format" format --in-place --recursive --parallel "${paths[@]}"
fi
