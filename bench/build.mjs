// Build-time benchmark: how the production build scales with the number of blog posts.
//
// In a temporary folder it makes two sites, each with node_modules linked to this repository's:
//   ours  a copy of this site's sources, built (a) with its real posts only and (b) with N generated posts added;
//   bare  a bare Gatsby + gatsby-source-filesystem + gatsby-plugin-mdx site, one page per post from createPages,
//         built (a) with no posts and (b) with the same N generated posts.
// Each (a) and (b) is a cold build (`gatsby clean`, then `gatsby build`); then one generated post's body is edited
// and `gatsby build` runs again with .cache and public kept (warm). Per-post cost = (t(b) − t(a)) / N.
// Peak memory: the largest sum of resident set sizes over the build's process tree (Gatsby forks workers),
// sampled from /proc every 250 ms (shared pages are counted once per process, so it is an upper bound); processor
// time likewise (user + system of every process in the tree; a process shorter than 250 ms can be missed).
//
// For ours it also measures how the blog scales, after each cold build, from (a) and (b)'s public/: the list pages
// (/blog/, /blog/page/{n}/, /blog/category/{slug}/ and their pages; bench/blog-scale.ts) with the largest one's HTML
// and page data, the search index /blog/search-index.json raw, gzip (level 9) and brotli, and Lighthouse (default
// mobile configuration, median of 3 runs) on /blog/ and on the first category's first page, with the copy's build
// served by its own scripts/serve.mjs behind the compressing proxy of bench:lighthouse (bench/lighthouse-support.mjs).
// A page or index the build does not have is reported as missing. For the blog's targets at scale (list pages
// ≤ 60 KB HTML and ≤ 20 KB page data, search index ≤ 150 KB gzip, /blog/ performance 100), run it with 5,000 posts.
//
// Generated posts reuse the real posts' cover images and author portraits (shared covers), so the per-post cost is
// that of the pages, not of encoding 500 new images to AVIF and WebP, which the bare site does not do.
// `--unique-images` gives every generated post a cover of its own (a recoloured copy) to measure that cost too.
//
// Usage: npm run bench:build [-- --posts N] [-- --only ours|bare] [-- --no-lighthouse] [-- --keep] [-- --unique-images]
//        [-- --verbose]
// The blog at scale: npm run bench:build -- --posts 5000 --only ours   (three builds of 5,000 posts: a long run)
// Lighthouse serves the copies from the port in PORT (default 8878) or the next free ones.
// Writes the table to bench-results/build-<time>.md and each build's log to bench-results/build-logs/.
// A benchmark, not a test: it prints figures and exits 0 unless a build failed or it could not run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import { launchChromium, medianRun, score, serveBuild, warmUp } from "./lighthouse-support.mjs";

const { firstCategoryRoute, largestListPages, listPages, searchIndexSizes } = await tsImport(
  "./blog-scale.ts",
  import.meta.url,
);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "bench-results");
const logDir = path.join(outDir, "build-logs");

const targets = {
  perPostRatio: 1.1,
  warmSeconds: 15,
  perPostSeconds: 0.03,
  peakMb: 2048,
  // The blog with N posts:
  listPageHtmlKb: 60,
  listPageDataKb: 20,
  searchIndexGzipKb: 150,
  blogPerformance: 100,
  /** /blog/'s total blocking time may grow this much from the real posts' build */
  blogTbtGrowthMs: 50,
};
const LIGHTHOUSE_RUNS = 3;

/** What the site copy leaves out: installed packages (linked instead), build output, caches, test output. */
const NOT_COPIED = new Set([
  ".git",
  "node_modules",
  ".cache",
  "public",
  ".netlify",
  "bench-results",
  "coverage",
  "test-results",
]);

const USAGE = `Usage: npm run bench:build [-- options]   (or node bench/build.mjs [options])

Times cold \`gatsby build\`s of this site and of a bare Gatsby + MDX site, each without and with N generated
posts, and a warm rebuild after editing one post; prints seconds, per-post cost and peak memory. For this site
also its blog's list pages, search index and Lighthouse on /blog/ without and with the N posts
(\`--posts 5000 --only ours\` for the blog's targets at scale).

Options:
  --posts N          generated posts to add (default 500)
  --only ours|bare   build only this site or only the bare one
  --no-lighthouse    skip the Lighthouse runs on ours' /blog/ and category page (sizes are still measured)
  --unique-images    give each generated post its own cover image (default: covers shared with the real posts)
  --keep             keep the temporary sites (their path is printed)
  --verbose          pass --verbose to gatsby build (more detail in the logs)
  -h, --help         this text`;

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`bench:build: ${message}`);
  process.exit(2);
}

