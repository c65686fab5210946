import { css } from "@emotion/react";
import Icon from "../ui/icon";
import chevronDownIcon from "../../styles/icons/chevron-down";
import { toParagraphs } from "../../lib/paragraphs";
import { plainSummary } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";
import type { Faq } from "./types";

type FaqItemProps = {
  faq: Faq;
};

const item = css({
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  background: colors.surface,
  "&[open]": { borderColor: colors.primary, boxShadow: `0 0 0 1px ${colors.primary}` },
});

const summary = css(plainSummary, {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space(4),
  minHeight: 44,
  padding: `${space(4)} ${space(5)}`,
  color: colors.ink,
  fontWeight: 700,
  fontSize: "1.05rem",
  lineHeight: 1.4,
  cursor: "pointer",
  borderRadius: radii.md,
  "&:hover": { color: colors.primary },
  ".chevron": { flexShrink: 0, color: colors.primary, transition: "transform 150ms" },
  "details[open] > & .chevron": { transform: "rotate(180deg)" },
});

const answer = css({ padding: `0 ${space(5)} ${space(5)}`, "p:last-of-type": { marginBottom: 0 } });

/**
 * One question that opens to its answer. A native <details>: it works without JavaScript, any number can be
 * open at once, and a click on the question toggles it.
 */
const FaqItem = ({ faq }: FaqItemProps) => (
  <details css={item}>
    <summary css={summary}>
      <span>{faq.question}</span>
      <Icon shape={chevronDownIcon} size={22} className="chevron" />
    </summary>
    <div css={answer}>
      {toParagraphs(faq.answer).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  </details>
);

export default FaqItem;
