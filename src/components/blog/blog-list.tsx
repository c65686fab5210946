import { useMemo, useRef } from "react";
import { css } from "@emotion/react";
import PostGrid from "./post-grid";
import SearchBox from "../ui/search-box";
import FilterButtons from "../ui/filter-buttons";
import Pagination from "../ui/pagination";
import EmptyState from "../ui/empty-state";
import { useQueryState } from "../../hooks/use-query-state";
import { useHydrated } from "../../hooks/use-hydrated";
import {
  ALL_CATEGORIES,
  BLOG_QUERY_DEFAULTS,
  blogQueryString,
  blogView,
  filterChange,
  resultSummary,
} from "../../lib/filter-posts";
import { revealAndFocus } from "../../lib/reveal";
import { card, visuallyHidden } from "../../styles/mixins";
import { colors, mq, space } from "../../styles/theme";

type BlogListProps = {
  /** Every post, newest first. */
  posts: readonly Queries.BlogCardPostFragment[];
  /** The blog categories from data/options.json (All is offered first, before them). */
  categories: readonly string[];
  /** The list page's own path, for the page links. */
  pathname?: string;
};

const toolbar = css(card, {
  display: "grid",
  gap: space(6),
  marginBottom: space(8),
  padding: space(4),
  [mq.sm]: { padding: space(6) },
  [mq.lg]: { gridTemplateColumns: "minmax(260px, 1fr) 2fr", alignItems: "start" },
});

const status = css({ margin: `0 0 ${space(5)}`, color: colors.muted, fontWeight: 600 });

/**
 * The searchable, filterable, paged list of posts. Its state lives in the URL (?q=&category=&page=), so
 * back/forward and shared links work. The static HTML, built before any URL is known, lists every post;
 * once the script runs it applies the URL and shows one page at a time.
 */
const BlogList = ({ posts, categories, pathname = "/blog/" }: BlogListProps) => {
  const [query, setQuery] = useQueryState(BLOG_QUERY_DEFAULTS);
  const hydrated = useHydrated();
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const categoryOptions = useMemo(
    () => [ALL_CATEGORIES, ...categories].map((category) => ({ value: category, label: category })),
    [categories],
  );
  const view = blogView(posts, query, categories);
  // Without the script there is no paging, so every post must be in the HTML.
  const shown = hydrated ? view.items : view.matches;
  const summary = hydrated
    ? resultSummary(view.matches.length, view.page, view.pageCount)
    : resultSummary(view.matches.length);

  const goToPage = (page: number) => {
    setQuery({ page: String(page) });
    // Start reading the new page from its top.
    revealAndFocus(resultsRef.current, headingRef.current);
  };

  const clearFilters = () => {
    setQuery(BLOG_QUERY_DEFAULTS);
    // The button that had focus is gone with the empty state; the search box is where to start again.
    searchRef.current?.focus();
  };

  return (
    <div>
      <div css={toolbar}>
        <SearchBox
          ref={searchRef}
          label="Search articles"
          placeholder="Title, topic or tag"
          value={query.q}
          onChange={(q) => setQuery(filterChange({ q }), "replace")}
          disabled={!hydrated}
        />
        <FilterButtons
          label="Category"
          options={categoryOptions}
          value={view.category}
          onChange={(category) => setQuery(filterChange({ category }))}
          disabled={!hydrated}
        />
      </div>
      <div ref={resultsRef} css={{ position: "relative", scrollMarginTop: space(6) }}>
        <h2 ref={headingRef} tabIndex={-1} css={visuallyHidden}>
          Articles
        </h2>
        <p role="status" css={status}>
          {summary}
        </p>
        {shown.length > 0 ? (
          <PostGrid posts={shown} minCardWidth="300px" />
        ) : (
          <EmptyState
            title="No articles found"
            message="Try adjusting your search criteria or browse all articles."
            clearLabel="Clear search and filters"
            onClear={clearFilters}
          />
        )}
        {hydrated && (
          <Pagination
            label="Article pages"
            page={view.page}
            pageCount={view.pageCount}
            hrefFor={(page) =>
              `${pathname}${blogQueryString({ ...query, category: view.category, page: String(page) })}`
            }
            onNavigate={goToPage}
          />
        )}
      </div>
    </div>
  );
};

export default BlogList;
