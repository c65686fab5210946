/**
 * Every page of the production build is valid HTML to the Nu Html Checker (vnu-jar, on the machine's Java).
 */
import { execFileSync } from "child_process";
import path from "path";
import { builtPages } from "../../plugins/content-security-policy";

const publicDir = path.resolve(__dirname, "../../public");
const vnu = require.resolve("vnu-jar/build/dist/vnu.jar");

type Message = { type: string; url: string; message: string; extract?: string };

// The HTML standard allows `blocking` on a `<link rel="expect">` (since 2024); vnu knows it on stylesheets only.
const expectBlocksRendering = (m: Message) =>
  m.message.startsWith("A “link” element with a “blocking” attribute must have a “rel” attribute") &&
  /<link rel="expect" href="#[^"]+" blocking="render"\/?>/.test(m.extract ?? "");

it("has no HTML error on any page", () => {
  const files = builtPages(publicDir);
  expect(files.length).toBeGreaterThan(25);
  let report = "";
  try {
    execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    // vnu exits 1 when it finds errors and prints them on stderr.
    report = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = (report ? (JSON.parse(report) as { messages: Message[] }).messages : []).filter(
    (m) => !expectBlocksRendering(m),
  );
  expect(messages.map((m) => `${path.relative(publicDir, m.url.replace("file:", ""))}: ${m.message}`)).toEqual([]);
}, 120000);