/** @param {string[]} argv */
function parseArgs(argv) {
  const options = {
    posts: 500,
    only: /** @type {"ours" | "bare" | undefined} */ (undefined),
    keep: false,
    lighthouse: true,
    uniqueImages: false,
    verbose: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg, undefined];
    const value = () => {
      const given = inline ?? argv[++i];
      if (given === undefined) fail(`${name} needs a value`);
      return given;
    };
    if (name === "--posts") {
      const text = value();
      options.posts = Number(text);
      if (!Number.isInteger(options.posts) || options.posts < 1)
        fail(`--posts must be a whole number of at least 1, not ${text}`);
    } else if (name === "--only") {
      const text = value();
      if (text !== "ours" && text !== "bare") fail(`--only must be ours or bare, not ${text}`);
      options.only = text;
    } else if (name === "--keep") options.keep = true;
    else if (name === "--no-lighthouse") options.lighthouse = false;
    else if (name === "--unique-images") options.uniqueImages = true;
    else if (name === "--verbose") options.verbose = true;
    else if (name === "--help" || name === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else fail(`unknown option ${arg}\n\n${USAGE}`);
  }
  return options;
}

// ---------------------------------------------------------------------------------------------------------------
// Generated posts: small, realistic, valid for src/content/types/posts.ts (categories from data/options.json, existing
// author portraits and covers). Deterministic, so every run builds the same text.

/** A small seeded random number generator (mulberry32). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOPICS = [
  "prior authorizations",
  "charge capture",
  "after-hours charting",
  "patient intake",
  "referral tracking",
  "claim denials",
  "appointment reminders",
  "telehealth visits",
  "inbox management",
  "coding audits",
  "staff onboarding",
  "patient portal adoption",
  "lab result routing",
  "eligibility checks",
  "documentation templates",
  "security training",
];
const TITLE_PATTERNS = [
  (topic) => `A Practical Guide to ${capitalize(topic)}`,
  (topic) => `Five Ways to Simplify ${capitalize(topic)}`,
  (topic) => `What Small Practices Get Wrong About ${capitalize(topic)}`,
  (topic) => `Fixing ${capitalize(topic)} Without New Software`,
  (topic) => `How to Measure ${capitalize(topic)} in Thirty Days`,
];
const SENTENCES = [
  "Most practices already own the tools they need; the gap is usually in how those tools are set up and who owns them.",
  "Start with a week of honest measurement before changing anything, because habits hide the real cost of a task.",
  "Front-desk staff often see the problem first, so ask them what they repeat more than five times a day.",
  "A small change that every provider adopts beats a perfect change that only one provider uses.",
  "Write the new routine down on one page and keep it where the work happens, not in a shared drive nobody opens.",
  "Review the numbers again after thirty days and share them with the whole team, including what did not work.",
  "Payers change their rules every quarter, so a checklist that was right last year may be quietly costing you now.",
  "When a task needs clinical judgment, keep it with the clinician; when it does not, route it to trained staff under a protocol.",
  "The fastest wins tend to come from removing steps rather than adding new ones.",
  "Patients notice consistency more than speed: a predictable process earns more trust than an occasionally fast one.",
  "Document who owns each step, because shared ownership usually means nobody follows up.",
  "Small practices can move faster than large systems, which is an advantage worth using.",
  "Before buying anything new, check what your EHR vendor already includes in your current contract.",
  "Track one number that matters, such as days in accounts receivable or after-hours charting time, and ignore the rest for now.",
  "Pilot the change with one willing provider for two weeks, then adjust before rolling it out to everyone.",
  "Training works best in short hands-on sessions at the workstation rather than long slide decks.",
  "Keep a simple log of exceptions; the patterns in it show where the process still breaks.",
  "A clear escalation path keeps urgent issues from waiting in a queue behind routine ones.",
];
const LIST_ITEMS = [
  "Name one owner for the process and a backup for days off.",
  "Write down the three most common exceptions and how to handle them.",
  "Set a weekly fifteen-minute review until the numbers are stable.",
  "Remove any step nobody can explain the reason for.",
  "Ask patients one short question about the experience at checkout.",
  "Compare this month's figures with the same month last year.",
  "Keep the checklist to a single page.",
  "Share the results with the whole team, not just the managers.",
];
const HEADINGS = [
  "Where the time actually goes",
  "Start with one measurable goal",
  "Make the change stick",
  "What to watch for",
  "Bringing the team along",
  "When to ask for help",
];
const TAGS = [
  "Workflow Design",
  "Practice Management",
  "Revenue Cycle",
  "Patient Experience",
  "Staff Training",
  "EHR Templates",
  "Compliance",
  "Telehealth",
];
const LINKS = [
  ["book a free consultation", "/consultation/"],
  ["see our services", "/services/"],
  ["request a quote", "/request-quote/"],
  ["contact our team", "/contact/"],
];

function capitalize(text) {
  return text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** The real posts' author blocks and covers, reused by generated posts so every path in their front matter exists. */
