/**
 * bench:build's reading of a build's blog: which files are list pages, their sizes, and the search index.
 */
import fs from "fs";
import os from "os";
import path from "path";
import zlib from "zlib";
import { largestListPages, listPages, searchIndexSizes } from "../../bench/blog-scale";

let publicDir: string;

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-scale-"));
});

afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

/** Writes `bytes` bytes at `file` under the public folder. */
const write = (file: string, bytes: number) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), "x".repeat(bytes));
};

describe("listPages", () => {
  it("finds no list pages in a build without a blog", () => {
    write("index.html", 10);
    expect(listPages(publicDir)).toEqual([]);
    expect(largestListPages([])).toEqual({ html: undefined, pageData: undefined });
  });

  it("reads /blog/, its numbered pages and the categories' pages, and leaves post pages out", () => {
    write("blog/index.html", 100);
    write("page-data/blog/page-data.json", 10);
    write("blog/page/2/index.html", 300);
    write("page-data/blog/page/2/page-data.json", 5);
    write("blog/a-post/index.html", 9000);
    write("blog/category/ehr-optimization/index.html", 200);
    write("page-data/blog/category/ehr-optimization/page-data.json", 40);
    write("blog/category/ehr-optimization/page/2/index.html", 50);
    write("blog/search-index.json", 20);

    const pages = listPages(publicDir);
    expect(pages).toEqual([
      { route: "/blog/", htmlBytes: 100, pageDataBytes: 10 },
      { route: "/blog/page/2/", htmlBytes: 300, pageDataBytes: 5 },
      { route: "/blog/category/ehr-optimization/", htmlBytes: 200, pageDataBytes: 40 },
      { route: "/blog/category/ehr-optimization/page/2/", htmlBytes: 50, pageDataBytes: undefined },
    ]);
    const { html, pageData } = largestListPages(pages);
    expect(html?.route).toBe("/blog/page/2/");
    expect(pageData?.route).toBe("/blog/category/ehr-optimization/");
  });
});

describe("searchIndexSizes", () => {
  it("is undefined without an index", () => {
    expect(searchIndexSizes(publicDir)).toBeUndefined();
  });

  it("gives the index's bytes raw, gzip at level 9 and brotli", () => {
    const index = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ title: `Post ${i}`, slug: `post-${i}` })));
    fs.mkdirSync(path.join(publicDir, "blog"));
    fs.writeFileSync(path.join(publicDir, "blog", "search-index.json"), index);
    const sizes = searchIndexSizes(publicDir);
    expect(sizes?.rawBytes).toBe(Buffer.byteLength(index));
    expect(sizes?.gzipBytes).toBe(zlib.gzipSync(index, { level: 9 }).length);
    expect(sizes?.brotliBytes).toBeLessThan(sizes?.rawBytes ?? 0);
  });
});
