/**
 * Unit, component and function tests (`npx jest`): three projects, by environment and folder
 * (__tests__/setup/jest-projects.js). The build's and the browser's tests have configs of their own.
 */
const os = require("node:os");
const { database, jsdom, node } = require("./__tests__/setup/jest-projects");

module.exports = {
  projects: [database, jsdom, node],
  // Two test files at a time even on two cores (Jest's default there is one): a function test spends much of its
  // time waiting on its database, a mail server or a command it runs.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
};
