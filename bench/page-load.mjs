// One cold load of a page on Lighthouse's phone profile, in Chromium itself (not Lighthouse's simulation): what the
// form-ready and compare benchmarks read of it. CPU 4× slower, 150 ms round trip, 1.6 Mbps down, 750 Kbps up (the
// constants of Lighthouse's "mobileSlow4G" preset), a phone's screen, the cache off.

/** Lighthouse's mobile throttling, applied by Chromium itself. */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** The mark Gatsby sets once React has rendered the page for the first time (hydrated it). */
export const HYDRATED_MARK = "onInitialClientRender";

/**
 * A mark this script sets, not the app: when React has hydrated the page's lead form, which it shows by attaching its
 * props to the <form>. It times builds from before the app's own form-ready mark, and the build it is compared with.
 */
export const FORM_HYDRATED_MARK = "bench:form-hydrated";

const PROBE_FORM = (name) => {
  const hydrated = (element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  const poll = () => {
    const form = document.querySelector('form[action$="/submit-form"]');
    if (form && hydrated(form)) performance.mark(name);
    else setTimeout(poll, 10);
  };
  poll();
};

// Before the page's own scripts: the largest contentful paint so far and the blocking part of each long task.
const OBSERVE = () => {
  window.__load = { lcp: 0, blocking: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__load.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__load.blocking += Math.max(0, entry.duration - 50);
  }).observe({ type: "longtask", buffered: true });
};

/**
 * Loads `route` of `origin` once in a fresh context and waits for `mark` (a lead form's form-ready, or the page's
 * hydration). Milliseconds from navigation: `ready` (the mark), `hydrated`, `fcp`, `lcp` (as of the mark), `tbt`
 * (the long tasks' time past 50 ms each, up to the mark), and `scriptBytes`, the scripts' transfer size by then.
 * @param {import("playwright-core").Browser} browser @param {string} origin @param {string} route @param {string} mark
 */
export async function loadPage(browser, origin, route, mark) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    if (mark === FORM_HYDRATED_MARK) await page.addInitScript(PROBE_FORM, mark);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${route}`, { waitUntil: "load", timeout: 60000 });
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, { timeout: 60000 });
    return await page.evaluate(
      ([name, hydrated]) => ({
        ready: performance.getEntriesByName(name)[0].startTime,
        hydrated: performance.getEntriesByName(hydrated)[0]?.startTime ?? NaN,
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        lcp: window.__load.lcp,
        tbt: window.__load.blocking,
        scriptBytes: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.initiatorType === "script" || /\.m?js(\?|$)/.test(entry.name))
          .reduce((sum, entry) => sum + entry.transferSize, 0),
      }),
      [mark, HYDRATED_MARK],
    );
  } finally {
    await context.close();
  }
}

/** The median of numbers. @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
