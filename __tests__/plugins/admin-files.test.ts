/**
 * /admin/ as each build makes it: a deploy that names its GitHub repository gets the editor, saving there through
 * drafts and review, with a sign-in that names the site and whom to ask; `npm run develop` gets the editor on its
 * local backend, publishing into the branch checked out.
 */
import { adminFiles, editorConfig } from "../../plugins/decap-admin/admin-files";
import siteConfig from "../../data/site-config.json";

const NETLIFY = { REPOSITORY_URL: "https://github.com/vedha/website", BRANCH: "main", CONTEXT: "production" };
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

/** The configuration as setup.js carries it to Decap. */
const carried = (files: Map<string, unknown>) =>
  JSON.parse(/^const CONFIG = (.*);$/m.exec(files.get("setup.js") as string)![1]) as Record<string, unknown>;

it("on a deploy with Netlify's repository variables, saves to that repository through drafts and review", () => {
  Object.assign(process.env, NETLIFY);
  const files = adminFiles({ develop: false });
  expect(carried(files)).toMatchObject({
    backend: { name: "github", repo: "vedha/website", branch: "main", base_url: "https://api.netlify.com" },
    publish_mode: "editorial_workflow",
    site_url: siteConfig.siteUrl,
  });
  expect(files.has("decap-cms.js")).toBe(true);
  const html = files.get("index.html") as string;
  expect(html.match(/<script src="([^"]+)"/g)).toEqual([
    '<script src="/admin/init.js"',
    '<script src="/admin/decap-cms.js"',
    '<script src="/admin/post-components.js"',
    '<script src="/admin/setup.js"',
  ]);
  // The sign-in names the site, the repository and whom to ask.
  const help = /<p id="sign-in-help"[^>]*>([\s\S]*?)<\/p>/.exec(html)![1];
  expect(help).toContain(siteConfig.siteTitle);
  expect(help).toContain('<a href="https://github.com/vedha/website">vedha/website</a>');
  expect(help).toMatch(/Ask an administrator of that repository/);
});

it("without a repository it can save to, has no editor but a page that says how to edit", () => {
  delete process.env.REPOSITORY_URL;
  delete process.env.DECAP_GITHUB_REPO;
  Object.assign(process.env, { REPOSITORY_URL: "https://gitlab.com/vedha/website" });
  expect(editorConfig({ develop: false })).toBeUndefined();
  // The page, its stylesheet and the writers' guide with its screenshots: none of the editor's code.
  const files = [...adminFiles({ develop: false }).keys()].filter((name) => !name.endsWith(".png"));
  expect(files.sort()).toEqual(["admin.css", "index.html", "writers-guide.html"]);
});

it("under npm run develop, saves through the local backend into the branch checked out, drafts first", () => {
  delete process.env.REPOSITORY_URL;
  const files = adminFiles({ develop: true, branch: "writing" });
  expect(carried(files)).toMatchObject({
    backend: { name: "proxy", proxy_url: "http://localhost:8081/api/v1", branch: "writing" },
    publish_mode: "editorial_workflow",
  });
  expect(files.get("index.html")).toContain("publish it into <code>writing</code>");
});
