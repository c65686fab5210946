import { css } from "@emotion/react";
import { card, container, unstyledList, visuallyHidden } from "../../styles/mixins";
import { colors, mq, space } from "../../styles/theme";
import type { ServiceStat } from "./service-types";

type ServiceStatsProps = {
  stats: ReadonlyArray<ServiceStat>;
  /** Names the band for assistive technology, e.g. "EHR Support at a glance". */
  title: string;
};

const list = css(unstyledList, container, {
  display: "grid",
  gap: space(4),
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  [mq.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: space(6) },
});

const stat = css(card, { textAlign: "center", padding: `${space(4)} ${space(3)}`, [mq.sm]: { padding: space(5) } });

/** The service's headline figures as a row of cards under the hero; each reads as one phrase ("40% Less documentation time"). */
const ServiceStats = ({ stats, title }: ServiceStatsProps) => (
  <section aria-labelledby="service-stats-heading" css={{ paddingBlock: space(10), background: colors.surfaceAlt }}>
    <h2 id="service-stats-heading" css={visuallyHidden}>
      {title}
    </h2>
    <ul css={list}>
      {stats.map((item) => (
        <li key={item.label} css={stat}>
          <span
            css={{
              display: "block",
              fontSize: "clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)",
              fontWeight: 800,
              color: colors.primary,
              lineHeight: 1.15,
              marginBottom: space(1),
            }}
          >
            {item.number}
          </span>{" "}
          <span css={{ color: colors.body, fontSize: "0.95rem" }}>{item.label}</span>
        </li>
      ))}
    </ul>
  </section>
);

export default ServiceStats;
