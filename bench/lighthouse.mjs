// Lighthouse benchmark of the production build: every address of the site (the list the build and
// browser tests walk, __tests__/support/site-routes.ts), served as `npm start` serves it, audited by Lighthouse's
// default mobile configuration (simulated throttling) for performance, accessibility, best practices and SEO.
// Each page is run N times (3 by default) in one Chromium; the run with the median performance score is reported.
//
// Usage: npm run bench:lighthouse [-- --runs N] [-- --only /route/ [--only /other/]] [-- --anchor <dir of a static build>]
// With --anchor, another site's build (e.g. gatsby-starter-blog's public/) is served beside ours and its home page
// audited once after each page (and at least N times), so that a score is read against what the same machine gives a
// known site in the same minutes.
// Text is compressed on the way (as Netlify's CDN does; the emulator does not): `--no-compression` measures without.
// Needs a production build (`npm run build`). Writes bench-results/lighthouse.json and bench-results/lighthouse.md.
// A benchmark, not a test: it prints figures and exits 0 unless it could not run.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
// The route list is TypeScript; tsx loads just that module (see bench/lighthouse-support.mjs for why not all).
import { require as tsxRequire } from "tsx/cjs/api";
import {
  CHROMIUM,
  launchChromium,
  lighthouseVersion,
  medianRun,
  score,
  serveBuild,
  serveStatic,
  warmUp,
} from "./lighthouse-support.mjs";
import { median } from "./page-load.mjs";

/** @type {{ allRoutes: string[] }} */
const { allRoutes } = tsxRequire("../__tests__/support/site-routes.ts", import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "bench-results");
const categories = ["performance", "accessibility", "best-practices", "seo"];

// What a visitor feels, the site's performance gate: 100 on average over the pages (a page at least 98), LCP at most
// 1 s on the pages a prospect lands on or ends at, no layout shift.
const targets = {
  performanceAverage: 100,
  performanceFloor: 98,
  otherCategories: 100,
  cls: 0,
  lcpSeconds: 1.0,
  homeTotalKb: 300,
};
const KEY_PAGES = ["/", "/services/", "/contact/", "/consultation/", "/request-quote/", "/blog/"];

