import { colors, fonts, headerHeight } from "./theme";

/** The site-wide base styles, drawn once by the layout's Emotion <Global>, first in every page's <head>. */
export const globalStyles = `
*, *::before, *::after { box-sizing: border-box; }
html { scroll-padding-top: calc(${headerHeight} + 1rem); -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  font-family: ${fonts.body};
  font-size: 1rem;
  line-height: 1.6;
  color: ${colors.body};
  background: ${colors.surface};
  text-rendering: optimizeLegibility;
}
body:has(dialog[open]) { overflow: hidden; }
h1, h2, h3, h4 { font-family: ${fonts.heading}; color: ${colors.ink}; line-height: 1.2; margin: 0 0 0.5em; text-wrap: balance; }
h1 { font-size: clamp(2rem, 1.4rem + 2.6vw, 3.25rem); letter-spacing: -0.02em; }
h2 { font-size: clamp(1.6rem, 1.3rem + 1.4vw, 2.25rem); letter-spacing: -0.01em; }
h3 { font-size: 1.25rem; }
p { margin: 0 0 1em; }
a { color: ${colors.primary}; text-underline-offset: 0.15em; }
a:hover { color: ${colors.primaryDark}; }
:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
img, svg { max-width: 100%; }
button, input, select, textarea { font: inherit; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
`;
