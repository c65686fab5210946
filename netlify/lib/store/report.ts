/**
 * How fast the team answers sales leads (migration 0007's first_response_at), for the admins' reply report and the
 * daily digest. Only sales leads are promised a reply within REPLY_WITHIN_HOURS, so only they are counted; spam never.
 *
 * - A response is the lead's first_response_at (the first reply from the inbox, or "Answered" set by hand), counted
 *   only once it is before `now`, so a report as of a past moment says what was known then.
 * - The share answered in time is taken over the leads whose promised time has run out by `now` ("due"): answered
 *   within it counts as in time; answered later, or not at all (still new, in progress, or archived without an
 *   answer), as not. A lead still inside its window is left out even if already answered: counting only the quick
 *   ones among them would flatter the current week until the rest fall due.
 * - Every median states its base: how many were answered, and how many received were not (yet).
 * - Weeks are ISO weeks on the office's clock (Monday 00:00 in OFFICE_TIME_ZONE, as the inbox, the digest and the
 *   CSV tell time), and group leads by when they were received; consultations by when their call is (booked and not
 *   cancelled), with the outcomes the team recorded.
 */
import { OFFICE_TIME_ZONE } from "../../../src/lib/consultation-hours";
import { LEAD_QUEUES } from "../../../src/lib/lead-queues";
import { REPLY_WITHIN_HOURS } from "../../../src/lib/lead-status";
import type { ConsultationFigures, ReplyFigures } from "../../../src/lib/staff-api";
import type { SqlClient } from "./sql";

export type WeekFigures = ReplyFigures & {
  /** Monday 00:00 on the office's clock. */
  readonly weekStart: Date;
  /** The consultations whose call falls in the week, and what became of them. */
  readonly consultations: ConsultationFigures;
};

export type ReplyReport = {
  /** Newest first, the current (partial) week included, weeks without leads too. */
  readonly weeks: readonly WeekFigures[];
  /**
   * Sales leads still new past the promised reply time at `now`, as the inbox's overdue filter counts them; by the
   * status they have today, which keeps no history.
   */
  readonly overdueNow: number;
};

export type LastDay = ReplyFigures & { readonly overdueNow: number };

export const REPORT_WEEKS = 12;

export interface ReportQueries {
  /** The last `weeks` ISO weeks up to `now`, by week of receipt. */
  replyReport(options?: { weeks?: number; now?: Date }): Promise<ReplyReport>;
  /**
   * The 24 hours before `now`, each figure by its own event so that every lead counts on one day only: received
   * in them; answered (median, 90th percentile) by first responses given in them, whenever the lead came; in time
   * over the leads whose promised time ran out in them (received 48 to 24 hours before `now`).
   */
  lastDay(options?: { now?: Date }): Promise<LastDay>;
}

type FiguresRow = {
  received: number;
  answered: number;
  unanswered: number;
  median_s: number | string | null;
  p90_s: number | string | null;
  due: number;
  in_time: number;
};

/** Seconds as the database gives them, in whole milliseconds. */
const toMs = (seconds: number | string | null) => (seconds === null ? null : Math.round(Number(seconds) * 1000));

const figuresOf = (row: FiguresRow): ReplyFigures => ({
  received: Number(row.received),
  answered: Number(row.answered),
  unanswered: Number(row.unanswered),
  medianMs: toMs(row.median_s),
  p90Ms: toMs(row.p90_s),
  due: Number(row.due),
  answeredInTime: Number(row.in_time),
  inTimeShare: Number(row.due) === 0 ? null : Number(row.in_time) / Number(row.due),
});

/** The parameters every query takes: $1 the moment, $2 the sales forms, $3 the promised hours. */
const NOW = "$1::timestamptz";
const PROMISE = "($3::int * interval '1 hour')";

/** The overdue count as the inbox's overdue filter finds it (by the status index). */
const OVERDUE = `(SELECT count(*)::int FROM leads o
  WHERE NOT o.spam AND o.status = 'new' AND o.form_name = ANY($2::text[]) AND o.created_at < ${NOW} - ${PROMISE})`;

