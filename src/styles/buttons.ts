import { css } from "@emotion/react";
import { colors, radii, space } from "./theme";

export type ButtonVariant = "primary" | "secondary" | "light" | "outline-light";

const base = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: space(2),
  minHeight: 44,
  padding: `${space(3)} ${space(6)}`,
  borderRadius: radii.pill,
  border: "2px solid transparent",
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
  transition: "background-color 150ms, color 150ms, border-color 150ms",
});

/** Shared by links and buttons that look like buttons, so both stay identical. */
export const buttonStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css(base, {
    background: colors.primary,
    color: colors.onPrimary,
    "&:hover": { background: colors.primaryDark, color: colors.onPrimary },
  }),
  secondary: css(base, {
    background: colors.surface,
    color: colors.primary,
    borderColor: colors.primary,
    "&:hover": { background: colors.primaryTint, color: colors.primaryDark },
  }),
  // Doubled class (&&): dark bands (PageHero, Section tone="dark") colour every link white, which would hide this label.
  light: css(base, {
    background: colors.surface,
    "&&": { color: colors.primary },
    "&&:hover": { background: colors.primaryTint, color: colors.primaryDark },
  }),
  "outline-light": css(base, {
    background: "transparent",
    color: "#FFFFFF",
    borderColor: "#FFFFFF",
    "&:hover": { background: "rgba(255,255,255,0.12)", color: "#FFFFFF" },
  }),
};
