type IconProps = {
  /** The icon's path data, from ./icons/: `import phoneIcon from "../../styles/icons/phone"`. */
  shape: string;
  size?: number;
  /** Solid rather than outlined (the rating star). */
  filled?: boolean;
  /** Gives the icon an accessible name; without one it is decoration and hidden from assistive technology. */
  title?: string;
  className?: string;
};

/**
 * A line icon drawn inline (24x24, stroked with currentColor), so it costs no request and no icon font.
 * Each shape in ./icons/ is the data of one SVG path (the Lucide icon set, ISC licence; circles and rounded
 * rectangles written as arcs) and is imported where it is drawn, so a page's script carries its own icons
 * only (the 90 KB script budget).
 */
const Icon = ({ shape, size = 20, filled = false, title, className }: IconProps) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={filled ? 0 : 2}
    strokeLinecap="round"
    strokeLinejoin="round"
    role={title ? "img" : undefined}
    aria-label={title}
    aria-hidden={title ? undefined : true}
    focusable="false"
    className={className}
    css={filled ? { fill: "currentColor" } : undefined}
  >
    {title && <title>{title}</title>}
    <path d={shape} />
  </svg>
);

export default Icon;
