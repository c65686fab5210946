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

/**
 * The address bar's WebUI popups: headless Chromium 156 opens both with every page, two renderer processes that made a
 * page visit on a 2-core machine take 1.7 times as long (3.3-3.8 s against 2.0-2.3 s per visit with axe, alone).
 * Every launch turns them off: Playwright's here, chrome-launcher's for Lighthouse (bench/lighthouse-support.mjs).
 */
export const POPUP_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/**
 * The features a Playwright launch turns off. Chromium heeds only the last --disable-features, and ours comes after
 * Playwright's, so this restates Playwright's list (playwright-core's chromiumSwitches.ts, as of 1.65) and adds the
 * popups.
 */
const DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  ...POPUP_FEATURES,
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM.path,
    args: [...CHROMIUM.flags, `--disable-features=${DISABLED_FEATURES.join(",")}`],
  });
}
