/**
 * Jest's projects, one per environment, chosen by folder: jest.config.js runs them all, `--selectProjects <name>`
 * one of them, and Stryker (stryker.config.mjs) the Node one.
 */
const path = require("node:path");

/**
 * Installed packages that Babel compiles for Jest, which loads CommonJS: Gatsby's browser packages, and the
 * unified/MDX family (published only as ES modules) that src/content/post-content.ts compiles posts with and
 * /admin/'s writers' guide is rendered with, as regular expressions of names; the browser tests' config uses them
 * too. A test failing with "Must use import to load ES Module: …/node_modules/<name>/…" names a package to add.
 * Nested copies count too: the pattern looks at every node_modules/ in a path.
 */
const compiledPackages = [
  "gatsby",
  "gatsby-script",
  "gatsby-link",
  "@gatsbyjs/reach-router",
  "unified",
  "bail",
  "trough",
  "is-plain-obj",
  "vfile(-message)?",
  "remark-[^/]+",
  "micromark(-[^/]+)?",
  "(mdast|unist|hast|estree)-util-[^/]+",
  "property-information",
  "ccount",
  "character-(entities(-[^/]+)?|reference-invalid)",
  "decode-named-character-reference",
  "is-(alphabetical|alphanumerical|decimal|hexadecimal)",
  "parse-entities",
  "stringify-entities",
  "trim-lines",
  // The writers' guide's page (plugins/decap-admin/writers-guide.ts).
  "rehype-[^/]+",
  "github-slugger",
  "(comma|space)-separated-tokens",
  "html-void-elements",
  "zwitch",
  "longest-streak",
  "markdown-table",
  "escape-string-regexp",
];

/** Babel with Gatsby's preset (the app's JSX runtime and Emotion), for every project. */
const shared = {
  rootDir: path.resolve(__dirname, "../.."),
  roots: ["<rootDir>/__tests__"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/setup/jest-preprocess.js" },
  transformIgnorePatterns: [`node_modules/(?!(${compiledPackages.join("|")})/)`],
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(png|jpe?g|svg|webp|avif)$": "<rootDir>/__tests__/setup/file-mock.js",
  },
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/__tests__/setup/loadershim.js"],
};

/** Tests of what runs in the page, whose scripts read the DOM: components, hooks, the CMS previews. */
const browserScripts = ["app-start", "before-script", "first-touch", "reveal", "scripts-after-paint"];
const jsdom = {
  ...shared,
  displayName: "jsdom",
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  testMatch: [
    "<rootDir>/__tests__/{components,hooks,plugins}/**/*.test.ts?(x)",
    `<rootDir>/__tests__/lib/{${browserScripts.join(",")}}.test.ts`,
  ],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/jest-setup.ts"],
};

/** Everything else outside the functions: the content model, form rules, build-time helpers, scripts. */
const node = {
  ...shared,
  displayName: "node",
  testEnvironment: "node",
  testMatch: [
    "<rootDir>/__tests__/*.test.ts",
    "<rootDir>/__tests__/{bench,content,form-definitions,lib,scripts,seo}/**/*.test.ts?(x)",
  ],
  testPathIgnorePatterns: ["/node_modules/", ...browserScripts.map((name) => `/__tests__/lib/${name}\\.test\\.ts$`)],
};

/** The Netlify functions and the scripts over the lead store, with a database per worker started before them. */
const database = {
  ...shared,
  displayName: "database",
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/functions/**/*.test.ts"],
  globalSetup: "<rootDir>/__tests__/setup/start-databases.ts",
  globalTeardown: "<rootDir>/__tests__/setup/stop-databases.ts",
};

module.exports = { jsdom, node, database, transformIgnorePatterns: shared.transformIgnorePatterns };
