import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { MenuLink } from "./dropdown-menu";
import { companyLinks, getStartedLinks } from "./nav-links";
import { colors, mq, space } from "../../styles/theme";
import { container, unstyledList } from "../../styles/mixins";

type MobileNavProps = { id: string; open: boolean; serviceLinks: MenuLink[]; onNavigate: () => void };

const panel = css(container, {
  paddingBlock: space(4),
  borderTop: `1px solid ${colors.line}`,
  maxHeight: "calc(100vh - 64px)",
  overflowY: "auto",
  [mq.lg]: { display: "none" },
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

/** The small-screen menu under the header; hidden unless the header's toggle opened it. */
const MobileNav = ({ id, open, serviceLinks, onNavigate }: MobileNavProps) => (
  <nav id={id} aria-label="Mobile" hidden={!open} css={panel}>
    <Section title="Services" links={serviceLinks} onNavigate={onNavigate} />
    <Section title="Get Started" links={getStartedLinks} onNavigate={onNavigate} />
    <Section
      title="Company"
      links={[
        ...companyLinks,
        { label: "Client Portal", to: "/client-portal/" },
        { label: "Contact Us", to: "/contact/" },
      ]}
      onNavigate={onNavigate}
    />
  </nav>
);

export default MobileNav;
