// Two builds of the site compared page by page, in one run so both meet the same machine: the base (any git ref,
// built in a worktree of its own that shares node_modules) and this checkout's build (public/), both served as
// `npm start` serves them behind the CDN's compression; optionally a third, static build served beside them (an
// anchor, e.g. another Gatsby site's public/, measured to its hydration). On the phone profile of bench/page-load.mjs
// every page is loaded N times per build, interleaved (base, this, anchor, then the next round in the other order),
// each load cold. Per page and build: the median of each figure; per page, this build minus the base's, with a 95%
// bootstrap interval of that difference of medians. "no difference shown" when the interval holds 0.
//
// Usage: npm run bench:compare -- --base <ref> [--runs N] [--page /route/ ...] [--anchor <dir of a static build>]
//        [--force]
// Needs this checkout's production build (`npm run build`). Refuses to run while the machine is busy (its load over
// half its cores), since a busy machine makes a difference of that size; --force runs anyway, and says so.
// A benchmark, not a test: it prints its figures (and writes bench-results/compare.json) and exits 0 unless it
// could not run.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { require as tsxRequire } from "tsx/cjs/api";
import { serveBuild, serveStatic } from "./lighthouse-support.mjs";
import { CPU_SLOWDOWN, FORM_HYDRATED_MARK, HYDRATED_MARK, loadPage, median } from "./page-load.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** @type {{ FORM_READY_MARK: string }} */
const { FORM_READY_MARK } = tsxRequire("../src/lib/form-ready.ts", import.meta.url);
/** @type {{ launchChromium: () => Promise<import("playwright-core").Browser> }} */
const { launchChromium } = tsxRequire("../scripts/chromium.ts", import.meta.url);

/** The pages with a lead form (measured to its form-ready mark) and the other key pages (to their hydration). */
const FORM_PAGES = ["/contact/", "/consultation/", "/request-quote/", "/subscription/", "/service-request/"];
const OTHER_PAGES = ["/", "/services/", "/blog/", "/about/"];
const FIGURES = /** @type {const} */ (["ready", "fromScripts", "lcp", "tbt", "tbtAfter", "scriptBytes"]);
const RESAMPLES = 4000;

function args() {
  const argv = process.argv.slice(2);
  const value = (name) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const all = (name) => argv.flatMap((arg, at) => (arg === name && argv[at + 1] ? [argv[at + 1]] : []));
  const base = value("--base");
  if (!base) throw new Error("Name the build to compare with: --base <git ref>.");
  const pages = all("--page");
  return {
    base,
    runs: Number(value("--runs") ?? 5),
    pages: pages.length > 0 ? pages : [...FORM_PAGES, ...OTHER_PAGES],
    anchor: value("--anchor"),
    force: argv.includes("--force"),
  };
}

/** The machine's one-minute load per core, and whether it is quiet enough to tell a difference. */
function quietness() {
  const perCore = os.loadavg()[0] / os.cpus().length;
  return { perCore, quiet: perCore <= 0.5 };
}

/** The base ref's build, in a worktree of its own under the system's temporary folder, made once per commit. */
function baseBuild(ref) {
  const sha = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], { cwd: root, encoding: "utf8" }).trim();
  const dir = path.join(os.tmpdir(), `bench-base-${sha.slice(0, 12)}`);
  if (!fs.existsSync(path.join(dir, "public", "index.html"))) {
    if (!fs.existsSync(dir))
      execFileSync("git", ["worktree", "add", "--detach", dir, sha], { cwd: root, stdio: "ignore" });
    if (!fs.existsSync(path.join(dir, "node_modules")))
      fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
    console.log(`building ${ref} (${sha.slice(0, 12)}) in ${dir}…`);
    try {
      execFileSync("npx", ["gatsby", "build"], {
        cwd: dir,
        stdio: "pipe",
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      });
    } catch (error) {
      const output = `${error.stdout ?? ""}${error.stderr ?? ""}`.trim().split("\n").slice(-40).join("\n");
      console.error(`${output}\n\nThe build of ${ref} failed (its output ends above); its worktree stays in ${dir}.`);
      process.exit(1);
    }
  }
  return { sha, dir };
}

/** The 2.5th and 97.5th percentiles of median(b*) − median(a*) over resamples of each, with replacement. */
function interval(a, b) {
  const pick = (values) => values[Math.floor(Math.random() * values.length)];
  const differences = [];
  for (let i = 0; i < RESAMPLES; i++) {
    const ra = a.map(() => pick(a));
    const rb = b.map(() => pick(b));
    differences.push(median(rb) - median(ra));
  }
  differences.sort((x, y) => x - y);
  return [differences[Math.floor(RESAMPLES * 0.025)], differences[Math.ceil(RESAMPLES * 0.975) - 1]];
}

const show = (figure, value) =>
  figure === "scriptBytes" ? `${(value / 1024).toFixed(1)} KB` : `${Math.round(value).toLocaleString("en-US")} ms`;
