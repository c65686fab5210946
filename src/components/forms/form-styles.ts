import { css } from "@emotion/react";
import { colors, headerHeight, mq, radii, space } from "../../styles/theme";

/** Label above a control. */
export const labelStyle = css({ display: "block", fontWeight: 600, color: colors.ink, marginBottom: space(1.5) });

/**
 * Room above a control that receives focus after a failed submit (or the browser's own check), so it and
 * its label are not hidden under the sticky header.
 */
export const focusScrollMargin = { scrollMarginTop: `calc(${headerHeight} + ${space(10)})` };

/** Text inputs, selects and textareas: 44 px tall at least, a border with 3:1 contrast, a clear focus ring. */
export const controlStyle = css({
  ...focusScrollMargin,
  display: "block",
  width: "100%",
  minHeight: 44,
  padding: `${space(2.5)} ${space(3)}`,
  border: `1px solid ${colors.muted}`,
  borderRadius: radii.sm,
  background: colors.surface,
  color: colors.ink,
  lineHeight: 1.4,
  transition: "border-color 150ms, box-shadow 150ms",
  "&:hover": { borderColor: colors.ink },
  "&:focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: 1, borderColor: colors.primary },
  '&[aria-invalid="true"]': { borderColor: colors.danger, boxShadow: `0 0 0 1px ${colors.danger}` },
  "&::placeholder": { color: colors.muted },
  "&:disabled": { background: colors.surfaceAlt, cursor: "not-allowed" },
});

export const hintStyle = css({ margin: `${space(1.5)} 0 0`, fontSize: "0.9rem", color: colors.muted });
export const errorStyle = css({ margin: `${space(1.5)} 0 0`, fontSize: "0.9rem", fontWeight: 600, color: colors.danger });

/** The red asterisk after a required field's label; the `required` attribute tells assistive technology. */
export const requiredMark = css({ color: colors.danger, marginLeft: space(1) });

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
  input: { ...focusScrollMargin, width: 20, height: 20, margin: "1px 0 0", flexShrink: 0, accentColor: colors.primary, cursor: "pointer" },
  // The row shows the focus ring; the box inside needs none of its own.
  "input:focus-visible": { outline: "none" },
});

/** Choices side by side where there is room. */
export const choiceGrid = (min = "220px") =>
  css({ display: "grid", gap: space(2), gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}, 100%), 1fr))` });

/** Fields stacked with even spacing; two columns from tablet width. Give a field `fullWidth` to span both. */
export const fieldGrid = css({
  display: "grid",
  gap: space(5),
  [mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: space(6) },
});

export const fullWidth = css({ [mq.md]: { gridColumn: "1 / -1" } });

export const legendStyle = css({ padding: 0, fontWeight: 600, color: colors.ink, marginBottom: space(2) });

/** Cards that share the row's full width (auto-fit: no empty columns when there are few cards). */
export const cardRow = (min: string, gap = space(6)) =>
  css({ display: "grid", gap, gridTemplateColumns: `repeat(auto-fit, minmax(min(${min}, 100%), 1fr))` });
