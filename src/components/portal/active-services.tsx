import { css } from "@emotion/react";
import DashboardCard from "./dashboard-card";
import activityIcon from "../../styles/icons/activity";
import DashboardList from "./dashboard-list";
import type { DemoService } from "./demo-data";
import { colors, radii, space } from "../../styles/theme";

type ActiveServicesProps = { services: readonly DemoService[] };

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
  <DashboardCard title="Active Services" icon={activityIcon}>
    <DashboardList
      rows={services.map((service) => ({
        key: service.name,
        title: service.name,
        detail: service.detail,
        end: <span css={statusBadge}>{service.status}</span>,
      }))}
    />
  </DashboardCard>
);

export default ActiveServices;
