/**
 * The sources report: the sales leads of one week or month on the office's clock by where their senders' visits
 * came from (a campaign, a search engine, another site, a direct visit, or not known), with what became of them:
 * answered in time (with its base), consultations booked, quote and service requests. Each figure opens the inbox on
 * those leads. The function computes every figure (netlify/lib/store/sources.ts).
 */
import { Link } from "gatsby";
import { useQueryState } from "../../hooks/use-query-state";
import { OFFICE_TIME_ZONE } from "../../lib/consultation-hours";
import { longDate } from "../../lib/dates";
import { sourceInWords } from "../../lib/lead-source";
import {
  NOT_SET,
  REPORT_UNITS,
  STAFF_PAGES,
  staffApi,
  type ReportUnit,
  type SourceFiguresJson,
  type SourcesReportJson,
} from "../../lib/staff-api";
import { space } from "../../styles/theme";
import { useStaffData } from "./staff-data";
import { control, field, figuresTable, muted, panel, scrollsAcross } from "./staff-styles";
import ViewStatus from "./view-status";

/** A period by its first day (an office day): "Week of November 23, 2026", "November 2026". */
const periodName = (unit: ReportUnit, start: string) =>
  unit === "week" ? `Week of ${longDate(start)}` : longDate(start).replace(/ \d+,/, "");

/** The inbox's address showing a row's sales leads of the period, of one form when given. */
function inboxOf(row: SourceFiguresJson, report: SourcesReportJson, form?: string) {
  const query = new URLSearchParams({
    source: row.source ?? NOT_SET,
    medium: row.medium ?? NOT_SET,
    campaign: row.campaign ?? NOT_SET,
    since: report.since,
    before: report.before,
    ...(form ? { form } : {}),
  });
  return `${STAFF_PAGES.inbox.path}?${query.toString()}`;
}

const EMPTY = { unit: "", start: "" };

export default function SourceReport() {
  const [query, setQuery] = useQueryState(EMPTY);
  const asked = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== "")).toString();
  // The last report shows until the next one comes.
  const { data: report, error } = useStaffData<SourcesReportJson>(`${staffApi.sources}?${asked}`, {
    keepPreviousData: true,
  });

  const hours = report?.replyWithinHours;
  return (
    <>
      <h1>{STAFF_PAGES.sources.title}</h1>
      <p css={muted}>
        Sales leads (not job applications, sign-ups or spam) by where the sender's visit began: a campaign link's
        source, medium and campaign, a search engine, another website, or a direct visit. &ldquo;Not known&rdquo;: sent
        without a script from no other site, or before sources were kept. Weeks start on Monday; days are the office's (
        {OFFICE_TIME_ZONE}).
      </p>
      {report && (
        <label css={[field, { maxWidth: "20rem", marginBottom: space(5) }]}>
          Period
          <select
            css={control}
            value={`${report.unit}:${report.since}`}
            onChange={(event) => {
              const [unit, start] = event.target.value.split(":");
              setQuery({ unit, start });
            }}
          >
            {REPORT_UNITS.map((unit) => (
              <optgroup key={unit} label={unit === "week" ? "Weeks" : "Months"}>
                {report.periods[unit].map((start) => (
                  <option key={start} value={`${unit}:${start}`}>
                    {periodName(unit, start)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      )}
      <div aria-live="polite">
        <ViewStatus loading={!report && "Loading the report…"} errors={[error]} />
        {report && report.rows.length === 0 && <p>No sales lead came in {periodName(report.unit, report.since)}.</p>}
      </div>
      {report && report.rows.length > 0 && (
        <section css={panel} aria-labelledby="sources-title">
          <h2 id="sources-title">{periodName(report.unit, report.since)}</h2>
          <div css={scrollsAcross}>
            <table css={figuresTable}>
              <caption>Sales leads by source, most leads first</caption>
              <thead>
                <tr>
                  <th scope="col">Source</th>
                  <th scope="col">Leads</th>
                  <th scope="col">Answered within {hours} h</th>
                  <th scope="col">Consultations booked</th>
                  <th scope="col">Quote requests</th>
                  <th scope="col">Service requests</th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={`${row.source} ${row.medium} ${row.campaign}`}>
                    <th scope="row">
                      {sourceInWords(row)}
                      {row.medium && <span css={[muted, { display: "block", fontWeight: 400 }]}>{row.medium}</span>}
                    </th>
                    <td>
                      <Link to={inboxOf(row, report)}>{row.leads}</Link>
                    </td>
                    <td>
                      <Link to={inboxOf(row, report)}>
                        {row.due === 0 ? `none due yet` : `${row.answeredInTime} of ${row.due} due`}
                      </Link>
                    </td>
                    <td>
                      <Link to={inboxOf(row, report, "consultation")}>{row.consultations}</Link>
                    </td>
                    <td>
                      <Link to={inboxOf(row, report, "quote-request")}>{row.quotes}</Link>
                    </td>
                    <td>
                      <Link to={inboxOf(row, report, "service-request")}>{row.serviceRequests}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p css={[muted, { marginBottom: 0 }]}>
            Answered within {hours} h counts only the leads whose {hours} hours have run out (&ldquo;due&rdquo;), as the
            reply times report does. Each figure opens those leads in the inbox.
          </p>
        </section>
      )}
    </>
  );
}
