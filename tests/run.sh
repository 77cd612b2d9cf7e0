#!/usr/bin/env bash
# `npm test`: every layer, cheapest first. The type check, lint and unit tests need no build and little of
# each other's CPU (tsc and ESLint use one core each), so they run at once, beside the build (the site's, then
# the sample content's); then the browser suite against it, every Playwright project (core, pages, globe,
# infra, webgl, content: tests/playwright.config.ts), as CI runs it.
# Each stage's wall time is printed, with the machine's load, so a slow run says why.
# The unit test files run in a new order each time (a seed, printed; VITEST_SEED=N repeats an order), so a
# file that leaves state behind for the next one sharing its worker fails (tests/README.md).
#
# `npm run test:quick` (`tests/run.sh quick`): the same first stage (the site's build only), then the browser
# project `core` alone, for use between changes. It needs a build of the sources as they are: it builds unless
# dist/ is newer than every file the last build read. The build runs under strace, which lists what each of
# its processes opened; tests/buildInputs.mjs keeps the repository's files of them in dist/.build-inputs.json.
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
  timed "system packages" bash -c 'bash tests/ensure-chromium.sh && bash tests/ensure-postgresql.sh && bash tests/ensure-strace.sh'
else
  timed "system packages" bash -c 'bash tests/ensure-chromium.sh && bash tests/ensure-nginx.sh && bash tests/ensure-postgresql.sh && bash tests/ensure-strace.sh'
fi

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# The site's build, traced when strace can follow it: every file any of its processes opens for reading
# (Vite, its plugins, rolldown's native reads, the configs, the prerender). Environment variables are no
# file: after changing one the build reads (VITE_SITE_ORIGIN, CMS_GITHUB_REPO, CONTENT_DIR ...), `npm run build`.
site_build() {
  if strace -f -qq --seccomp-bpf -e trace=openat -o /dev/null true 2>/dev/null; then
    strace -f -qq --seccomp-bpf -y -e trace=open,openat,openat2 -e status=successful -o "$logs/build.trace" \
      npm run --silent build && node tests/buildInputs.mjs record "$logs/build.trace"
  else
    echo "strace cannot follow the build here: no record of what it read, so test:quick will build again"
    npm run --silent build
  fi
}
export -f site_build
export logs
build=(bash -c site_build)
if [[ $mode == quick ]] && stale=$(node tests/buildInputs.mjs check); then
  echo "── build: skipped, dist/ is newer than every file the last build read (\`npm run build\` forces one)"
  build=()
elif [[ $mode == quick ]]; then
  echo "── build: needed, ${stale}"
else
  # Then the sample content's own build (dist-content/), for the browser project \`content\`: news and jobs.
  build=(bash -c 'site_build && bash tests/build-content.sh')
fi

# The unit test files in a shuffled order, from a seed that is printed so that a failing order can be run again.
seed=${VITEST_SEED:-$((RANDOM * 32768 + RANDOM))}
[[ $seed =~ ^[0-9]+$ ]] || { echo "VITEST_SEED must be a number" >&2; exit 2; }
seed_line="unit tests: file order seed $seed (replay: VITEST_SEED=$seed npm test, or npx vitest run -c tests/vitest.config.ts --sequence.shuffle.files --sequence.seed=$seed)"
echo "$seed_line"

# The three checks and the build at once, each into its own log, printed whole when it ends so the output
# stays readable. None of the checks reads what the build writes (dist/, dist-content/: ignored by the type
# check's sources, Prettier and ESLint), and the build fills the cores that the type check and ESLint, one
# core each, leave idle.
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
    unit) command=(nice -n 10 npx vitest run -c tests/vitest.config.ts --sequence.shuffle.files --sequence.seed="$seed") ;;
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
  if [[ $step == unit && $status == FAILED ]]; then echo "$seed_line"; fi
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
