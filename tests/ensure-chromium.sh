#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (npm cannot download browsers here). Install it when missing.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$browser" ]; then
  echo "Chromium not found at $browser: installing Debian's chromium package" >&2
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi
