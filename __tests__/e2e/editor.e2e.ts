/**
 * The writers' editor as `npm run develop` serves it (Decap CMS on its local backend, in git mode), in chromium, on
 * a git copy of the site: a writer creates a post and edits a testimonial, each a draft (a branch) that goes to
 * review, is set ready and is published (merged); the editor refuses a slug or id another entry has before saving;
 * the post components show in the preview as on the site. The published files pass the content checks and the
 * copy's build shows both. On the way it takes the screenshots of CONTENT.md's editor guide. The built site
 * (`npm start`, no repository) says at /admin/ how to edit; a deploy's /admin/ (a GitHub repository named) signs in
 * under a note that names the site, the repository and whom to ask.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./setup/browser";
import { freePort } from "../support/served-site";
import { violations } from "./setup/axe";
import { origin, root } from "./setup/server";
import { contentErrors, postErrors } from "../../src/content/validate-node";
import { adminFiles } from "../../plugins/decap-admin/admin-files";
import siteConfig from "../../data/site-config.json";
import options from "../../data/options.json";

jest.setTimeout(600_000);

const SLUG = "editing-posts-in-the-browser";
const TITLE = "Editing posts in the browser";
const QUOTE = "Our writers publish from the browser now, and the build still checks every word.";
/** The screenshots of CONTENT.md's editor guide, by what they show. */
const SHOTS = {
  newPost: "docs/images/editor-new-post.png",
  review: "docs/images/editor-review.png",
  publish: "docs/images/editor-publish.png",
};

let browser: Browser;
let page: Page;
let copy: string;
let develop: ChildProcess;
let editor: string;

type Service = { slug: string; title: string };

const git = (...args: string[]) => execFileSync("git", args, { cwd: copy }).toString().trim();

/** A copy of the site to edit, as a git clone of its own (the editor's drafts are branches), sharing node_modules. */
function copySite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-e2e-"));
  const excluded = ["node_modules", "public", ".cache", ".netlify", "bench-results", ".stryker-tmp", ".git"];
  fs.cpSync(root, dir, { recursive: true, filter: (source) => !excluded.includes(path.relative(root, source)) });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  const inCopy = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "ignore" });
  inCopy("init", "-q", "-b", "main");
  inCopy("config", "user.name", "Editor test");
  inCopy("config", "user.email", "editor-test@localhost");
  inCopy("add", "-A");
  inCopy("commit", "-q", "-m", "The site");
  return dir;
}

