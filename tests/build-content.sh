#!/usr/bin/env bash
# The site built with the sample content (tests/fixtures/content: two articles, a draft, an open and a closed
# job) into dist-content/, for the browser project `content` (tests/e2e/content-*.spec.ts, served on
# E2E_PORT + 1000 (or E2E_CONTENT_PORT); tests/playwright.config.ts). The shipped site keeps src/content, empty: its own build in dist/
# is what every other project tests. `npm run build` writes dist/ only, so that build is moved aside meanwhile
# and put back, also when this one fails. The build day is fixed: the closed job closed in 2025, the open one
# stays open until 2099.
set -euo pipefail
cd "$(dirname "$0")/.."
aside=dist.site-build
rm -rf dist-content "$aside"
if [[ -d dist ]]; then mv dist "$aside"; fi
restore() {
  rm -rf dist
  if [[ -d $aside ]]; then mv "$aside" dist; fi
}
trap restore EXIT
CONTENT_DIR=tests/fixtures/content BUILD_DAY=2026-11-27 npm run --silent build
mv dist dist-content
