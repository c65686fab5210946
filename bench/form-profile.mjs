// What a phone's main thread does between a form page's last script arriving and its lead form's form-ready mark:
// the time by function, read from Chromium's sampling profiler and named through the build's source maps. Where
// bench:compare can only say that readiness moved within its spread, this says which code ran before it: CPU samples
// at a 4× slowdown vary little from load to load. The same phone profile as bench:form-ready (bench/page-load.mjs).
//
// Usage: npm run bench:form-profile [-- --page /consultation/ ...] [--runs 3] [--top 25]   (needs npm run build)
// A benchmark, not a test: it prints its figures and exits 0 unless it could not run.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SourceMapConsumer } from "source-map-js";
import { require as tsxRequire } from "tsx/cjs/api";
import { serveBuild } from "./lighthouse-support.mjs";
import { CPU_SLOWDOWN, phonePage } from "./page-load.mjs";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");
/** @type {{ FORM_READY_MARK: string }} */
const { FORM_READY_MARK } = tsxRequire("../src/lib/form-ready.ts", import.meta.url);
/** @type {{ launchChromium: () => Promise<import("playwright-core").Browser> }} */
const { launchChromium } = tsxRequire("../scripts/chromium.ts", import.meta.url);

const FORM_PAGES = ["/contact/", "/consultation/", "/request-quote/", "/subscription/", "/service-request/"];
/** The function the page runs as it sets form-ready (WRAP_MARK's), so the profile shows when that was on its clock. */
const MARKER = "formReadyInProfile";

function args() {
  const argv = process.argv.slice(2);
  const value = (name, fallback) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
  const pages = argv.flatMap((arg, at) => (arg === "--page" && argv[at + 1] ? [argv[at + 1]] : []));
  return { pages: pages.length > 0 ? pages : FORM_PAGES, runs: value("--runs", 3), top: value("--top", 25) };
}

// Before the page's own scripts: setting form-ready also runs MARKER, long enough (2 ms) to be sampled. The profiler
// knows a function by the name it was written with, so MARKER is written here as it is.
const WRAP_MARK = (mark) => {
  function formReadyInProfile() {
    const start = performance.now();
    while (performance.now() - start < 2);
  }
  const original = performance.mark.bind(performance);
  performance.mark = (name, options) => {
    if (name === mark) formReadyInProfile();
    return original(name, options);
  };
};

const maps = new Map();
/** Where a profile's call frame is in the sources ("src/lib/x.ts:12 name"), or its script and name. */
function origin({ url, lineNumber, columnNumber, functionName }) {
  const file = url.split("/").pop();
  const name = functionName || "(anonymous)";
  if (!file) return name;
  if (!maps.has(file)) {
    const map = path.join(publicDir, `${file}.map`);
    maps.set(file, fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, "utf8"))) : null);
  }
  const found = maps.get(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!found?.source) return `${file} ${name}`;
  return `${found.source.replace(/^webpack:\/\/[^/]*\//, "")}:${found.line} ${found.name ?? name}`;
}

/** One cold load's main-thread milliseconds by function, from the last script's arrival to form-ready. */
async function profileLoad(browser, url) {
  const { context, page, cdp } = await phonePage(browser);
  try {
    await page.addInitScript(WRAP_MARK, FORM_READY_MARK);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "load", timeout: 60000 });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FORM_READY_MARK, {
      timeout: 60000,
    });
    const { profile } = await cdp.send("Profiler.stop");
    const { ready, lastScript } = await page.evaluate((mark) => {
      const at = performance.getEntriesByName(mark)[0].startTime;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.initiatorType === "script" || /\.js(\?|$)/.test(entry.name))
        .map((entry) => entry.responseEnd)
        .filter((end) => end < at);
      return { ready: at, lastScript: Math.max(...scripts) };
    }, FORM_READY_MARK);

    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    let clock = profile.startTime;
    const times = profile.timeDeltas.map((delta) => (clock += delta));
    // The sample's innermost frame may be what MARKER calls (performance.now), so its callers are looked at too.
    const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
    const inMarker = (id) =>
      id !== undefined && (nodes.get(id).callFrame.functionName === MARKER || inMarker(parents.get(id)));
    const marked = profile.samples.findIndex(inMarker);
    if (marked < 0) throw new Error(`${url}: the profile has no sample of ${MARKER}, so no form-ready to align with`);
    const markedAt = times[marked];
    const from = markedAt - (ready - lastScript) * 1000;
    const byFunction = new Map();
    profile.samples.forEach((id, at) => {
      if (times[at] < from || times[at] >= markedAt || at + 1 >= times.length) return;
      const key = origin(nodes.get(id).callFrame);
      byFunction.set(key, (byFunction.get(key) ?? 0) + (times[at + 1] - times[at]) / 1000);
    });
    return { ready, window: ready - lastScript, byFunction };
  } finally {
    await context.close();
  }
}

const { pages, runs, top } = args();
const served = await serveBuild({ port: 9330 });
const browser = await launchChromium();
try {
  console.log(
    `main thread from the last script's arrival to form-ready, by function, mean of ${runs} cold loads ` +
      `(CPU ${CPU_SLOWDOWN}×, 150 ms RTT, 1.6 Mbps down)`,
  );
  for (const route of pages) {
    const loads = [];
    for (let run = 0; run < runs; run += 1) loads.push(await profileLoad(browser, `${served.origin}${route}`));
    const totals = new Map();
    for (const { byFunction } of loads)
      for (const [key, ms] of byFunction) totals.set(key, (totals.get(key) ?? 0) + ms / runs);
    const mean = (figure) => Math.round(loads.reduce((sum, load) => sum + load[figure], 0) / runs);
    console.log(`\n${route}  form-ready ${mean("ready")} ms, of which ${mean("window")} ms after the last script`);
    for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
  }
} finally {
  await browser.close();
  served.stop();
}
