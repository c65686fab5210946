import { Global, css } from "@emotion/react";
import { colors, fonts, headerHeight } from "./theme";

const styles = css({
  "*, *::before, *::after": { boxSizing: "border-box" },
  html: { scrollPaddingTop: `calc(${headerHeight} + 1rem)`, WebkitTextSizeAdjust: "100%" },
  body: {
    margin: 0,
    fontFamily: fonts.body,
    fontSize: "1rem",
    lineHeight: 1.6,
    color: colors.body,
    background: colors.surface,
    textRendering: "optimizeLegibility",
  },
  "h1, h2, h3, h4": { fontFamily: fonts.heading, color: colors.ink, lineHeight: 1.2, margin: "0 0 0.5em", textWrap: "balance" },
  h1: { fontSize: "clamp(2rem, 1.4rem + 2.6vw, 3.25rem)", letterSpacing: "-0.02em" },
  h2: { fontSize: "clamp(1.6rem, 1.3rem + 1.4vw, 2.25rem)", letterSpacing: "-0.01em" },
  h3: { fontSize: "1.25rem" },
  p: { margin: "0 0 1em" },
  a: { color: colors.primary, textUnderlineOffset: "0.15em" },
  "a:hover": { color: colors.primaryDark },
  ":focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
  "img, svg": { maxWidth: "100%" },
  "button, input, select, textarea": { font: "inherit" },
  "@media (prefers-reduced-motion: reduce)": {
    "*, *::before, *::after": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      // csstype has no "!important" variants; the override must win over any component style.
      scrollBehavior: "auto !important" as "auto",
    },
  },
});

const GlobalStyles = () => <Global styles={styles} />;

export default GlobalStyles;
