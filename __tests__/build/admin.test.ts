/**
 * The writers' editor in the build: this build names no repository to save to (as `npm start` builds it), so /admin/
 * says how to edit instead of offering a sign-in that cannot work; the editor's looser policy (netlify.toml) is
 * for /admin/ alone, and names only what the deployed editor calls.
 */
import fs from "fs";
import path from "path";
import { servedHeaders } from "../support/netlify-rules";
import siteConfig from "../../data/site-config.json";

const root = path.resolve(__dirname, "../..");
const admin = path.join(root, "public", "admin");

it("says how to edit, a writer's way first, with no editor that could not save", () => {
  const html = fs.readFileSync(path.join(admin, "index.html"), "utf8");
  expect(html).not.toContain("<script");
  expect(html).toContain("<h1>How to edit this site</h1>");
  expect(html).toContain('<meta name="robots" content="noindex">');
  // The live site's editor, whom to ask and the guide come before the developer's way.
  const liveEditor = new URL("/admin/", siteConfig.siteUrl).href;
  const order = [
    `href="${liveEditor}"`,
    "Ask the site's administrator",
    'href="writers-guide.html"',
    "npm run develop",
  ];
  const at = order.map((text) => html.indexOf(text));
  expect(at.every((index) => index >= 0)).toBe(true);
  expect(at).toEqual([...at].sort((a, b) => a - b));
});

it("holds the writers' guide as a page, its screenshots beside it and its links to its own sections working", () => {
  const guide = fs.readFileSync(path.join(admin, "writers-guide.html"), "utf8");
  const markdown = fs.readFileSync(path.join(root, "CONTENT.md"), "utf8");
  expect(guide).toContain(`<h1 id="`);
  const images = [...guide.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
  expect(images.length).toBe([...markdown.matchAll(/!\[[^\]]*\]\(docs\/images\//g)].length);
  expect(images.filter((image) => !fs.existsSync(path.join(admin, image)))).toEqual([]);
  const ids = new Set([...guide.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
  const anchors = [...guide.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
  expect(anchors.length).toBeGreaterThan(0);
  expect(anchors.filter((anchor) => !ids.has(anchor))).toEqual([]);
});

it("loosens the policy for /admin/ only, for GitHub and Netlify's sign-in and nothing of the site itself", () => {
  const editor = servedHeaders("/admin/");
  const connect = editor["content-security-policy"].split("; ").find((part) => part.startsWith("connect-src "));
  // Nothing of the site itself: a script there cannot reach the staff API.
  expect(connect).toBe("connect-src blob: data: https://api.github.com https://api.netlify.com");
  expect(editor["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(editor["x-robots-tag"]).toBe("noindex");
  expect(servedHeaders("/")["content-security-policy"]).not.toMatch(/unsafe-eval|unsafe-inline|localhost/);
});
