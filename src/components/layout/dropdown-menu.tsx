import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import Icon from "../ui/icon";
import chevronDownIcon from "../ui/icons/chevron-down";
import { useDismiss } from "../../hooks/use-dismiss";
import { useMenuOpen } from "../../hooks/use-menu-open";
import { colors, radii, shadows, space } from "../../styles/theme";
import { unstyledList } from "../../styles/mixins";

export type MenuLink = { label: string; to: string };

type DropdownMenuProps = {
  label: string;
  links: MenuLink[];
  /** Visual weight of the toggle: a plain nav item or the call-to-action button. */
  variant?: "nav" | "cta";
  align?: "start" | "end";
};

const toggleStyles = {
  nav: css({
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
    "&:hover, &[aria-expanded='true']": { background: colors.primaryTint, color: colors.primary },
  }),
  cta: css({
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
    "&:hover, &[aria-expanded='true']": { background: colors.primaryDark },
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
 * A disclosure menu of links (the WAI-ARIA "disclosure navigation" pattern): a button with aria-expanded
 * that shows a list of links. Enter or Space opens it and focuses the first link; arrow keys move between
 * links; Escape closes it and returns focus to the button; a click outside, leaving it with Tab, or
 * navigating closes it.
 */
const DropdownMenu = ({ label, links, variant = "nav", align = "start" }: DropdownMenuProps) => {
  const [open, setOpen] = useMenuOpen();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const openedByKey = useRef(false);
  const id = useId();

  const close = useCallback(
    (reason: "escape" | "outside" | "navigate") => {
      setOpen(false);
      if (reason === "escape") button.current?.focus();
    },
    [setOpen],
  );
  useDismiss(container, open, close);

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
    <div ref={container} css={{ position: "relative" }}>
      <button
        ref={button}
        type="button"
        css={toggleStyles[variant]}
        aria-expanded={open}
        aria-controls={id}
        onKeyDown={(event) => {
          openedByKey.current = event.key === "Enter" || event.key === " " || event.key === "ArrowDown";
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        onClick={(event) => {
          // A keyboard "click" has detail 0; a pointer click does not move focus into the list.
          openedByKey.current = event.detail === 0;
          setOpen((value) => !value);
        }}
      >
        {label}
        <Icon shape={chevronDownIcon} size={16} />
      </button>
      <ul ref={list} id={id} hidden={!open} css={[unstyledList, panel, align === "end" ? { right: 0 } : { left: 0 }]}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={() => close("navigate")} onKeyDown={onLinkKeyDown}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};

export default DropdownMenu;
