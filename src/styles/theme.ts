/**
 * Design tokens. Every colour pair used for text meets WCAG AA (4.5:1) on the background it is used on;
 * the comments give the contrast ratio against white unless they say otherwise.
 */
export const colors = {
  primary: "#0B5563", // 8.2:1
  primaryDark: "#083F4A",
  primaryTint: "#E6F4F1",
  accent: "#F2A541", // decoration only; text on it uses ink
  accentText: "#8A4B00", // 6.6:1, for accent-coloured words
  ink: "#12263A", // 15.4:1
  body: "#3A4A5A", // 8.9:1
  muted: "#566474", // 6.1:1
  line: "#D5DEE5",
  surface: "#FFFFFF",
  surfaceAlt: "#F4F8FA",
  danger: "#B42318", // 6.5:1
  success: "#1E6B3A", // 6.7:1
  star: "#B25E00", // 4.9:1
  onPrimary: "#FFFFFF",
  focus: "#1A73E8",
} as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
} as const;

export const space = (n: number) => `${n * 0.25}rem`;

export const radii = { sm: "6px", md: "10px", lg: "16px", pill: "999px" } as const;

export const shadows = {
  card: "0 1px 2px rgba(18, 38, 58, 0.06), 0 4px 16px rgba(18, 38, 58, 0.06)",
  raised: "0 8px 30px rgba(18, 38, 58, 0.14)",
} as const;

/** Mobile first: styles apply from these widths up. */
export const mq = {
  sm: "@media (min-width: 640px)",
  md: "@media (min-width: 768px)",
  lg: "@media (min-width: 1024px)",
  xl: "@media (min-width: 1280px)",
} as const;

export const maxWidth = "1200px";
export const headerHeight = "64px";
