import { css } from "@emotion/react";
import ButtonLink from "../ui/button-link";
import Icon from "../ui/icon";
import { card, unstyledList, visuallyHidden } from "../../styles/mixins";
import { colors, mq, radii, shadows, space } from "../../styles/theme";

export type PricingTier = {
  readonly tier: string;
  readonly price: string;
  readonly period: string;
  readonly popular: boolean;
  readonly features: ReadonlyArray<string>;
};

type PricingTiersProps = {
  tiers: ReadonlyArray<PricingTier>;
  /** Makes the card ids unique on the page, e.g. the service slug. */
  idPrefix: string;
};

const grid = css(unstyledList, {
  display: "grid",
  gap: space(8),
  paddingTop: space(4),
  [mq.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: space(6), paddingBlock: space(4) },
});

const tierCard = css(card, { position: "relative", display: "flex", flexDirection: "column", height: "100%", padding: space(8) });

// The popular tier stands out by more than colour: thicker border, lift and a badge with words.
const popularCard = css({
  border: `3px solid ${colors.primary}`,
  boxShadow: `${shadows.raised}, 0 0 0 6px ${colors.primaryTint}`,
  // Taller than its neighbours on wide screens, whose cards all share one height.
  [mq.lg]: { marginTop: `-${space(4)}`, height: `calc(100% + ${space(8)})` },
});

const badge = css({
  position: "absolute",
  top: 0,
  left: "50%",
  transform: "translate(-50%, -50%)",
  margin: 0,
  display: "inline-flex",
  alignItems: "center",
  gap: space(1),
  padding: `${space(1)} ${space(4)}`,
  borderRadius: radii.pill,
  background: colors.accent,
  color: colors.ink,
  fontWeight: 700,
  fontSize: "0.85rem",
  whiteSpace: "nowrap",
});

const features = css(unstyledList, { display: "grid", alignContent: "start", gap: space(3), marginBlock: `${space(6)} ${space(8)}`, flexGrow: 1 });

/** A service's pricing tiers side by side; each asks for a quote, and the popular one is badged Most Popular. */
const PricingTiers = ({ tiers, idPrefix }: PricingTiersProps) => (
  <ul css={grid}>
    {tiers.map((tier, index) => {
      const headingId = `${idPrefix}-tier-${index}`;
      return (
        <li key={tier.tier}>
          <article aria-labelledby={headingId} css={[tierCard, tier.popular && popularCard]}>
            <h3 id={headingId} css={{ fontSize: "1.3rem", marginBottom: space(3) }}>
              {tier.tier}
            </h3>
            {tier.popular && (
              <p css={badge}>
                <Icon name="star" size={14} />
                Most Popular
              </p>
            )}
            <p css={{ margin: 0, display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: space(2) }}>
              <span css={{ fontSize: "2.25rem", fontWeight: 800, color: colors.ink, lineHeight: 1.1 }}>{tier.price}</span>
              {tier.period && <span css={{ color: colors.muted }}>{tier.period}</span>}
            </p>
            <ul css={features}>
              {tier.features.map((feature) => (
                <li key={feature} css={{ display: "flex", gap: space(2), alignItems: "flex-start" }}>
                  <Icon name="check" size={20} css={{ flexShrink: 0, marginTop: 2, color: colors.success }} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <ButtonLink to="/request-quote/" variant={tier.popular ? "primary" : "secondary"} css={{ width: "100%" }}>
              Get Quote<span css={visuallyHidden}> for {tier.tier}</span>
            </ButtonLink>
          </article>
        </li>
      );
    })}
  </ul>
);

export default PricingTiers;
