import { css } from "@emotion/react";
import { Link } from "gatsby";
import { companyLinks, getStartedLinks, type MenuLink } from "../../lib/nav-links";
import Icon from "../ui/icon";
import closeIcon from "../../styles/icons/close";
import menuIcon from "../../styles/icons/menu";
import { useDetailsMenu } from "../../hooks/use-details-menu";
import { colors, headerHeight, mq, radii, shadows, space } from "../../styles/theme";
import { plainSummary, unstyledList, visuallyHidden } from "../../styles/mixins";

type MobileNavProps = { serviceLinks: MenuLink[] };

const mobileOnly = css({ [mq.lg]: { display: "none" } });

// The icon follows the element's own open state, so it is right before the script runs too.
const toggle = css(plainSummary, {
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
});
const whenClosed = css({ "[open] > summary > &": { display: "none" } });
const whenOpen = css({ display: "none", "[open] > summary > &": { display: "block" } });

// Below the whole header bar (the sticky header is its containing block), over the page rather than pushing it down.
const panel = css({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  padding: space(4),
  background: colors.surface,
  borderTop: `1px solid ${colors.line}`,
  boxShadow: shadows.raised,
  maxHeight: `calc(100vh - ${headerHeight})`,
  overflowY: "auto",
  h2: {
    fontSize: "0.8rem",
    textTransform: "uppercase",
    letterSpacing: "0.08em",
    color: colors.muted,
    margin: `${space(4)} 0 ${space(1)}`,
  },
  a: { display: "block", padding: `${space(2)} 0`, color: colors.ink, fontWeight: 600, textDecoration: "none" },
  "a:hover": { color: colors.primary },
});

const Section = ({ title, links, onNavigate }: { title: string; links: MenuLink[]; onNavigate: () => void }) => (
  <>
    <h2>{title}</h2>
    <ul css={unstyledList}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  </>
);

/** The small-screen menu: a toggle in the header bar that opens every destination under it (see useDetailsMenu). */
const MobileNav = ({ serviceLinks }: MobileNavProps) => {
  const { setOpen, detailsProps, summaryProps } = useDetailsMenu();
  const close = () => setOpen(false);
  return (
    <details {...detailsProps} css={mobileOnly}>
      <summary {...summaryProps} css={toggle}>
        <Icon shape={menuIcon} size={22} css={whenClosed} />
        <Icon shape={closeIcon} size={22} css={whenOpen} />
        <span css={visuallyHidden}>Menu</span>
      </summary>
      <nav aria-label="Mobile" css={panel}>
        <Section title="Services" links={serviceLinks} onNavigate={close} />
        <Section title="Get Started" links={getStartedLinks} onNavigate={close} />
        <Section
          title="Company"
          links={[
            ...companyLinks,
            { label: "Client Portal", to: "/client-portal/" },
            { label: "Contact Us", to: "/contact/" },
          ]}
          onNavigate={close}
        />
      </nav>
    </details>
  );
};

export default MobileNav;
