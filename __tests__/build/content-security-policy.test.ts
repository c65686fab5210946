/**
 * Reads the production build in public/: every page, the staff inbox's included (it shows what visitors typed),
 * runs scripts from this site and its own inline scripts only, each named by its SHA-256 in the page's policy.
 */
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { builtPages } from "../../plugins/content-security-policy";

const publicDir = path.resolve(__dirname, "../../public");
const pages = builtPages(publicDir).map((file) => [path.relative(publicDir, file), file] as const);

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The inline scripts a browser runs: no src, and no data type such as JSON-LD. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes, body]) =>
        !/\bsrc=/i.test(attributes) && !/\btype="application\/ld\+json"/i.test(attributes) && body,
    )
    .map(([, , body]) => body);

it("builds the staff inbox's page among the pages it checks", () => {
  expect(pages.map(([name]) => name)).toContain(path.join("staff", "[...].html"));
});

it.each(pages)("%s runs only this site's scripts and its own inline ones, by hash", (_name, file) => {
  const html = fs.readFileSync(file, "utf8");
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? "";
  const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "));
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
  const allowed = scriptSrc!.split(" ");
  expect(
    inlineScripts(html)
      .map(sha256)
      .filter((hash) => !allowed.includes(hash)),
  ).toEqual([]);
});
