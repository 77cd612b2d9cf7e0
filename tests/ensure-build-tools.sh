#!/usr/bin/env bash
# better-sqlite3 compiles its native addon on install when no prebuilt binary can be downloaded
# (this machine reaches only the npm registry). Install a C++ toolchain and Python when missing.
set -euo pipefail
if command -v g++ >/dev/null && command -v make >/dev/null && command -v python3 >/dev/null; then
  exit 0
fi
bash "$(dirname "$0")/apt-install.sh" "to build better-sqlite3 (C++ toolchain, python3)" build-essential python3
command -v g++ >/dev/null && command -v make >/dev/null && command -v python3 >/dev/null || { echo "the C++ toolchain or python3 is missing" >&2; exit 1; }
