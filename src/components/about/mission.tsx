import { css } from "@emotion/react";
import type { SiteConfig } from "../../hooks/use-site-config";
import { claimsById } from "../../lib/claims";
import { card, unstyledList } from "../../styles/mixins";
import { colors, mq, space } from "../../styles/theme";

type MissionProps = {
  /** The site's claims; the practices, years and satisfaction figures are shown beside the mission. */
  claims: SiteConfig["claims"];
};

const layout = css({
  display: "grid",
  gap: space(10),
  alignItems: "center",
  [mq.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", gap: space(16) },
});

const lead = css({
  fontSize: "clamp(1.2rem, 1.05rem + 0.6vw, 1.45rem)",
  lineHeight: 1.5,
  color: colors.ink,
  fontWeight: 600,
});

const figures = css(card, unstyledList, {
  display: "grid",
  gap: space(6),
  padding: space(8),
  background: colors.primaryTint,
  borderColor: "transparent",
  boxShadow: "none",
});

/** Why the company exists, and the record behind it. */
const Mission = ({ claims }: MissionProps) => {
  const shown = claimsById(claims, ["practices", "years", "satisfaction"]);
  return (
    <div css={layout}>
      <div>
        <h2>Our Mission</h2>
        <p css={lead}>
          To give independent and mid-sized medical practices the support of a large health system, without losing what
          makes them personal.
        </p>
        <p>
          Physicians go into medicine to care for people, not to fight software, chase claims or cover empty shifts. We
          take on that work: we keep your EHR working for you, document visits, manage billing and coding, and find the
          staff you need, so your team can give patients its full attention.
        </p>
        <p css={{ margin: 0 }}>
          We work as an extension of your practice. You get a dedicated team that learns your workflows, answers to you,
          and measures its success by yours: fewer hours after clinic, cleaner claims and patients who feel heard.
        </p>
      </div>
      {shown.length > 0 && (
        <ul css={figures} aria-label="Our record">
          {shown.map((claim) => (
            <li key={claim.label}>
              <span
                css={{ display: "block", fontSize: "2.25rem", fontWeight: 800, lineHeight: 1.1, color: colors.primary }}
              >
                {claim.number}
              </span>
              <span css={{ fontWeight: 600, color: colors.ink }}>{claim.label}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

export default Mission;
