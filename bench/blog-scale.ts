/**
 * What a build's blog weighs as it grows, read from its public/ folder: the list pages (/blog/, /blog/page/{n}/,
 * /blog/category/{slug}/ and their pages) with their page data, and the search index /blog/search-index.json, raw
 * and compressed as a CDN sends it. Used by `npm run bench:build`. Post pages (/blog/{slug}/) are not list pages.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { blogListPath } from "../src/lib/blog-pages";

export interface ListPage {
  route: string;
  htmlBytes: number;
  /** undefined when the page has no public/page-data/<route>/page-data.json */
  pageDataBytes?: number;
}

export interface SearchIndexSizes {
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** The first category of data/options.json, whose first list page the benchmark audits. */
export function firstCategoryRoute(siteDir: string): string {
  const options = JSON.parse(fs.readFileSync(path.join(siteDir, "data/options.json"), "utf8")) as {
    blogCategories: { value: string }[];
  };
  return blogListPath(options.blogCategories[0].value);
}

const fileSize = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : undefined);

/** The numbered pages under `dir`/page/ ({n}/index.html, n ≥ 2), as routes under `base`. */
function numberedPages(dir: string, base: string): string[] {
  const pages = path.join(dir, "page");
  if (!fs.existsSync(pages)) return [];
  return fs
    .readdirSync(pages)
    .filter((name) => /^\d+$/.test(name) && Number(name) >= 2 && fs.existsSync(path.join(pages, name, "index.html")))
    .sort((a, b) => Number(a) - Number(b))
    .map((name) => `${base}page/${name}/`);
}

/** The routes of the list pages in a build's public/ folder, /blog/ first. */
function listRoutes(publicDir: string): string[] {
  const blog = path.join(publicDir, "blog");
  const routes = fs.existsSync(path.join(blog, "index.html")) ? ["/blog/"] : [];
  routes.push(...numberedPages(blog, "/blog/"));
  const categories = path.join(blog, "category");
  if (fs.existsSync(categories)) {
    for (const slug of fs.readdirSync(categories).sort()) {
      const dir = path.join(categories, slug);
      const base = `/blog/category/${slug}/`;
      if (fs.existsSync(path.join(dir, "index.html"))) routes.push(base);
      routes.push(...numberedPages(dir, base));
    }
  }
  return routes;
}

/** Every list page of a build with the bytes of its HTML and of its Gatsby page data. */
export function listPages(publicDir: string): ListPage[] {
  return listRoutes(publicDir).map((route) => ({
    route,
    htmlBytes: fs.statSync(path.join(publicDir, route, "index.html")).size,
    pageDataBytes: fileSize(path.join(publicDir, "page-data", route, "page-data.json")),
  }));
}

/** The list page with the most HTML, and the one with the most page data (often the same page). */
export function largestListPages(pages: ListPage[]): { html?: ListPage; pageData?: ListPage } {
  const largest = (bytes: (page: ListPage) => number) =>
    pages.reduce<ListPage | undefined>((best, page) => (!best || bytes(page) > bytes(best) ? page : best), undefined);
  const withPageData = pages.filter((page) => page.pageDataBytes !== undefined);
  return {
    html: largest((page) => page.htmlBytes),
    pageData: withPageData.length > 0 ? largest((page) => page.pageDataBytes ?? 0) : undefined,
  };
}

/** The search index's size raw, gzip (level 9) and brotli (quality 11); undefined when the build has none. */
export function searchIndexSizes(publicDir: string): SearchIndexSizes | undefined {
  const file = path.join(publicDir, "blog", "search-index.json");
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file);
  return {
    rawBytes: text.length,
    gzipBytes: zlib.gzipSync(text, { level: 9 }).length,
    brotliBytes: zlib.brotliCompressSync(text, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length },
    }).length,
  };
}
