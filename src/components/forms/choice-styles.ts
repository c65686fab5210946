/** Styles of checkboxes, radios and their groups (the text controls' are in ./form-styles.ts). */
import { css } from "@emotion/react";
import { focusScrollMargin } from "./form-styles";
import { colors, radii, space } from "../../styles/theme";

/** A checkbox or radio with its label: the whole row is the 44 px tap target. */
export const choiceRow = css({
  display: "flex",
  alignItems: "flex-start",
  gap: space(3),
  minHeight: 44,
  padding: `${space(2.5)} ${space(3)}`,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.sm,
  background: colors.surface,
  color: colors.ink,
  cursor: "pointer",
  lineHeight: 1.4,
  "&:hover": { borderColor: colors.muted },
  "&:has(input:checked)": { borderColor: colors.primary, background: colors.primaryTint },
  "&:has(input:focus-visible)": { outline: `3px solid ${colors.focus}`, outlineOffset: 1 },
  input: {
    ...focusScrollMargin,
    width: 20,
    height: 20,
    margin: "1px 0 0",
    flexShrink: 0,
    accentColor: colors.primary,
    cursor: "pointer",
  },
  // The row shows the focus ring; the box inside needs none of its own.
  "input:focus-visible": { outline: "none" },
});

/** Choices side by side where there is room. */
export const choiceGrid = (min = "220px") =>
  css({ display: "grid", gap: space(2), gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}, 100%), 1fr))` });

export const legendStyle = css({ padding: 0, fontWeight: 600, color: colors.ink, marginBottom: space(2) });

/** A free time as a button that fills in day and time in one press: a 44 px outlined tap target, filled once pressed. */
export const timeButton = css({
  minHeight: 44,
  padding: `${space(2)} ${space(3)}`,
  border: `1px solid ${colors.primary}`,
  borderRadius: radii.sm,
  background: colors.surface,
  color: colors.primary,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  "&:hover": { background: colors.primaryTint },
  "&:focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
  '&[aria-pressed="true"]': { background: colors.primary, color: colors.onPrimary },
});
