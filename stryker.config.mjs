// Mutation testing of the rules a post must pass (`npm run mutation`; not part of `npm test`): Stryker changes the
// form declarations, the body parser, readPost and the resume check one fault at a time, and counts the faults the
// tests that check those rules catch. MUTATION_TESTS picks the tests: "rules" (the declarations' own tests) or
// "corpus" (those and the hostile corpus run against readPost, the default).
const tests = {
  rules: ["<rootDir>/__tests__/form-definitions/**/*.test.ts"],
  corpus: ["<rootDir>/__tests__/form-definitions/**/*.test.ts", "<rootDir>/__tests__/functions/read-post.test.ts"],
};

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "jest",
  // The tests of the rules run in Node's environment: the Node project of jest.config.js, with these tests.
  jest: {
    configFile: "__tests__/setup/jest-mutation.config.js",
    config: { testMatch: tests[process.env.MUTATION_TESTS ?? "corpus"] },
  },
  // The modules that hold the rules; the form declarations themselves are lists of labels and options.
  mutate: [
    "src/form-definitions/{fields,index,dates,resume,define-form,schema-input}.ts",
    "netlify/lib/form-body.ts",
    "netlify/lib/read-post.ts",
    "netlify/lib/resume-file.ts",
  ],
  // Messages are checked for being sentences, not word for word.
  mutator: { excludedMutations: ["StringLiteral"] },
  coverageAnalysis: "off",
  ignorePatterns: ["public", ".cache", ".netlify", "bench-results", "posts/images", "data/images", "static"],
  reporters: ["clear-text", "progress"],
  concurrency: 2,
  tempDirName: ".stryker-tmp",
  timeoutMS: 20000,
};
