#!/usr/bin/env bash
# The static-hosting tests serve dist/static with Debian's nginx and the configuration the build wrote.
# Install it when missing (the package's own service is not started: each test run starts its own nginx).
set -euo pipefail
if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  echo "Installing Debian's nginx for the static-hosting tests" >&2
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq nginx >/dev/null
fi
