#!/usr/bin/env bash
# better-sqlite3 compiles its native addon on install when no prebuilt binary can be downloaded
# (this machine reaches only the npm registry). Install a C++ toolchain and Python when missing.
set -euo pipefail
if command -v g++ >/dev/null && command -v make >/dev/null && command -v python3 >/dev/null; then
  exit 0
fi
echo "C++ toolchain or python3 missing: installing build-essential and python3" >&2
sudo_cmd=""
[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq build-essential python3 >/dev/null