/** `npm run develop` in the copy, until its editor answers. */
async function startDevelop(directory: string): Promise<{ server: ChildProcess; url: string }> {
  const port = await freePort();
  const server = spawn(
    path.join(root, "node_modules", ".bin", "gatsby"),
    ["develop", "-H", "localhost", "-p", `${port}`],
    {
      cwd: directory,
      // As a writer's terminal has it: Jest's NODE_ENV=test is no stage Gatsby's webpack knows.
      env: { ...process.env, NODE_ENV: "development", GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}/admin/`;
  for (let waited = 0; waited < 300_000; waited += 2000) {
    if (server.exitCode !== null) throw new Error(`npm run develop stopped:\n${output}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { server, url };
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`npm run develop did not serve /admin/ in 5 minutes:\n${output}`);
}

/** Stops the development server and what it started (the local backend, Gatsby's workers). */
function stopDevelop() {
  if (develop?.pid) {
    try {
      process.kill(-develop.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

/** Opens a view of the editor, signing in to the local backend first (no account: a button). */
async function open(view: string, ready: () => Promise<unknown>) {
  await page.goto(`${editor}${view}`);
  await page.getByRole("button", { name: "Login" }).click();
  await ready();
}

/** Saves the entry open in the editor: a draft. */
async function save() {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("button", { name: /^Status: / }).waitFor();
}

/** Moves the saved draft on to `status`. */
async function setStatus(status: "In review" | "Ready") {
  await page.getByRole("button", { name: /^Status: / }).click();
  await page.getByRole("menuitem", { name: status }).click();
  await page.getByRole("button", { name: `Status: ${status}` }).waitFor();
}

/** Publishes the ready entry; `shot`, if given, is taken with the publish menu open. */
async function publish(shot?: string) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const now = page.getByRole("menuitem", { name: "Publish now" });
  await now.waitFor();
  if (shot) await page.screenshot({ path: path.join(root, shot) });
  await now.click();
  await page.getByText("Entry published", { exact: false }).waitFor();
}

/** Picks an image for the first image field still empty: uploads `upload` (which selects it), or picks `name`. */
async function chooseImage(name: string, upload?: Buffer) {
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  if (upload) {
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/png", buffer: upload });
  } else {
    await page.getByText(name, { exact: true }).click();
  }
  await page.getByRole("button", { name: "Choose selected" }).click();
}

beforeAll(async () => {
  copy = copySite();
  ({ server: develop, url: editor } = await startDevelop(copy));
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
  stopDevelop();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

it("on the built site, says at /admin/ how to edit, with no violation", async () => {
  const context = await browser.newContext({ bypassCSP: true });
  const built = await context.newPage();
  await built.goto(`${origin}/admin/`);
  await built.getByRole("heading", { level: 1, name: "How to edit this site" }).waitFor();
  await built.getByText("npm run develop", { exact: true }).first().waitFor();
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
  await title.fill(TITLE);
  await page.getByLabel("Excerpt").fill("How our writers publish without a terminal.");
  await page.locator('input[type="date"]').fill("2026-11-20");
  const category = options.blogCategories.at(-1)!.value;
  await page.getByLabel("Category").fill(category);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: /Add tags/ }).click();
  await page.getByLabel("Entry").fill("content editing");
  const covers = path.join(root, "posts", "images");
  const cover = fs.readFileSync(
    path.join(
      covers,
      fs.readdirSync(covers).find((file) => file.endsWith(".png"))!,
    ),
  );
  await chooseImage("editor-cover.png", cover);
  await page.getByLabel("Image alt").fill("A writer at a laptop");
  await page.getByLabel("Name", { exact: true }).fill("Dana Whitfield");
  await page.getByLabel("Title", { exact: true }).nth(1).fill("Editor");
  await chooseImage("editor-cover.png");
  await page.locator('[aria-label="markdown field"] [contenteditable="true"]').click();
  await page.keyboard.type("Writers open the editor, write, and publish.\n\n");
  await page.keyboard.type('<Stat figure="3 steps" label="from draft to the live site" />\n');

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
  const preview = page.frameLocator("iframe").first();
  await preview.getByText("3 steps", { exact: true }).waitFor();
  await preview.getByText("from draft to the live site", { exact: true }).waitFor();
  await page.screenshot({ path: path.join(root, SHOTS.newPost) });

  await save();
  // A draft: a branch of its own, nothing on main yet.
  expect(git("branch", "--list", `cms/posts/${SLUG}`)).not.toBe("");
  expect(fs.existsSync(path.join(copy, "posts", `${SLUG}.mdx`))).toBe(false);

  await setStatus("In review");
  const board = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await board.goto(`${editor}#/workflow`);
  await board.getByRole("button", { name: "Login" }).click();
  await board.getByText(TITLE).first().waitFor();
  await board.screenshot({ path: path.join(root, SHOTS.review) });
  await board.close();

  await setStatus("Ready");
  await publish(SHOTS.publish);

  // Published: merged into main, the draft's branch gone.
  expect(git("branch", "--list", "cms/*")).toBe("");
  const file = path.join(copy, "posts", `${SLUG}.mdx`);
  const source = fs.readFileSync(file, "utf8");
  expect(postErrors(file, source)).toEqual([]);
  expect(source).toContain(`category: ${category}`);
  expect(source).toContain('<Stat figure="3 steps" label="from draft to the live site" />');
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
  await save();
  await setStatus("In review");
  await setStatus("Ready");
  await publish();

  const testimonials = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>[];
  expect(testimonials.map((entry) => entry.id)).toEqual(before.map((entry) => entry.id));
  expect(testimonials[0]).toMatchObject({ quote: QUOTE, service: other.slug });
  for (const { id: jsonId, ...rest } of testimonials) {
    expect(contentErrors("TestimonialsJson", { jsonId, ...rest }, file)).toEqual([]);
  }
  expect(git("branch", "--list", "cms/*")).toBe("");
});

it("builds the copy with both edits", () => {
  stopDevelop();
  // A build of its own, not one on the development server's cache.
  for (const made of [".cache", "public"]) fs.rmSync(path.join(copy, made), { recursive: true, force: true });
  execFileSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: copy,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "pipe",
  });
  expect(fs.readFileSync(path.join(copy, "public", "blog", SLUG, "index.html"), "utf8")).toContain(TITLE);
  expect(fs.readFileSync(path.join(copy, "public", "testimonials", "index.html"), "utf8")).toContain(QUOTE);
});

it("keeps CONTENT.md's editor guide showing every screenshot this test takes", () => {
  const guide = fs.readFileSync(path.join(root, "CONTENT.md"), "utf8");
  for (const shot of Object.values(SHOTS)) {
    expect(guide).toContain(`](${shot})`);
    expect(fs.statSync(path.join(root, shot)).size).toBeGreaterThan(10_000);
  }
});
