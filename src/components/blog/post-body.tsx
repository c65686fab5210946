import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { colors, radii, space } from "../../styles/theme";

/** Type for long reading: about 70 characters a line, generous leading and space around headings. */
const prose = css({
  maxWidth: "42rem",
  marginInline: "auto",
  fontSize: "1.125rem",
  lineHeight: 1.75,
  color: colors.body,
  overflowWrap: "break-word",
  h2: { fontSize: "clamp(1.5rem, 1.3rem + 0.8vw, 1.875rem)", margin: `${space(12)} 0 ${space(4)}` },
  h3: { fontSize: "1.3rem", margin: `${space(9)} 0 ${space(3)}` },
  "h2 + h3": { marginTop: space(5) },
  p: { margin: `0 0 ${space(6)}` },
  "ul, ol": { margin: `0 0 ${space(6)}`, paddingLeft: space(6) },
  li: { marginBottom: space(2), paddingLeft: space(1) },
  "li::marker": { color: colors.primary, fontWeight: 700 },
  "li > ul, li > ol": { marginTop: space(2), marginBottom: 0 },
  strong: { color: colors.ink },
  a: {
    color: colors.primary,
    fontWeight: 600,
    textDecorationThickness: "0.08em",
    "&:hover": { color: colors.primaryDark, textDecorationThickness: "0.14em" },
  },
  blockquote: {
    margin: `${space(8)} 0`,
    padding: `${space(4)} ${space(6)}`,
    borderLeft: `4px solid ${colors.accent}`,
    borderRadius: `0 ${radii.md} ${radii.md} 0`,
    background: colors.surfaceAlt,
    color: colors.ink,
    fontSize: "1.2rem",
    "p:last-of-type": { marginBottom: 0 },
  },
  hr: { border: 0, borderTop: `1px solid ${colors.line}`, margin: `${space(10)} 0` },
  img: { height: "auto", borderRadius: radii.md },
  code: { fontSize: "0.9em", background: colors.surfaceAlt, padding: "0.1em 0.35em", borderRadius: radii.sm },
  table: {
    width: "100%",
    borderCollapse: "collapse",
    margin: `0 0 ${space(6)}`,
    fontSize: "1rem",
    display: "block",
    overflowX: "auto",
  },
  "th, td": { textAlign: "left", padding: `${space(2)} ${space(3)}`, borderBottom: `1px solid ${colors.line}` },
});

type PostBodyProps = { children: ReactNode };

/** The rendered MDX of a post, in a readable column. */
const PostBody = ({ children }: PostBodyProps) => <div css={prose}>{children}</div>;

export default PostBody;
