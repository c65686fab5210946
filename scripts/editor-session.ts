/**
 * The writers' editor (Decap CMS at /admin/ of `npm run develop`, on its local backend in git mode) on a git copy of
 * the site, driven in chromium as a writer uses it: what the editor's browser test and `npm run docs:screenshots`
 * share, so the screenshots show the steps the test checks.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { Page } from "playwright-core";
import { freePort, whenReady } from "./local-server";

export const root = path.resolve(__dirname, "..");

/** The screenshots of CONTENT.md's editor guide, by what they show. */
export const EDITOR_SHOTS = {
  newPost: "docs/images/editor-new-post.png",
  review: "docs/images/editor-review.png",
  publish: "docs/images/editor-publish.png",
};

/** The post a writer makes in the guide and in the test. */
export const EXAMPLE_POST = {
  slug: "editing-posts-in-the-browser",
  title: "Editing posts in the browser",
  stat: '<Stat figure="3 steps" label="from draft to the live site" />',
};

/** A copy of the site to edit, as a git clone of its own (the editor's drafts are branches), sharing node_modules. */
export function copySite(): string {
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

export type Develop = {
  readonly server: ChildProcess;
  /** The development server, without a trailing slash. */
  readonly origin: string;
  /** Its editor: origin/admin/. */
  readonly editor: string;
  /** Stops it and what it started (the local backend, Gatsby's workers); resolves once it has exited. */
  readonly stop: () => Promise<void>;
};

/** How much of the development server's latest output is kept, to show should it stop. */
const RECENT_OUTPUT = 8_000;

/** `npm run develop` in `directory`, once Gatsby says the site is ready (its first bundle built) and /admin/ answers. */
export async function startDevelop(directory: string): Promise<Develop> {
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
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-server.pid!, name);
    } catch {
      // already gone
    }
  };
  let stopping = false;
  // Awaited, so that nothing of it outlives the caller (a test worker waits for its children); killed after 15 s.
  const stop = async () => {
    stopping = true;
    if (server.exitCode !== null || server.signalCode !== null) return signal("SIGKILL");
    const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
    signal("SIGTERM");
    const late = setTimeout(() => signal("SIGKILL"), 15_000);
    await exited;
    clearTimeout(late);
    // Gatsby's workers and the local backend, should any be left in its group.
    signal("SIGKILL");
  };
  const output = await whenReady(server, /You can now view/, 300_000, "npm run develop").catch(
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
  // A server that stops while it is used leaves the tests only a refused connection: what it printed last says why.
  let recent = output.slice(-RECENT_OUTPUT);
  const keep = (chunk: Buffer) => (recent = (recent + chunk.toString()).slice(-RECENT_OUTPUT));
  server.stdout?.on("data", keep);
  server.stderr?.on("data", keep);
  server.once("exit", (code, name) => {
    if (!stopping)
      console.error(
        `npm run develop stopped (${name ?? code}) while in use; it printed last:\n${stripVTControlCharacters(recent)}`,
      );
  });
  const origin = `http://localhost:${port}`;
  const response = await fetch(`${origin}/admin/`);
  if (!response.ok) {
    await stop();
    throw new Error(`npm run develop is ready but /admin/ answered ${response.status}:\n${output}`);
  }
  return { server, origin, editor: `${origin}/admin/`, stop };
}

/** Opens a view of the editor, signing in to the local backend first (no account: a button). */
export async function openView(page: Page, editor: string, view: string, ready: () => Promise<unknown>) {
  await page.goto(`${editor}${view}`);
  await page.getByRole("button", { name: "Login" }).click();
  await ready();
}

/** Saves the entry open in the editor: a draft. */
export async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("button", { name: /^Status: / }).waitFor();
}

/** Moves the saved draft on to `status`. */
export async function setStatus(page: Page, status: "In review" | "Ready") {
  await page.getByRole("button", { name: /^Status: / }).click();
  await page.getByRole("menuitem", { name: status }).click();
  await page.getByRole("button", { name: `Status: ${status}` }).waitFor();
}

/** Opens the Publish menu of the ready entry; resolves with its "Publish now". */
export async function openPublishMenu(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const now = page.getByRole("menuitem", { name: "Publish now" });
  await now.waitFor();
  return now;
}

/** Picks an image for the first image field still empty: uploads `upload` (which selects it), or picks `name`. */
async function chooseImage(page: Page, name: string, upload?: Buffer) {
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  if (upload) {
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/png", buffer: upload });
  } else {
    await page.getByText(name, { exact: true }).click();
  }
  await page.getByRole("button", { name: "Choose selected" }).click();
}

/**
 * Fills the new post's form but for its slug: title, excerpt, date, the category `category`, a tag, a cover uploaded
 * as editor-cover.png (a cover of posts/images of `site`), its alt text, the author, and a body with a <Stat>.
 */
export async function writePost(page: Page, site: string, category: string) {
  await page.getByLabel("Title", { exact: true }).first().fill(EXAMPLE_POST.title);
  await page.getByLabel("Excerpt").fill("How our writers publish without a terminal.");
  await page.locator('input[type="date"]').fill("2026-11-20");
  await page.getByLabel("Category").fill(category);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: /Add tags/ }).click();
  await page.getByLabel("Entry").fill("content editing");
  const covers = path.join(site, "posts", "images");
  const cover = fs.readdirSync(covers).find((file) => file.endsWith(".png"))!;
  await chooseImage(page, "editor-cover.png", fs.readFileSync(path.join(covers, cover)));
  await page.getByLabel("Image alt").fill("A writer at a laptop");
  await page.getByLabel("Name", { exact: true }).fill("Dana Whitfield");
  await page.getByLabel("Title", { exact: true }).nth(1).fill("Editor");
  await chooseImage(page, "editor-cover.png");
  await page.locator('[aria-label="markdown field"] [contenteditable="true"]').click();
  await page.keyboard.type("Writers open the editor, write, and publish.\n\n");
  await page.keyboard.type(`${EXAMPLE_POST.stat}\n`);
}

/** Waits until the preview renders the post's <Stat> as the site does: its figure and its label. */
export async function previewShowsStat(page: Page) {
  const preview = page.frameLocator("iframe").first();
  await preview.getByText("3 steps", { exact: true }).waitFor();
  await preview.getByText("from draft to the live site", { exact: true }).waitFor();
}
