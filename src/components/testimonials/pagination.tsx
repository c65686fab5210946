import type { MouseEvent } from "react";
import { css } from "@emotion/react";
import Icon from "../ui/icon";
import { unstyledList } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

type PaginationProps = {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Testimonial pages". */
  label: string;
};

const list = css(unstyledList, { display: "flex", flexWrap: "wrap", justifyContent: "center", alignItems: "center", gap: space(2) });

const control = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: space(1),
  minWidth: 44,
  minHeight: 44,
  padding: `${space(2)} ${space(3)}`,
  border: `1px solid ${colors.muted}`,
  borderRadius: radii.pill,
  background: colors.surface,
  color: colors.primary,
  fontWeight: 700,
  cursor: "pointer",
  "&:hover": { borderColor: colors.primary, background: colors.primaryTint },
  '&[aria-current="page"]': { background: colors.primary, borderColor: colors.primary, color: colors.onPrimary, cursor: "default" },
  '&[aria-disabled="true"]': { color: colors.muted, background: colors.surfaceAlt, borderColor: colors.line, cursor: "not-allowed" },
});

/**
 * Previous, the page numbers and Next. Previous and Next at the ends are aria-disabled rather than disabled,
 * so a keyboard user who just reached the last page keeps focus on the button instead of losing it.
 */
const Pagination = ({ page, pageCount, onChange, label }: PaginationProps) => {
  if (pageCount <= 1) return null;
  const go = (target: number) => (event: MouseEvent<HTMLButtonElement>) => {
    if (event.currentTarget.getAttribute("aria-disabled") === "true" || target === page) return;
    onChange(target);
  };
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={label} css={{ marginTop: space(10) }}>
      <ul css={list}>
        <li>
          <button type="button" css={control} aria-disabled={page <= 1} onClick={go(page - 1)}>
            <Icon name="chevron-left" size={18} />
            Previous
          </button>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <button type="button" css={control} aria-current={number === page ? "page" : undefined} aria-label={`Page ${number}`} onClick={go(number)}>
              {number}
            </button>
          </li>
        ))}
        <li>
          <button type="button" css={control} aria-disabled={page >= pageCount} onClick={go(page + 1)}>
            Next
            <Icon name="chevron-right" size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
};

export default Pagination;
