const fs = require("fs");
const path = require("path");

/**
 * Installed packages published only as ES modules, such as the unified/MDX packages that
 * src/content/post-content.ts (imported by gatsby-node.ts) compiles posts with. Jest loads CommonJS, so Babel
 * compiles these for it, as it does Gatsby's own browser packages. Nested copies count by name: Jest's pattern
 * below looks at every node_modules/ in a path.
 */
function esmOnlyPackages(folder = path.join(__dirname, "node_modules"), scope = "") {
  return fs.readdirSync(folder).flatMap((name) => {
    if (!scope && name.startsWith("@")) return esmOnlyPackages(path.join(folder, name), `${name}/`);
    const manifest = path.join(folder, name, "package.json");
    if (!fs.existsSync(manifest)) return [];
    const nested = path.join(folder, name, "node_modules");
    const own = JSON.parse(fs.readFileSync(manifest, "utf8")).type === "module" ? [scope + name] : [];
    return fs.existsSync(nested) ? [...own, ...esmOnlyPackages(nested)] : own;
  });
}

const compiledPackages = [
  "gatsby",
  "gatsby-script",
  "gatsby-link",
  "@gatsbyjs/reach-router",
  ...new Set(esmOnlyPackages()),
];

/** Unit and component tests: jsdom, Babel with Gatsby's preset (the app's JSX runtime and Emotion). */
module.exports = {
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  roots: ["<rootDir>/__tests__"],
  testMatch: ["**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "/build/"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/setup/jest-preprocess.js" },
  transformIgnorePatterns: [
    `node_modules/(?!(${compiledPackages.map((name) => name.replace(/[.+]/g, "\\$&")).join("|")})/)`,
  ],
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(png|jpe?g|svg|webp|avif)$": "<rootDir>/__tests__/setup/file-mock.js",
  },
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/__tests__/setup/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/jest-setup.ts"],
};
