import { css } from "@emotion/react";
import Icon, { iconNames, type IconName } from "../ui/icon";
import { card, unstyledList } from "../../styles/mixins";
import { cardRow } from "../forms/form-styles";
import { colors, radii, space } from "../../styles/theme";

export type Reason = {
  /** An icon name from src/components/ui/icon.tsx. */
  icon: string;
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

const isIconName = (name: string): name is IconName => (iconNames as string[]).includes(name);

/** Why work here: a card per reason, side by side where there is room. */
const ReasonCards = ({ reasons }: ReasonCardsProps) => (
  <ul css={[unstyledList, cardRow("230px")]}>
    {reasons.map((reason) => (
      <li key={reason.title} css={card}>
        <span css={badge}>
          <Icon name={isIconName(reason.icon) ? reason.icon : "heart"} size={24} />
        </span>
        <h3>{reason.title}</h3>
        <p css={{ margin: 0 }}>{reason.description}</p>
      </li>
    ))}
  </ul>
);

export default ReasonCards;
