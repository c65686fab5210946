/**
 * The team's side of the consultation calendar (migration 0010): the agenda of booked consultations with their
 * hosts, a host's change, and what admins set: the weekly hours and the closed days, which bookingCalendar
 * (./bookings.ts) reads back; and what became of a call, once it began. Every change is one statement with its audit
 * entry (./audit.ts). A closed day's bookings are counted, never cancelled: the team moves them.
 */
import { OFFICE_TIME_ZONE, type WeeklyHours } from "../../../src/lib/consultation-hours";
import type { BookingOutcome } from "../../../src/lib/staff-api";
import { audited, type NewAuditEntry } from "./audit";
import { weeklyHours } from "./bookings";
import { toDate } from "./lead-records";
import { asUuid, type SqlClient } from "./sql";

export type AgendaHost = { readonly id: string; readonly name: string };

/** A booked consultation on the agenda: its lead's form and answers (who, which practice, what kind), its start and host. */
export type AgendaBooking = {
  readonly leadId: string;
  readonly formName: string;
  readonly fields: Record<string, unknown>;
  readonly start: Date;
  readonly host: AgendaHost | null;
};

/** A day without consultations (YYYY-MM-DD, the office's), its note, and the booked, not cancelled slots on it. */
export type ClosedDay = { readonly day: string; readonly note: string; readonly bookings: number };

export interface AgendaQueries {
  /**
   * The booked, not cancelled consultations that start at `from` or later, soonest first; held posts' never. The
   * booking horizon and one booking per slot bound how many there can be.
   */
  agenda(from: Date): Promise<AgendaBooking[]>;
  /**
   * Makes an active staff member, or nobody (null), the host of a lead's booked, not cancelled consultation; the
   * host now, or undefined when there is no such booking or person. Audited with the change.
   */
  setHost(
    leadId: string,
    staffId: string | null,
    audit: NewAuditEntry,
  ): Promise<{ host: AgendaHost | null } | undefined>;
  /**
   * Records what became of a lead's booked, not cancelled consultation that has begun by `now` (null: unknown
   * again); false when there is no such booking. Audited with the change.
   */
  setBookingOutcome(leadId: string, outcome: BookingOutcome | null, now: Date, audit: NewAuditEntry): Promise<boolean>;
  /** The weekly hours, and the closed days from `fromDay` on (soonest first) with their bookings. */
  consultationHours(fromDay: string, timeZone?: string): Promise<{ weekly: WeeklyHours; closedDays: ClosedDay[] }>;
  /** Sets the slots of every weekday (Sunday 0 to Saturday 6). Audited with the change. */
  setWeeklyHours(hours: WeeklyHours, audit: NewAuditEntry): Promise<void>;
  /** Closes a day (or changes its note, when it is closed already); the day with its bookings. Audited. */
  closeDay(day: string, note: string, audit: NewAuditEntry, timeZone?: string): Promise<ClosedDay>;
  /** Opens a closed day again; false when it was not closed. Audited with the change. */
  openDay(day: string, audit: NewAuditEntry): Promise<boolean>;
}

/**
 * How many booked, not cancelled consultations start on the closed day `c` in the zone `zone`: the day as a range of
 * instants, which the one-per-slot index (starts_at WHERE cancelled_at IS NULL) answers.
 */
const bookingsOn = (zone: string) => `(SELECT count(*)::int FROM consultation_bookings b
  WHERE b.cancelled_at IS NULL AND b.starts_at >= (c.day::timestamp AT TIME ZONE ${zone})
    AND b.starts_at < ((c.day + 1)::timestamp AT TIME ZONE ${zone}))`;

type ClosedDayRow = { day: string; note: string; bookings: number };
const toClosedDay = (row: ClosedDayRow): ClosedDay => ({
  day: row.day,
  note: row.note,
  bookings: Number(row.bookings),
});

