import { css } from "@emotion/react";
import Icon from "../ui/icon";
import ShowMore from "../ui/show-more";
import checkCircleIcon from "../../styles/icons/check-circle";
import { autoGrid, unstyledList } from "../../styles/mixins";
import { colors, mq, radii, shadows, space } from "../../styles/theme";

type CheckListProps = {
  items: ReadonlyArray<string>;
  /** The mark before each item: path data from src/styles/icons/. */
  icon?: string;
  /** On phones, how many show before "Show all …"; the rest wait behind it. */
  shown?: number;
  /** What the items are, for "Show all 12 features". */
  noun?: string;
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

const grid = css(unstyledList, autoGrid("280px", space(4)));

const Items = ({ items, icon }: { items: ReadonlyArray<string>; icon: string }) =>
  items.map((item) => (
    <li key={item} css={entry}>
      <Icon shape={icon} size={22} css={mark} />
      <span>{item}</span>
    </li>
  ));

/** A grid of short statements (features, benefits), each with a mark; on phones the first few, then a toggle. */
const CheckList = ({ items, icon = checkCircleIcon, shown = items.length, noun = "items" }: CheckListProps) => (
  <>
    <ul css={grid}>
      <Items items={items.slice(0, shown)} icon={icon} />
    </ul>
    {items.length > shown && (
      <ShowMore label={`Show all ${items.length} ${noun}`} openFrom={mq.md} css={{ marginTop: space(4) }}>
        <ul css={[grid, { "[open] > &": { marginTop: space(4) } }]}>
          <Items items={items.slice(shown)} icon={icon} />
        </ul>
      </ShowMore>
    )}
  </>
);

export default CheckList;
