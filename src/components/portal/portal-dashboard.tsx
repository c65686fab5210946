import type { Ref } from "react";
import { css } from "@emotion/react";
import DemoNotice from "./demo-notice";
import WelcomeBanner from "./welcome-banner";
import StatCards from "./stat-cards";
import ActiveServices from "./active-services";
import RecentReports from "./recent-reports";
import QuickActions from "./quick-actions";
import RecentMessages from "./recent-messages";
import AccountManagerCard from "./account-manager-card";
import { DEMO_ACCOUNT_MANAGER, DEMO_CLIENT, DEMO_MESSAGES, DEMO_REPORTS, DEMO_SERVICES, DEMO_STATS } from "./demo-data";
import { container } from "../../styles/mixins";
import { colors, mq, space } from "../../styles/theme";

export type PortalDashboardProps = {
  onLogout: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

const page = css({ background: colors.surfaceAlt, paddingBlock: space(8), [mq.lg]: { paddingBlock: space(12) } });

const stack = css(container, { display: "grid", gap: space(6) });

const columns = css({
  display: "grid",
  gap: space(6),
  alignItems: "start",
  [mq.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" },
});

const column = css({ display: "grid", gap: space(6), minWidth: 0 });

/** The signed-in demo view, built entirely from the sample data in demo-data.ts. */
const PortalDashboard = ({ onLogout, headingRef }: PortalDashboardProps) => (
  <div css={page}>
    <div css={stack}>
      <DemoNotice />
      <WelcomeBanner
        doctor={DEMO_CLIENT.doctor}
        practice={DEMO_CLIENT.practice}
        onLogout={onLogout}
        headingRef={headingRef}
      />
      <StatCards stats={DEMO_STATS} />
      <div css={columns}>
        <div css={column}>
          <ActiveServices services={DEMO_SERVICES} />
          <RecentReports reports={DEMO_REPORTS} />
          <RecentMessages messages={DEMO_MESSAGES} />
        </div>
        <div css={column}>
          <QuickActions />
          <AccountManagerCard manager={DEMO_ACCOUNT_MANAGER} />
        </div>
      </div>
    </div>
  </div>
);

export default PortalDashboard;
