import { matchesSearch } from "./text-search";
import { paginate, PAGE_SIZE, type Page } from "./paginate";

/** The filter that shows every category. It is not a post category, so data/options.json does not list it. */
export const ALL_CATEGORIES = "All";

/**
 * A search's state as it appears in the URL query: ?q=&page= (the page of its results). The category is the list
 * page's own (its path), and the list's pages are paths of their own too.
 */
type BlogQuery = { q: string; page: string };

export const BLOG_QUERY_DEFAULTS: BlogQuery = { q: "", page: "1" };

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

/** A search's results: the page of them asked for (clamped into range), and how many posts match in all. */
export function searchView<T extends FilterablePost>(
  posts: readonly T[],
  query: BlogQuery,
  category: string,
  size = PAGE_SIZE,
): Page<T> & { total: number } {
  const matches = filterPosts(posts, query.q, category);
  return { ...paginate(matches, Number(query.page), size), total: matches.length };
}

/** A new search text starts again at page 1 of the results: the page the visitor was on may no longer exist. */
export function searchChange(q: string): BlogQuery {
  return { q, page: BLOG_QUERY_DEFAULTS.page };
}

/** The query string of a search, defaults left out (as useQueryState writes it): "" or e.g. "?q=hipaa&page=2". */
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
