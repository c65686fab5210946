import type { ReactNode } from "react";
import { css } from "@emotion/react";
import Icon from "./icon";
import chevronDownIcon from "../../styles/icons/chevron-down";
import { openFrom, plainSummary } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";

type ShowMoreProps = {
  /** The toggle's words: "What's included", "Show all 12 features". */
  label: ReactNode;
  /** The media query from which the content always shows and the toggle goes (mq.sm, mq.md). */
  openFrom: string;
  children: ReactNode;
  className?: string;
};

const toggle = css(plainSummary, {
  display: "inline-flex",
  alignItems: "center",
  gap: space(2),
  minHeight: 44,
  fontWeight: 700,
  color: colors.primary,
  cursor: "pointer",
  "[open] > & svg": { transform: "rotate(180deg)" },
});

/** Content that waits behind a toggle on small screens, so long pages stay short there, and shows from `openFrom` up. */
const ShowMore = ({ label, openFrom: query, children, className }: ShowMoreProps) => (
  <details css={openFrom(query)} className={className}>
    <summary css={toggle}>
      {label}
      <Icon shape={chevronDownIcon} size={18} />
    </summary>
    {children}
  </details>
);

export default ShowMore;
