/**
 * The writers' editor as `npm run develop` serves it (Decap CMS on its local backend, in git mode), in chromium, on
 * a git copy of the site: a writer creates a post and edits a testimonial, each a draft (a branch) that goes to
 * review, is set ready and is published (merged); the editor refuses a slug or id another entry has before saving;
 * the post components show in the preview as on the site. The published files pass the content checks, and the
 * running development server's data layer shows both (the pages' data, as the site reads it). The built site
 * (`npm start`, no repository) says at /admin/ how to edit; a deploy's /admin/ (a GitHub repository named) signs in
 * under a note that names the site, the repository and whom to ask. CONTENT.md's editor guide shows screenshots
 * of these steps, which `npm run docs:screenshots` takes.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./setup/browser";
import { freePort } from "../../scripts/local-server";
import { violations } from "./setup/axe";
import { origin } from "./setup/server";
import {
  EDITOR_SHOTS,
  EXAMPLE_POST,
  copySite,
  openPublishMenu,
  openView,
  previewShowsStat,
  root,
  save,
  setStatus,
  startDevelop,
  writePost,
  type Develop,
} from "../../scripts/editor-session";
import { contentErrors, postErrors } from "../../src/content/validate-node";
import { adminFiles } from "../../plugins/decap-admin/admin-files";
import siteConfig from "../../data/site-config.json";
import options from "../../data/options.json";

jest.setTimeout(600_000);

const { slug: SLUG, title: TITLE } = EXAMPLE_POST;
const QUOTE = "Our writers publish from the browser now, and the build still checks every word.";

let browser: Browser;
let page: Page;
let copy: string;
let develop: Develop;
let editor: string;
/** The testimonial the writer edits, and the service they give it. */
let edited: { jsonId: string; service: string } | undefined;

type Service = { slug: string; title: string };

const git = (...args: string[]) => execFileSync("git", args, { cwd: copy }).toString().trim();

/** Opens a view of the editor, signed in. */
const open = (view: string, ready: () => Promise<unknown>) => openView(page, editor, view, ready);

/** Publishes the ready entry. */
async function publish() {
  await (await openPublishMenu(page)).click();
  await page.getByText("Entry published", { exact: false }).waitFor();
}

/**
 * The data of a page as the development server gives it to the browser (page-data.json), once `shows` accepts it:
 * the server takes in a changed file in its own time, so this asks again until then (at most two minutes). Resolves
 * with the last answer either way (its status when it had no data), for the test's assertion to show.
 */
async function pageData(route: string, shows: (data: unknown) => boolean): Promise<unknown> {
  let last: unknown;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const response = await fetch(`${develop.origin}/page-data${route}page-data.json`);
    last = response.ok ? ((await response.json()) as { result: { data: unknown } }).result.data : response.status;
    if (response.ok && shows(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last;
}

beforeAll(async () => {
  copy = copySite();
  develop = await startDevelop(copy);
  editor = develop.editor;
  browser = await launchBrowser();
});

// A page of its own per test: the editor is a single-page app that may still move after a save, and that move must
// not land on the next test's view. Decap asks before publishing (a confirm dialog): the writer says yes.
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("dialog", (dialog) => dialog.accept());
});

afterEach(() => page?.close());

