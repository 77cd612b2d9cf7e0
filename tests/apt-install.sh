#!/usr/bin/env bash
# Installs Debian packages for the tests: `bash tests/apt-install.sh "<why>" package...` (as root, or
# through sudo). The tests/ensure-*.sh scripts call it with what is missing on this machine.
set -euo pipefail
why="$1"
shift
[ "$#" -gt 0 ] || exit 0
echo "Installing Debian packages $why: $*" >&2
sudo_cmd=""
[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get update -qq
# A package's service (nginx, postgresql) may fail to start where no init system runs: that is not the
# tests' concern, they start their own. The ensure script checks afterwards that what it needs is there.
if ! DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "$@" >/dev/null; then
  echo "apt-get reported an error installing $*; checking what the tests need" >&2
fi
