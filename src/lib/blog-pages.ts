import { ALL_CATEGORIES } from "./filter-posts";
import { PAGE_SIZE } from "./paginate";
import { slug } from "./slug";

/**
 * The address of a blog list page, made at build time: /blog/, /blog/page/2/, /blog/category/compliance/,
 * /blog/category/compliance/page/2/. Page 1 has no /page/1/ of its own.
 */
export function blogListPath(category: string = ALL_CATEGORIES, page = 1): string {
  const list = category === ALL_CATEGORIES ? "/blog/" : `/blog/category/${slug(category)}/`;
  return page > 1 ? `${list}page/${page}/` : list;
}

/** A list page's place in its list, and the posts it shows (its query reads them by id). */
export type BlogListContext = {
  category: string;
  page: number;
  pageCount: number;
  /** How many posts the whole list has. */
  total: number;
  /** The page's posts, newest first: read by id, so the page's query depends on these posts only. */
  ids: string[];
};

/**
 * Every list page: All and each category (even one without posts yet, so its link always leads somewhere),
 * PAGE_SIZE posts a page, from the posts newest first.
 */
export function blogListPages(
  categories: readonly string[],
  postsNewestFirst: readonly { id: string; category: string }[],
): { path: string; context: BlogListContext }[] {
  return [ALL_CATEGORIES, ...categories].flatMap((category) => {
    const listed = postsNewestFirst.filter((post) => category === ALL_CATEGORIES || post.category === category);
    const pageCount = Math.max(1, Math.ceil(listed.length / PAGE_SIZE));
    return Array.from({ length: pageCount }, (_, index) => ({
      path: blogListPath(category, index + 1),
      context: {
        category,
        page: index + 1,
        pageCount,
        total: listed.length,
        ids: listed.slice(index * PAGE_SIZE, (index + 1) * PAGE_SIZE).map((post) => post.id),
      },
    }));
  });
}

/**
 * Where an address of the blog from before its lists had addresses of their own now leads: /blog/?category=Compliance&page=2
 * → /blog/category/compliance/page/2/ (with a search: its category's list, the search kept). Undefined for an
 * address of today: a search with its page of results (?q=&page=), or none.
 */
export function movedListPath(search: string, categories: readonly string[]): string | undefined {
  const params = new URLSearchParams(search);
  const q = params.get("q") ?? "";
  const category = params.get("category");
  const page = params.get("page");
  if (category === null && (q !== "" || page === null)) return undefined;
  const list = category !== null && categories.includes(category) ? category : ALL_CATEGORIES;
  if (q === "") return blogListPath(list, Math.max(1, Math.floor(Number(page)) || 1));
  const kept = new URLSearchParams({ q, ...(page === null ? {} : { page }) });
  return `${blogListPath(list)}?${kept.toString()}`;
}
