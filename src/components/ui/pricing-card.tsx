import type { ReactNode } from "react";
import { css } from "@emotion/react";
import Icon from "./icon";
import ShowMore from "./show-more";
import checkIcon from "../../styles/icons/check";
import starIcon from "../../styles/icons/star";
import { card, unstyledList } from "../../styles/mixins";
import { colors, mq, radii, shadows, space } from "../../styles/theme";

type PricingCardProps = {
  /** The plan or tier name: the card's heading and accessible name. */
  name: string;
  /** Unique on the page; names the card. */
  headingId: string;
  price: string;
  /** e.g. /month; may be empty. */
  period: string;
  /** Badged Most Popular and emphasised. */
  popular: boolean;
  /** A sentence under the price. */
  description?: ReactNode;
  features: ReadonlyArray<string>;
  /** The card's call to action, at its foot. */
  action: ReactNode;
  className?: string;
};

const cardStyle = css(card, { position: "relative", display: "flex", flexDirection: "column", height: "100%" });

// The popular card stands out by more than colour: thicker border, lift and a badge with words.
const popularStyle = css({
  border: `3px solid ${colors.primary}`,
  boxShadow: `${shadows.raised}, 0 0 0 6px ${colors.primaryTint}`,
});

// Straddles the card's top edge; the list of cards leaves room above for it.
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

const priceLine = css({ margin: 0, display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: space(2) });

const featureList = css(unstyledList, { display: "grid", alignContent: "start", gap: space(3) });

const included = css({
  marginBlock: `${space(4)} ${space(6)}`,
  flexGrow: 1,
  [mq.sm]: { marginTop: space(6) },
});

/** One priced plan: name, Most Popular badge, price, features with check marks and a call to action at the foot. */
const PricingCard = ({
  name,
  headingId,
  price,
  period,
  popular,
  description,
  features,
  action,
  className,
}: PricingCardProps) => (
  <article aria-labelledby={headingId} css={[cardStyle, popular && popularStyle]} className={className}>
    <h3 id={headingId} css={{ fontSize: "1.3rem", marginBottom: space(3) }}>
      {name}
    </h3>
    {popular && (
      <p css={badge}>
        <Icon shape={starIcon} filled size={14} />
        Most Popular
      </p>
    )}
    <p css={priceLine}>
      <span css={{ fontSize: "2.25rem", fontWeight: 800, color: colors.ink, lineHeight: 1.1 }}>{price}</span>
      {period && <span css={{ color: colors.muted }}>{period}</span>}
    </p>
    {description && <p css={{ margin: `${space(4)} 0 0` }}>{description}</p>}
    {/* On a phone the features wait behind a toggle, so the cards stay short; from sm up they always show. */}
    <ShowMore label={<>What&rsquo;s included</>} openFrom={mq.sm} css={included}>
      <ul css={featureList}>
        {features.map((feature) => (
          <li key={feature} css={{ display: "flex", gap: space(2), alignItems: "flex-start" }}>
            <Icon shape={checkIcon} size={20} css={{ flexShrink: 0, marginTop: 2, color: colors.success }} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </ShowMore>
    {action}
  </article>
);

export default PricingCard;
