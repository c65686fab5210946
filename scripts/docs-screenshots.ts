#!/usr/bin/env tsx
// Takes the screenshots of CONTENT.md's editor guide (docs/images/editor-*.png): the writers' editor of
// `npm run develop` on a git copy of the site, a new post written, put in review and set ready, as the editor's
// browser test drives it (scripts/editor-session.ts). Run it after changing the editor or its guide; the tests
// never write into the repository. Needs no build; takes a minute or two.
//
// Usage: npm run docs:screenshots
import fs from "node:fs";
import path from "node:path";
import { launchChromium } from "./chromium";
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
} from "./editor-session";
import options from "../data/options.json";

async function main() {
  const copy = copySite();
  const develop = await startDevelop(copy).catch((error: unknown) => {
    fs.rmSync(copy, { recursive: true, force: true });
    throw error;
  });
  const browser = await launchChromium();
  const shoot = async (page: import("playwright-core").Page, shot: string) => {
    await page.screenshot({ path: path.join(root, shot) });
    console.log(`Wrote ${shot}`);
  };
  try {
    const viewport = { width: 1280, height: 900 };
    const page = await browser.newPage({ viewport });
    const title = page.getByLabel("Title", { exact: true }).first();
    await openView(page, develop.editor, "#/collections/posts/new", () => title.waitFor({ timeout: 60_000 }));
    await writePost(page, copy, options.blogCategories.at(-1)!.value);
    await page.getByLabel("Slug").fill(EXAMPLE_POST.slug);
    await previewShowsStat(page);
    await shoot(page, EDITOR_SHOTS.newPost);

    await save(page);
    await setStatus(page, "In review");
    const board = await browser.newPage({ viewport });
    await openView(board, develop.editor, "#/workflow", () => board.getByText(EXAMPLE_POST.title).first().waitFor());
    await shoot(board, EDITOR_SHOTS.review);
    await board.close();

    await setStatus(page, "Ready");
    await openPublishMenu(page);
    await shoot(page, EDITOR_SHOTS.publish);
  } finally {
    await browser.close();
    await develop.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
