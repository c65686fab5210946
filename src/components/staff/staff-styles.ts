/** The staff pages' shared look: the site's colours, in denser tables and forms made for daily work. */
import { css } from "@emotion/react";
import { colors, mq, radii, space } from "../../styles/theme";

export const panel = css({
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  padding: space(5),
  h2: { fontSize: "1.25rem", marginTop: 0 },
  [mq.md]: { padding: space(6) },
});

export const button = css({
  font: "inherit",
  fontWeight: 700,
  minHeight: 44,
  padding: `${space(2)} ${space(5)}`,
  borderRadius: radii.md,
  border: `2px solid ${colors.primary}`,
  background: colors.primary,
  color: colors.onPrimary,
  cursor: "pointer",
  "&:hover": { background: colors.primaryDark, borderColor: colors.primaryDark },
  "&:disabled": { opacity: 0.7, cursor: "progress" },
});

export const quietButton = css(button, {
  background: colors.surface,
  color: colors.primary,
  "&:hover": { background: colors.primaryTint, color: colors.primaryDark },
});

export const dangerButton = css(button, {
  background: colors.danger,
  borderColor: colors.danger,
  "&:hover": { background: "#8E1B12", borderColor: "#8E1B12" },
});

export const field = css({
  display: "grid",
  gap: space(1),
  fontWeight: 600,
  color: colors.ink,
  "input, select, textarea": {
    font: "inherit",
    fontWeight: 400,
    minHeight: 44,
    padding: `${space(2)} ${space(3)}`,
    border: `1px solid ${colors.muted}`,
    borderRadius: radii.sm,
    background: colors.surface,
    color: colors.ink,
  },
});

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