/** @param {string[]} argv */
function parseArgs(argv) {
  let runs = 3;
  let compression = true;
  /** @type {string | undefined} */
  let anchor;
  /** @type {string[]} */
  const only = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[i + 1];
    const name = arg.split("=")[0];
    if (name === "--runs" || name === "--only" || name === "--anchor") {
      if (value === undefined) fail(`${name} needs a value`);
      if (!arg.includes("=")) i++;
      if (name === "--runs") {
        runs = Number(value);
        if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number of at least 1, not ${value}`);
      } else if (name === "--anchor") {
        anchor = path.resolve(value);
        if (!fs.existsSync(path.join(anchor, "index.html"))) fail(`--anchor ${value} holds no index.html`);
      } else {
        only.push(
          value.startsWith("/") ? (value.endsWith("/") ? value : `${value}/`) : `/${value.replace(/\/?$/, "/")}`,
        );
      }
    } else if (name === "--no-compression") {
      compression = false;
    } else if (name === "--help" || name === "-h") {
      console.log(
        "Usage: npm run bench:lighthouse [-- --runs N] [-- --only /route/ ...] [-- --anchor <dir>] [-- --no-compression]",
      );
      process.exit(0);
    } else {
      fail(`Unknown option ${arg} (use --runs N, --only /route/, --anchor <dir>, --no-compression)`);
    }
  }
  const unknown = only.filter((route) => !allRoutes.includes(route));
  if (unknown.length > 0) fail(`Not an address of the site: ${unknown.join(", ")}. Known: ${allRoutes.join(" ")}`);
  return {
    runs,
    compression,
    anchor,
    routes: only.length > 0 ? allRoutes.filter((route) => only.includes(route)) : allRoutes,
  };
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`bench:lighthouse: ${message}`);
  process.exit(2);
}

/**
 * One page's reported run.
 * @typedef {object} Row
 * @property {string} page
 * @property {number} performance
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} seo
 * @property {number} lcpSeconds
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number} scriptKb
 * @property {number} totalKb
 * @property {number[]} performanceRuns  performance scores of all runs, in run order; the reported run is their median
 * @property {{ category: string, id: string, title: string, score: number | null, displayValue?: string, items?: string[] }[]} failingAudits
 *   audits of the accessibility, best-practices and SEO categories that count towards the score and did not pass
 * @property {{ id: string, score: number | null, displayValue?: string }[]} weakMetrics  performance metrics below a perfect score
 * @property {string} [runtimeError]
 * @property {number} [benchmarkIndex]  Lighthouse's measure of this machine's CPU speed during the run
 * @property {string[]} [runWarnings]
 */

/** Transfer sizes in KB: all requests, and scripts. @param {import("lighthouse").Result} lhr */
function transferKb(lhr) {
  /** @type {{ resourceType: string, transferSize: number }[]} */
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const total = items.find((item) => item.resourceType === "total");
  const script = items.find((item) => item.resourceType === "script");
  if (total) return { scriptKb: (script?.transferSize ?? 0) / 1024, totalKb: total.transferSize / 1024 };
  // Fallback: add up the network-requests audit.
  /** @type {{ resourceType?: string, transferSize?: number }[]} */
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  /** @param {(item: { resourceType?: string }) => boolean} filter */
  const sum = (filter) => requests.filter(filter).reduce((bytes, item) => bytes + (item.transferSize ?? 0), 0);
  return { scriptKb: sum((item) => item.resourceType === "Script") / 1024, totalKb: sum(() => true) / 1024 };
}

/** What a failing audit names: the selectors or URLs of its first few items. */
/** @param {import("lighthouse").Result["audits"][string]} audit @returns {string[] | undefined} */
function auditItems(audit) {
  /** @type {{ items?: Record<string, any>[] } | undefined} */
  const details = audit.details;
  if (!details?.items?.length) return undefined;
  return details.items.slice(0, 5).map((item) => {
    for (const key of ["node", "source", "url", "description", "label"]) {
      const value = item[key];
      if (typeof value === "string") return value;
      if (value?.type === "node") return value.snippet ?? value.selector;
      if (value?.type === "source-location" || typeof value?.url === "string") return String(value.url);
    }
    return JSON.stringify(item).slice(0, 160);
  });
}

/** @param {string} page @param {import("lighthouse").Result} lhr @param {number[]} performanceRuns @returns {Row} */
function describe(page, lhr, performanceRuns) {
  const audits = lhr.audits;
  /** @type {Row["failingAudits"]} */
  const failingAudits = [];
  for (const category of categories.filter((name) => name !== "performance")) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failingAudits.push({
          category,
          id: ref.id,
          title: audit.title,
          score: audit.score,
          displayValue: audit.displayValue,
          items: auditItems(audit),
        });
      }
    }
  }
  const weakMetrics = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ({ id: ref.id, score: audits[ref.id].score, displayValue: audits[ref.id].displayValue }));
  return {
    page,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpSeconds: (audits["largest-contentful-paint"]?.numericValue ?? NaN) / 1000,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    ...transferKb(lhr),
    performanceRuns,
    failingAudits,
    weakMetrics,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    runWarnings: lhr.runWarnings?.length ? lhr.runWarnings : undefined,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

/** The targets a page misses, in words. */
/** @param {Row} row @returns {string[]} */
function misses(row) {
  const missed = [];
  if (row.runtimeError) missed.push(`Lighthouse error (${row.runtimeError})`);
  if (row.performance < targets.performanceFloor)
    missed.push(`performance ${row.performance} (below the floor of ${targets.performanceFloor})`);
  if (row.accessibility < targets.otherCategories) missed.push(`accessibility ${row.accessibility}`);
  if (row.bestPractices < targets.otherCategories) missed.push(`best practices ${row.bestPractices}`);
  if (row.seo < targets.otherCategories) missed.push(`SEO ${row.seo}`);
  if (!(row.cls.toFixed(3) === "0.000")) missed.push(`CLS ${row.cls.toFixed(3)}`);
  if (KEY_PAGES.includes(row.page) && !(row.lcpSeconds <= targets.lcpSeconds))
    missed.push(`LCP ${row.lcpSeconds.toFixed(2)} s on a key page`);
  if (row.page === "/" && !(row.totalKb < targets.homeTotalKb)) missed.push(`page weight ${row.totalKb.toFixed(0)} KB`);
  return missed;
}

// Lighthouse slows the CPU by 4× whatever the machine, a setting made for a desktop of benchmark index 1,500-2,000;
// below 1,000 its own command line warns that the host is underpowered (the Node API, used here, does not). Scores
// move with the machine (docs/benchmarks.md): printed with its index, a table says which kind of machine made it.
const SLOW_HOST_INDEX = 1000;

/** The machine's benchmark index over the reported runs, and what it means for the scores. @param {Row[]} rows */
function hostLine(rows) {
  const indexes = rows.map((row) => row.benchmarkIndex).filter((index) => index !== undefined);
  if (indexes.length === 0) return "Lighthouse reported no benchmark index for this machine.";
  const low = Math.min(...indexes);
  const high = Math.max(...indexes);
  return (
    `Lighthouse's benchmark index of this machine: ${low.toFixed(0)}-${high.toFixed(0)} over the reported runs` +
    (low < SLOW_HOST_INDEX
      ? ` (UNDERPOWERED below ${SLOW_HOST_INDEX}: Lighthouse's 4× slowdown then simulates a slower phone than it means to, and scores run low; compare builds in one sitting).`
      : ".")
  );
}

/**
 * The anchor's runs in one line: its median performance, TBT and LCP, and every run's score in run order.
 * @param {string} dir @param {Row[]} runs
 */
function anchorLine(dir, runs) {
  const scores = runs.map((row) => row.performance);
  return (
    `The anchor ${dir}'s / in the same sitting (${runs.length} run${runs.length === 1 ? "" : "s"} between the pages): performance ${median(scores)} ` +
    `(runs ${scores.join(", ")}), TBT ${median(runs.map((row) => row.tbtMs)).toFixed(0)} ms, ` +
    `LCP ${median(runs.map((row) => row.lcpSeconds)).toFixed(2)} s (medians). A floor the anchor misses too is this machine's.`
  );
}

/** @type {[string, (row: Row) => string][]} */
const columns = [
  ["page", (row) => row.page],
  ["performance", (row) => String(row.performance)],
  ["accessibility", (row) => String(row.accessibility)],
  ["best practices", (row) => String(row.bestPractices)],
  ["SEO", (row) => String(row.seo)],
  ["LCP (s)", (row) => row.lcpSeconds.toFixed(2)],
  ["TBT (ms)", (row) => row.tbtMs.toFixed(0)],
  ["CLS", (row) => row.cls.toFixed(3)],
  ["script KB", (row) => row.scriptKb.toFixed(1)],
  ["total KB", (row) => row.totalKb.toFixed(1)],
];

/** @param {Row[]} rows */
function textTable(rows) {
  const cells = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, cell]) => cell(row)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  return cells
    .map((line) => line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  "))
    .join("\n");
}

