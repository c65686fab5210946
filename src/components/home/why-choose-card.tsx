import { useId } from "react";
import { css } from "@emotion/react";
import Icon from "../ui/icon";
import headsetIcon from "../../styles/icons/headset";
import shieldIcon from "../../styles/icons/shield";
import trendingUpIcon from "../../styles/icons/trending-up";
import type { SiteConfig } from "../../hooks/use-site-config";
import { claimsById, type ShownClaim } from "../../lib/claims";
import { card, unstyledList } from "../../styles/mixins";
import { colors, radii, shadows, space } from "../../styles/theme";

type WhyChooseCardProps = {
  siteTitle: string;
  /** The site's marketing claims; the support and revenue figures are read from them. */
  claims: SiteConfig["claims"];
};

const panel = css(card, { boxShadow: shadows.raised, color: colors.body, padding: space(6) });

const iconBadge = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: 44,
  height: 44,
  borderRadius: radii.md,
  background: colors.primaryTint,
  color: colors.primary,
});

/** A claim's figure, so the card never states a number the data does not. */
const figure = (claims: SiteConfig["claims"], id: ShownClaim) => claimsById(claims, [id])[0]?.number;

/** The three reasons practices pick us, shown beside the home page headline. */
const WhyChooseCard = ({ siteTitle, claims }: WhyChooseCardProps) => {
  const headingId = useId();
  const support = figure(claims, "support");
  const revenue = figure(claims, "revenue");
  const reasons: { icon: string; title: string; text: string }[] = [
    {
      icon: shieldIcon,
      title: "Security",
      text: "HIPAA-compliant processes, trained staff and encrypted handling of patient data.",
    },
    {
      icon: headsetIcon,
      title: "Support",
      text: support
        ? `${support} help from people who know your EHR and your practice by name.`
        : "Help from people who know your EHR and your practice by name.",
    },
    {
      icon: trendingUpIcon,
      title: "ROI",
      text: revenue
        ? `Clients see an average revenue increase of ${revenue}, with fewer denials and faster payment.`
        : "Fewer denials, faster payment and more time for patients.",
    },
  ];
  return (
    <section aria-labelledby={headingId} css={panel}>
      <h2 id={headingId} css={{ fontSize: "1.35rem" }}>
        Why Choose {siteTitle}?
      </h2>
      <ul css={[unstyledList, { display: "grid", gap: space(5) }]}>
        {reasons.map((reason) => (
          <li key={reason.title} css={{ display: "flex", gap: space(4), alignItems: "flex-start" }}>
            <span css={iconBadge}>
              <Icon shape={reason.icon} size={22} />
            </span>
            <span>
              <strong css={{ display: "block", color: colors.ink, fontSize: "1.05rem" }}>{reason.title}</strong>
              <span css={{ display: "block", fontSize: "0.95rem" }}>{reason.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};

export default WhyChooseCard;