const signed = (figure, value) => `${value > 0 ? "+" : value < 0 ? "−" : "±"}${show(figure, Math.abs(value))}`;

const options = args();
if (!fs.existsSync(path.join(root, "public", "index.html"))) throw new Error("No build in public/: run npm run build.");
const base = baseBuild(options.base);
// The base's build, if it ran, loads the machine for a while after: wait up to three minutes for it to settle.
let load = quietness();
for (let waited = 0; !load.quiet && waited < 180; waited += 10) {
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  load = quietness();
}
if (!load.quiet && !options.force) {
  console.error(
    `The machine is busy (load ${load.perCore.toFixed(2)} per core over the last minute): a difference measured now ` +
      "would be the load's. Stop what runs beside it, or pass --force to measure anyway.",
  );
  process.exit(1);
}
const builds = [
  { name: "base", served: await serveBuild({ port: 9300, siteDir: base.dir }) },
  { name: "this", served: await serveBuild({ port: 9350 }) },
];
if (options.anchor) builds.push({ name: "anchor", served: await serveStatic(path.resolve(options.anchor)) });
// As the browser tests launch it: without the address bar's popups, two renderers a page that no phone runs.
const browser = await launchChromium();
// A base from before the form-ready mark: both builds' forms are timed by their hydration instead, the same way.
const baseMarksForms = fs.existsSync(path.join(base.dir, "src", "lib", "form-ready.ts"));
const formMark = baseMarksForms ? FORM_READY_MARK : FORM_HYDRATED_MARK;
const markOf = (build, route) => (build.name !== "anchor" && FORM_PAGES.includes(route) ? formMark : HYDRATED_MARK);

/** @type {Record<string, Record<string, Array<Record<string, number>>>>} */
const results = {};
try {
  // A fresh Chromium's first page waits for its document whatever the server does: one unrecorded load each.
  for (const build of builds) await loadPage(browser, build.served.origin, "/", HYDRATED_MARK);
  const anchorRoute = "/";
  for (const route of options.pages) {
    results[route] = Object.fromEntries(builds.map((build) => [build.name, []]));
    for (let run = 0; run < options.runs; run++) {
      // Base first in even rounds, last in odd ones: a drift in the machine falls on both alike.
      const order = run % 2 === 0 ? builds : [...builds].reverse();
      for (const build of order) {
        const at = build.name === "anchor" ? anchorRoute : route;
        results[route][build.name].push(await loadPage(browser, build.served.origin, at, markOf(build, route)));
      }
    }
  }
} finally {
  await browser.close();
  for (const build of builds) build.served.stop();
}

console.log(
  `\nthis checkout (${execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim()}) ` +
    `against ${options.base} (${base.sha.slice(0, 7)}), ${options.runs} cold loads each, interleaved; phone profile ` +
    `(CPU ${CPU_SLOWDOWN}×, 150 ms RTT, 1.6 Mbps). Load per core before it began: ${load.perCore.toFixed(2)}` +
    `${load.quiet ? "" : " (BUSY: run with --force)"}.`,
);
console.log(
  `ready: a form page's ${baseMarksForms ? "form-ready mark" : "lead form hydrated (React's props on its <form>; the base sets no form-ready mark)"}, ` +
    "any other page's hydration; fromScripts: ready, timed from the first script's request; LCP and TBT as of then; " +
    "tbtAfter: TBT from then until the network is quiet.\n",
);
const rows = [["page", "figure", "base", "this", "this − base (95% interval)", "verdict"]];
if (options.anchor) rows[0].splice(4, 0, "anchor (/)", "this ÷ anchor");
const summary = {};
for (const [route, byBuild] of Object.entries(results)) {
  summary[route] = {};
  for (const figure of FIGURES) {
    const a = byBuild.base.map((r) => r[figure]);
    const b = byBuild.this.map((r) => r[figure]);
    const difference = median(b) - median(a);
    const [low, high] = interval(a, b);
    const verdict = low <= 0 && high >= 0 ? "no difference shown" : difference < 0 ? "this is lower" : "this is higher";
    const row = [route, figure, show(figure, median(a)), show(figure, median(b))];
    const entry = { base: median(a), this: median(b), difference, interval: [low, high], verdict };
    if (options.anchor) {
      const anchor = median(byBuild.anchor.map((r) => r[figure]));
      const ratio = figure === "ready" || figure === "fromScripts";
      row.push(show(figure, anchor), ratio ? (median(b) / anchor).toFixed(2) : "");
      Object.assign(entry, { anchor });
    }
    row.push(`${signed(figure, difference)} (${signed(figure, low)} to ${signed(figure, high)})`, verdict);
    rows.push(row);
    summary[route][figure] = entry;
  }
}
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
fs.writeFileSync(
  path.join(root, "bench-results", "compare.json"),
  JSON.stringify({ base: options.base, sha: base.sha, runs: options.runs, load, summary, results }, null, 2),
);
