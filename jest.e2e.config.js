/** Browser tests: Debian's chromium, driven by playwright-core, against the production build served by `npm run serve`. */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/e2e"],
  testMatch: ["**/*.e2e.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/setup/jest-preprocess.js" },
  globalSetup: "<rootDir>/__tests__/e2e/setup/start-server.ts",
  globalTeardown: "<rootDir>/__tests__/e2e/setup/stop-server.ts",
  // One site, one database, one browser at a time: the machine has two cores.
  maxWorkers: 1,
  testTimeout: 60000,
};