/** @param {Row[]} rows */
function markdownTable(rows) {
  const head = `| ${columns.map(([title]) => title).join(" | ")} |`;
  const rule = `| ${columns.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`;
  return [head, rule, ...rows.map((row) => `| ${columns.map(([, cell]) => cell(row)).join(" | ")} |`)].join("\n");
}

/** @param {Row[]} rows */
function summary(rows) {
  const pages = rows.map((row) => ({ page: row.page, misses: misses(row) })).filter((entry) => entry.misses.length > 0);
  const audits = rows
    .map((row) => ({
      page: row.page,
      audits: row.failingAudits.map(
        (audit) =>
          `${audit.category}/${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}${audit.items ? `: ${audit.items.join("; ")}` : ""}`,
      ),
    }))
    .filter((entry) => entry.audits.length > 0);
  const lowest = Math.min(...rows.map((row) => row.performance));
  const average = rows.reduce((sum, row) => sum + row.performance, 0) / rows.length;
  const line =
    `Targets: performance ${targets.performanceAverage} on average (never below ${targets.performanceFloor}), accessibility/best practices/SEO 100, CLS 0, LCP ≤ ${targets.lcpSeconds} s on ${KEY_PAGES.join(" ")}, home page < ${targets.homeTotalKb} KB. ` +
    `Performance averages ${average.toFixed(1)}${Math.round(average) < targets.performanceAverage ? " (under the target)" : ""}, lowest ${lowest}; ` +
    (pages.length === 0
      ? `all ${rows.length} pages meet the page targets.`
      : `${rows.length - pages.length} of ${rows.length} pages meet the page targets.`);
  return { line, pages, audits };
}

