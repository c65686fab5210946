import { useEffect, useRef, type KeyboardEvent } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import Icon from "../ui/icon";
import chevronDownIcon from "../../styles/icons/chevron-down";
import { useDetailsMenu } from "../../hooks/use-details-menu";
import { colors, radii, shadows, space } from "../../styles/theme";
import { plainSummary, unstyledList } from "../../styles/mixins";
import type { MenuLink } from "../../lib/nav-links";

type DropdownMenuProps = {
  label: string;
  links: MenuLink[];
  /** Visual weight of the toggle: a plain nav item or the call-to-action button. */
  variant?: "nav" | "cta";
  align?: "start" | "end";
};

const toggleStyles = {
  nav: css(plainSummary, {
    display: "inline-flex",
    alignItems: "center",
    gap: space(1),
    padding: `${space(2)} ${space(3)}`,
    border: 0,
    borderRadius: radii.sm,
    background: "transparent",
    color: colors.ink,
    fontWeight: 600,
    cursor: "pointer",
    "&:hover, [open] > &": { background: colors.primaryTint, color: colors.primary },
  }),
  cta: css(plainSummary, {
    display: "inline-flex",
    alignItems: "center",
    gap: space(1),
    padding: `${space(2)} ${space(4)}`,
    border: 0,
    borderRadius: radii.pill,
    background: colors.primary,
    color: colors.onPrimary,
    fontWeight: 700,
    cursor: "pointer",
    "&:hover, [open] > &": { background: colors.primaryDark },
  }),
};

const panel = css({
  position: "absolute",
  top: "calc(100% + 8px)",
  minWidth: 260,
  padding: space(2),
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  boxShadow: shadows.raised,
  zIndex: 20,
  a: {
    display: "block",
    padding: `${space(2)} ${space(3)}`,
    borderRadius: radii.sm,
    color: colors.ink,
    textDecoration: "none",
    "&:hover, &:focus-visible": { background: colors.primaryTint, color: colors.primary },
  },
});

/**
 * A disclosure menu of links (the WAI-ARIA "disclosure navigation" pattern) on <details>, so it opens without
 * JavaScript too (see useDetailsMenu). With the script, Enter or Space opens it and focuses the first link;
 * arrow keys move between links; Escape closes it and returns focus to the summary; a click outside, leaving
 * it with Tab, or navigating closes it.
 */
const DropdownMenu = ({ label, links, variant = "nav", align = "start" }: DropdownMenuProps) => {
  const { open, setOpen, detailsProps, summaryProps } = useDetailsMenu();
  const list = useRef<HTMLUListElement>(null);
  const openedByKey = useRef(false);

  useEffect(() => {
    if (open && openedByKey.current) list.current?.querySelector("a")?.focus();
  }, [open]);

  // Arrow keys move between the links.
  const onLinkKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = Array.from(list.current?.querySelectorAll("a") ?? []);
    const step = event.key === "ArrowDown" ? 1 : -1;
    items[(items.indexOf(event.currentTarget) + step + items.length) % items.length]?.focus();
  };

  return (
    <details {...detailsProps} css={{ position: "relative" }}>
      <summary
        css={toggleStyles[variant]}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            openedByKey.current = true;
            setOpen(true);
          }
        }}
        onClick={(event) => {
          // Enter and Space "click" the summary with detail 0; a pointer click does not move focus into the list.
          openedByKey.current = event.detail === 0;
          summaryProps.onClick(event);
        }}
      >
        {label}
        <Icon shape={chevronDownIcon} size={16} />
      </summary>
      <ul ref={list} css={[unstyledList, panel, align === "end" ? { right: 0 } : { left: 0 }]}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={() => setOpen(false)} onKeyDown={onLinkKeyDown}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
};

export default DropdownMenu;
