import { css } from "@emotion/react";
import { Link } from "gatsby";
import Icon from "../ui/icon";
import facebookIcon from "../../styles/icons/facebook";
import instagramIcon from "../../styles/icons/instagram";
import linkedinIcon from "../../styles/icons/linkedin";
import mailIcon from "../../styles/icons/mail";
import mapPinIcon from "../../styles/icons/map-pin";
import phoneIcon from "../../styles/icons/phone";
import twitterIcon from "../../styles/icons/twitter";
import { companyLinks, supportLinks, type MenuLink } from "../../lib/nav-links";
import { servicePath, useServices } from "../../hooks/use-services";
import { useSiteConfig } from "../../hooks/use-site-config";
import { colors, mq, radii, space } from "../../styles/theme";
import { container, unstyledList } from "../../styles/mixins";

const footer = css({
  background: colors.ink,
  color: "#D8E1E8", // 12.5:1 on ink
  a: { color: "#FFFFFF", textDecoration: "none" },
  "a:hover": { textDecoration: "underline" },
  h2: { color: "#FFFFFF", fontSize: "1rem", margin: `0 0 ${space(3)}` },
});

const grid = css(container, {
  display: "grid",
  gap: space(8),
  paddingBlock: space(12),
  gridTemplateColumns: "1fr",
  [mq.sm]: { gridTemplateColumns: "1fr 1fr" },
  [mq.lg]: { gridTemplateColumns: "1.4fr 1fr 1fr 1fr" },
  li: { marginBottom: space(2) },
});

const socialLink = css({
  display: "inline-grid",
  placeItems: "center",
  width: 40,
  height: 40,
  borderRadius: radii.pill,
  border: "1px solid rgba(255,255,255,0.35)",
  "&:hover": { background: "rgba(255,255,255,0.12)" },
});

const Column = ({ title, links }: { title: string; links: MenuLink[] }) => (
  <nav aria-label={title}>
    <h2>{title}</h2>
    <ul css={unstyledList}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  </nav>
);

/** The networks of site-config.json's `social`, by key. */
const socialNetworks: Record<string, { name: string; icon: string }> = {
  facebook: { name: "Facebook", icon: facebookIcon },
  twitter: { name: "X (Twitter)", icon: twitterIcon },
  linkedin: { name: "LinkedIn", icon: linkedinIcon },
  instagram: { name: "Instagram", icon: instagramIcon },
};

/** Site footer: contact details, social links, the Services, Company and Support columns, copyright. */
const Footer = () => {
  const site = useSiteConfig();
  const services = useServices();
  const { contact } = site;
  return (
    <footer css={footer}>
      <div css={grid}>
        <div>
          <p css={{ color: "#FFFFFF", fontWeight: 800, fontSize: "1.15rem", marginBottom: space(2) }}>
            {site.siteTitle}
          </p>
          <p>{site.siteDescription}</p>
          <address css={{ fontStyle: "normal" }}>
            <ul css={[unstyledList, { li: { display: "flex", gap: space(2), alignItems: "flex-start" } }]}>
              <li>
                <Icon shape={phoneIcon} size={18} />
                <a href={`tel:${contact.phoneE164}`}>{contact.phone}</a>
              </li>
              <li>
                <Icon shape={mailIcon} size={18} />
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
              <li>
                <Icon shape={mapPinIcon} size={18} />
                <span>
                  {contact.address.street}, {contact.address.city}, {contact.address.region}{" "}
                  {contact.address.postalCode}
                </span>
              </li>
            </ul>
          </address>
          <ul css={[unstyledList, { display: "flex", gap: space(3), marginTop: space(4) }]}>
            {Object.entries(site.social).map(([network, url]) => (
              <li key={network}>
                <a href={url} css={socialLink} rel="noopener noreferrer">
                  <Icon
                    shape={socialNetworks[network]?.icon ?? ""}
                    size={18}
                    title={`${site.siteTitle} on ${socialNetworks[network]?.name ?? network}`}
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Column
          title="Services"
          links={services.map((service) => ({ label: service.title, to: servicePath(service.slug) }))}
        />
        <Column title="Company" links={companyLinks} />
        <Column title="Support" links={supportLinks} />
      </div>
      <div css={{ borderTop: "1px solid rgba(255,255,255,0.15)" }}>
        <p css={[container, { paddingBlock: space(5), marginBlock: 0, fontSize: "0.9rem" }]}>
          © {new Date().getFullYear()} {site.siteTitle}. All rights reserved.
        </p>
      </div>
    </footer>
  );
};

export default Footer;
