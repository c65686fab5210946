/**
 * The writers' editor in the build: /admin/ loads Decap CMS from the site itself (no other origin), with the
 * configuration the declarations make; its looser policy (netlify.toml) is for /admin/ alone.
 */
import fs from "fs";
import path from "path";
import { LOCAL_BACKEND_PORT, editorConfig } from "../../plugins/decap-admin/admin-files";
import { servedHeaders } from "../support/netlify-rules";

const root = path.resolve(__dirname, "../..");
const admin = path.join(root, "public", "admin");

it("serves the editor's page, its bundle and its setup from /admin/ itself", () => {
  const html = fs.readFileSync(path.join(admin, "index.html"), "utf8");
  const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
  expect(scripts).toEqual(["/admin/init.js", "/admin/decap-cms.js", "/admin/setup.js"]);
  for (const script of scripts) expect(fs.existsSync(path.join(root, "public", script))).toBe(true);
  expect(html).toContain('<meta name="robots" content="noindex">');
});

it("holds the configuration made from the content declarations, in its setup script rather than a file to fetch", () => {
  const setup = fs.readFileSync(path.join(admin, "setup.js"), "utf8");
  expect(setup.split("\n")[0]).toBe(`const CONFIG = ${JSON.stringify(editorConfig())};`);
  const config = editorConfig();
  expect(config.local_backend).toBe(true);
  expect(config.collections[0]).toMatchObject({ name: "posts" });
  expect(fs.existsSync(path.join(admin, "config.yml"))).toBe(false);
});

it("loosens the policy for /admin/ only, and lets it reach the local backend", () => {
  const editor = servedHeaders("/admin/");
  expect(editor["content-security-policy"]).toContain(`http://localhost:${LOCAL_BACKEND_PORT}`);
  // Nothing of the site itself: a script there cannot reach the staff API.
  const connect = editor["content-security-policy"].split("; ").find((part) => part.startsWith("connect-src "));
  expect(connect).toBeDefined();
  expect(connect).not.toContain("'self'");
  expect(editor["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(editor["x-robots-tag"]).toBe("noindex");
  expect(servedHeaders("/")["content-security-policy"]).not.toMatch(/unsafe-eval|unsafe-inline|localhost/);
});
