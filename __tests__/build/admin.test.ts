/**
 * The writers' editor in the build: this build names no repository to save to (as `npm start` builds it), so /admin/
 * says how to edit instead of offering a sign-in that cannot work; the editor's looser policy (netlify.toml) is
 * for /admin/ alone, and names only what the deployed editor calls.
 */
import fs from "fs";
import path from "path";
import { servedHeaders } from "../support/netlify-rules";

const root = path.resolve(__dirname, "../..");
const admin = path.join(root, "public", "admin");

it("says how to edit, with no editor that could not save", () => {
  const html = fs.readFileSync(path.join(admin, "index.html"), "utf8");
  expect(html).not.toContain("<script");
  expect(html).toContain("<h1>How to edit this site</h1>");
  expect(html).toContain("<code>npm run develop</code>");
  expect(html).toContain('href="http://localhost:8000/admin/"');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(fs.readdirSync(admin).sort()).toEqual(["admin.css", "index.html"]);
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
