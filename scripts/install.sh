#!/usr/bin/env bash
# Installs the packages when node_modules is missing or older than package-lock.json (`npm start` and `npm test`
# call it). npm checks every package's `engines` against the Node.js that npm itself runs on, so npm runs here on the
# project's release: the `node` dev dependency once it is installed (npm scripts find it first on their PATH), and on
# a fresh clone the same release taken from the npm registry for this one command.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -d node_modules ] && [ ! package-lock.json -nt node_modules/.package-lock.json ]; then exit 0; fi

# npm install, not npm ci: npm 11's ci rejects this lock file over other platforms' optional packages
# (msgpackr-extract, unrs-resolver) although install accepts it and installs exactly the locked versions.
# --prefer-offline takes a package from npm's own cache without asking the registry whether it changed (a locked
# version's tarball never does), and fetches only what the cache lacks: a fresh clone's install on a machine that has
# installed before took 84-107 s against 121-138 s.
install=(npm install --no-audit --no-fund --prefer-offline)
wanted_major=$(node -p 'require("./package.json").engines.node.split(".")[0]')
if [ "$(node -p 'process.versions.node.split(".")[0]')" = "$wanted_major" ]; then
  "${install[@]}"
else
  node_spec=$(node -p 'require("./package.json").devDependencies.node')
  echo "== installing with Node.js $node_spec from the npm registry (this shell's node is $(node -v))"
  npm exec --yes --package="node@$node_spec" -- "${install[@]}"
fi
