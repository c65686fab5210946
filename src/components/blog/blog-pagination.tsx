import type { MouseEvent, ReactNode } from "react";
import { css } from "@emotion/react";
import Icon from "../ui/icon";
import { pageNumbers, PAGE_GAP } from "../../lib/page-numbers";
import { unstyledList } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

type BlogPaginationProps = {
  page: number;
  pageCount: number;
  /** The address of a page, a real link so it can be opened in a new tab or shared. */
  hrefFor: (page: number) => string;
  /** Called for a plain click, which the list handles without reloading. */
  onNavigate: (page: number) => void;
};

const list = css(unstyledList, { display: "flex", flexWrap: "wrap", justifyContent: "center", alignItems: "center", gap: space(2), marginTop: space(10) });

const item = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: space(1),
  minWidth: 44,
  minHeight: 44,
  paddingInline: space(3),
  borderRadius: radii.md,
  border: `1px solid ${colors.line}`,
  background: colors.surface,
  color: colors.primary,
  fontWeight: 600,
  textDecoration: "none",
  "&:hover": { borderColor: colors.primary, background: colors.primaryTint },
  '&[aria-current="page"]': { background: colors.primary, borderColor: colors.primary, color: colors.onPrimary },
});

const inactive = css(item, { color: colors.muted, background: colors.surfaceAlt, "&:hover": { borderColor: colors.line, background: colors.surfaceAlt } });

/** Let the browser handle new-tab and download clicks; take over plain left clicks. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Previous, page numbers and next, as links; nothing when everything fits on one page. */
const BlogPagination = ({ page, pageCount, hrefFor, onNavigate }: BlogPaginationProps) => {
  if (pageCount <= 1) return null;

  const link = (target: number, content: ReactNode, label: string, current = false) => (
    <a
      href={hrefFor(target)}
      aria-label={label}
      aria-current={current ? "page" : undefined}
      css={item}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(target);
      }}
    >
      {content}
    </a>
  );

  return (
    <nav aria-label="Article pages">
      <ul css={list}>
        <li>
          {page > 1 ? (
            link(page - 1, <><Icon name="chevron-left" size={18} /> Previous</>, "Previous page")
          ) : (
            <span css={inactive} aria-disabled="true">
              <Icon name="chevron-left" size={18} /> Previous
            </span>
          )}
        </li>
        {pageNumbers(page, pageCount).map((slot, index) => (
          <li key={slot === PAGE_GAP ? `gap-${index}` : slot}>
            {slot === PAGE_GAP ? (
              <span aria-hidden="true" css={{ paddingInline: space(1), color: colors.muted }}>
                …
              </span>
            ) : (
              link(slot, slot, `Page ${slot}`, slot === page)
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            link(page + 1, <>Next <Icon name="chevron-right" size={18} /></>, "Next page")
          ) : (
            <span css={inactive} aria-disabled="true">
              Next <Icon name="chevron-right" size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
};

export default BlogPagination;
