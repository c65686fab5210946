import { useEffect, useRef } from "react";
import { css } from "@emotion/react";
import { navigate } from "gatsby";
import PostGrid from "./post-grid";
import CategoryNav from "./category-nav";
import type { BlogCardPost } from "../../lib/blog-search";
import SearchBox from "../ui/search-box";
import Pagination from "../ui/pagination";
import EmptyState from "../ui/empty-state";
import { useQueryState } from "../../hooks/use-query-state";
import { useSearchIndex } from "../../hooks/use-search-index";
import { BLOG_QUERY_DEFAULTS, blogQueryString, resultSummary, searchChange, searchView } from "../../lib/filter-posts";
import { blogListPath, movedListPath, type BlogListContext } from "../../lib/blog-pages";
import { revealAndFocus } from "../../lib/reveal";
import { card, visuallyHidden } from "../../styles/mixins";
import { colors, mq, space } from "../../styles/theme";

type BlogListProps = {
  /** This list page's posts, newest first: one page of its category, or of all posts. */
  posts: readonly BlogCardPost[];
  /** The blog categories from data/options.json, All left out. */
  categories: readonly string[];
  /** Where this page stands in its list (gatsby-node). */
  list: Pick<BlogListContext, "category" | "page" | "pageCount" | "total">;
};

/** Where a list page's links land: the search and categories, so the visitor keeps reading where they were. */
const LIST_ANCHOR = "articles";

const toolbar = css(card, {
  display: "grid",
  gap: space(6),
  marginBottom: space(8),
  padding: space(4),
  scrollMarginTop: space(6),
  [mq.sm]: { padding: space(6) },
  [mq.lg]: { gridTemplateColumns: "minmax(260px, 1fr) 2fr", alignItems: "start" },
});

const status = css({ margin: `0 0 ${space(5)}`, color: colors.muted, fontWeight: 600 });

/**
 * One page of the blog's list, made at build time, with the category links, the page links, and a search over
 * every post. Without a search it shows the page's own cards, and every link is a real address, so it all works
 * before and without the script. A search (?q=&page= in the URL, so back/forward and shared links work) runs in
 * the browser over the index the build writes, fetched when the visitor first types.
 */
const BlogList = ({ posts, categories, list }: BlogListProps) => {
  const [query, setQuery] = useQueryState(BLOG_QUERY_DEFAULTS);
  const searching = query.q.trim() !== "";
  const search = useSearchIndex(query.q);
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Links shared before the lists had addresses of their own (/blog/?category=Compliance) lead to those.
  useEffect(() => {
    const moved = movedListPath(window.location.search, categories);
    if (moved) void navigate(moved, { replace: true });
  }, [categories]);

  const results = searching && search.state === "ready" ? searchView(search.posts, query, list.category) : undefined;
  const view = results ?? { items: posts, page: list.page, pageCount: list.pageCount, total: list.total };
  const summary = !searching
    ? resultSummary(view.total, view.page, view.pageCount)
    : search.state === "failed"
      ? "Search is not available right now. Browse the articles below, or try again."
      : results
        ? resultSummary(view.total, view.page, view.pageCount)
        : "Searching…";

  const listPageHref = (page: number) => `${blogListPath(list.category, page)}#${LIST_ANCHOR}`;
  const withSearch = (path: string) => `${path}${blogQueryString({ q: query.q, page: BLOG_QUERY_DEFAULTS.page })}`;

  const goToResultsPage = (page: number) => {
    setQuery({ page: String(page) });
    // Start reading the new page from its top.
    revealAndFocus(resultsRef.current, headingRef.current);
  };

  const clearSearch = () => {
    setQuery(BLOG_QUERY_DEFAULTS);
    // The button that had focus is gone with the empty state; the search box is where to start again.
    searchRef.current?.focus();
  };

  return (
    <div>
      <div id={LIST_ANCHOR} css={toolbar}>
        <SearchBox
          ref={searchRef}
          label="Search articles"
          placeholder="Title, topic or tag"
          value={query.q}
          onChange={(q) => setQuery(searchChange(q), "replace")}
          action={blogListPath(list.category)}
          withoutScript="Searching needs JavaScript, which is off: browse the articles by category and page below."
        />
        <CategoryNav
          categories={categories}
          current={list.category}
          hrefFor={(category) => `${withSearch(blogListPath(category))}#${LIST_ANCHOR}`}
        />
      </div>
      <div ref={resultsRef} css={{ position: "relative", scrollMarginTop: space(6) }}>
        <h2 ref={headingRef} tabIndex={-1} css={visuallyHidden}>
          {searching ? "Search results" : "Articles"}
        </h2>
        <p role="status" css={status}>
          {summary}
        </p>
        {view.items.length > 0 ? (
          <PostGrid posts={view.items} minCardWidth="300px" />
        ) : (
          (!searching || results) && (
            <EmptyState
              title="No articles found"
              message="Try adjusting your search criteria or browse all articles."
              {...(searching
                ? { clearLabel: "Clear search", onClear: clearSearch }
                : { clearLabel: "Browse all articles", clearHref: blogListPath() })}
            />
          )
        )}
        {results ? (
          <Pagination
            label="Search result pages"
            page={view.page}
            pageCount={view.pageCount}
            hrefFor={(page) =>
              `${blogListPath(list.category, list.page)}${blogQueryString({ q: query.q, page: String(page) })}`
            }
            onNavigate={goToResultsPage}
          />
        ) : (
          <Pagination
            label="Article pages"
            page={view.page}
            pageCount={view.pageCount}
            hrefFor={listPageHref}
            onNavigate={(page) => void navigate(listPageHref(page))}
          />
        )}
      </div>
    </div>
  );
};

export default BlogList;
