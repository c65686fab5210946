import { css } from "@emotion/react";
import { visuallyHidden } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

const badge = css({
  display: "inline-block",
  padding: `${space(0.5)} ${space(2.5)}`,
  borderRadius: radii.pill,
  background: colors.primaryTint,
  color: colors.primaryDark, // 10:1 on the tint
  fontSize: "0.8rem",
  fontWeight: 700,
  letterSpacing: "0.02em",
});

type CategoryBadgeProps = { category: string; className?: string };

/** A post's category as a small coloured label. */
const CategoryBadge = ({ category, className }: CategoryBadgeProps) => (
  <span css={badge} className={className}>
    <span css={visuallyHidden}>Category: </span>
    {category}
  </span>
);

export default CategoryBadge;
