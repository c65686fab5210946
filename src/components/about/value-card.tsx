import { css } from "@emotion/react";
import Icon from "../ui/icon";
import { card } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

export type CoreValue = {
  icon: string;
  title: string;
  text: string;
};

type ValueCardProps = {
  value: CoreValue;
};

const badge = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 52,
  height: 52,
  marginBottom: space(4),
  borderRadius: radii.md,
  background: colors.primaryTint,
  color: colors.primary,
});

/** One of the company's values: an icon, a name and what it means in practice. */
const ValueCard = ({ value }: ValueCardProps) => (
  <article css={[card, { height: "100%" }]}>
    <span css={badge}>
      <Icon shape={value.icon} size={26} />
    </span>
    <h3>{value.title}</h3>
    <p css={{ margin: 0 }}>{value.text}</p>
  </article>
);

export default ValueCard;
