import { css } from "@emotion/react";
import { colors, maxWidth, mq, radii, shadows, space } from "./theme";

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

export const container = css({
  width: "100%",
  maxWidth,
  marginInline: "auto",
  paddingInline: space(4),
});

/** The room above and below each full-width band of a page (hero, sections): less on a phone, more on wide screens. */
export const bandPadding = css({
  paddingBlock: space(10),
  [mq.sm]: { paddingBlock: space(14) },
  [mq.lg]: { paddingBlock: space(20) },
});

export const card = css({
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
  padding: space(6),
});

/** A responsive grid of equal columns that wraps below the given minimum width. */
export const autoGrid = (min: string, gap = space(6)) =>
  css({ display: "grid", gap, gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}, 100%), 1fr))` });

/** A <summary> drawn as a button: without the disclosure triangle (its list-item marker, or WebKit's own). */
export const plainSummary = css({
  listStyle: "none",
  "&::-webkit-details-marker": { display: "none" },
});

/**
 * A <details> that is a toggle on small screens and always open from `query` up: the closed element shows its
 * content where the browser lets CSS say so (::details-content); elsewhere it stays a toggle on every screen.
 */
export const openFrom = (query: string) =>
  css({
    [query]: {
      "@supports selector(::details-content)": {
        "& > summary": { display: "none" },
        "&::details-content": { contentVisibility: "visible" },
      },
    },
  });

export const unstyledList = css({ listStyle: "none", margin: 0, padding: 0 });

/** "Skip to main content": out of sight until a keyboard user tabs to it, first on every page. */
export const skipLink = css({
  position: "absolute",
  left: space(2),
  top: -100,
  zIndex: 100,
  padding: `${space(2)} ${space(4)}`,
  background: colors.ink,
  color: "#FFFFFF",
  borderRadius: radii.sm,
  "&:focus": { top: space(2), color: "#FFFFFF" },
});