export function createReportQueries(pool: SqlClient): ReportQueries {
  return {
    async replyReport({ weeks = REPORT_WEEKS, now = new Date() } = {}) {
      // Weeks are made as the office's wall-clock times, then read in its zone, whatever the session's time zone (a
      // week of the clock change is an hour longer or shorter). Each week is its own range of the time index,
      // aggregated alone: one sort per week for its percentiles, none across them.
      const { rows } = await pool.query<
        FiguresRow & { week_start: Date | string; overdue: number; booked: number; held: number; no_show: number }
      >(
        `SELECT w.week_start, f.*, c.*, ${OVERDUE} AS overdue
         FROM generate_series(date_trunc('week', ${NOW} AT TIME ZONE $5::text) - ($4::int - 1) * interval '1 week',
                              date_trunc('week', ${NOW} AT TIME ZONE $5::text), interval '1 week') AS week,
           LATERAL (SELECT week AT TIME ZONE $5::text AS week_start, (week + interval '1 week') AT TIME ZONE $5::text
                    AS week_end) w,
           LATERAL (
             SELECT count(*)::int AS received,
               count(s.seconds)::int AS answered,
               count(*) FILTER (WHERE s.seconds IS NULL)::int AS unanswered,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY s.seconds) AS median_s,
               percentile_cont(0.9) WITHIN GROUP (ORDER BY s.seconds) AS p90_s,
               count(*) FILTER (WHERE s.due)::int AS due,
               count(*) FILTER (WHERE s.due AND s.seconds <= $3::int * 3600)::int AS in_time
             FROM (
               SELECT l.created_at <= ${NOW} - ${PROMISE} AS due,
                 -- Answered after the moment: not yet answered then.
                 date_part('epoch', CASE WHEN l.first_response_at <= ${NOW} THEN l.first_response_at END - l.created_at)
                   AS seconds
               FROM leads l
               WHERE NOT l.spam AND l.form_name = ANY($2::text[])
                 AND l.created_at >= w.week_start AND l.created_at < w.week_end
                 AND l.created_at <= ${NOW}
             ) s
           ) f,
           LATERAL (
             -- The week's calls, by the index on a booked slot's start.
             SELECT count(*)::int AS booked, count(*) FILTER (WHERE b.outcome = 'held')::int AS held,
               count(*) FILTER (WHERE b.outcome = 'no-show')::int AS no_show
             FROM consultation_bookings b
             WHERE b.cancelled_at IS NULL AND b.starts_at >= w.week_start AND b.starts_at < w.week_end
           ) c
         ORDER BY w.week_start DESC`,
        [now, LEAD_QUEUES.sales.forms, REPLY_WITHIN_HOURS, weeks, OFFICE_TIME_ZONE],
      );
      return {
        weeks: rows.map((row) => ({
          weekStart: new Date(row.week_start),
          ...figuresOf(row),
          consultations: { booked: Number(row.booked), held: Number(row.held), noShow: Number(row.no_show) },
        })),
        overdueNow: Number(rows[0]?.overdue ?? 0),
      };
    },

    async lastDay({ now = new Date() } = {}) {
      // Two ranges, each on its index and read once: the leads received in the last 48 hours (those that fell due
      // are among them), and the first responses of the last 24 hours to leads received before.
      const { rows } = await pool.query<FiguresRow & { overdue: number }>(
        `WITH recent AS (
           SELECT l.created_at, l.first_response_at AS responded_at FROM leads l
           WHERE NOT l.spam AND l.form_name = ANY($2::text[])
             AND l.created_at > ${NOW} - 2 * ${PROMISE} AND l.created_at <= ${NOW}
           UNION ALL
           SELECT l.created_at, l.first_response_at FROM leads l
           WHERE NOT l.spam AND l.form_name = ANY($2::text[])
             AND l.first_response_at > ${NOW} - ${PROMISE} AND l.first_response_at <= ${NOW}
             AND NOT (l.created_at > ${NOW} - 2 * ${PROMISE} AND l.created_at <= ${NOW})
         ), marked AS (
           SELECT created_at, responded_at,
             coalesce(responded_at > ${NOW} - ${PROMISE} AND responded_at <= ${NOW}, false) AS answered_today
           FROM recent
         )
         SELECT
           count(*) FILTER (WHERE r.created_at > ${NOW} - ${PROMISE} AND r.created_at <= ${NOW})::int AS received,
           count(*) FILTER (WHERE r.answered_today)::int AS answered,
           count(*) FILTER (WHERE r.created_at > ${NOW} - ${PROMISE} AND r.created_at <= ${NOW}
                              AND (r.responded_at IS NULL OR r.responded_at > ${NOW}))::int AS unanswered,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY date_part('epoch', r.responded_at - r.created_at))
             FILTER (WHERE r.answered_today) AS median_s,
           percentile_cont(0.9) WITHIN GROUP (ORDER BY date_part('epoch', r.responded_at - r.created_at))
             FILTER (WHERE r.answered_today) AS p90_s,
           count(*) FILTER (WHERE r.created_at > ${NOW} - 2 * ${PROMISE}
                              AND r.created_at <= ${NOW} - ${PROMISE})::int AS due,
           count(*) FILTER (WHERE r.created_at > ${NOW} - 2 * ${PROMISE}
                              AND r.created_at <= ${NOW} - ${PROMISE}
                              AND r.responded_at <= ${NOW}
                              AND r.responded_at <= r.created_at + ${PROMISE})::int AS in_time,
           ${OVERDUE} AS overdue
         FROM marked r`,
        [now, LEAD_QUEUES.sales.forms, REPLY_WITHIN_HOURS],
      );
      return { ...figuresOf(rows[0]), overdueNow: Number(rows[0].overdue) };
    },
  };
}