async function main() {
  const { runs, compression, anchor, routes } = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(path.join(root, "public", "index.html")))
    fail("No production build in public/: run `npm run build` first.");
  if (!fs.existsSync(CHROMIUM.path))
    fail(`No Chromium at ${CHROMIUM.path} (set CHROMIUM_PATH, or install Debian's chromium).`);

  /** @type {Awaited<ReturnType<typeof serveBuild>> | undefined} */
  let site;
  /** @type {Awaited<ReturnType<typeof serveStatic>> | undefined} */
  let anchorSite;
  /** @type {import("chrome-launcher").LaunchedChrome | undefined} */
  let chrome;
  const cleanUp = () => {
    site?.stop();
    site = undefined;
    anchorSite?.stop();
    anchorSite = undefined;
    chrome?.kill();
    chrome = undefined;
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      cleanUp();
      process.exit(130);
    });
  }

  const started = Date.now();
  /** @type {Row[]} */
  const rows = [];
  /** @type {Row[]} */
  const anchorRuns = [];
  try {
    site = await serveBuild({ port: Number(process.env.PORT ?? 8898), compression });
    const launched = await launchChromium();
    chrome = launched.chrome;
    console.log(
      `Lighthouse ${lighthouseVersion()} (mobile, simulated throttling), ${launched.browser}, ${routes.length} pages × ${runs} run${runs > 1 ? "s" : ""}, ` +
        `served by scripts/serve.mjs on :${site.port}${compression ? `, compressed as Netlify's CDN does at ${site.origin}/` : " (uncompressed)"}`,
    );

    await warmUp(chrome.port, `${site.origin}${routes[0]}`);
    if (anchor) {
      // With the opener policy our pages are sent with, which costs a page a renderer of its own when Lighthouse opens
      // it from a blank tab (docs/benchmarks.md, "The opener policy in the lab"): the anchor pays what ours pay.
      const policy = (await fetch(`${site.origin}/`)).headers.get("cross-origin-opener-policy");
      anchorSite = await serveStatic(anchor, policy ? { "cross-origin-opener-policy": policy } : {});
    }
    const anchorUrl = anchorSite && `${anchorSite.origin}/`;
    if (anchorUrl) await warmUp(chrome.port, anchorUrl);
    const auditAnchor = async (/** @type {string} */ url) => {
      const { lhr, performanceRuns } = await medianRun(launched.chrome.port, url, 1, ["performance"]);
      anchorRuns.push(describe("/", lhr, performanceRuns));
    };

    for (const route of routes) {
      const { lhr, performanceRuns } = await medianRun(chrome.port, `${site.origin}${route}`, runs, categories);
      const row = describe(route, lhr, performanceRuns);
      rows.push(row);
      console.log(
        `  ${route.padEnd(36)} perf ${String(row.performance).padStart(3)} (runs ${performanceRuns.join(", ")})  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}  ` +
          `LCP ${row.lcpSeconds.toFixed(2)} s  TBT ${row.tbtMs.toFixed(0)} ms  CLS ${row.cls.toFixed(3)}  ${row.totalKb.toFixed(1)} KB  ` +
          `benchmark index ${row.benchmarkIndex?.toFixed(0) ?? "?"}`,
      );
      if (anchorUrl) await auditAnchor(anchorUrl);
    }
    while (anchorUrl && anchorRuns.length < runs) await auditAnchor(anchorUrl);
  } finally {
    cleanUp();
  }

  const { line, pages, audits } = summary(rows);
  const host = hostLine([...rows, ...anchorRuns]);
  const anchorSummary = anchor ? anchorLine(anchor, anchorRuns) : undefined;
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  const missLines = pages.map((entry) => `- ${entry.page}: ${entry.misses.join(", ")}`);
  const auditLines = audits.map((entry) => `- ${entry.page}: ${entry.audits.join(" | ")}`);

  console.log(`\n${textTable(rows)}\n\n${line}\n${host}`);
  if (anchorSummary) console.log(anchorSummary);
  if (missLines.length > 0) console.log(`Pages that miss a target:\n${missLines.join("\n")}`);
  if (auditLines.length > 0)
    console.log(`Failing accessibility, best-practices and SEO audits:\n${auditLines.join("\n")}`);

  fs.mkdirSync(outDir, { recursive: true });
  const meta = {
    date: new Date().toISOString(),
    lighthouse: lighthouseVersion(),
    formFactor: "mobile",
    throttling: "simulated (Lighthouse default)",
    compression: compression ? "brotli/gzip, as Netlify's CDN" : "none (the emulator's)",
    runsPerPage: runs,
    minutes: Number(minutes),
  };
  fs.writeFileSync(
    path.join(outDir, "lighthouse.json"),
    `${JSON.stringify({ ...meta, targets, summary: line, misses: pages, pages: rows, anchor: anchor && { dir: anchor, summary: anchorSummary, runs: anchorRuns } }, null, 2)}\n`,
  );
  fs.writeFileSync(
    path.join(outDir, "lighthouse.md"),
    [
      `# Lighthouse benchmark`,
      ``,
      `${meta.date}, Lighthouse ${meta.lighthouse}, mobile with simulated throttling, median of ${runs} run${runs > 1 ? "s" : ""} per page (by performance score). Sizes are transfer sizes in KB${compression ? ", text compressed (brotli) as Netlify's CDN sends it" : ", uncompressed as the local emulator sends them"}.`,
      ``,
      markdownTable(rows),
      ``,
      line,
      ``,
      host,
      ...(anchorSummary ? [``, anchorSummary] : []),
      ...(missLines.length > 0 ? [``, `Pages that miss a target:`, ``, ...missLines] : []),
      ...(auditLines.length > 0
        ? [``, `Failing accessibility, best-practices and SEO audits:`, ``, ...auditLines]
        : []),
      ``,
    ].join("\n"),
  );
  console.log(`\nWrote bench-results/lighthouse.json and bench-results/lighthouse.md (${minutes} min).`);
}

main().catch((error) => {
  console.error(
    `bench:lighthouse could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
