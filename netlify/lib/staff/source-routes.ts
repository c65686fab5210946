/**
 * The sources report for any signed-in person: the sales leads of one week or month on the office's clock by where
 * they came from (../store/sources.ts), with the spans it can give. Figures only: nothing of a person is in it.
 */
import { addDays, dayIn } from "../../../src/lib/consultation-hours";
import { REPLY_WITHIN_HOURS } from "../../../src/lib/lead-status";
import type { ReportUnit, SourcesReportJson } from "../../../src/lib/staff-api";
import type { SourceQueries } from "../store/sources";
import { BadRequestError, ok, type Handlers, type StaffRequest } from "./api";

/** How many weeks and months back the report goes. */
export const SOURCE_PERIODS = 12;

/** The first day of the week (Monday) or month `day` is in. */
const periodStart = (unit: ReportUnit, day: string) =>
  unit === "month" ? `${day.slice(0, 8)}01` : addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The first day of the next period after the one starting on `start`. */
function nextPeriod(unit: ReportUnit, start: string): string {
  if (unit === "week") return addDays(start, 7);
  const [year, month] = start.split("-").map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** The spans the report gives, newest first: this one and those before it. */
function periods(unit: ReportUnit, today: string): string[] {
  const starts = [periodStart(unit, today)];
  while (starts.length < SOURCE_PERIODS) starts.push(periodStart(unit, addDays(starts[starts.length - 1], -1)));
  return starts;
}

export const sourceHandlers = {
  async sources({ query: { unit, start }, store }: StaffRequest<SourceQueries, "sources">) {
    const today = dayIn(new Date());
    const given = { week: periods("week", today), month: periods("month", today) };
    const since = start ?? given[unit][0];
    if (!given[unit].includes(since))
      throw new BadRequestError(`The report gives the last ${SOURCE_PERIODS} ${unit}s, each from its first day.`);
    const before = nextPeriod(unit, since);
    const report: SourcesReportJson = {
      unit,
      since,
      before,
      replyWithinHours: REPLY_WITHIN_HOURS,
      rows: await store.sourceFigures({ since, before }),
      periods: given,
    };
    return ok(report);
  },
} satisfies Partial<Handlers>;
