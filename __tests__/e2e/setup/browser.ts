import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

/** Debian's chromium (never a downloaded one), with the flags this sandbox and CI need (bench:lighthouse too). */
export const CHROMIUM = {
  path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  flags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM.flags });
}

/** A fresh page that records console errors and uncaught exceptions, so a test can assert there were none. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}
