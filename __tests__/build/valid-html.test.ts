/**
 * Every page of the production build is valid HTML to the Nu Html Checker (vnu-jar, on the machine's Java).
 */
import { execFileSync } from "child_process";
import path from "path";
import { builtPages } from "../../plugins/content-security-policy";

const publicDir = path.resolve(__dirname, "../../public");
const vnu = require.resolve("vnu-jar/build/dist/vnu.jar");

type Message = { type: string; url: string; message: string; extract?: string };

/**
 * gatsby-plugin-image's own markup, which the site takes as its docs give it: a lazy image's files wait in
 * data-src/data-srcset until its inline script (or, without JavaScript, its <noscript> copy) sets them, and the
 * box's sizer is an <img alt="" role="presentation">. Only these, and only on those elements, are let through.
 */
const fromGatsbyImage = (m: Message) =>
  /data-srcset=|data-main-image=""[^>]*data-src=|<img alt="" role="presentation" aria-hidden="true" src="data:image\/svg/.test(
    m.extract ?? "",
  );

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
  const messages = report ? (JSON.parse(report) as { messages: Message[] }).messages : [];
  expect(
    messages
      .filter((m) => !fromGatsbyImage(m))
      .map((m) => `${path.relative(publicDir, m.url.replace("file:", ""))}: ${m.message}`),
  ).toEqual([]);
}, 120000);
