#!/usr/bin/env bash
# Records the README's recording of the demo, Docs/Images/demo.cast: SettingsDemo follows a key
# script and writes an asciicast (`asciinema play Docs/Images/demo.cast`; `agg` makes a GIF of it).
# A scripted recording steps half a second a key, so the file depends only on the code. With
# --check, records into a temporary directory and fails if the committed file differs.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product SettingsDemo >/dev/null
demo=.build/debug/SettingsDemo
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=Docs/Images/demo.cast
[[ "${1:-}" == "--check" ]] && out="$work/demo.cast"

# Toggle Minion Mode off and on, pick the dark theme and a blue accent, type a name, pass the
# e-mail and the signature; open the Wi-Fi page, join another network, turn Wi-Fi off (the
# networks hide) and on, go back; find Tokyo in the time zones by typing; turn notifications off
# (their sections hide) and on; open the Reset… list and cancel it. From default settings in a
# fresh store.
keys="space space down right down right down enter 'Ann 設計' enter down down down enter"
keys+=" down down enter up up space space escape down enter 'tokyo' enter"
keys+=" down down space space end enter escape"
"$demo" --store "$work/settings.json" --width 80 --height 24 --script "$keys" --cast "$out" --overwrite \
  >/dev/null

if [[ "${1:-}" == "--check" ]]; then
  if ! cmp -s "$out" Docs/Images/demo.cast; then
    echo "Docs/Images/demo.cast is out of date: run Scripts/record-demo.sh and commit the result." >&2
    exit 1
  fi
  echo "Docs/Images/demo.cast is up to date."
fi
