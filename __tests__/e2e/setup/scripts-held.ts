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
 * A page whose scripts wait until `release()`: until then it is the static HTML, as a phone on a slow network has it
 * for seconds. From `release()` on, the CPU is 6× slower (Lighthouse's mobile preset is 4×), so that React takes over
 * as on a slow phone. Not before: the static page's input needs no slow CPU, and Chromium's throttle keeps a core busy
 * (forms-before-script.e2e.ts alone took 114 CPU-seconds throttled from the start, 75 throttled from the release).
 */
export async function openWithScriptsHeld(browser: Browser, route: string, width = 1280) {
  const { page, errors } = await openPage(browser, { viewport: { width, height: 800 }, reducedMotion: "reduce" });
  const letThrough = await holdScripts(page);
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${origin}${route}`, { waitUntil: "domcontentloaded" });
  const release = async () => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    letThrough();
  };
  return { page, errors, release };
}
