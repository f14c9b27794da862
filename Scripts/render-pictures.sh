#!/usr/bin/env bash
# Renders the documentation pictures with the library itself: SettingsDemo --svg draws the screen
# through SVGRenderer. With --check, renders into a temporary directory and fails if a committed
# picture differs, so CI notices pictures that no longer show the code.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product SettingsDemo >/dev/null
swift build --product DocPictures >/dev/null
demo=.build/debug/SettingsDemo
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=Docs/Images
[[ "${1:-}" == "--check" ]] && out="$work/pictures"
mkdir -p "$out"

# Each picture starts from default settings in a fresh store, so renders are reproducible.
render() {
  local name=$1
  shift
  rm -f "$work/settings.json"
  "$demo" --store "$work/settings.json" --svg "$@" >"$out/$name"
}

render settings-dark.svg --theme dark --width 80 --height 22 --script "space space down"
render settings-light.svg --theme light --width 80 --height 22 --script "down down down enter 'Bob 設定' enter down enter 'bob@' enter"
render settings-monochrome.svg --theme monochrome --width 80 --height 22 --script "space"

.build/debug/DocPictures "$out"

if [[ "${1:-}" == "--check" ]]; then
  status=0
  for picture in "$out"/*.svg; do
    committed="Docs/Images/$(basename "$picture")"
    if ! cmp -s "$picture" "$committed"; then
      echo "$committed is out of date: run Scripts/render-pictures.sh and commit the result." >&2
      status=1
    fi
  done
  exit $status
fi
echo "Rendered pictures into $out"