function realPostAssets(postsDir) {
  const authors = [];
  const covers = [];
  for (const file of fs
    .readdirSync(postsDir)
    .filter((name) => name.endsWith(".mdx"))
    .sort()) {
    const text = fs.readFileSync(path.join(postsDir, file), "utf8");
    const author = /^author:\n((?: {2}.*\n)+)/m.exec(text);
    const image = /^image: "(.+)"$/m.exec(text);
    if (author && !authors.includes(author[0])) authors.push(author[0]);
    if (image) covers.push(image[1]);
  }
  if (authors.length === 0 || covers.length === 0)
    fail(`no real post with an author and a cover in ${postsDir}: cannot generate posts like them`);
  return { authors, covers };
}

/**
 * The MDX of generated post number `index` (1-based): front matter, an introduction, three sections, a list and
 * a link, a few hundred words. `cover` is the image path its front matter names.
 */
function generatedPost(index, { categories, authors, cover }) {
  const next = random(index * 7919);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const some = (list, count) => [...list].sort(() => next() - 0.5).slice(0, count);
  const sentences = (count) => some(SENTENCES, count).join(" ");
  const topic = TOPICS[index % TOPICS.length];
  const title = `${TITLE_PATTERNS[index % TITLE_PATTERNS.length](topic)} (No. ${index})`;
  const day = new Date(Date.UTC(2025, 11, 31) - index * 86_400_000).toISOString().slice(0, 10);
  const tags = [...new Set([pick(TAGS), pick(TAGS), pick(TAGS)])];
  const [linkText, linkHref] = pick(LINKS);
  const headings = some(HEADINGS, 3);
  const items = some(LIST_ITEMS, 4);
  return `---
title: "${title}"
excerpt: "How a small practice can take control of ${topic}: what to measure first, what to change, and how to keep the change going."
date: ${day}
category: "${categories[index % categories.length]}"
tags: ${JSON.stringify(tags).replaceAll(",", ", ")}
image: "${cover}"
imageAlt: "Illustration for the article about ${topic}"
${authors[index % authors.length]}slug: "${slugOf(index)}"
---

${sentences(4)}

${sentences(3)}

## ${headings[0]}

${sentences(4)}

${items.map((item) => `- ${item}`).join("\n")}

## ${headings[1]}

${sentences(4)}

${sentences(3)}

## ${headings[2]}

${sentences(4)} If you would like a second pair of eyes on ${topic}, [${linkText}](${linkHref}).
`;
}

const slugOf = (index) => `bench-post-${String(index).padStart(4, "0")}`;

/** Writes N generated posts into `postsDir`; with unique images, each gets a recoloured copy of a real cover. */
async function writeGeneratedPosts(postsDir, count, { uniqueImages, assets }) {
  const categories = JSON.parse(fs.readFileSync(path.join(root, "data/options.json"), "utf8")).blogCategories.map(
    (option) => option.value,
  );
  const sharp = uniqueImages ? createRequire(path.join(root, "package.json"))("sharp") : undefined;
  if (uniqueImages) fs.mkdirSync(path.join(postsDir, "images/bench"), { recursive: true });
  for (let index = 1; index <= count; index++) {
    let cover = assets.covers[index % assets.covers.length];
    if (sharp) {
      const unique = `./images/bench/${slugOf(index)}.png`;
      // A different hue per post: different pixels, so sharp cannot reuse another post's encodings.
      await sharp(path.join(root, "posts", cover))
        .modulate({ hue: (index * 7) % 360, brightness: 1 + (index % 5) / 100 })
        .png()
        .toFile(path.join(postsDir, unique));
      cover = unique;
    }
    fs.writeFileSync(
      path.join(postsDir, `${slugOf(index)}.mdx`),
      generatedPost(index, { categories, authors: assets.authors, cover }),
    );
  }
}

