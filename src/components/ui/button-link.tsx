import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { colors, radii, space } from "../../styles/theme";

type ButtonVariant = "primary" | "secondary" | "light" | "outline-light";

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

type ButtonLinkProps = {
  /** A site path (/contact/) becomes a Gatsby Link; anything else (tel:, mailto:, #anchor, https:) a plain anchor. */
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
  className?: string;
};

const ButtonLink = ({ to, variant = "primary", children, className }: ButtonLinkProps) =>
  to.startsWith("/") ? (
    <Link to={to} css={buttonStyles[variant]} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} css={buttonStyles[variant]} className={className}>
      {children}
    </a>
  );

export default ButtonLink;
