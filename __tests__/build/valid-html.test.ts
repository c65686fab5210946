/**
 * Every page of the production build is valid HTML to the Nu Html Checker (vnu-jar, on the machine's Java).
 */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";

const publicDir = path.resolve(__dirname, "../../public");
const vnu = require.resolve("vnu-jar/build/dist/vnu.jar");

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // page-data and static hold no pages; _gatsby holds Gatsby's internal HTML fragments (slices).
    if (entry.isDirectory()) return ["page-data", "static", "_gatsby"].includes(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

type Message = { type: string; url: string; message: string; extract?: string };

it("has no HTML error on any page", () => {
  const files = htmlFiles(publicDir);
  expect(files.length).toBeGreaterThan(25);
  let report = "";
  try {
    execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    // vnu exits 1 when it finds errors and prints them on stderr.
    report = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = report ? (JSON.parse(report) as { messages: Message[] }).messages : [];
  expect(messages.map((m) => `${path.relative(publicDir, m.url.replace("file:", ""))}: ${m.message}`)).toEqual([]);
}, 120000);