afterAll(async () => {
  await browser?.close();
  await develop?.stop();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

it("on the built site, says at /admin/ how to edit and links the writers' guide, with no violation", async () => {
  const context = await browser.newContext({ bypassCSP: true });
  const built = await context.newPage();
  await built.goto(`${origin}/admin/`);
  await built.getByRole("heading", { level: 1, name: "How to edit this site" }).waitFor();
  await built.getByText("npm run develop", { exact: true }).first().waitFor();
  expect(await violations(built)).toEqual([]);
  await built.getByRole("link", { name: "the writers' guide" }).click();
  const title = /^# (.+)$/m.exec(fs.readFileSync(path.join(root, "CONTENT.md"), "utf8"))![1];
  await built.getByRole("heading", { level: 1, name: title }).waitFor();
  expect(await violations(built)).toEqual([]);
  await context.close();
});

it("on a deploy, signs in with GitHub under a note naming the site, the repository and whom to ask", async () => {
  // /admin/ as a Netlify build of the GitHub repository writes it, served as files.
  const saved = process.env.REPOSITORY_URL;
  process.env.REPOSITORY_URL = "https://github.com/vedha/website";
  const files = adminFiles({ develop: false });
  if (saved === undefined) delete process.env.REPOSITORY_URL;
  else process.env.REPOSITORY_URL = saved;
  const types: Record<string, string> = { ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml" };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url!, "http://localhost");
    const file =
      url.pathname === "/favicon.svg"
        ? { copy: path.join(root, "static", "favicon.svg") }
        : files.get(url.pathname.replace(/^\/admin\//, "") || "index.html");
    if (file === undefined) return response.writeHead(404).end();
    response.writeHead(200, { "content-type": types[path.extname(url.pathname)] ?? "text/html" });
    response.end(typeof file === "string" ? file : fs.readFileSync(file.copy));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, resolve));
  try {
    await page.goto(`http://localhost:${port}/admin/`);
    await page.getByRole("button", { name: "Login with GitHub" }).waitFor({ timeout: 60_000 });
    const help = page.getByRole("note");
    await expect(help.textContent()).resolves.toMatch(
      new RegExp(
        `${siteConfig.siteTitle}: content editor.*vedha/website.*Ask an administrator of that repository`,
        "s",
      ),
    );
    await page.getByRole("link", { name: "vedha/website" }).waitFor();
    await expect(page.getByRole("link", { name: "the writers' guide" }).getAttribute("href")).resolves.toBe(
      "writers-guide.html",
    );
    expect(await violations(page)).toEqual([]);
  } finally {
    server.close();
  }
});

it("signs in under a note that names the site and where it saves, gone once signed in, with no violation", async () => {
  await page.goto(editor);
  const help = page.getByRole("note");
  await page.getByRole("button", { name: "Login" }).waitFor({ timeout: 60_000 });
  await expect(help.textContent()).resolves.toMatch(/content editor on this computer.*publish it into main/s);
  expect(await violations(page)).toEqual([]);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Workflow" }).waitFor();
  await help.waitFor({ state: "hidden" });
});

it("creates a post as a draft, refuses a slug another post has, shows the post components, and publishes after review", async () => {
  const title = page.getByLabel("Title", { exact: true }).first();
  await open("#/collections/posts/new", () => title.waitFor({ timeout: 60_000 }));
  const category = options.blogCategories.at(-1)!.value;
  await writePost(page, copy, category);

  // A slug another post has: refused before anything is saved, with the build's words.
  const taken = fs
    .readdirSync(path.join(copy, "posts"))
    .find((file) => file.endsWith(".mdx"))!
    .replace(".mdx", "");
  const slug = page.getByLabel("Slug");
  await slug.fill(taken);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText(`which posts/${taken}.mdx already uses: every post needs its own slug`).waitFor();
  expect(git("branch", "--list", "cms/*")).toBe("");
  await slug.fill("");
  await slug.fill(SLUG);

  // The preview renders the post component as the site does: a paragraph with its figure and label.
  await previewShowsStat(page);

  await save(page);
  // A draft: a branch of its own, nothing on main yet.
  expect(git("branch", "--list", `cms/posts/${SLUG}`)).not.toBe("");
  expect(fs.existsSync(path.join(copy, "posts", `${SLUG}.mdx`))).toBe(false);

  await setStatus(page, "In review");
  const board = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openView(board, editor, "#/workflow", () => board.getByText(TITLE).first().waitFor());
  await board.close();

  await setStatus(page, "Ready");
  await publish();

  // Published: merged into main, the draft's branch gone.
  expect(git("branch", "--list", "cms/*")).toBe("");
  const file = path.join(copy, "posts", `${SLUG}.mdx`);
  const source = fs.readFileSync(file, "utf8");
  expect(postErrors(file, source)).toEqual([]);
  expect(source).toContain(`category: ${category}`);
  expect(source).toContain(EXAMPLE_POST.stat);
  expect(fs.existsSync(path.join(copy, "posts", "images", "editor-cover.png"))).toBe(true);
  expect(git("status", "--porcelain")).toBe("");
});

it("edits a testimonial in its JSON list through review, refusing an id another entry has", async () => {
  const heading = page.getByText("Writing in Testimonials collection");
  await open("#/collections/testimonials/entries/testimonials", () => heading.waitFor({ timeout: 60_000 }));
  const file = path.join(copy, "data", "testimonials.json");
  const before = JSON.parse(fs.readFileSync(file, "utf8")) as { id: string; service: string }[];
  await page.getByRole("button", { name: "Expand" }).first().click();

  const id = page.getByLabel("Id", { exact: true }).first();
  await id.fill(before[1].id);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page
    .getByText(`field "id" is "${before[1].id}", which another entry of this list already uses`)
    .first()
    .waitFor();
  await id.fill("");
  await id.fill(before[0].id);

  await page.getByLabel("Quote").first().fill(QUOTE);
  // The service is chosen among the services, by their titles.
  const services = JSON.parse(fs.readFileSync(path.join(copy, "data", "services.json"), "utf8")) as Service[];
  const other = services.find((service) => service.slug !== before[0].service)!;
  const service = page.getByLabel("Service", { exact: true }).first();
  await service.click();
  await service.fill(other.title);
  await page.getByRole("option", { name: other.title, exact: true }).click();
  await save(page);
  await setStatus(page, "In review");
  await setStatus(page, "Ready");
  await publish();

  const testimonials = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>[];
  expect(testimonials.map((entry) => entry.id)).toEqual(before.map((entry) => entry.id));
  expect(testimonials[0]).toMatchObject({ quote: QUOTE, service: other.slug });
  for (const { id: jsonId, ...rest } of testimonials) {
    expect(contentErrors("TestimonialsJson", { jsonId, ...rest }, file)).toEqual([]);
  }
  expect(git("branch", "--list", "cms/*")).toBe("");
  edited = { jsonId: before[0].id, service: other.slug };
});

it("shows both published edits in the running development server's data, without another build", async () => {
  // As CONTENT.md promises: the development server shows the published post a moment later, its cover processed.
  type Post = { mdx?: { frontmatter: { title: string } } };
  const post = await pageData(`/blog/${SLUG}/`, (data) => (data as Post).mdx?.frontmatter.title === TITLE);
  expect(post).toMatchObject({
    mdx: {
      frontmatter: {
        title: TITLE,
        category: options.blogCategories.at(-1)!.value,
        image: { childImageSharp: expect.anything() as unknown },
      },
    },
  });
  expect(JSON.stringify(post)).toContain("from draft to the live site");

  // The testimonial with its new quote, linked to the service it was given.
  type Testimonials = {
    allTestimonialsJson: { nodes: { jsonId: string; quote: string; service: { slug: string } }[] };
  };
  const testimonial = (data: unknown) =>
    (data as Testimonials).allTestimonialsJson?.nodes.find((node) => node.jsonId === edited?.jsonId);
  const testimonials = await pageData("/testimonials/", (data) => testimonial(data)?.quote === QUOTE);
  expect(testimonial(testimonials)).toMatchObject({ quote: QUOTE, service: { slug: edited?.service } });
});

it("keeps CONTENT.md's editor guide showing every screenshot of npm run docs:screenshots", () => {
  const guide = fs.readFileSync(path.join(root, "CONTENT.md"), "utf8");
  for (const shot of Object.values(EDITOR_SHOTS)) {
    expect(guide).toContain(`](${shot})`);
    expect(fs.statSync(path.join(root, shot)).size).toBeGreaterThan(10_000);
  }
});
