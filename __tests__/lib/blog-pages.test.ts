import { blogListPages, blogListPath, movedListPath } from "../../src/lib/blog-pages";
import { slug } from "../../src/lib/slug";
import { ALL_CATEGORIES } from "../../src/lib/filter-posts";
import options from "../../data/options.json";

const categories = ["Revenue Cycle", "Compliance", "Patient Experience"];

describe("blogListPath", () => {
  it("gives page 1 the list's own address and later pages /page/N/", () => {
    expect(blogListPath()).toBe("/blog/");
    expect(blogListPath(ALL_CATEGORIES, 1)).toBe("/blog/");
    expect(blogListPath(ALL_CATEGORIES, 2)).toBe("/blog/page/2/");
    expect(blogListPath("Revenue Cycle")).toBe("/blog/category/revenue-cycle/");
    expect(blogListPath("Revenue Cycle", 12)).toBe("/blog/category/revenue-cycle/page/12/");
  });

  it("gives every blog category of the site an address of its own", () => {
    const slugs = options.blogCategories.map((option) => slug(option.value));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("blogListPages", () => {
  // 14 posts, newest first: 8 in Revenue Cycle, then 6 in Compliance, none in Patient Experience.
  const posts = [
    ...Array.from({ length: 8 }, (_, i) => ({ id: `r${i + 1}`, category: "Revenue Cycle" })),
    ...Array.from({ length: 6 }, (_, i) => ({ id: `c${i + 1}`, category: "Compliance" })),
  ];
  const pages = blogListPages(categories, posts);
  const byPath = new Map(pages.map((page) => [page.path, page.context]));

  it("makes six-post pages of all posts and of each category, and one page for a category without posts", () => {
    expect(pages.map((page) => page.path)).toEqual([
      "/blog/",
      "/blog/page/2/",
      "/blog/page/3/",
      "/blog/category/revenue-cycle/",
      "/blog/category/revenue-cycle/page/2/",
      "/blog/category/compliance/",
      "/blog/category/patient-experience/",
    ]);
  });

  it("gives each page its posts, in order, and the page's place in its list", () => {
    expect(byPath.get("/blog/page/2/")).toEqual({
      category: ALL_CATEGORIES,
      page: 2,
      pageCount: 3,
      total: 14,
      ids: ["r7", "r8", "c1", "c2", "c3", "c4"],
    });
    expect(byPath.get("/blog/page/3/")?.ids).toEqual(["c5", "c6"]);
    expect(byPath.get("/blog/category/revenue-cycle/page/2/")).toEqual({
      category: "Revenue Cycle",
      page: 2,
      pageCount: 2,
      total: 8,
      ids: ["r7", "r8"],
    });
    expect(byPath.get("/blog/category/patient-experience/")).toEqual({
      category: "Patient Experience",
      page: 1,
      pageCount: 1,
      total: 0,
      ids: [],
    });
  });
});

describe("movedListPath", () => {
  it("sends an old list address to the list page it meant", () => {
    expect(movedListPath("?category=Compliance", categories)).toBe("/blog/category/compliance/");
    expect(movedListPath("?category=Compliance&page=2", categories)).toBe("/blog/category/compliance/page/2/");
    expect(movedListPath("?page=3", categories)).toBe("/blog/page/3/");
    expect(movedListPath("?category=Cooking&page=nine", categories)).toBe("/blog/");
  });

  it("keeps an old address's search, in its category's list", () => {
    expect(movedListPath("?q=claim+denials&category=Revenue+Cycle&page=2", categories)).toBe(
      "/blog/category/revenue-cycle/?q=claim+denials&page=2",
    );
  });

  it("leaves the addresses of today alone", () => {
    expect(movedListPath("", categories)).toBeUndefined();
    expect(movedListPath("?q=hipaa", categories)).toBeUndefined();
    expect(movedListPath("?q=hipaa&page=2", categories)).toBeUndefined();
  });
});
