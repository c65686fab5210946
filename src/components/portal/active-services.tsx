import { css } from "@emotion/react";
import DashboardCard from "./dashboard-card";
import type { DemoService } from "./demo-data";
import { unstyledList } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

type ActiveServicesProps = { services: readonly DemoService[] };

const list = css(unstyledList, {
  li: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    justifyContent: "space-between",
    gap: space(2),
    paddingBlock: space(3),
    borderTop: `1px solid ${colors.line}`,
  },
  "li:first-of-type": { borderTop: 0, paddingTop: 0 },
  p: { margin: 0 },
});

const statusBadge = css({
  display: "inline-block",
  padding: `${space(0.5)} ${space(3)}`,
  borderRadius: radii.pill,
  background: "#E3F1E8",
  color: colors.success,
  fontWeight: 700,
  fontSize: "0.85rem",
});

/** The services the demo practice has, each with its status. */
const ActiveServices = ({ services }: ActiveServicesProps) => (
  <DashboardCard title="Active Services" icon="activity">
    <ul css={list}>
      {services.map((service) => (
        <li key={service.name}>
          <div>
            <p css={{ fontWeight: 700, color: colors.ink }}>{service.name}</p>
            <p css={{ fontSize: "0.9rem", color: colors.muted }}>{service.detail}</p>
          </div>
          <span css={statusBadge}>{service.status}</span>
        </li>
      ))}
    </ul>
  </DashboardCard>
);

export default ActiveServices;