/** The warm rebuild's edit: one more paragraph at the end of the first generated post's body. */
function editOnePost(postsDir) {
  const file = path.join(postsDir, `${slugOf(1)}.mdx`);
  fs.appendFileSync(
    file,
    `\nEdited for the warm rebuild at ${new Date().toISOString()}: one more paragraph to render.\n`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The two sites.

function linkNodeModules(siteDir) {
  fs.symlinkSync(path.join(root, "node_modules"), path.join(siteDir, "node_modules"), "dir");
}

function copyOurSite(siteDir) {
  fs.cpSync(root, siteDir, {
    recursive: true,
    filter: (source) => source === root || !NOT_COPIED.has(path.relative(root, source).split(path.sep)[0]),
  });
  linkNodeModules(siteDir);
}

/** The bare site's packages, at the versions this site uses (its node_modules is this site's). */
function bareDependencies() {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  const names = ["gatsby", "gatsby-plugin-mdx", "gatsby-source-filesystem", "@mdx-js/react", "react", "react-dom"];
  return Object.fromEntries(names.map((name) => [name, dependencies[name]]));
}

/** A bare Gatsby + MDX site: the filesystem source, the MDX plugin, one page per post, a minimal template. */
function writeBareSite(siteDir) {
  const files = {
    "package.json": JSON.stringify(
      { name: "bench-bare-site", private: true, version: "1.0.0", dependencies: bareDependencies() },
      null,
      2,
    ),
    "gatsby-config.js": `module.exports = {
  siteMetadata: { title: "Bare benchmark site", siteUrl: "https://example.org" },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "posts", path: \`\${__dirname}/posts\` } },
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
  ],
};
`,
    "gatsby-node.js": `const path = require("path");

// With no posts (the baseline build) Gatsby has nothing to infer the front matter from, so it is declared.
exports.createSchemaCustomization = ({ actions }) => {
  actions.createTypes(\`
    type Mdx implements Node { frontmatter: MdxFrontmatter }
    type MdxFrontmatter { title: String slug: String date: Date @dateformat }
  \`);
};

exports.createPages = async ({ graphql, actions, reporter }) => {
  const result = await graphql(\`{ allMdx { nodes { id frontmatter { slug } internal { contentFilePath } } } }\`);
  if (result.errors) return reporter.panicOnBuild("Could not load posts", result.errors);
  const template = path.resolve("src/templates/post.js");
  for (const post of result.data.allMdx.nodes) {
    actions.createPage({
      path: \`/blog/\${post.frontmatter.slug}/\`,
      component: \`\${template}?__contentFilePath=\${post.internal.contentFilePath}\`,
      context: { id: post.id },
    });
  }
};
`,
    "src/templates/post.js": `import * as React from "react";
import { graphql } from "gatsby";

export default function Post({ data, children }) {
  return (
    <main>
      <h1>{data.mdx.frontmatter.title}</h1>
      <p>{data.mdx.frontmatter.date}</p>
      {children}
    </main>
  );
}

export const Head = ({ data }) => <title>{data.mdx.frontmatter.title}</title>;

export const query = graphql\`
  query ($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        date(formatString: "MMMM D, YYYY")
      }
    }
  }
\`;
`,
    "src/pages/index.js": `import * as React from "react";

export default function Home() {
  return <main><h1>Bare benchmark site</h1></main>;
}
`,
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, name), text);
  }
  // The generated posts name the real covers and portraits, so the bare site has them too (it does not process them).
  fs.cpSync(path.join(root, "posts/images"), path.join(siteDir, "posts/images"), { recursive: true });
  linkNodeModules(siteDir);
}

// ---------------------------------------------------------------------------------------------------------------
// Running a build: wall time, peak memory of the process tree, Gatsby's own step timings.

const PAGE_SIZE = 4096;
const CLOCK_TICKS = 100;

