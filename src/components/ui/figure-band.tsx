import { useId } from "react";
import { css } from "@emotion/react";
import { container, unstyledList, visuallyHidden } from "../../styles/mixins";
import { colors, mq, space } from "../../styles/theme";

export type FigureItem = {
  /** The large text, e.g. 500+ or HIPAA. */
  headline: string;
  /** The line under it, e.g. Practices served. */
  caption: string;
};

type FigureBandProps = {
  items: ReadonlyArray<FigureItem>;
  /** Names the band for assistive technology (a visually hidden heading). */
  title: string;
  /** A light band under a hero, or a dark one closing a page. */
  tone?: "light" | "dark";
  /** Columns on wide screens; phones show two, and tablets half of more than four. */
  columns?: number;
};

const bands = {
  light: css({ background: colors.surfaceAlt, borderBottom: `1px solid ${colors.line}` }),
  dark: css({ background: colors.primaryDark, color: "#E8F3F5" }),
};

const headlines = {
  light: css({ color: colors.primary }),
  dark: css({ color: "#FFFFFF" }),
};

const captions = {
  light: css({ fontWeight: 600, color: colors.body }),
  dark: undefined,
};

// unstyledList first: its margin and padding reset would otherwise undo the container's centring and gutters.
const list = (columns: number) =>
  css(unstyledList, container, {
    display: "grid",
    gap: `${space(6)} ${space(4)}`,
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    textAlign: "center",
    ...(columns > 4
      ? {
          [mq.md]: { gridTemplateColumns: `repeat(${Math.ceil(columns / 2)}, minmax(0, 1fr))` },
          [mq.xl]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
        }
      : { [mq.md]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } }),
  });

const headline = css({
  display: "block",
  fontSize: "clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem)",
  fontWeight: 800,
  lineHeight: 1.1,
});

/** A band of headline figures (500+ practices, 24/7 support …), each with its caption. */
const FigureBand = ({ items, title, tone = "light", columns = 4 }: FigureBandProps) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={[bands[tone], { paddingBlock: space(10) }]}>
      <h2 id={headingId} css={visuallyHidden}>
        {title}
      </h2>
      <ul css={list(columns)}>
        {items.map((item) => (
          <li key={`${item.headline} ${item.caption}`}>
            <span css={[headline, headlines[tone]]}>{item.headline}</span>
            <span css={[{ display: "block", marginTop: space(1) }, captions[tone]]}>{item.caption}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};

export default FigureBand;
