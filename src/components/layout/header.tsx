import { css } from "@emotion/react";
import { Link } from "gatsby";
import DropdownMenu, { type MenuLink } from "./dropdown-menu";
import MobileNav from "./mobile-nav";
import SiteLogo from "./site-logo";
import Icon from "../ui/icon";
import closeIcon from "../ui/icons/close";
import menuIcon from "../ui/icons/menu";
import { getStartedLinks } from "./nav-links";
import { useMenuOpen } from "../../hooks/use-menu-open";
import { servicePath, useServices } from "../../hooks/use-services";
import { colors, headerHeight, mq, radii, space } from "../../styles/theme";
import { container } from "../../styles/mixins";

const bar = css({
  position: "sticky",
  top: 0,
  zIndex: 30,
  background: "rgba(255, 255, 255, 0.97)",
  borderBottom: `1px solid ${colors.line}`,
});

const inner = css(container, {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  minHeight: headerHeight,
  gap: space(4),
});

// Hidden below lg with a max-width query (rather than shown from lg up) so the nav stays in the DOM's
// accessibility tree where media queries are not evaluated (jsdom), as it is on a desktop.
const desktopOnly = css({
  display: "flex",
  alignItems: "center",
  gap: space(2),
  "@media (max-width: 1023.98px)": { display: "none" },
});

const navLink = css({
  padding: `${space(2)} ${space(3)}`,
  borderRadius: radii.sm,
  color: colors.ink,
  fontWeight: 600,
  textDecoration: "none",
  "&:hover, &[aria-current='page']": { background: colors.primaryTint, color: colors.primary },
});

const menuToggle = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.sm,
  background: colors.surface,
  color: colors.ink,
  cursor: "pointer",
  [mq.lg]: { display: "none" },
});

/** Sticky site header: logo, Services and Get Started menus, Client Portal, and the mobile menu. */
const Header = () => {
  const services = useServices();
  const [mobileOpen, setMobileOpen] = useMenuOpen();

  const serviceLinks: MenuLink[] = [
    { label: "All Services", to: "/services/" },
    ...services.map((service) => ({ label: service.title, to: servicePath(service.slug) })),
  ];

  return (
    <header css={bar}>
      <div css={inner}>
        <SiteLogo />
        <nav aria-label="Main" css={desktopOnly}>
          <DropdownMenu label="Services" links={serviceLinks} />
          <Link to="/about/" css={navLink}>
            About
          </Link>
          <Link to="/blog/" css={navLink} partiallyActive>
            Blog
          </Link>
          <Link to="/client-portal/" css={navLink}>
            Client Portal
          </Link>
          <DropdownMenu label="Get Started" links={getStartedLinks} variant="cta" align="end" />
        </nav>
        <button
          type="button"
          css={menuToggle}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? "Close menu" : "Open menu"}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <Icon shape={mobileOpen ? closeIcon : menuIcon} size={22} />
        </button>
      </div>
      <MobileNav
        id="mobile-menu"
        open={mobileOpen}
        serviceLinks={serviceLinks}
        onNavigate={() => setMobileOpen(false)}
      />
    </header>
  );
};

export default Header;
