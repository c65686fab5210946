import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { CHROMIUM, launchChromium } from "../../../scripts/chromium";
import { FORM_READY_MARK } from "../../../src/lib/form-ready";

export { CHROMIUM };
export const launchBrowser = launchChromium;

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

/**
 * Goes to `url` (a page of the served site) and waits for React's first render, which Gatsby marks
 * (`onInitialClientRender`): a page checked then is the page a visitor uses. Resolves with the page's response.
 */
export async function visitHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
  return response;
}

/**
 * Waits until a lead form on the page has taken over (its User Timing mark, src/lib/form-ready.ts): its code may
 * arrive after the page has hydrated.
 */
export async function formReady(page: Page) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FORM_READY_MARK);
}
