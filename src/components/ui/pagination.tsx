import type { MouseEvent, ReactNode } from "react";
import { css } from "@emotion/react";
import Icon from "./icon";
import chevronLeftIcon from "../../styles/icons/chevron-left";
import chevronRightIcon from "../../styles/icons/chevron-right";
import { pageNumbers, PAGE_GAP } from "../../lib/page-numbers";
import { unstyledList } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

type PaginationProps = {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  /** Names the navigation landmark, e.g. "Article pages". */
  label: string;
  /** Goes to a page. For links it runs on a plain click, so the list changes without a reload. */
  onNavigate: (page: number) => void;
  /**
   * The address of a page. Given, every page is a real link (it can be opened in a new tab or shared);
   * left out, every page is a button.
   */
  hrefFor?: (page: number) => string;
};

const list = css(unstyledList, {
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  alignItems: "center",
  gap: space(2),
});

const control = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: space(1),
  minWidth: 44,
  minHeight: 44,
  padding: `${space(2)} ${space(3)}`,
  // A 3:1 outline, so each page reads as a control.
  border: `1px solid ${colors.muted}`,
  borderRadius: radii.pill,
  background: colors.surface,
  color: colors.primary,
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
  "&:hover": { borderColor: colors.primary, background: colors.primaryTint },
  '&[aria-current="page"]': {
    background: colors.primary,
    borderColor: colors.primary,
    color: colors.onPrimary,
    cursor: "default",
  },
  '&[aria-disabled="true"]': {
    color: colors.muted,
    background: colors.surfaceAlt,
    borderColor: colors.line,
    cursor: "not-allowed",
  },
});

/** Let the browser handle new-tab and download clicks; take over plain left clicks. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** One control; `disabled` is given for Previous and Next only, the page numbers are never disabled. */
type Target = { page: number; content: ReactNode; label: string; current?: boolean; disabled?: boolean };

/**
 * Previous, the page numbers (with gaps when there are many) and Next; nothing when everything fits on one page.
 * As links, Previous and Next at the ends become plain text marked aria-disabled (a link cannot be disabled).
 * As buttons they stay, aria-disabled rather than disabled, so a keyboard user who just reached the last page
 * keeps focus on the button instead of losing it.
 */
const Pagination = ({ page, pageCount, label, onNavigate, hrefFor }: PaginationProps) => {
  if (pageCount <= 1) return null;

  const renderControl = ({ page: target, content, label: name, current = false, disabled }: Target) => {
    if (hrefFor) {
      return disabled ? (
        <span css={control} aria-disabled="true">
          {content}
        </span>
      ) : (
        <a
          href={hrefFor(target)}
          aria-label={name}
          aria-current={current ? "page" : undefined}
          css={control}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onNavigate(target);
          }}
        >
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        aria-label={name}
        aria-current={current ? "page" : undefined}
        aria-disabled={disabled}
        css={control}
        onClick={() => {
          if (!disabled && !current) onNavigate(target);
        }}
      >
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label} css={{ marginTop: space(10) }}>
      <ul css={list}>
        <li>
          {renderControl({
            page: page - 1,
            content: (
              <>
                <Icon shape={chevronLeftIcon} size={18} /> Previous
              </>
            ),
            label: "Previous page",
            disabled: page <= 1,
          })}
        </li>
        {pageNumbers(page, pageCount).map((slot, index) => (
          <li key={slot === PAGE_GAP ? `gap-${index}` : slot}>
            {slot === PAGE_GAP ? (
              <span aria-hidden="true" css={{ paddingInline: space(1), color: colors.muted }}>
                …
              </span>
            ) : (
              renderControl({ page: slot, content: slot, label: `Page ${slot}`, current: slot === page })
            )}
          </li>
        ))}
        <li>
          {renderControl({
            page: page + 1,
            content: (
              <>
                Next <Icon shape={chevronRightIcon} size={18} />
              </>
            ),
            label: "Next page",
            disabled: page >= pageCount,
          })}
        </li>
      </ul>
    </nav>
  );
};

export default Pagination;
