import { useState } from "react";
import { css } from "@emotion/react";
import DashboardCard from "./dashboard-card";
import fileTextIcon from "../../styles/icons/file-text";
import DashboardList from "./dashboard-list";
import type { DemoReport } from "./demo-data";
import Dialog from "../ui/dialog";
import Icon from "../ui/icon";
import downloadIcon from "../../styles/icons/download";
import ButtonLink from "../ui/button-link";
import { buttonStyles } from "../../styles/buttons";
import { visuallyHidden } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";

type RecentReportsProps = { reports: readonly DemoReport[] };

const downloadButton = css({
  display: "inline-flex",
  alignItems: "center",
  gap: space(2),
  minHeight: 44,
  padding: `${space(2)} ${space(4)}`,
  border: `1px solid ${colors.primary}`,
  borderRadius: radii.pill,
  background: colors.surface,
  color: colors.primary,
  fontWeight: 700,
  cursor: "pointer",
  "&:hover": { background: colors.primaryTint, color: colors.primaryDark },
});

/**
 * The latest reports. In the demo there are no files behind them, so Download explains that in a dialog
 * instead of silently doing nothing.
 */
const RecentReports = ({ reports }: RecentReportsProps) => {
  const [chosen, setChosen] = useState<DemoReport | null>(null);
  return (
    <DashboardCard title="Recent Reports" icon={fileTextIcon}>
      <DashboardList
        rows={reports.map((report) => ({
          key: report.title,
          title: report.title,
          detail: `${report.period} · ${report.format} · sample`,
          end: (
            <button type="button" css={downloadButton} onClick={() => setChosen(report)} aria-haspopup="dialog">
              <Icon shape={downloadIcon} size={18} />
              Download<span css={visuallyHidden}> {report.title}</span>
            </button>
          ),
        }))}
      />
      <Dialog open={chosen !== null} onClose={() => setChosen(null)} title="Sample report">
        {chosen && (
          <>
            <p>
              “{chosen.title}” ({chosen.period}) is part of the demo, so there is no file to download. Vedha clients
              download their reports here as {chosen.format} files, prepared each month by their account team.
            </p>
            <p>
              Want to see what these reports would show for your practice? Book a free consultation and we'll walk you
              through one.
            </p>
            <div css={{ display: "flex", flexWrap: "wrap", gap: space(3), marginTop: space(6) }}>
              <ButtonLink to="/consultation/">Book a consultation</ButtonLink>
              <button type="button" css={buttonStyles.secondary} onClick={() => setChosen(null)}>
                Close
              </button>
            </div>
          </>
        )}
      </Dialog>
    </DashboardCard>
  );
};

export default RecentReports;
