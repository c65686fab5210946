/**
 * The writers' editor (/admin/, Decap CMS) in chromium with its local backend, on a copy of the site: a writer
 * creates a post through the editor (title, excerpt, date, category, tags, cover, author, body) and edits a
 * testimonial; the files land in the copy as the content checks accept them, and the copy's build shows both.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./setup/browser";
import { origin, root } from "./setup/server";
import { LOCAL_BACKEND_PORT, localBackendScript } from "../../plugins/decap-admin/admin-files";
import { contentErrors, postErrors } from "../../src/content/validate-node";

jest.setTimeout(300_000);

const SLUG = "editing-posts-in-the-browser";
const TITLE = "Editing posts in the browser";
const QUOTE = "Our writers publish from the browser now, and the build still checks every word.";

let browser: Browser;
let page: Page;
let copy: string;
let backend: ChildProcess;

/** A copy of the site to edit (the editor writes files), sharing this checkout's node_modules. */
function copySite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-e2e-"));
  const excluded = ["node_modules", "public", ".cache", ".netlify", "bench-results", ".stryker-tmp", ".git"];
  fs.cpSync(root, dir, { recursive: true, filter: (source) => !excluded.includes(path.relative(root, source)) });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

async function startLocalBackend(directory: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [localBackendScript()], {
    env: { ...process.env, PORT: String(LOCAL_BACKEND_PORT), GIT_REPO_DIRECTORY: directory },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on port/.test(output)) resolve();
    };
    server.stdout.on("data", read);
    server.stderr.on("data", read);
    server.once("exit", () =>
      reject(new Error(`Decap's local backend did not start (is port ${LOCAL_BACKEND_PORT} in use?):\n${output}`)),
    );
  });
  return server;
}

/**
 * Loads a view of the editor in the test's own page, signing in to the local backend first when it asks (no
 * account: a button), until `ready` says the view is there.
 */
async function open(view: string, ready: () => Promise<unknown>) {
  await page.goto(`${origin}/admin/${view}`);
  const login = page.getByRole("button", { name: "Login" });
  const asked = login
    .waitFor({ timeout: 60_000 })
    .then(() => login.click())
    .catch(() => {}); // it did not ask
  await Promise.race([asked, ready()]);
  await ready();
}

/** Publishes the entry open in the editor, and waits until the editor says it is saved. */
async function publish() {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await page.getByText("Entry saved", { exact: false }).waitFor();
}

/**
 * Picks an image for the first image field still empty: uploads `upload` (which selects it), or picks `name`, one
 * already there.
 */
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
  backend = await startLocalBackend(copy);
  browser = await launchBrowser();
});

// A page of its own per test: the editor is a single-page app that may still move to a saved entry's address
// after "Entry saved", and that move must not land on the next test's view.
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterEach(() => page.close());

afterAll(async () => {
  await browser?.close();
  backend?.kill();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

it("creates a post through the editor, as the content checks accept it", async () => {
  const title = page.getByLabel("Title", { exact: true }).first();
  await open("#/collections/posts/new", () => title.waitFor({ timeout: 60_000 }));
  await title.fill(TITLE);
  await page.getByLabel("Excerpt").fill("How our writers publish without a terminal.");
  await page.locator('input[type="date"]').fill("2026-11-20");
  await page.getByLabel("Category").fill("Healthcare Technology");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: /Add tags/ }).click();
  await page.getByLabel("Entry").fill("content editing");
  const cover = fs.readFileSync(path.join(root, "posts", "images", "denial-prevention-playbook.png"));
  await chooseImage("editor-cover.png", cover);
  await page.getByLabel("Image alt").fill("A writer at a laptop");
  await page.getByLabel("Name", { exact: true }).fill("Dana Whitfield");
  await page.getByLabel("Title", { exact: true }).nth(1).fill("Editor");
  await chooseImage("editor-cover.png");
  await page.getByLabel("Slug").fill(SLUG);
  await page.locator('[aria-label="markdown field"] [contenteditable="true"]').click();
  await page.keyboard.type("Writers open the editor, write, and publish.");
  await publish();

  const file = path.join(copy, "posts", `${SLUG}.mdx`);
  const source = fs.readFileSync(file, "utf8");
  expect(postErrors(file, source)).toEqual([]);
  expect(source).toContain("category: Healthcare Technology");
  expect(source).toContain("Writers open the editor, write, and publish.");
  expect(fs.existsSync(path.join(copy, "posts", "images", "editor-cover.png"))).toBe(true);
});

it("edits a testimonial in its JSON list, keeping the file's shape", async () => {
  const heading = page.getByText("Writing in Testimonials collection");
  await open("#/collections/testimonials/entries/testimonials", () => heading.waitFor({ timeout: 60_000 }));
  await page.getByRole("button", { name: "Expand" }).first().click();
  const item = page.getByLabel("Quote").first();
  await item.fill(QUOTE);
  await publish();

  const file = path.join(copy, "data", "testimonials.json");
  const testimonials = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>[];
  expect(Array.isArray(testimonials)).toBe(true);
  expect(testimonials[0].quote).toBe(QUOTE);
  for (const { id, ...rest } of testimonials) {
    expect(contentErrors("TestimonialsJson", { jsonId: id, ...rest }, file)).toEqual([]);
  }
});

it("builds the copy with both edits", () => {
  execFileSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: copy,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "pipe",
  });
  expect(fs.readFileSync(path.join(copy, "public", "blog", SLUG, "index.html"), "utf8")).toContain(TITLE);
  expect(fs.readFileSync(path.join(copy, "public", "testimonials", "index.html"), "utf8")).toContain(QUOTE);
});
