import {
  ALL_CATEGORIES,
  BLOG_QUERY_DEFAULTS,
  blogQueryString,
  resultSummary,
  searchChange,
  searchView,
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
const titles = (list: { title: string }[]) => list.map((p) => p.title);
/** Every post a search finds in a category, across its pages. */
const filterPosts = (list: typeof posts, q: string, category: string) =>
  searchView(list, { q, page: "1" }, category, 100).items;

describe("searchView's matches", () => {
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

describe("searchView", () => {
  const many = Array.from({ length: 8 }, (_, i) => post(`Post ${i + 1}`, "Compliance", []));

  it("shows pages of six: 8 matches make two pages", () => {
    const first = searchView(many, { q: "post", page: "1" }, ALL_CATEGORIES);
    expect(titles(first.items)).toEqual(["Post 1", "Post 2", "Post 3", "Post 4", "Post 5", "Post 6"]);
    expect(first.pageCount).toBe(2);
    const second = searchView(many, { q: "post", page: "2" }, ALL_CATEGORIES);
    expect(titles(second.items)).toEqual(["Post 7", "Post 8"]);
    expect(second.total).toBe(8);
  });

  it("falls back to a real page for a bad page number", () => {
    expect(searchView(many, { q: "post", page: "nine" }, ALL_CATEGORIES).page).toBe(1);
    expect(searchView(many, { q: "post", page: "7" }, ALL_CATEGORIES).page).toBe(2);
  });
});

describe("searchChange", () => {
  it("sends the visitor back to the first page of results when the search changes", () => {
    expect(searchChange("hipaa")).toEqual({ q: "hipaa", page: "1" });
  });
});

describe("blogQueryString", () => {
  it("leaves defaults out, so the first page of no search is the list's plain address", () => {
    expect(blogQueryString(BLOG_QUERY_DEFAULTS)).toBe("");
    expect(blogQueryString({ q: "", page: "2" })).toBe("?page=2");
    expect(blogQueryString({ q: "claim denials", page: "3" })).toBe("?q=claim+denials&page=3");
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
