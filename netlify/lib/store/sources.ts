/**
 * Where sales leads come from (migration 0016's source), for the staff's sources report and the daily digest: per
 * source, medium and campaign, the leads received in a span, how many were answered within REPLY_WITHIN_HOURS of
 * those whose time has run out (as the reply report counts them, store/report.ts), the consultations they booked (not
 * cancelled), and the quote and service requests among them. Spam and the other queues never count.
 */
import { OFFICE_TIME_ZONE } from "../../../src/lib/consultation-hours";
import { LEAD_QUEUES } from "../../../src/lib/lead-queues";
import { REPLY_WITHIN_HOURS } from "../../../src/lib/lead-status";
import type { SourceFiguresJson } from "../../../src/lib/staff-api";
import type { SqlClient } from "./sql";

/** A span of days on the office's clock: from `since` (YYYY-MM-DD) up to, not including, `before`. */
export type OfficeDays = { readonly since: string; readonly before: string };

export interface SourceQueries {
  /** The sales leads received in `days` by where they came from, up to `now`, most leads first. */
  sourceFigures(days: OfficeDays, options?: { now?: Date }): Promise<SourceFiguresJson[]>;
  /** The same for the 24 hours before `now`, the `limit` sources that brought most. */
  lastDaySources(options?: { now?: Date; limit?: number }): Promise<SourceFiguresJson[]>;
}

type Row = {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  leads: number;
  due: number;
  in_time: number;
  consultations: number;
  quotes: number;
  service_requests: number;
};

const toFigures = (row: Row): SourceFiguresJson => ({
  source: row.source,
  medium: row.medium,
  campaign: row.campaign,
  leads: Number(row.leads),
  due: Number(row.due),
  answeredInTime: Number(row.in_time),
  consultations: Number(row.consultations),
  quotes: Number(row.quotes),
  serviceRequests: Number(row.service_requests),
});

/**
 * The figures of the sales leads received where `range` holds (a condition on l.created_at), up to $1. Parameters:
 * $1 the moment, $2 the sales forms, $3 the promised hours; the range's own from $4.
 */
const figures = (range: string) => `
  SELECT l.source ->> 'source' AS source, l.source ->> 'medium' AS medium, l.source ->> 'campaign' AS campaign,
    count(*)::int AS leads,
    count(*) FILTER (WHERE l.created_at <= $1::timestamptz - $3::int * interval '1 hour')::int AS due,
    count(*) FILTER (WHERE l.created_at <= $1::timestamptz - $3::int * interval '1 hour'
                       AND l.first_response_at <= l.created_at + $3::int * interval '1 hour'
                       AND l.first_response_at <= $1::timestamptz)::int AS in_time,
    count(b.lead_id)::int AS consultations,
    count(*) FILTER (WHERE l.form_name = 'quote-request')::int AS quotes,
    count(*) FILTER (WHERE l.form_name = 'service-request')::int AS service_requests
  FROM leads l LEFT JOIN consultation_bookings b ON b.lead_id = l.id AND b.cancelled_at IS NULL
  WHERE NOT l.spam AND l.form_name = ANY($2::text[]) AND ${range} AND l.created_at <= $1::timestamptz
  GROUP BY 1, 2, 3
  ORDER BY leads DESC, source NULLS LAST, medium NULLS LAST, campaign NULLS LAST`;

export function createSourceQueries(pool: SqlClient): SourceQueries {
  const base = (now: Date) => [now, LEAD_QUEUES.sales.forms, REPLY_WITHIN_HOURS];
  return {
    async sourceFigures({ since, before }, { now = new Date() } = {}) {
      // The office's midnights, whatever the session's time zone.
      const { rows } = await pool.query<Row>(
        figures(`l.created_at >= ($4::date::timestamp AT TIME ZONE $6::text)
                 AND l.created_at < ($5::date::timestamp AT TIME ZONE $6::text)`),
        [...base(now), since, before, OFFICE_TIME_ZONE],
      );
      return rows.map(toFigures);
    },

    async lastDaySources({ now = new Date(), limit = 3 } = {}) {
      const { rows } = await pool.query<Row>(
        `${figures(`l.created_at > $1::timestamptz - interval '24 hours'`)} LIMIT $4::int`,
        [...base(now), limit],
      );
      return rows.map(toFigures);
    },
  };
}
