import { css } from "@emotion/react";
import Icon from "../ui/icon";
import checkCircleIcon from "../../styles/icons/check-circle";
import { autoGrid, unstyledList } from "../../styles/mixins";
import { colors, radii, shadows, space } from "../../styles/theme";

type CheckListProps = {
  items: ReadonlyArray<string>;
  /** The mark before each item: path data from src/styles/icons/. */
  icon?: string;
};

const entry = css({
  display: "flex",
  gap: space(3),
  alignItems: "flex-start",
  padding: space(4),
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  boxShadow: shadows.card,
});

const mark = css({ flexShrink: 0, marginTop: 2, color: colors.success });

/** A grid of short statements (features, benefits), each with a mark. */
const CheckList = ({ items, icon = checkCircleIcon }: CheckListProps) => (
  <ul css={[unstyledList, autoGrid("280px", space(4))]}>
    {items.map((item) => (
      <li key={item} css={entry}>
        <Icon shape={icon} size={22} css={mark} />
        <span>{item}</span>
      </li>
    ))}
  </ul>
);

export default CheckList;
