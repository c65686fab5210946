/** Unit and component tests: jsdom, Babel with Gatsby's preset (the app's JSX runtime and Emotion). */
module.exports = {
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  roots: ["<rootDir>/__tests__"],
  testMatch: ["**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "/build/"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/setup/jest-preprocess.js" },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@gatsbyjs/reach-router)/)"],
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(png|jpe?g|svg|webp|avif)$": "<rootDir>/__tests__/setup/file-mock.js",
  },
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/__tests__/setup/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/jest-setup.ts"],
};
