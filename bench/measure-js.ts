/**
 * The first-load JavaScript of every page of the production build in public/, gzip-compressed (level 9) as the
 * CDN sends it: the <script src> files of its HTML (runtime, framework, app), the chunk group of its page
 * component (named in its page-data.json, resolved through webpack.stats.json) and its inline scripts. A lead
 * form's code, fetched alongside but hydrating on its own once it arrives, is counted apart: the page does not
 * wait for it.
 * One measure for `npm run js-budget` and the build test __tests__/build/js-budget.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { scriptFiles } from "../src/lib/scripts-after-paint";
import { builtPages } from "../plugins/content-security-policy";
import { islandFiles, islandNames, pageFiles, routeOf, webpackStats } from "../plugins/scripts-after-paint/page-files";
import zlib from "node:zlib";

/**
 * The ceiling of first-load JavaScript for any page, staff inbox included, in KB (1024 bytes) gzip: loose enough not
 * to steer design (what a visitor feels is judged by npm run bench:lighthouse and bench:form-ready), tight enough to
 * catch an accident such as a library imported into every page.
 */
export const JS_BUDGET_KB = 110;
/** The staff section's page in the build. */
export const STAFF_ROUTE = "/staff/[...]/";

type PageMeasure = {
  /** The page's address, e.g. /contact/ or /404.html. */
  readonly route: string;
  /** How many script files it loads. */
  readonly files: number;
  /** Those files' paths (/app-….js). */
  readonly scripts: readonly string[];
  readonly bytes: number;
  readonly kb: number;
  /** The lead form's code the page fetches with it (an island's form, or a lazy form's `webpackPreload` import), in KB gzip. */
  readonly formKb: number;
};

/** Every page of the build, heaviest first. Throws when public/ holds no build. */
export function measurePages(publicDir: string): PageMeasure[] {
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error(`No build in ${publicDir}: run \`npm run build\` first.`);

  const gzipSizes = new Map<string, number>();
  const gzipSize = (src: string) => {
    let size = gzipSizes.get(src);
    if (size === undefined) {
      const file = path.join(publicDir, src.replace(/^\//, "").split("?")[0]);
      size = fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
      gzipSizes.set(src, size);
    }
    return size;
  };

  const stats = webpackStats(publicDir);

  const rows = builtPages(publicDir).map((file): PageMeasure => {
    const html = fs.readFileSync(file, "utf8");
    const sources = scriptFiles(html);
    const inline = [
      ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
    ]
      .map((match) => zlib.gzipSync(match[1]).length)
      .reduce((sum, size) => sum + size, 0);
    const route = routeOf(publicDir, file);
    const { scripts, preloaded } = pageFiles(publicDir, route, stats);
    const form = [...preloaded, ...islandFiles(stats, islandNames(html)).forms];
    const files = new Set([...sources, ...scripts].filter((src) => !form.includes(src)));
    const bytes = [...files].reduce((sum, src) => sum + gzipSize(src), 0) + inline;
    const formBytes = form.reduce((sum, src) => sum + gzipSize(src), 0);
    return { route, files: files.size, scripts: [...files], bytes, kb: bytes / 1024, formKb: formBytes / 1024 };
  });

  return rows.sort((a, b) => b.kb - a.kb);
}

/** One line per page, as the script prints them: `  90.0 KB   5 files  + form 24.1 KB  /contact/`. */
export const formatMeasure = (row: PageMeasure) =>
  `${row.kb.toFixed(1).padStart(7)} KB  ${String(row.files).padStart(2)} files  ${
    row.formKb > 0 ? `+ form ${row.formKb.toFixed(1).padStart(4)} KB` : " ".repeat(16)
  }  ${row.route}`;
