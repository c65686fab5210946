import {
  ALL_CATEGORIES,
  BLOG_QUERY_DEFAULTS,
  blogQueryString,
  blogView,
  filterChange,
  resultSummary,
} from "../../src/lib/filter-posts";

const post = (title: string, category: string, tags: string[], excerpt = "") => ({
  title,
  frontmatter: { title, excerpt, category, tags },
});

const posts = [
  post("Reducing Claim Denials", "Revenue Cycle", ["Billing", "Denial Management"], "Five fixes at the front desk."),
  post("Onboarding a Virtual Scribe", "Virtual Scribes", ["Documentation"], "What the first two weeks look like."),
  post("HIPAA Risk Assessment", "Compliance", ["Security", "Audit"], "A yearly checklist for small practices."),
];
const categories = ["Revenue Cycle", "Virtual Scribes", "Compliance"];
const titles = (list: { title: string }[]) => list.map((p) => p.title);
/** Every post the list finds for a search and a category, across its pages. */
const filterPosts = (list: typeof posts, q: string, category: string) =>
  blogView(list, { ...BLOG_QUERY_DEFAULTS, q, category }, categories).matches;

describe("blogView's matches", () => {
  it("matches the search text in the title, the excerpt or a tag, ignoring case", () => {
    expect(titles(filterPosts(posts, "CLAIM", ALL_CATEGORIES))).toEqual(["Reducing Claim Denials"]);
    expect(titles(filterPosts(posts, "first two weeks", ALL_CATEGORIES))).toEqual(["Onboarding a Virtual Scribe"]);
    expect(titles(filterPosts(posts, "audit", ALL_CATEGORIES))).toEqual(["HIPAA Risk Assessment"]);
  });

  it("does not search the category name", () => {
    expect(filterPosts(posts, "compliance", ALL_CATEGORIES)).toEqual([]);
  });

  it("keeps only the chosen category, and every post for All", () => {
    expect(titles(filterPosts(posts, "", "Compliance"))).toEqual(["HIPAA Risk Assessment"]);
    expect(filterPosts(posts, "", ALL_CATEGORIES)).toHaveLength(3);
  });

  it("applies search and category together", () => {
    expect(filterPosts(posts, "claim", "Compliance")).toEqual([]);
    expect(titles(filterPosts(posts, "security", "Compliance"))).toEqual(["HIPAA Risk Assessment"]);
  });
});

describe("blogView", () => {
  const many = Array.from({ length: 8 }, (_, i) => post(`Post ${i + 1}`, "Compliance", []));

  it("shows pages of six: 8 posts make two pages", () => {
    const first = blogView(many, BLOG_QUERY_DEFAULTS, categories);
    expect(titles(first.items)).toEqual(["Post 1", "Post 2", "Post 3", "Post 4", "Post 5", "Post 6"]);
    expect(first.pageCount).toBe(2);
    const second = blogView(many, { ...BLOG_QUERY_DEFAULTS, page: "2" }, categories);
    expect(titles(second.items)).toEqual(["Post 7", "Post 8"]);
    expect(second.matches).toHaveLength(8);
  });

  it("falls back to All for a category the site does not have, and to a real page for a bad page number", () => {
    const view = blogView(many, { q: "", category: "Cooking", page: "nine" }, categories);
    expect(view.category).toBe(ALL_CATEGORIES);
    expect(view.page).toBe(1);
    expect(blogView(many, { ...BLOG_QUERY_DEFAULTS, page: "7" }, categories).page).toBe(2);
  });
});

describe("filterChange", () => {
  it("sends the visitor back to page 1 when the search or the category changes", () => {
    expect(filterChange({ q: "hipaa" })).toEqual({ q: "hipaa", page: "1" });
    expect(filterChange({ category: "Compliance" })).toEqual({ category: "Compliance", page: "1" });
  });
});

describe("blogQueryString", () => {
  it("leaves defaults out, so the unfiltered first page is the plain /blog/ address", () => {
    expect(blogQueryString(BLOG_QUERY_DEFAULTS)).toBe("");
    expect(blogQueryString({ q: "", category: ALL_CATEGORIES, page: "2" })).toBe("?page=2");
    expect(blogQueryString({ q: "claim denials", category: "Revenue Cycle", page: "3" })).toBe(
      "?q=claim+denials&category=Revenue+Cycle&page=3",
    );
  });
});

describe("resultSummary", () => {
  it("counts the matching articles, and the range shown when there are several pages", () => {
    expect(resultSummary(6)).toBe("Showing 6 articles");
    expect(resultSummary(1)).toBe("Showing 1 article");
    expect(resultSummary(0)).toBe("Showing 0 articles");
    expect(resultSummary(14, 2, 3)).toBe("Showing 7–12 of 14 articles");
    expect(resultSummary(14, 3, 3)).toBe("Showing 13–14 of 14 articles");
  });
});
