import { css } from "@emotion/react";
import { Link } from "gatsby";
import DashboardCard from "./dashboard-card";
import Icon from "../ui/icon";
import arrowRightIcon from "../../styles/icons/arrow-right";
import calendarIcon from "../../styles/icons/calendar";
import headsetIcon from "../../styles/icons/headset";
import usersIcon from "../../styles/icons/users";
import chevronRightIcon from "../../styles/icons/chevron-right";
import { unstyledList } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

const actions: { label: string; to: string; icon: string }[] = [
  { label: "Request Support", to: "/contact/", icon: headsetIcon },
  { label: "Schedule Consultation", to: "/consultation/", icon: calendarIcon },
  { label: "Update Account Info", to: "/contact/", icon: usersIcon },
];

const list = css(unstyledList, { display: "grid", gap: space(2) });

const action = css({
  display: "flex",
  alignItems: "center",
  gap: space(3),
  minHeight: 48,
  padding: `${space(2.5)} ${space(4)}`,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  color: colors.ink,
  fontWeight: 600,
  textDecoration: "none",
  "&:hover": { borderColor: colors.primary, background: colors.primaryTint, color: colors.primaryDark },
  "svg:first-of-type": { color: colors.primary, flexShrink: 0 },
  "svg:last-of-type": { marginLeft: "auto", color: colors.muted },
});

/** Shortcuts to the site's own request pages; a real portal would open the same requests. */
const QuickActions = () => (
  <DashboardCard title="Quick Actions" icon={arrowRightIcon}>
    <ul css={list}>
      {actions.map((item) => (
        <li key={item.label}>
          <Link to={item.to} css={action}>
            <Icon shape={item.icon} />
            {item.label}
            <Icon shape={chevronRightIcon} size={18} />
          </Link>
        </li>
      ))}
    </ul>
  </DashboardCard>
);

export default QuickActions;
