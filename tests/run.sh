#!/usr/bin/env bash
# `npm test`: every layer, cheapest first. The type check, lint and unit tests need no build and little of
# each other's CPU (tsc and ESLint use one core each), so they run at once; then the build, then the browser
# suite against it. Each stage's wall time is printed, with the machine's load, so a slow run says why.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
load() { cut -d' ' -f1-3 /proc/loadavg; }
timed() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  echo "── ${name}: $((SECONDS - start)) s (load $(load))"
}

# What the layers need from Debian, installed once when missing: Chromium, nginx, PostgreSQL.
timed "system packages" bash -c 'bash tests/ensure-chromium.sh && bash tests/ensure-nginx.sh && bash tests/ensure-postgresql.sh'

# The three checks at once, each into its own log, printed whole when it ends so the output stays readable.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
declare -A jobs=()
start=$SECONDS
for check in typecheck lint unit; do
  case $check in
    typecheck) command=(npx tsc --noEmit) ;;
    lint) command=(npm run --silent lint) ;;
    unit) command=(npx vitest run) ;;
  esac
  ("${command[@]}" >"$logs/$check" 2>&1) &
  jobs[$check]=$!
done
failed=()
for check in typecheck lint unit; do
  if wait "${jobs[$check]}"; then status=passed; else status=FAILED; failed+=("$check"); fi
  echo "── ${check} ${status} ($((SECONDS - start)) s)"
  cat "$logs/$check"
done
echo "── type check, lint, unit tests: $((SECONDS - start)) s (load $(load))"
if ((${#failed[@]})); then
  echo "npm test: ${failed[*]} failed" >&2
  exit 1
fi

timed build npm run --silent build
timed "browser tests" npx playwright test -c tests/playwright.config.ts
echo "── npm test: $((SECONDS - started)) s"
