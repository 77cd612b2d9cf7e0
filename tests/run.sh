#!/usr/bin/env bash
# `npm test`: every layer, cheapest first. The type check, lint and unit tests need no build and little of
# each other's CPU (tsc and ESLint use one core each), so they run at once; then the build, then the browser
# suite against it, every Playwright project (core, pages, globe, infra, webgl, content: tests/playwright.config.ts),
# as CI runs it.
# Each stage's wall time is printed, with the machine's load, so a slow run says why.
#
# `npm run test:quick` (`tests/run.sh quick`): the same first stage, then the browser project `core` alone, for
# use between changes. It needs a build of the sources as they are: it builds unless dist/ is newer than every
# input of the build (src, public, shaders, index.html, the configuration, the installed packages).
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-all}
case $mode in
  all | quick) ;;
  *)
    echo "usage: tests/run.sh [quick]" >&2
    exit 2
    ;;
esac

started=$SECONDS
load() { cut -d' ' -f1-3 /proc/loadavg; }
timed() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  echo "── ${name}: $((SECONDS - start)) s (load $(load))"
}

# What the layers need from Debian, installed once when missing: Chromium and PostgreSQL (the unit tests run
# the form store on it), nginx for the infra project.
if [[ $mode == quick ]]; then
  timed "system packages" bash -c 'bash tests/ensure-chromium.sh && bash tests/ensure-postgresql.sh'
else
  timed "system packages" bash -c 'bash tests/ensure-chromium.sh && bash tests/ensure-nginx.sh && bash tests/ensure-postgresql.sh'
fi

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

# The build's last output: written only when every step of `npm run build` succeeded (the first empties dist/).
built=dist/nginx/globalis.conf
inputs=(src public shaders index.html vite.config.ts tsconfig.json package.json package-lock.json node_modules/.package-lock.json)
if [[ $mode == quick && -f $built && -z $(find "${inputs[@]}" -newer "$built" -print -quit 2>/dev/null) ]]; then
  echo "── build: skipped, dist/ is newer than every input of the build (\`npm run build\` forces one)"
else
  timed build npm run --silent build
fi

if [[ $mode == quick ]]; then
  timed "browser tests (core)" npx playwright test -c tests/playwright.config.ts --project=core
  echo "── npm run test:quick: $((SECONDS - started)) s"
else
  # The sample content's own build (dist-content/), for the browser project `content`: news and jobs.
  timed "content build" bash tests/build-content.sh
  timed "browser tests" npx playwright test -c tests/playwright.config.ts
  echo "── npm test: $((SECONDS - started)) s"
fi
