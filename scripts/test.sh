#!/usr/bin/env bash
# The whole test suite, as CI runs it: install, unit, component and function tests, the deploy check of the
# functions (scripts/deploy-check.ts), one production build (made as Netlify makes it, by Gatsby's Netlify adapter),
# type check and lint (the build generates the GraphQL types both read), the tests that read the build, then the
# browser tests against the build served as `npm start` serves it.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's own Node.js (the `node` dev dependency) first, as npm scripts have it, also when run directly.
export PATH="$PWD/node_modules/.bin:$PATH"
export GATSBY_TELEMETRY_DISABLED=1 CI="${CI:-true}"

bash scripts/install.sh

# The browser tests drive Debian's chromium (never a browser downloaded by a test tool).
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null; then
  echo "== installing Debian's chromium for the browser tests"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; fi
fi

echo "== unit, component and function tests"
npx jest

echo "== deploy check: each function bundled by Netlify's bundler, routed by its own config, loaded and called"
npx tsx scripts/deploy-check.ts

echo "== production build"
start=$(date +%s)
npx gatsby build
echo "build took $(( $(date +%s) - start )) s"

echo "== type check and lint (both read the GraphQL types the build generates)"
npx tsc --noEmit
npm run --silent lint

echo "== tests of the built site"
npx jest --config jest.build.config.js

echo "== browser tests (chromium, the served build, the form function and its local database)"
npx jest --config jest.e2e.config.js
