import { css } from "@emotion/react";
import Icon from "../ui/icon";
import { card, unstyledList } from "../../styles/mixins";
import { cardRow } from "../forms/form-grid";
import { colors, radii, space } from "../../styles/theme";

export type Reason = {
  /** The icon's path data (CareerReason.iconPath). */
  iconPath: string;
  title: string;
  description: string;
};

type ReasonCardsProps = {
  reasons: readonly Reason[];
};

const badge = css({
  display: "inline-grid",
  placeItems: "center",
  width: 48,
  height: 48,
  marginBottom: space(4),
  borderRadius: radii.md,
  background: colors.primaryTint,
  color: colors.primary,
});

/** Why work here: a card per reason, side by side where there is room. */
const ReasonCards = ({ reasons }: ReasonCardsProps) => (
  <ul css={[unstyledList, cardRow("230px")]}>
    {reasons.map((reason) => (
      <li key={reason.title} css={card}>
        <span css={badge}>
          <Icon shape={reason.iconPath} size={24} />
        </span>
        <h3>{reason.title}</h3>
        <p css={{ margin: 0 }}>{reason.description}</p>
      </li>
    ))}
  </ul>
);

export default ReasonCards;
