/**
 * Installed packages that Babel compiles for Jest, which loads CommonJS: Gatsby's browser packages, and the
 * unified/MDX family (published only as ES modules) that src/content/post-content.ts compiles posts with, as
 * regular expressions of names. A test failing with "Must use import to load ES Module: …/node_modules/<name>/…"
 * names a package to add. Nested copies count too: the pattern looks at every node_modules/ in a path.
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
];

/** Unit and component tests: jsdom, Babel with Gatsby's preset (the app's JSX runtime and Emotion). */
module.exports = {
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  roots: ["<rootDir>/__tests__"],
  testMatch: ["**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "/build/"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/setup/jest-preprocess.js" },
  transformIgnorePatterns: [`node_modules/(?!(${compiledPackages.join("|")})/)`],
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(png|jpe?g|svg|webp|avif)$": "<rootDir>/__tests__/setup/file-mock.js",
  },
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/__tests__/setup/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/jest-setup.ts"],
};
