import { css } from "@emotion/react";
import { card, unstyledList } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";

type ExpectationListProps = {
  title: string;
  /** Short sentences, in order. */
  items: readonly string[];
  /** Numbered steps (what happens next) or a plain list of points. */
  ordered?: boolean;
};

const marker = css({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  width: 28,
  height: 28,
  borderRadius: "50%",
  background: colors.primary,
  color: colors.onPrimary,
  fontWeight: 700,
  fontSize: "0.9rem",
});

/** A card beside a form saying what the visitor can expect after sending it. */
const ExpectationList = ({ title, items, ordered = false }: ExpectationListProps) => {
  const List = ordered ? "ol" : "ul";
  return (
    <div css={card}>
      <h2 css={{ fontSize: "1.25rem" }}>{title}</h2>
      <List css={[unstyledList, { display: "grid", gap: space(4) }]}>
        {items.map((text, index) => (
          <li key={text} css={{ display: "flex", gap: space(3), alignItems: "flex-start" }}>
            <span aria-hidden="true" css={marker}>
              {ordered ? index + 1 : "✓"}
            </span>
            <span>{text}</span>
          </li>
        ))}
      </List>
    </div>
  );
};

export default ExpectationList;
