import type { ReactNode } from "react";
import { css } from "@emotion/react";
import Icon from "../ui/icon";
import headsetIcon from "../../styles/icons/headset";
import mailIcon from "../../styles/icons/mail";
import mapPinIcon from "../../styles/icons/map-pin";
import phoneIcon from "../../styles/icons/phone";
import { useSiteConfig } from "../../hooks/use-site-config";
import { card, unstyledList } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

const row = css({
  display: "flex",
  gap: space(3),
  alignItems: "flex-start",
  a: { fontWeight: 700, overflowWrap: "anywhere" },
});

const badge = css({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: radii.md,
  background: colors.primaryTint,
  color: colors.primary,
});

const label = css({
  display: "block",
  fontSize: "0.85rem",
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: colors.muted,
});

const Item = ({ icon, title, children }: { icon: string; title: string; children: ReactNode }) => (
  <li css={row}>
    <span css={badge}>
      <Icon shape={icon} />
    </span>
    <div>
      <span css={label}>{title}</span>
      {children}
    </div>
  </li>
);

/** Phone, email and postal address of the company, from the site config. */
const ContactDetails = () => {
  const { contact, siteTitle } = useSiteConfig();
  const { address } = contact;
  return (
    <div css={card}>
      <h2 css={{ fontSize: "1.25rem" }}>Contact details</h2>
      <address css={{ fontStyle: "normal" }}>
        <ul css={[unstyledList, { display: "grid", gap: space(4) }]}>
          <Item icon={phoneIcon} title="Phone">
            <a href={`tel:${contact.phoneE164}`}>{contact.phone}</a>
          </Item>
          <Item icon={mailIcon} title="Email">
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </Item>
          <Item icon={headsetIcon} title="Support">
            <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
          </Item>
          <Item icon={mapPinIcon} title="Office">
            <span css={{ display: "block", color: colors.ink }}>
              {siteTitle}
              <br />
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </span>
          </Item>
        </ul>
      </address>
    </div>
  );
};

export default ContactDetails;
