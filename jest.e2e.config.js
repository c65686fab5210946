/** Browser tests: Debian's chromium, driven by playwright-core, against the production build served by `npm run serve`. */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/e2e"],
  testMatch: ["**/*.e2e.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/setup/jest-preprocess.js" },
  // The editor's test loads /admin/'s files, whose writers' guide is rendered with ES-module-only packages.
  transformIgnorePatterns: require("./__tests__/setup/jest-projects").transformIgnorePatterns,
  globalSetup: "<rootDir>/__tests__/e2e/setup/start-server.ts",
  globalTeardown: "<rootDir>/__tests__/e2e/setup/stop-server.ts",
  testSequencer: "<rootDir>/__tests__/e2e/setup/sequencer.js",
  // Two test files at a time (the machine has two cores), each worker with a served site and database of its own
  // (setup/start-server.ts).
  maxWorkers: 2,
  testTimeout: 60000,
};
