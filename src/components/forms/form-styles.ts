import { css } from "@emotion/react";
import { colors, headerHeight, radii, space } from "../../styles/theme";

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
export const errorStyle = css({
  margin: `${space(1.5)} 0 0`,
  fontSize: "0.9rem",
  fontWeight: 600,
  color: colors.danger,
});

/** The red asterisk after a required field's label; the `required` attribute tells assistive technology. */
export const requiredMark = css({ color: colors.danger, marginLeft: space(1) });
