#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (npm cannot download browsers here). Install it when missing,
# with Liberation Sans (Arial's metric twin) and Roboto (Android's font): the font tests compare Inter with
# the fallback faces built on them.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
packages=()
[ -x "$browser" ] || packages+=(chromium)
[ -d /usr/share/fonts/truetype/liberation ] || packages+=(fonts-liberation)
[ -d /usr/share/fonts/truetype/roboto/unhinted ] || packages+=(fonts-roboto-unhinted)
bash "$(dirname "$0")/apt-install.sh" "the end-to-end tests need" "${packages[@]}"
[ -x "$browser" ] || { echo "Chromium is missing at $browser" >&2; exit 1; }
