#!/usr/bin/env bash
# tests/run.sh builds under strace to learn which files the build reads (tests/buildInputs.mjs), so that
# `npm run test:quick` builds again only when one of them changed. Install it when missing; without it (or
# where the system forbids tracing) the quick run builds every time.
set -euo pipefail
command -v strace >/dev/null || bash "$(dirname "$0")/apt-install.sh" "to record what the build reads" strace
command -v strace >/dev/null || echo "strace is missing: test:quick will build every time" >&2
