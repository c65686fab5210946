import { css } from "@emotion/react";
import ButtonLink from "../ui/button-link";
import { quoteLink } from "../../form-definitions/presets";
import PricingCard from "../ui/pricing-card";
import { unstyledList, visuallyHidden } from "../../styles/mixins";
import { mq, space } from "../../styles/theme";

export type PricingTier = {
  readonly tier: string;
  readonly price: string;
  readonly period: string;
  readonly popular: boolean;
  readonly features: ReadonlyArray<string>;
};

type PricingTiersProps = {
  tiers: ReadonlyArray<PricingTier>;
  /** The service the tiers are of: its quote links choose it and the tier in the form. */
  serviceSlug: string;
};

const grid = css(unstyledList, {
  display: "grid",
  gap: space(8),
  paddingTop: space(4),
  [mq.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: space(6), paddingBlock: space(4) },
});

// Taller than its neighbours on wide screens, whose cards all share one height.
const lift = css({ [mq.lg]: { marginTop: `-${space(4)}`, height: `calc(100% + ${space(8)})` } });

/** A service's pricing tiers side by side; each opens the quote form with it chosen; the popular one is badged. */
const PricingTiers = ({ tiers, serviceSlug }: PricingTiersProps) => (
  <ul css={grid}>
    {tiers.map((tier, index) => (
      <li key={tier.tier}>
        <PricingCard
          name={tier.tier}
          headingId={`${serviceSlug}-tier-${index}`}
          price={tier.price}
          period={tier.period}
          popular={tier.popular}
          features={tier.features}
          action={
            <ButtonLink
              to={quoteLink(serviceSlug, tier.tier)}
              variant={tier.popular ? "primary" : "secondary"}
              css={{ width: "100%" }}
            >
              Get Quote<span css={visuallyHidden}> for {tier.tier}</span>
            </ButtonLink>
          }
          css={[{ padding: space(8) }, tier.popular && lift]}
        />
      </li>
    ))}
  </ul>
);

export default PricingTiers;
