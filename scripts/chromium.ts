import { chromium, type Browser } from "playwright-core";

/**
 * Debian's chromium (never a downloaded one), with the flags this sandbox and CI need: the browser tests,
 * `npm run docs:screenshots` and the benchmarks launch it so.
 */
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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM.flags });
}
