import type { Browser, Page } from "playwright-core";
import { openPage } from "./browser";
import { origin } from "./server";

/** Holds back the page's script files until `release()` is called: until then it is the static HTML. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (request) => {
    await held;
    await request.continue();
  });
  return release;
}

/**
 * A page on a CPU 6× slower (Lighthouse's mobile preset is 4×) whose scripts wait until `release()`: until then it is
 * the static HTML, as a phone on a slow network has it for seconds.
 */
export async function openWithScriptsHeld(browser: Browser, route: string, width = 1280) {
  const { page, errors } = await openPage(browser, { viewport: { width, height: 800 }, reducedMotion: "reduce" });
  const release = await holdScripts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto(`${origin}${route}`, { waitUntil: "domcontentloaded" });
  return { page, errors, release };
}
