#!/usr/bin/env bash
# The form store's tests run against PostgreSQL as well as SQLite: a temporary cluster of Debian's
# postgresql package, started by the tests themselves (tests/support/postgresCluster.ts). Install it when missing.
set -euo pipefail
packages=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || packages+=(postgresql)
bash "$(dirname "$0")/apt-install.sh" "the form store's tests need" "${packages[@]}"
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { echo "PostgreSQL's initdb is missing" >&2; exit 1; }
