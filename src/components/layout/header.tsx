import { css } from "@emotion/react";
import { Link } from "gatsby";
import DropdownMenu from "./dropdown-menu";
import MobileNav from "./mobile-nav";
import QuickActions from "./quick-actions";
import SiteLogo from "./site-logo";
import { getStartedLinks, type MenuLink } from "../../lib/nav-links";
import { servicePath, useServices } from "../../hooks/use-services";
import { colors, headerHeight, radii, space } from "../../styles/theme";
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

/**
 * Sticky site header: logo, Services and Get Started menus, Client Portal; below lg, call and book links and the
 * mobile menu. Every menu is a
 * <details>, so each destination is reachable before and without the page's script.
 */
const Header = () => {
  const services = useServices();

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
        <QuickActions />
        <MobileNav serviceLinks={serviceLinks} />
      </div>
    </header>
  );
};

export default Header;
