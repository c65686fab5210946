// One cold load of a page on Lighthouse's phone profile, in Chromium itself (not Lighthouse's simulation): what the
// form-ready and compare benchmarks read of it. CPU 4× slower, 150 ms round trip, 1.6 Mbps down, 750 Kbps up (the
// constants of Lighthouse's "mobileSlow4G" preset), a phone's screen, the cache off.
import http from "node:http";

/** Lighthouse's mobile throttling, applied by Chromium itself. */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** @type {Promise<string> | undefined} */
let elsewhere;
/**
 * Where each load starts: an empty page on another site (127.0.0.1, where the builds are served on localhost), as a
 * visitor arrives from a search or a link elsewhere, so that every page is drawn by a renderer of its own. Started from
 * the tab's blank page, a page with an opener policy (ours: `cross-origin-opener-policy`) needs a new renderer and
 * one without (another site's) reuses the tab's, and painted 176 ms sooner for that alone (docs/benchmarks.md).
 */
function elsewhereOrigin() {
  elsewhere ??= new Promise((resolve) => {
    const server = http.createServer((_, res) =>
      res.writeHead(200, { "content-type": "text/html" }).end("<title>elsewhere</title>"),
    );
    server.unref();
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolve(`http://127.0.0.1:${port}/`);
    });
  });
  return elsewhere;
}

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

// Before the page's own scripts: the largest contentful paint so far and each long task's start and blocking part.
const OBSERVE = () => {
  window.__load = { lcp: 0, tasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__load.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__load.tasks.push([entry.startTime, Math.max(0, entry.duration - 50)]);
  }).observe({ type: "longtask", buffered: true });
};

/**
 * A page in a fresh context on the phone profile, not yet navigated: a phone's screen, the cache off, NETWORK and
 * CPU_SLOWDOWN applied through `cdp`, its DevTools session. The caller closes `context`.
 * @param {import("playwright-core").Browser} browser
 */
export async function phonePage(browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    return { context, page, cdp };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Loads `route` of `origin` once in a fresh context and waits for `mark` (a lead form's form-ready, or the page's
 * hydration). Milliseconds from navigation: `ready` (the mark), `hydrated`, `fcp`, `lcp` (as of the mark), `tbt`
 * (the long tasks' time past 50 ms each, up to the mark), `scriptBytes`, the scripts' transfer size by then;
 * `fromScripts`, the mark's time from the first script's request (what the scripts' bytes and work take, without the
 * wait before they are asked for, which varies with the first paint), and
 * `tbtAfter`: the long tasks' time past 50 ms from the mark until the network has been quiet for half a second
 * (what the page still does once its form answers, such as drawing the consultation's free times).
 * @param {import("playwright-core").Browser} browser @param {string} origin @param {string} route @param {string} mark
 */
export async function loadPage(browser, origin, route, mark) {
  const { context, page } = await phonePage(browser);
  try {
    await page.addInitScript(OBSERVE);
    if (mark === FORM_HYDRATED_MARK) await page.addInitScript(PROBE_FORM, mark);
    await page.goto(await elsewhereOrigin());
    const network = watchNetwork(page);
    await page.goto(`${origin}${route}`, { waitUntil: "load", timeout: 60000 });
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, { timeout: 60000 });
    const atReady = await page.evaluate(
      ([name, hydrated]) => {
        const ready = performance.getEntriesByName(name)[0].startTime;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => entry.initiatorType === "script" || /\.m?js(\?|$)/.test(entry.name));
        return {
          ready,
          fromScripts: ready - Math.min(...scripts.map((entry) => entry.startTime)),
          hydrated: performance.getEntriesByName(hydrated)[0]?.startTime ?? NaN,
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
          lcp: window.__load.lcp,
          tbt: window.__load.tasks.reduce((sum, [start, blocking]) => sum + (start < ready ? blocking : 0), 0),
          scriptBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
        };
      },
      [mark, HYDRATED_MARK],
    );
    await network.quiet();
    const tbtAfter = await page.evaluate(
      (ready) => window.__load.tasks.reduce((sum, [start, blocking]) => sum + (start >= ready ? blocking : 0), 0),
      atReady.ready,
    );
    return { ...atReady, tbtAfter };
  } finally {
    await context.close();
  }
}

/**
 * Counts `page`'s open requests from its navigation on; `quiet()` resolves once none has been open for half a second
 * (Playwright's "networkidle" may have passed before the form was ready), after a minute at most.
 * @param {import("playwright-core").Page} page
 */
function watchNetwork(page) {
  let open = 0;
  let last = Date.now();
  const change = (by) => () => ((open += by), (last = Date.now()));
  page.on("request", change(1));
  page.on("requestfinished", change(-1));
  page.on("requestfailed", change(-1));
  return {
    async quiet() {
      const until = Date.now() + 60000;
      while (Date.now() < until && (open > 0 || Date.now() - last < 500))
        await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/** The median of numbers. @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
