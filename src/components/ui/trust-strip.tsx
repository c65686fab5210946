import { useId } from "react";
import { css } from "@emotion/react";
import { useSiteConfig, type SiteConfig } from "../../hooks/use-site-config";
import { container, unstyledList, visuallyHidden } from "../../styles/mixins";
import { colors, mq, space } from "../../styles/theme";

export type TrustItem = {
  /** The large text, e.g. 500+ or HIPAA. */
  headline: string;
  /** The line under it, e.g. Practices served. */
  caption: string;
};

type TrustStripProps = {
  /** Defaults to HIPAA Compliant, 24/7 Support, 500+ Practices and 98% Satisfaction, the figures read from the site's claims. */
  items?: TrustItem[];
  /** Names the strip for assistive technology (a visually hidden heading). */
  title?: string;
};

/** The claims whose label matches, in this order; the figures themselves come from data/site-config.json. */
const CLAIM_PATTERNS = [/support/i, /practice/i, /satisf/i];

export function defaultTrustItems(claims: SiteConfig["claims"]): TrustItem[] {
  const fromClaims = CLAIM_PATTERNS.flatMap((pattern) => {
    const claim = claims.find((c) => pattern.test(c.label));
    return claim ? [{ headline: claim.number, caption: claim.label }] : [];
  });
  return [{ headline: "HIPAA", caption: "Compliant" }, ...fromClaims];
}

const band = css({ background: colors.primaryDark, color: "#E8F3F5", paddingBlock: space(10) });
const list = css(unstyledList, container, {
  display: "grid",
  gap: space(6),
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  textAlign: "center",
  [mq.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
});

/** A band of trust signals: compliance, support and the headline figures. */
const TrustStrip = ({ items, title = "Why practices trust us" }: TrustStripProps) => {
  const { claims } = useSiteConfig();
  const headingId = useId();
  const shown = items ?? defaultTrustItems(claims);
  return (
    <section aria-labelledby={headingId} css={band}>
      <h2 id={headingId} css={visuallyHidden}>
        {title}
      </h2>
      <ul css={list}>
        {shown.map((item) => (
          <li key={item.headline}>
            <span css={{ display: "block", fontSize: "clamp(1.6rem, 1.2rem + 1.5vw, 2.25rem)", fontWeight: 800, color: "#FFFFFF", lineHeight: 1.1 }}>
              {item.headline}
            </span>
            <span css={{ display: "block", marginTop: space(1) }}>{item.caption}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};

export default TrustStrip;
