import { css } from "@emotion/react";
import { colors, radii, space } from "../../styles/theme";

const box = css({
  // Doubled class: the post's prose gives every paragraph its own margin.
  "&&": { margin: `${space(8)} 0` },
  padding: `${space(5)} ${space(6)}`,
  borderLeft: `4px solid ${colors.primary}`,
  borderRadius: `0 ${radii.md} ${radii.md} 0`,
  background: colors.primaryTint,
  display: "grid",
  gap: space(1),
});

// Colours on primaryTint (#E6F4F1): primary 7.4:1, ink 13.9:1, muted 5.5:1.
const figureStyle = css({
  color: colors.primary,
  fontSize: "clamp(2rem, 1.6rem + 1.6vw, 2.75rem)",
  fontWeight: 800,
  lineHeight: 1.1,
});
const labelStyle = css({ color: colors.ink, fontWeight: 600, lineHeight: 1.4 });
const sourceStyle = css({ color: colors.muted, fontSize: "0.9rem", lineHeight: 1.4 });

type StatProps = {
  /** The number as shown, e.g. "38%" or "2.5 hours". */
  figure: string;
  /** What it measures, e.g. "fewer denied claims in the first 90 days". */
  label: string;
  /** Where the number comes from, shown in small type. */
  source?: string;
};

/** In a post (MDX): one headline number with what it measures, read as one sentence by screen readers. */
const Stat = ({ figure, label, source }: StatProps) => (
  <p css={box}>
    <span css={figureStyle}>{figure}</span> <span css={labelStyle}>{label}</span>
    {source && (
      <>
        {" "}
        <span css={sourceStyle}>Source: {source}</span>
      </>
    )}
  </p>
);

export default Stat;
