import { useId } from "react";
import { css } from "@emotion/react";
import { container, unstyledList, visuallyHidden } from "../../styles/mixins";
import { colors, mq, space } from "../../styles/theme";

type StatsStripProps = {
  stats: ReadonlyArray<{ readonly number: string; readonly label: string }>;
  /** Names the strip for assistive technology (a visually hidden heading). */
  title?: string;
};

const band = css({ background: colors.surfaceAlt, borderBottom: `1px solid ${colors.line}`, paddingBlock: space(10) });

// unstyledList first: its margin and padding reset would otherwise undo the container's centring and gutters.
const list = css(unstyledList, container, {
  display: "grid",
  gap: `${space(6)} ${space(4)}`,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  textAlign: "center",
  [mq.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  [mq.xl]: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" },
});

const figure = css({
  display: "block",
  fontSize: "clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem)",
  fontWeight: 800,
  lineHeight: 1.1,
  color: colors.primary,
});

/** The headline figures (500+ practices, 98% satisfaction …) in one band. */
const StatsStrip = ({ stats, title = "Our results in numbers" }: StatsStripProps) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={band}>
      <h2 id={headingId} css={visuallyHidden}>
        {title}
      </h2>
      <ul css={list}>
        {stats.map((stat) => (
          <li key={stat.label}>
            <span css={figure}>{stat.number}</span>
            <span css={{ display: "block", marginTop: space(1), fontWeight: 600, color: colors.body }}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};

export default StatsStrip;
