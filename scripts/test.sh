#!/usr/bin/env bash
# The whole test suite, as CI runs it: install, unit and component tests, one production build,
# type check (the build generates the GraphQL types), then the tests that read the build.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 CI="${CI:-true}"

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # npm install, not npm ci: npm 11's ci rejects this lock file over other platforms' optional packages
  # (msgpackr-extract, unrs-resolver) although install accepts it and installs exactly the locked versions.
  npm install --no-audit --no-fund
fi

echo "== unit and component tests"
npx jest

echo "== production build"
start=$(date +%s)
npx gatsby build
echo "build took $(( $(date +%s) - start )) s"

echo "== type check"
npx tsc --noEmit

echo "== tests of the built site"
npx jest --config jest.build.config.js