/**
 * Resident memory (bytes) of `rootPid` and all its descendants now, from /proc; records in `cpuTicks` each one's
 * processor time so far (user + system), so the build's total survives the workers that end before it does.
 */
function sampleTree(rootPid, cpuTicks) {
  const children = new Map();
  const stats = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The fields after the command name (which may contain spaces, in parentheses): state, ppid, … utime, stime.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ppid = Number(fields[1]);
      stats.set(Number(entry), fields);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  let rss = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop();
    const fields = stats.get(pid);
    if (fields) {
      rss += Number(fields[21]) * PAGE_SIZE;
      cpuTicks.set(pid, Math.max(cpuTicks.get(pid) ?? 0, Number(fields[11]) + Number(fields[12])));
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return rss;
}

// eslint-disable-next-line no-control-regex -- ESC starts the colour codes this removes
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** Runs a Gatsby command in `siteDir`; resolves with seconds, processor seconds, peak MB and Gatsby's step timings. */
function gatsby(siteDir, args, { label, logFile }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };
    const child = spawn(path.join(siteDir, "node_modules/.bin/gatsby"), args, {
      cwd: siteDir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const log = fs.createWriteStream(logFile);
    let output = "";
    const collect = (chunk) => {
      log.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    let peak = 0;
    const cpuTicks = new Map();
    const sampler = setInterval(() => (peak = Math.max(peak, sampleTree(child.pid, cpuTicks))), 250);
    child.on("error", (error) => reject(new Error(`${label}: could not start gatsby: ${error.message}`)));
    child.on("close", (code) => {
      clearInterval(sampler);
      log.end();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) {
        const tail = output.replace(ANSI, "").trimEnd().split("\n").slice(-40).join("\n");
        reject(
          new Error(
            `${label}: \`gatsby ${args.join(" ")}\` failed (exit code ${code}) after ${seconds.toFixed(1)} s. Full log: ${logFile}\n--- last lines ---\n${tail}`,
          ),
        );
        return;
      }
      const steps = {};
      for (const line of output.replace(ANSI, "").split("\n")) {
        const match = /^success (.+?) - ([\d.]+)s/.exec(line.trim());
        if (match) steps[match[1]] = (steps[match[1]] ?? 0) + Number(match[2]);
      }
      const cpuSeconds = [...cpuTicks.values()].reduce((sum, ticks) => sum + ticks, 0) / CLOCK_TICKS;
      resolve({ seconds, cpuSeconds, peakMb: peak / 1024 / 1024, steps });
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------

// The blog at scale: list pages, search index and Lighthouse of ours, read after each cold build.

const kb = (bytes) => bytes / 1024;

/**
 * Lighthouse's performance score and total blocking time on each of `routes` the build has (undefined for the
 * others); `{ error }` for a page Lighthouse could not measure, so one failure does not lose the builds' figures.
 */
async function auditBlog(siteDir, routes) {
  const audits = Object.fromEntries(routes.map((route) => [route, undefined]));
  const built = routes.filter((route) => fs.existsSync(path.join(siteDir, "public", route, "index.html")));
  if (built.length === 0) return audits;
  let site;
  let chrome;
  try {
    site = await serveBuild({ port: Number(process.env.PORT ?? 8878), siteDir });
    chrome = (await launchChromium()).chrome;
    await warmUp(chrome.port, `${site.origin}${built[0]}`);
    for (const route of built) {
      const { lhr, performanceRuns } = await medianRun(chrome.port, `${site.origin}${route}`, LIGHTHOUSE_RUNS, [
        "performance",
      ]);
      audits[route] = lhr.runtimeError
        ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
        : {
            performance: score(lhr, "performance"),
            performanceRuns,
            tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
          };
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    for (const route of built) audits[route] ??= { error: message };
  } finally {
    chrome?.kill();
    site?.stop();
  }
  return audits;
}

/** What the blog of the build in `siteDir`/public weighs; Lighthouse too unless options.lighthouse is false. */
async function measureBlog(siteDir, options) {
  const publicDir = path.join(siteDir, "public");
  const pages = listPages(publicDir);
  const routes = ["/blog/", firstCategoryRoute(siteDir)];
  return {
    listPages: pages.length,
    ...largestListPages(pages),
    searchIndex: searchIndexSizes(publicDir),
    routes,
    audits: options.lighthouse ? await auditBlog(siteDir, routes) : undefined,
  };
}

/** One line on a measured blog, for the progress output. */
function blogLine(blog) {
  const parts = [
    blog.listPages === 0
      ? "no list pages found"
      : `${blog.listPages} list page${blog.listPages === 1 ? "" : "s"}, largest ${blog.html.route} ${fmt(kb(blog.html.htmlBytes))} KB HTML`,
    blog.searchIndex ? `search index ${fmt(kb(blog.searchIndex.gzipBytes))} KB gzip` : "search index missing",
  ];
  for (const route of blog.routes) {
    const audit = blog.audits?.[route];
    if (blog.audits)
      parts.push(
        !audit
          ? `${route} missing`
          : audit.error
            ? `${route} Lighthouse failed: ${audit.error}`
            : `${route} ${audit.performance}, TBT ${fmt(audit.tbtMs, 0)} ms`,
      );
  }
  return parts.join("; ");
}

async function benchSite(name, siteDir, options, stamp) {
  const postsDir = path.join(siteDir, "posts");
  const buildArgs = options.verbose ? ["build", "--verbose"] : ["build"];
  const run = async (phase, args) => {
    const label = `${name} ${phase}`;
    process.stdout.write(`  ${label.padEnd(24)} `);
    const result = await gatsby(siteDir, args, { label, logFile: path.join(logDir, `${stamp}-${name}-${phase}.log`) });
    if (args[0] === "build")
      console.log(
        `${result.seconds.toFixed(1).padStart(7)} s  ${result.cpuSeconds.toFixed(0).padStart(5)} s CPU  ${result.peakMb.toFixed(0).padStart(6)} MB peak`,
      );
    else console.log("done");
    return result;
  };
  const measure = async (phase) => {
    if (name !== "ours") return undefined;
    process.stdout.write(`  ${`${name} ${phase}`.padEnd(24)} `);
    const blog = await measureBlog(siteDir, options);
    console.log(blogLine(blog));
    return blog;
  };
  await run("clean-a", ["clean"]);
  const a = await run("cold-a", buildArgs);
  const blogA = await measure("blog-a");
  await writeGeneratedPosts(postsDir, options.posts, options);
  await run("clean-b", ["clean"]);
  const b = await run("cold-b", buildArgs);
  const blogB = await measure("blog-b");
  editOnePost(postsDir);
  const warm = await run("warm-b", buildArgs);
  return {
    a,
    b,
    warm,
    blog: blogA && blogB ? { a: blogA, b: blogB } : undefined,
    realPosts: fs.readdirSync(postsDir).filter((file) => file.endsWith(".mdx")).length - options.posts,
  };
}

const fmt = (value, digits = 1) => (value === undefined || Number.isNaN(value) ? "–" : value.toFixed(digits));

/** Steps whose time grew most from (a) to (b), per generated post: where the per-post cost goes. */
function stepTable(result, posts, limit = 10) {
  const names = [...new Set([...Object.keys(result.a.steps), ...Object.keys(result.b.steps)])];
  const rows = names
    .map((step) => ({
      step,
      a: result.a.steps[step] ?? 0,
      b: result.b.steps[step] ?? 0,
      warm: result.warm.steps[step],
    }))
    .sort((x, y) => y.b - y.a - (x.b - x.a))
    .slice(0, limit);
  return [
    "| step | cold (a) s | cold (b) s | per post ms | warm s |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (row) =>
        `| ${row.step} | ${fmt(row.a, 2)} | ${fmt(row.b, 2)} | ${fmt(((row.b - row.a) / posts) * 1000, 1)} | ${fmt(row.warm, 2)} |`,
    ),
  ].join("\n");
}

/** "met", "NOT met", or why it cannot be told. */
const verdict = (ok, missing = "missing") => (ok === undefined ? missing : ok ? "met" : "NOT met");

/** The table of the blog in (a) and (b), then its targets at N posts. */
function blogSection(result, posts) {
  const { a, b } = result.blog;
  const [blogRoute, categoryRoute] = b.routes;
  const auditCells = (blog, route) => {
    if (!blog.audits) return ["not run", "not run"];
    const audit = blog.audits[route];
    if (!audit) return ["missing", "missing"];
    if (audit.error) return ["failed", "failed"];
    return [`${audit.performance} (${audit.performanceRuns.join(", ")})`, fmt(audit.tbtMs, 0)];
  };
  const row = (label, count, blog) => {
    const index = blog.searchIndex;
    const cells = [
      label,
      String(count),
      blog.listPages === 0 ? "no list pages found" : String(blog.listPages),
      blog.html ? blog.html.route : "missing",
      blog.html ? fmt(kb(blog.html.htmlBytes)) : "missing",
      blog.html?.pageDataBytes !== undefined ? fmt(kb(blog.html.pageDataBytes)) : "missing",
      index ? `${fmt(kb(index.rawBytes))} / ${fmt(kb(index.gzipBytes))} / ${fmt(kb(index.brotliBytes))}` : "missing",
      ...auditCells(blog, blogRoute),
      ...auditCells(blog, categoryRoute),
    ];
    return `| ${cells.join(" | ")} |`;
  };
  const lines = [
    `## ours: the blog at scale`,
    "",
    `| build | posts | list pages | largest list page | its HTML KB | its page data KB | search index KB (raw / gzip / brotli) | ${blogRoute} performance (runs) | ${blogRoute} TBT ms | ${categoryRoute} performance (runs) | ${categoryRoute} TBT ms |`,
    "| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    row("(a) real posts", result.realPosts, a),
    row(`(b) ${posts} generated posts added`, result.realPosts + posts, b),
    "",
  ];
  const noPages = "cannot tell: no list pages found";
  const htmlKb = b.html && kb(b.html.htmlBytes);
  lines.push(
    `List pages with ${posts} posts, largest HTML: ${b.html ? `${fmt(htmlKb)} KB (${b.html.route})` : "–"} (target ≤ ${targets.listPageHtmlKb} KB): ${verdict(b.html && htmlKb <= targets.listPageHtmlKb, noPages)}`,
  );
  const dataKb = b.pageData && kb(b.pageData.pageDataBytes);
  lines.push(
    `List pages with ${posts} posts, largest page data: ${b.pageData ? `${fmt(dataKb)} KB (${b.pageData.route})` : "–"} (target ≤ ${targets.listPageDataKb} KB): ${verdict(b.pageData && dataKb <= targets.listPageDataKb, b.listPages === 0 ? noPages : "cannot tell: no page data found")}`,
  );
  const gzipKb = b.searchIndex && kb(b.searchIndex.gzipBytes);
  lines.push(
    `Search index with ${posts} posts: ${b.searchIndex ? `${fmt(gzipKb)} KB gzip` : "–"} (target ≤ ${targets.searchIndexGzipKb} KB gzip): ${verdict(b.searchIndex && gzipKb <= targets.searchIndexGzipKb, "cannot tell: no search index found")}`,
  );
  if (a.audits && b.audits) {
    // A page Lighthouse failed on counts as unmeasured, with the reason in place of a verdict.
    const measured = (audit) => (audit?.error ? undefined : audit);
    const before = measured(a.audits[blogRoute]);
    const after = measured(b.audits[blogRoute]);
    const failure = [a, b].map((blog) => blog.audits[blogRoute]?.error).find(Boolean);
    const unmeasured = failure ? `cannot tell: Lighthouse failed (${failure})` : `cannot tell: no ${blogRoute} page`;
    lines.push(
      `${blogRoute} with ${posts} posts: performance ${after ? after.performance : "–"} (target ${targets.blogPerformance}): ${verdict(after && after.performance >= targets.blogPerformance, unmeasured)}`,
    );
    lines.push(
      `${blogRoute} TBT with ${posts} posts: ${after ? fmt(after.tbtMs, 0) : "–"} ms, with the real posts ${before ? fmt(before.tbtMs, 0) : "–"} ms (target ≤ real + ${targets.blogTbtGrowthMs} ms): ${verdict(before && after && after.tbtMs <= before.tbtMs + targets.blogTbtGrowthMs, unmeasured)}`,
    );
  } else lines.push("Lighthouse: not run (--no-lighthouse).");
  return lines.join("\n");
}

function report(results, options) {
  const posts = options.posts;
  const lines = [];
  const images = options.uniqueImages
    ? "unique covers (each generated post has its own recoloured cover: includes sharp's AVIF/WebP encoding per post)"
    : "shared covers (generated posts reuse the real posts' 6 covers and 4 portraits: no new images to encode)";
  lines.push(`# bench:build: ${posts} generated posts, ${images}`);
  lines.push("");
  lines.push(
    `${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}`,
  );
  lines.push("");
  lines.push(
    "| site | posts | cold (a) s | posts | cold (b) s | per post s | per post CPU s | warm (1 post edited) s | peak MB (a / b / warm) |",
  );
  lines.push("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  const perPost = {};
  for (const [name, result] of Object.entries(results)) {
    perPost[name] = (result.b.seconds - result.a.seconds) / posts;
    lines.push(
      `| ${name} | ${result.realPosts} | ${fmt(result.a.seconds)} | ${result.realPosts + posts} | ${fmt(result.b.seconds)} | ${fmt(perPost[name], 3)} | ${fmt((result.b.cpuSeconds - result.a.cpuSeconds) / posts, 3)} | ${fmt(result.warm.seconds)} | ${fmt(result.a.peakMb, 0)} / ${fmt(result.b.peakMb, 0)} / ${fmt(result.warm.peakMb, 0)} |`,
    );
  }
  lines.push("");
  if (results.ours && results.bare) {
    const ratio = perPost.ours / perPost.bare;
    lines.push(
      `Per-post cost, ours / bare: ${fmt(perPost.ours, 3)} s / ${fmt(perPost.bare, 3)} s = ${fmt(ratio, 2)} (target ≤ ${targets.perPostRatio.toFixed(2)}): ${ratio <= targets.perPostRatio ? "met" : "NOT met"}`,
    );
  }
  if (results.ours) {
    const warm = results.ours.warm.seconds;
    lines.push(
      `Warm rebuild of ours after editing one post: ${fmt(warm)} s (target < ${targets.warmSeconds} s): ${warm < targets.warmSeconds ? "met" : "NOT met"}`,
    );
    lines.push(
      `Per-post cost of ours: ${fmt(perPost.ours, 3)} s (target ≤ ${targets.perPostSeconds} s): ${verdict(perPost.ours <= targets.perPostSeconds)}`,
    );
    const peak = Math.max(results.ours.a.peakMb, results.ours.b.peakMb, results.ours.warm.peakMb);
    lines.push(
      `Peak memory of ours' builds: ${fmt(peak, 0)} MB (target ≤ ${targets.peakMb} MB): ${verdict(peak <= targets.peakMb)}`,
    );
  }
  lines.push(
    "Per post = (cold (b) − cold (a)) / posts, in wall seconds and in processor seconds (user + system, summed over the build's processes: steadier than wall time on a shared machine).",
  );
  lines.push(
    "Peak memory: the largest sum of resident set sizes over the build's process tree (sampled every 250 ms).",
  );
  if (results.ours?.blog) {
    lines.push("");
    lines.push(blogSection(results.ours, posts));
  }
  for (const [name, result] of Object.entries(results)) {
    lines.push("");
    lines.push(`## ${name}: Gatsby's steps, by growth from (a) to (b)`);
    lines.push("");
    lines.push(stepTable(result, posts));
  }
  return lines.join("\n");
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (process.platform !== "linux") fail("needs Linux: peak memory is read from /proc");
  if (!fs.existsSync(path.join(root, "node_modules/.bin/gatsby")))
    fail("node_modules/.bin/gatsby is missing: run npm install first");
  const assets = realPostAssets(path.join(root, "posts"));
  fs.mkdirSync(logDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-build-"));
  const sites = (options.only ? [options.only] : ["ours", "bare"]).map((name) => ({
    name,
    dir: path.join(work, name),
  }));
  console.log(
    `bench:build: ${options.posts} generated posts, ${options.uniqueImages ? "unique" : "shared"} covers; sites in ${work}; logs in ${path.relative(root, logDir)}/`,
  );
  let failed = false;
  try {
    const results = {};
    for (const site of sites) {
      fs.mkdirSync(site.dir);
      if (site.name === "ours") copyOurSite(site.dir);
      else writeBareSite(site.dir);
      results[site.name] = await benchSite(site.name, site.dir, { ...options, assets }, stamp);
    }
    const text = report(results, options);
    const file = path.join(outDir, `build-${stamp}.md`);
    fs.writeFileSync(file, `${text}\n`);
    console.log(`\n${text}\n\nWritten to ${path.relative(root, file)}`);
  } catch (error) {
    failed = true;
    console.error(`\n\nbench:build: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    if (options.keep) console.log(`Kept the sites in ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
