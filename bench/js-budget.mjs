#!/usr/bin/env node
// Prints, for every page of the production build in public/, the JavaScript a first visit loads, gzip-compressed
// as the CDN sends it, largest first: the <script src> files of its HTML (runtime, framework, app), the chunk
// group of its page component (named in its page-data.json, resolved through webpack.stats.json) and inline code.
// The measure itself is bench/measure-js.ts, shared with the build test __tests__/build/js-budget.test.ts.
//
// Usage: npm run js-budget -- [--max-kb N] [--public DIR]   exits 1 when a page loads more than N KB gzip.
import path from "node:path";
import { tsImport } from "tsx/esm/api";

const { formatMeasure, measurePages } = await tsImport("./measure-js.ts", import.meta.url);

const publicDir = path.resolve(
  process.argv.includes("--public") ? process.argv[process.argv.indexOf("--public") + 1] : "public",
);
const maxArg = process.argv.indexOf("--max-kb");
const maxKb = maxArg >= 0 ? Number(process.argv[maxArg + 1]) : Infinity;

let rows;
try {
  rows = measurePages(publicDir);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

console.log("first-load JavaScript per page (gzip)");
for (const row of rows) console.log(formatMeasure(row));
const over = rows.filter((row) => row.kb > maxKb);
if (over.length > 0) {
  console.error(`${over.length} page(s) over the ${maxKb} KB budget: ${over.map((row) => row.route).join(", ")}`);
  process.exit(1);
}
