import { css } from "@emotion/react";
import Icon from "../ui/icon";
import type { DemoStat } from "./demo-data";
import { card, unstyledList } from "../../styles/mixins";
import { colors, mq, space } from "../../styles/theme";

type StatCardsProps = { stats: readonly DemoStat[] };

const grid = css(unstyledList, {
  display: "grid",
  gap: space(4),
  gridTemplateColumns: "repeat(auto-fit, minmax(min(220px, 100%), 1fr))",
  [mq.sm]: { gap: space(6) },
});

const item = css(card, {
  display: "flex",
  alignItems: "center",
  gap: space(4),
  padding: space(5),
});

const badge = css({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  width: 48,
  height: 48,
  borderRadius: "50%",
  background: colors.primaryTint,
  color: colors.primary,
});

/** The four headline figures. Label first in reading order, so a screen reader hears "Active Services, 3". */
const StatCards = ({ stats }: StatCardsProps) => (
  <ul css={grid} aria-label="Account summary">
    {stats.map((stat) => (
      <li key={stat.label} css={item}>
        <span css={badge}>
          <Icon shape={stat.icon} size={24} />
        </span>
        <span css={{ display: "flex", flexDirection: "column" }}>
          <span css={{ fontSize: "0.95rem", color: colors.muted, fontWeight: 600 }}>{stat.label}</span>
          <span css={{ fontSize: "1.75rem", fontWeight: 800, color: colors.ink, lineHeight: 1.2 }}>{stat.value}</span>
        </span>
      </li>
    ))}
  </ul>
);

export default StatCards;
