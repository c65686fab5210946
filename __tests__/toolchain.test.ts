/**
 * One Node.js release for the build, the function, the tests and every contributor: each file that declares it
 * names the same major version, and the tests themselves run on it.
 */
import fs from "fs";
import path from "path";
import packageJson from "../package.json";

const root = path.resolve(__dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
/** The first whole number of a version or range: "24.x", "^24.21.0", "v24.1.0" and "24" all give 24. */
const majorOf = (version: string) => Number(/\d+/.exec(version)?.[0]);

const release = majorOf(packageJson.engines.node);

test("the release is an even-numbered line, the kind that becomes LTS", () => {
  expect(release % 2).toBe(0);
});

test.each([
  ["the `node` dev dependency (npm scripts run on it)", packageJson.devDependencies.node],
  ["@types/node", packageJson.devDependencies["@types/node"]],
  [".nvmrc", read(".nvmrc").trim()],
  [
    "netlify.toml's NODE_VERSION (the build and the function on Netlify)",
    /NODE_VERSION\s*=\s*"([^"]+)"/.exec(read("netlify.toml"))?.[1] ?? "",
  ],
])("%s names the release of package.json's engines", (_, declared) => {
  expect(majorOf(declared)).toBe(release);
});

test("the tests run on that release, not on the shell's node", () => {
  expect(majorOf(process.versions.node)).toBe(release);
});
