import { matchesSearch } from "./text-search";
import { paginate, PAGE_SIZE, type Page } from "./paginate";

/** The filter that shows every category. It is not a post category, so data/options.json does not list it. */
export const ALL_CATEGORIES = "All";

/** The blog list's state as it appears in the URL query: ?q=&category=&page=. */
type BlogQuery = { q: string; category: string; page: string };

export const BLOG_QUERY_DEFAULTS: BlogQuery = { q: "", category: ALL_CATEGORIES, page: "1" };

/** The fields a post is filtered on. */
type FilterablePost = {
  frontmatter: { title: string; excerpt: string; category: string; tags: readonly string[] };
};

/** Posts in the category (or all, for All) whose title, excerpt or a tag contains the search text, case-insensitively. */
function filterPosts<T extends FilterablePost>(posts: readonly T[], q: string, category: string): T[] {
  return posts.filter(
    ({ frontmatter: post }) =>
      (category === ALL_CATEGORIES || post.category === category) &&
      matchesSearch(q, [post.title, post.excerpt, post.tags]),
  );
}

type BlogView<T> = Page<T> & {
  /** Every post that matches, across all pages. */
  matches: T[];
  /** The category actually applied: one the URL names but the site does not have falls back to All. */
  category: string;
};

/** What the list shows for a URL query: the matching posts and the page of them asked for (clamped into range). */
export function blogView<T extends FilterablePost>(
  posts: readonly T[],
  query: BlogQuery,
  categories: readonly string[],
  size = PAGE_SIZE,
): BlogView<T> {
  const category = categories.includes(query.category) ? query.category : ALL_CATEGORIES;
  const matches = filterPosts(posts, query.q, category);
  return { ...paginate(matches, Number(query.page), size), matches, category };
}

/** A new search text or category starts again at page 1: the page the visitor was on may no longer exist. */
export function filterChange(patch: Partial<Pick<BlogQuery, "q" | "category">>): Partial<BlogQuery> {
  return { ...patch, page: BLOG_QUERY_DEFAULTS.page };
}

/** The query string for a list state, defaults left out (as useQueryState writes it): "" or e.g. "?category=Compliance&page=2". */
export function blogQueryString(query: BlogQuery): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(BLOG_QUERY_DEFAULTS) as (keyof BlogQuery)[]) {
    if (query[key] !== "" && query[key] !== BLOG_QUERY_DEFAULTS[key]) params.set(key, query[key]);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The sentence announced after every change, e.g. "Showing 6 articles" or, across pages, "Showing 7–12 of 14 articles". */
export function resultSummary(total: number, page = 1, pageCount = 1, size = PAGE_SIZE): string {
  const noun = total === 1 ? "article" : "articles";
  if (pageCount <= 1) return `Showing ${total} ${noun}`;
  const first = (page - 1) * size + 1;
  const last = Math.min(page * size, total);
  return `Showing ${first}–${last} of ${total} ${noun}`;
}
