import { useMemo, useRef } from "react";
import { css } from "@emotion/react";
import FaqItem from "./faq-item";
import SearchBox from "../ui/search-box";
import FilterButtons from "../ui/filter-buttons";
import EmptyState from "../ui/empty-state";
import { useQueryState } from "../../hooks/use-query-state";
import { needsScript } from "../../lib/before-script";
import { ALL_CATEGORIES, groupByCategory, matchesFaq } from "../../lib/filter-faqs";
import { slug } from "../../lib/slug";
import { card, unstyledList } from "../../styles/mixins";
import { colors, mq, space } from "../../styles/theme";
import type { Faq, FaqCategory } from "./types";

type FaqBrowserProps = {
  faqs: ReadonlyArray<Faq>;
  /** The FAQ categories of data/options.json; "All" is put first if the data leaves it out. */
  categories: ReadonlyArray<FaqCategory>;
};

const panel = css(card, {
  display: "grid",
  gap: space(5),
  marginBottom: space(8),
  padding: space(5),
  [mq.md]: { padding: space(8) },
});
const groupList = css(unstyledList, { display: "grid", gap: space(3) });
const heading = css({
  fontSize: "1.35rem",
  margin: `0 0 ${space(4)}`,
  paddingBottom: space(2),
  borderBottom: `2px solid ${colors.primaryTint}`,
});

/**
 * Search, category buttons and the questions grouped by category. The search text and category live in the
 * URL (?q=&category=). Filtering hides items rather than removing them, so an open answer stays open when
 * it reappears, and the static HTML holds every question and answer.
 */
const FaqBrowser = ({ faqs, categories }: FaqBrowserProps) => {
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useQueryState({ q: "", category: ALL_CATEGORIES });

  const choices = useMemo(
    () =>
      categories[0]?.value === ALL_CATEGORIES ? categories : [{ value: ALL_CATEGORIES, label: "All" }, ...categories],
    [categories],
  );
  const category = choices.some((c) => c.value === query.category) ? query.category : ALL_CATEGORIES;
  const filter = { query: query.q, category };
  const groups = useMemo(
    () =>
      groupByCategory(
        faqs,
        choices.map((c) => c.value),
      ),
    [faqs, choices],
  );
  const matchCount = faqs.filter((faq) => matchesFaq(faq, filter)).length;
  const labelOf = (value: string) => choices.find((c) => c.value === value)?.label ?? value;

  const clear = () => {
    setQuery({ q: "", category: ALL_CATEGORIES });
    searchRef.current?.focus();
  };

  return (
    <>
      <div css={panel}>
        {/* Without JavaScript the page lists every question under its category's heading. */}
        <div css={{ display: "grid", gap: space(5) }} {...needsScript}>
          <SearchBox
            ref={searchRef}
            label="Search FAQs"
            placeholder="e.g. HIPAA, pricing, onboarding"
            value={query.q}
            onChange={(q) => setQuery({ q }, "replace")}
          />
          <FilterButtons
            label="Category"
            options={choices}
            value={category}
            onChange={(value) => setQuery({ category: value })}
          />
        </div>
        <p role="status" css={{ margin: 0, color: colors.muted }}>
          {matchCount === faqs.length
            ? `Showing all ${faqs.length} questions`
            : `Showing ${matchCount} of ${faqs.length} questions`}
        </p>
      </div>
      {matchCount === 0 && (
        <EmptyState
          headingLevel={2}
          title="No FAQs found"
          message="Try adjusting your search criteria or browse all categories."
          clearLabel="Clear filters"
          onClear={clear}
        />
      )}
      <div css={{ display: "grid", gap: space(10) }}>
        {groups.map((group) => {
          const headingId = `faq-${slug(group.category)}`;
          const shown = group.faqs.filter((faq) => matchesFaq(faq, filter)).length;
          return (
            <section key={group.category} aria-labelledby={headingId} hidden={shown === 0}>
              <h2 id={headingId} css={heading}>
                {labelOf(group.category)}
              </h2>
              <ul css={groupList}>
                {group.faqs.map((faq) => (
                  <li key={faq.jsonId} hidden={!matchesFaq(faq, filter)}>
                    <FaqItem faq={faq} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
};

export default FaqBrowser;
