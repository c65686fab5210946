import { css } from "@emotion/react";
import DashboardCard from "./dashboard-card";
import usersIcon from "../../styles/icons/users";
import InitialsAvatar from "./initials-avatar";
import type { DemoAccountManager } from "./demo-data";
import ButtonLink from "../ui/button-link";
import Icon from "../ui/icon";
import mailIcon from "../../styles/icons/mail";
import phoneIcon from "../../styles/icons/phone";
import { useSiteConfig } from "../../hooks/use-site-config";
import { colors, space } from "../../styles/theme";

type AccountManagerCardProps = { manager: DemoAccountManager };

const person = css({ display: "flex", alignItems: "center", gap: space(4), marginBottom: space(5), p: { margin: 0 } });

const actions = css({ display: "grid", gap: space(3), a: { width: "100%" } });

/** Who looks after the practice, and two ways to reach them: email (the support address) or a booked call. */
const AccountManagerCard = ({ manager }: AccountManagerCardProps) => {
  const { contact } = useSiteConfig();
  const subject = encodeURIComponent(`Message for ${manager.name}`);
  return (
    <DashboardCard title="Your Account Manager" icon={usersIcon}>
      <div css={person}>
        <InitialsAvatar initials={manager.initials} />
        <div>
          <p css={{ fontWeight: 700, color: colors.ink, fontSize: "1.1rem" }}>{manager.name}</p>
          <p css={{ color: colors.muted }}>{manager.title}</p>
        </div>
      </div>
      <div css={actions}>
        <ButtonLink to={`mailto:${contact.supportEmail}?subject=${subject}`}>
          <Icon shape={mailIcon} size={18} />
          Send Message
        </ButtonLink>
        <ButtonLink to="/consultation/" variant="secondary">
          <Icon shape={phoneIcon} size={18} />
          Schedule Call
        </ButtonLink>
      </div>
    </DashboardCard>
  );
};

export default AccountManagerCard;
