/** The staff pages' shared look: the site's colours, in denser tables and forms made for daily work. */
import { css } from "@emotion/react";
import { controlStyle } from "../forms/form-styles";
import { buttonStyles } from "../../styles/buttons";
import { colors, mq, radii, space } from "../../styles/theme";

export const panel = css({
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  padding: space(5),
  h2: { fontSize: "1.25rem", marginTop: 0 },
  [mq.md]: { padding: space(6) },
});

/** The site's own buttons; a destructive one in the danger colour. */
export const button = buttonStyles.primary;
export const quietButton = buttonStyles.secondary;
export const dangerButton = css(buttonStyles.primary, {
  background: colors.danger,
  "&:hover": { background: "#8E1B12" },
});

/** A label above its control (the site's form controls: 44 px tall, a 3:1 border, a clear focus ring). */
export const field = css({ display: "grid", gap: space(1), fontWeight: 600, color: colors.ink });
/** What is typed or chosen reads as text, not in its label's bold. */
export const control = css(controlStyle, { fontWeight: 400 });

export const alert = css({
  color: colors.danger,
  fontWeight: 600,
  margin: `${space(3)} 0`,
});

export const muted = css({ color: colors.muted });

/** A status as a small label; overdue in the danger colour. */
export const badge = css({
  display: "inline-block",
  padding: `0 ${space(2)}`,
  borderRadius: radii.pill,
  border: `1px solid ${colors.line}`,
  background: colors.surfaceAlt,
  color: colors.ink,
  fontSize: "0.875rem",
  fontWeight: 600,
  whiteSpace: "nowrap",
});

export const overdueBadge = css(badge, { background: "#FDECEA", borderColor: colors.danger, color: colors.danger });

/** A report's table: each row's header names what it counts, every other cell is a figure, aligned to compare. */
export const figuresTable = css({
  width: "100%",
  borderCollapse: "collapse",
  caption: { textAlign: "left", fontWeight: 700, paddingBottom: space(2) },
  "th, td": { textAlign: "left", padding: space(2), borderBottom: `1px solid ${colors.line}`, verticalAlign: "top" },
  "td, thead th:not(:first-of-type)": { textAlign: "right", fontVariantNumeric: "tabular-nums" },
});

/** Around a table wider than a phone: it scrolls, the page does not. */
export const scrollsAcross = css({ overflowX: "auto" });