export function createAgendaQueries(pool: SqlClient): AgendaQueries {
  return {
    async agenda(from) {
      const { rows } = await pool.query<{
        lead_id: string;
        form_name: string;
        fields: Record<string, unknown> | string;
        starts_at: Date | string;
        host: string | null;
        host_name: string | null;
      }>(
        `SELECT b.lead_id, l.form_name, l.fields, b.starts_at, b.host, st.name AS host_name
         FROM consultation_bookings b
           JOIN leads l ON l.id = b.lead_id
           LEFT JOIN staff st ON st.id = b.host
         WHERE b.cancelled_at IS NULL AND b.starts_at >= $1 AND NOT l.spam
         ORDER BY b.starts_at`,
        [from],
      );
      return rows.map((row) => ({
        leadId: row.lead_id,
        formName: row.form_name,
        fields: typeof row.fields === "string" ? (JSON.parse(row.fields) as Record<string, unknown>) : row.fields,
        start: toDate(row.starts_at),
        host: row.host === null ? null : { id: row.host, name: row.host_name ?? "" },
      }));
    },

    async setHost(leadId, staffId, audit) {
      const { rows } = await pool.query<{ host: string | null; name: string | null }>(
        ...audited(
          `WITH changed AS (
             UPDATE consultation_bookings SET host = $2::uuid, updated_at = now()
             WHERE lead_id = $1::uuid AND cancelled_at IS NULL
               AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM staff WHERE id = $2::uuid AND active))
             RETURNING host
           )
           SELECT c.host, st.name FROM changed c LEFT JOIN staff st ON st.id = c.host`,
          [asUuid(leadId), staffId === null ? null : asUuid(staffId)],
          audit,
          "changed",
        ),
      );
      const [row] = rows;
      if (!row) return undefined;
      return { host: row.host === null ? null : { id: row.host, name: row.name ?? "" } };
    },

    async setBookingOutcome(leadId, outcome, now, audit) {
      const { rows } = await pool.query<{ changed: boolean }>(
        ...audited(
          `WITH changed AS (
             UPDATE consultation_bookings SET outcome = $2::text, outcome_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END,
               updated_at = now()
             WHERE lead_id = $1::uuid AND cancelled_at IS NULL AND starts_at <= $3
             RETURNING 1
           )
           SELECT EXISTS (SELECT 1 FROM changed) AS changed`,
          [asUuid(leadId), outcome, now],
          audit,
          "changed",
        ),
      );
      return rows[0].changed;
    },

    async consultationHours(fromDay, timeZone = OFFICE_TIME_ZONE) {
      const { rows } = await pool.query<{
        hours: { weekday: number; slots: string[] }[];
        closed: ClosedDayRow[];
      }>(
        `SELECT
           (SELECT coalesce(json_agg(json_build_object('weekday', weekday, 'slots', slots)), '[]'::json)
            FROM consultation_hours) AS hours,
           (SELECT coalesce(json_agg(json_build_object('day', c.day::text, 'note', c.note, 'bookings', ${bookingsOn("$2::text")})
              ORDER BY c.day), '[]'::json)
            FROM consultation_closed_days c WHERE c.day >= $1::date) AS closed`,
        [fromDay, timeZone],
      );
      const [row] = rows;
      return { weekly: weeklyHours(row.hours), closedDays: row.closed.map(toClosedDay) };
    },

    async setWeeklyHours(hours, audit) {
      await pool.query(
        ...audited(
          `INSERT INTO consultation_hours (weekday, slots)
           SELECT (e.n - 1)::smallint, ARRAY(SELECT json_array_elements_text(e.slots))
           FROM json_array_elements($1::json) WITH ORDINALITY AS e(slots, n)
           ON CONFLICT (weekday) DO UPDATE SET slots = EXCLUDED.slots, updated_at = now()`,
          [JSON.stringify(hours)],
          audit,
        ),
      );
    },

    async closeDay(day, note, audit, timeZone = OFFICE_TIME_ZONE) {
      const { rows } = await pool.query<ClosedDayRow>(
        ...audited(
          `WITH changed AS (
             INSERT INTO consultation_closed_days (day, note) VALUES ($1::date, $2)
             ON CONFLICT (day) DO UPDATE SET note = EXCLUDED.note
             RETURNING day, note
           )
           SELECT c.day::text AS day, c.note, ${bookingsOn("$3::text")} AS bookings FROM changed c`,
          [day, note, timeZone],
          audit,
        ),
      );
      return toClosedDay(rows[0]);
    },

    async openDay(day, audit) {
      const { rows } = await pool.query(
        ...audited(
          `WITH changed AS (DELETE FROM consultation_closed_days WHERE day = $1::date RETURNING day)
           SELECT day FROM changed`,
          [day],
          audit,
          "changed",
        ),
      );
      return rows.length > 0;
    },
  };
}
