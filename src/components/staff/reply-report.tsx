/**
 * The reply report, for admins: how fast the team answers sales leads, week by week (ISO weeks, Monday 00:00 on the
 * office's clock), each median with its base (how many answered, how many not yet), and how many are overdue now;
 * and each week's consultations: booked, held, no-show. The function computes every figure
 * (netlify/lib/store/report.ts says how).
 */
import { OFFICE_TIME_ZONE } from "../../lib/consultation-hours";
import { duration } from "../../lib/duration";
import { STAFF_PAGES, staffApi, type ReplyReportJson } from "../../lib/staff-api";
import { visuallyHidden } from "../../styles/mixins";
import { space } from "../../styles/theme";
import { useStaffData } from "./staff-data";
import { figuresTable, scrollsAcross, muted, overdueBadge, panel } from "./staff-styles";
import ViewStatus from "./view-status";

/** The week's Monday as a date, on the office's clock: in the reader's zone it could show as the Sunday before. */
const weekOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: OFFICE_TIME_ZONE });

const DASH = "–";

/** An empty cell: a dash to see, a word to hear. */
const None = () => (
  <>
    <span aria-hidden="true">{DASH}</span>
    <span css={visuallyHidden}>none</span>
  </>
);

export default function ReplyReport() {
  const { data: report, error } = useStaffData<ReplyReportJson>(staffApi.report);

  return (
    <>
      <h1>{STAFF_PAGES.report.title}</h1>
      <ViewStatus loading={!report && "Loading the report…"} errors={[error]} />
      {report && (
        <div css={{ display: "grid", gap: space(6) }}>
          <p css={{ margin: 0, fontSize: "1.125rem" }}>
            Overdue now:{" "}
            <span css={report.overdueNow > 0 ? overdueBadge : undefined}>
              {report.overdueNow} sales lead{report.overdueNow === 1 ? "" : "s"}
            </span>{" "}
            still new after {report.replyWithinHours} hours.
          </p>
          <section css={panel} aria-labelledby="weeks-title">
            <h2 id="weeks-title">Week by week</h2>
            <p css={muted}>
              Sales leads (not job applications, sign-ups or spam) by the week they came in. A first response is the
              first reply sent from the inbox, or the lead set to Answered by hand. The share in time counts only leads
              whose {report.replyWithinHours} hours have run out: one not answered by then counts as late; one still
              inside its {report.replyWithinHours} hours is left out until they run out.
            </p>
            <div css={scrollsAcross}>
              <table css={figuresTable}>
                <caption>
                  First responses to sales leads, newest week first (weeks start Monday, {OFFICE_TIME_ZONE})
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Week of</th>
                    <th scope="col">Leads received</th>
                    <th scope="col">Not answered yet</th>
                    <th scope="col">Median first response</th>
                    <th scope="col">90th percentile</th>
                    <th scope="col">Answered within {report.replyWithinHours} h</th>
                  </tr>
                </thead>
                <tbody>
                  {report.weeks.map((week) => (
                    <tr key={week.weekStart}>
                      <th scope="row">{weekOf(week.weekStart)}</th>
                      <td>{week.received}</td>
                      <td>{week.unanswered}</td>
                      <td>
                        {week.medianMs === null ? <None /> : `${duration(week.medianMs)}, of ${week.answered} answered`}
                      </td>
                      <td>{week.p90Ms === null ? <None /> : duration(week.p90Ms)}</td>
                      <td>
                        {week.inTimeShare === null ? (
                          <None />
                        ) : (
                          `${Math.round(week.inTimeShare * 100)}% (${week.answeredInTime} of ${week.due})`
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p css={[muted, { marginBottom: 0 }]}>
              A dash: no lead answered that week yet, or none whose {report.replyWithinHours} hours have run out.
            </p>
          </section>
          <section css={panel} aria-labelledby="consultations-title">
            <h2 id="consultations-title">Consultations</h2>
            <p css={muted}>
              Calls by the week they fall in (cancelled ones left out), and what the team recorded on each lead once the
              call began.
            </p>
            <div css={scrollsAcross}>
              <table css={figuresTable}>
                <caption>Booked consultations, newest week first (weeks start Monday, {OFFICE_TIME_ZONE})</caption>
                <thead>
                  <tr>
                    <th scope="col">Week of</th>
                    <th scope="col">Booked</th>
                    <th scope="col">Held</th>
                    <th scope="col">No-show</th>
                  </tr>
                </thead>
                <tbody>
                  {report.weeks.map(({ weekStart, consultations }) => (
                    <tr key={weekStart}>
                      <th scope="row">{weekOf(weekStart)}</th>
                      <td>{consultations.booked}</td>
                      <td>{consultations.held}</td>
                      <td>{consultations.noShow}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </div>
      )}
    </>
  );
}
