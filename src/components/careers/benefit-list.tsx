import { css } from "@emotion/react";
import Icon from "../ui/icon";
import checkCircleIcon from "../../styles/icons/check-circle";
import { autoGrid, unstyledList } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

type BenefitListProps = {
  /** Benefits every employee gets, one line each. */
  benefits: readonly string[];
};

const item = css({
  display: "flex",
  alignItems: "flex-start",
  gap: space(3),
  padding: space(4),
  borderRadius: radii.md,
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  color: colors.ink,
  fontWeight: 600,
  svg: { flexShrink: 0, color: colors.success, marginTop: "0.15em" },
});

/** The company-wide benefits as a checked grid. */
const BenefitList = ({ benefits }: BenefitListProps) => (
  <ul css={[unstyledList, autoGrid("240px", space(4))]}>
    {benefits.map((benefit) => (
      <li key={benefit} css={item}>
        <Icon shape={checkCircleIcon} size={20} />
        <span>{benefit}</span>
      </li>
    ))}
  </ul>
);

export default BenefitList;
