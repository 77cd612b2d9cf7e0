#!/usr/bin/env bash
# `npm test`: every layer, cheapest first. The type check, lint and unit tests need no build and little of
# each other's CPU (tsc and ESLint use one core each), so they run at once, beside the build (the site's, then
# the sample content's); then the browser suite against it, every Playwright project (core, pages, globe,
# infra, webgl, content: tests/playwright.config.ts), as CI runs it.
# Each stage's wall time is printed, with the machine's load, so a slow run says why.
#
# `npm run test:quick` (`tests/run.sh quick`): the same first stage (the site's build only), then the browser project `core` alone, for
# use between changes. It needs a build of the sources as they are: it builds unless dist/ is newer than every
# file `npm run build` reads (`inputs` below: src, public, shaders, index.html, vite.config.ts,
# vite.staff.config.ts, tsconfig.json, package.json, the lock files, and the .env files Vite reads, if any).
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

# The build's last output: written only when every step of `npm run build` succeeded (the first empties dist/).
built=dist/nginx/globalis.conf
# Every file `npm run build` reads: its Vite configs (the editor's is src/admin/vite.config.ts, under src), the
# sources, the installed packages (their lock file), and the .env files Vite loads for each of its builds
# (.env, .env.local, .env.production, .env.server, ...: none in the repository, only when someone adds one).
# Environment variables are no file: after changing one (VITE_SITE_ORIGIN, CMS_GITHUB_REPO, CONTENT_DIR ...),
# `npm run build`.
shopt -s nullglob
inputs=(src public shaders index.html vite.config.ts vite.staff.config.ts tsconfig.json package.json package-lock.json
  node_modules/.package-lock.json .env*)
shopt -u nullglob
build=(npm run --silent build)
if [[ $mode == quick && -f $built && -z $(find "${inputs[@]}" -newer "$built" -print -quit 2>/dev/null) ]]; then
  echo "── build: skipped, dist/ is newer than every input of the build (\`npm run build\` forces one)"
  build=()
elif [[ $mode == all ]]; then
  # Then the sample content's own build (dist-content/), for the browser project \`content\`: news and jobs.
  build=(bash -c 'npm run --silent build && bash tests/build-content.sh')
fi

# The three checks and the build at once, each into its own log, printed whole when it ends so the output
# stays readable. None of the checks reads what the build writes (dist/, dist-content/: ignored by the type
# check's sources, Prettier and ESLint), and the build fills the cores that the type check and ESLint, one
# core each, leave idle.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
declare -A jobs=()
start=$SECONDS
steps=(typecheck lint unit)
if ((${#build[@]})); then steps+=(build); fi
for step in "${steps[@]}"; do
  case $step in
    typecheck) command=(npx tsc --noEmit) ;;
    lint) command=(npm run --silent lint) ;;
    # The unit tests and the build spread over every core and can wait; tsc and ESLint run on one core each
    # and are the longest steps, so they go first: a lower priority for the others.
    unit) command=(nice -n 10 npx vitest run) ;;
    build) command=(nice -n 10 "${build[@]}") ;;
  esac
  ("${command[@]}" >"$logs/$step" 2>&1) &
  jobs[$step]=$!
done
failed=()
for step in "${steps[@]}"; do
  if wait "${jobs[$step]}"; then status=passed; else status=FAILED; failed+=("$step"); fi
  echo "── ${step} ${status} ($((SECONDS - start)) s)"
  cat "$logs/$step"
done
echo "── ${steps[*]}: $((SECONDS - start)) s (load $(load))"
if ((${#failed[@]})); then
  echo "npm test: ${failed[*]} failed" >&2
  exit 1
fi

if [[ $mode == quick ]]; then
  timed "browser tests (core)" npx playwright test -c tests/playwright.config.ts --project=core
  echo "── npm run test:quick: $((SECONDS - started)) s"
else
  timed "browser tests" npx playwright test -c tests/playwright.config.ts
  echo "── npm test: $((SECONDS - started)) s"
fi
