#!/usr/bin/env bash
# The whole test suite, as CI runs it: install, then the unit, component and function tests and lint and, beside
# them, one production build (made as Netlify makes it, by Gatsby's Netlify adapter), type check, the tests that read
# the build and the deploy check of the functions (scripts/deploy-check.ts); then the browser tests against the build
# served as `npm start` serves it. Each stage's time is printed at the end, also when a stage fails, so a slow stage
# shows the day it appears.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's own Node.js (the `node` dev dependency) first, as npm scripts have it, also when run directly.
export PATH="$PWD/node_modules/.bin:$PATH"
export GATSBY_TELEMETRY_DISABLED=1 CI="${CI:-true}"
source scripts/stages.sh

stage "install" bash scripts/install.sh

# The browser tests drive Debian's chromium (never a browser downloaded by a test tool).
install_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] || command -v chromium >/dev/null; then return; fi
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; fi
}
stage "chromium" install_chromium

# The build, the type check, lint, the tests that read the build and the deploy check run beside the unit tests: no
# stage keeps both cores busy alone (the unit stage leaves a quarter of them idle, the build and the checks after it
# 11-14 %), and the two lanes take about as long. Lint and the type check read the GraphQL types the build generates.
build_and_checks() {
  stage "production build" npx gatsby build &&
    stage "type check" npx tsc --noEmit &&
    stage "lint" npm run --silent lint &&
    stage "tests of the built site" npx jest --ci --config jest.build.config.js &&
    stage "deploy check (each function bundled by Netlify's bundler, routed, loaded, called)" npx tsx scripts/deploy-check.ts
}
beside build_and_checks
stage "unit, component and function tests" npx jest --ci
rejoin
stage "browser tests (chromium, the served build, the functions and their local database)" \
  npx jest --ci --config jest.e2e.config.js
