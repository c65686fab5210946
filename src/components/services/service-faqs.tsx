import { css } from "@emotion/react";
import Icon from "../ui/icon";
import chevronDownIcon from "../../styles/icons/chevron-down";
import { plainSummary, unstyledList } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

type ServiceFaqsProps = {
  faqs: ReadonlyArray<{ readonly question: string; readonly answer: string }>;
};

const item = css({
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  "&[open]": { borderColor: colors.primary },
  "&[open] .faq-chevron": { transform: "rotate(180deg)" },
});

const summary = css(plainSummary, {
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: space(4),
  padding: `${space(4)} ${space(5)}`,
  minHeight: 44,
  cursor: "pointer",
  fontWeight: 700,
  color: colors.ink,
  "&:focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: 2, borderRadius: radii.md },
  ".faq-chevron": { flexShrink: 0, color: colors.primary, transition: "transform 150ms" },
  "@media (prefers-reduced-motion: reduce)": { ".faq-chevron": { transition: "none" } },
});

/** Questions about this service as native disclosure widgets: they open with keyboard or touch, and without JavaScript. */
const ServiceFaqs = ({ faqs }: ServiceFaqsProps) => (
  <ul css={[unstyledList, { display: "grid", gap: space(3), maxWidth: 820, marginInline: "auto" }]}>
    {faqs.map((faq) => (
      <li key={faq.question}>
        <details css={item}>
          <summary css={summary}>
            <span>{faq.question}</span>
            <Icon shape={chevronDownIcon} size={22} className="faq-chevron" />
          </summary>
          <p css={{ margin: 0, padding: `0 ${space(5)} ${space(5)}` }}>{faq.answer}</p>
        </details>
      </li>
    ))}
  </ul>
);

export default ServiceFaqs;
