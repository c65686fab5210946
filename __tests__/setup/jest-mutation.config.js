/** The Node project alone, for Stryker (stryker.config.mjs), which picks the tests to run itself. */
module.exports = require("./jest-projects").node;
