#!/usr/bin/env bash
# Draws the app's icons (public/*.png, named in public/manifest.webmanifest and index.html) from the SVGs beside
# this file with Debian's headless Chromium: no image library in the project for four PNGs made once.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
public="$here/../public"
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
page="$(mktemp --suffix=.html)"
trap 'rm -f "$page"' EXIT
draw() { # svg size png
  printf '<!doctype html><body style="margin:0"><img src="file://%s/%s.svg" width="%s" height="%s" style="display:block">' \
    "$here" "$1" "$2" "$2" >"$page"
  "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --default-background-color=00000000 --window-size="$2,$2" --screenshot="$public/$3.png" "file://$page" 2>/dev/null
}
draw icon 192 icon-192
draw icon 512 icon-512
# Maskable: full-bleed colour, the mark inside the central 80 % that every launcher's mask keeps.
draw icon-maskable 512 icon-maskable-512
# iOS rounds the corners itself and shows no transparency.
draw icon-maskable 180 apple-touch-icon
