#!/usr/bin/env bash
# The form store's tests run against PostgreSQL as well as SQLite: a temporary cluster of Debian's
# postgresql package, started by the tests themselves (tests/support/postgresCluster.ts). Install it when missing.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing Debian's postgresql for the form store's tests" >&2
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq postgresql >/dev/null
fi
