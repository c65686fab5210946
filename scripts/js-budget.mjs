#!/usr/bin/env node
// Prints, for every page of the production build in public/, the JavaScript a first visit loads, gzip-compressed
// as the CDN sends it, largest first: the <script src> files of its HTML (runtime, framework, app), the chunk
// group of its page component (named in its page-data.json, resolved through webpack.stats.json) and inline code.
//
// Usage: node scripts/js-budget.mjs [--max-kb N]   exits 1 when a page loads more than N KB gzip.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const publicDir = path.resolve(process.argv.includes("--public") ? process.argv[process.argv.indexOf("--public") + 1] : "public");
const maxArg = process.argv.indexOf("--max-kb");
const maxKb = maxArg >= 0 ? Number(process.argv[maxArg + 1]) : Infinity;

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(`No build in ${publicDir}: run \`npm run build\` first.`);
  process.exit(2);
}

const gzipSizes = new Map();
function gzipSize(src) {
  if (!gzipSizes.has(src)) {
    const file = path.join(publicDir, src.replace(/^\//, "").split("?")[0]);
    gzipSizes.set(src, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipSizes.get(src);
}

const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));

/** The scripts Gatsby loads for a page's component: its chunk group's .js assets (shared chunks included). */
function componentChunks(route) {
  const pageData = path.join(publicDir, "page-data", route === "/" ? "index" : route.replace(/^\/|\/$/g, "").replace(/\.html$/, ""), "page-data.json");
  if (!fs.existsSync(pageData)) return [];
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, "utf8"));
  const group = stats.namedChunkGroups[componentChunkName];
  return (group?.assets ?? []).map((asset) => `/${asset.name}`).filter((name) => name.endsWith(".js"));
}

function htmlPages(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["page-data", "static", "~partytown"].includes(entry.name) ? [] : htmlPages(full);
    return entry.name === "index.html" || entry.name === "404.html" ? [full] : [];
  });
}

const rows = htmlPages(publicDir).map((file) => {
  const html = fs.readFileSync(file, "utf8");
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => zlib.gzipSync(match[1]).length)
    .reduce((sum, size) => sum + size, 0);
  const route = "/" + path.relative(publicDir, file).replace(/index\.html$/, "").split(path.sep).join("/");
  const files = new Set([...sources, ...componentChunks(route)]);
  const bytes = [...files].reduce((sum, src) => sum + gzipSize(src), 0) + inline;
  return { route, files: files.size, kb: bytes / 1024 };
});

rows.sort((a, b) => b.kb - a.kb);
console.log("first-load JavaScript per page (gzip)");
for (const row of rows) console.log(`${row.kb.toFixed(1).padStart(7)} KB  ${String(row.files).padStart(2)} files  ${row.route}`);
const over = rows.filter((row) => row.kb > maxKb);
if (over.length > 0) {
  console.error(`${over.length} page(s) over the ${maxKb} KB budget: ${over.map((row) => row.route).join(", ")}`);
  process.exit(1);
}
