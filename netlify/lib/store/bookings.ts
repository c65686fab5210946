/**
 * The consultation calendar (migration 0010): the weekly hours, the closed days and the booked slots that decide
 * which slots are free (../booking/availability.ts), read in one round trip.
 */
import { DEFAULT_WEEKLY_HOURS, type WeeklyHours } from "../../../src/lib/consultation-hours";
import { BOOKING_HORIZON_DAYS, type Calendar } from "../booking/availability";
import { asUuid, type SqlClient } from "./sql";

const DAY_MS = 86_400_000;

/** How long before a booked call its reminder goes, and how long before it a booking must be made to get one. */
export const REMINDER_HOURS = 24;

export interface BookingQueries {
  /** The calendar from now to the booking horizon: the hours, the closed days, and the slots booked and not cancelled. */
  bookingCalendar(now: Date): Promise<Calendar>;
  /**
   * Queues a 'booking-reminder' mail for each booking still standing whose call starts within REMINDER_HOURS of
   * `now`, once per booking and time, and not for one made (or last moved) within REMINDER_HOURS of its call, whose
   * confirmation is reminder enough. Returns how many were queued.
   */
  queueReminders(now: Date): Promise<number>;
  /**
   * Books `start` for a lead that holds no booking, one whose sender proved their mailbox (a held post's button):
   * 'taken' when another booking holds the slot, 'mailbox-booked' when the mailbox (`mailbox`, its hashes as
   * bookingMailboxHashes makes them) holds a booking still to come, and then nothing is stored. Whether `start` is a
   * slot that can be booked at all is the caller's check (../booking/availability.ts checkSlot).
   */
  bookProven(leadId: string, start: Date, mailbox: readonly string[]): Promise<ProvenBooking>;
}

export type ProvenBooking = "booked" | "taken" | "mailbox-booked";

/** The weekly hours, each weekday an admin changed instead of its default. */
export const weeklyHours = (changed: readonly { weekday: number; slots: string[] }[]): WeeklyHours =>
  DEFAULT_WEEKLY_HOURS.map((slots, weekday) => changed.find((row) => row.weekday === weekday)?.slots ?? slots);

export function createBookingQueries(pool: SqlClient): BookingQueries {
  return {
    async bookProven(leadId, start, mailbox) {
      // One statement: the slot's partial unique index decides between two bookings of it.
      const { rows } = await pool.query<{ booked: boolean; mailbox_booked: boolean }>(
        `WITH mailbox_booked AS (
           SELECT 1 FROM consultation_bookings
           WHERE mailbox_hash = ANY ($3::text[]) AND cancelled_at IS NULL AND starts_at > now()
         ), booked AS (
           INSERT INTO consultation_bookings (lead_id, starts_at, mailbox_hash)
           SELECT $1::uuid, $2, ($3::text[])[1] WHERE NOT EXISTS (SELECT 1 FROM mailbox_booked)
           ON CONFLICT (starts_at) WHERE cancelled_at IS NULL DO NOTHING
           RETURNING 1
         )
         SELECT EXISTS (SELECT 1 FROM booked) AS booked, EXISTS (SELECT 1 FROM mailbox_booked) AS mailbox_booked`,
        [asUuid(leadId), start, mailbox],
      );
      const [row] = rows;
      return row.booked ? "booked" : row.mailbox_booked ? "mailbox-booked" : "taken";
    },

    async queueReminders(now) {
      const { rows } = await pool.query<{ queued: number }>(
        `WITH due AS (
           UPDATE consultation_bookings SET reminded_at = $1
           WHERE cancelled_at IS NULL AND reminded_at IS NULL
             AND starts_at > $1 AND starts_at <= $1::timestamptz + make_interval(hours => $2)
             AND time_chosen_at <= starts_at - make_interval(hours => $2)
           RETURNING lead_id
         ), queued AS (
           INSERT INTO outbox (lead_id, kind) SELECT lead_id, 'booking-reminder' FROM due RETURNING 1
         )
         SELECT count(*)::int AS queued FROM queued`,
        [now, REMINDER_HOURS],
      );
      return Number(rows[0].queued);
    },

    async bookingCalendar(now) {
      // A day either side of the horizon: the office's days start at other UTC hours.
      const from = new Date(now.getTime() - DAY_MS);
      const to = new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 2) * DAY_MS);
      const { rows } = await pool.query<{
        hours: { weekday: number; slots: string[] }[];
        closed: string[];
        booked: string[];
      }>(
        `SELECT
           (SELECT coalesce(json_agg(json_build_object('weekday', weekday, 'slots', slots)), '[]'::json)
            FROM consultation_hours) AS hours,
           (SELECT coalesce(array_agg(day::text), '{}') FROM consultation_closed_days
            WHERE day BETWEEN $1::date AND $2::date) AS closed,
           (SELECT coalesce(array_agg((extract(epoch FROM starts_at) * 1000)::bigint::text), '{}')
            FROM consultation_bookings WHERE cancelled_at IS NULL AND starts_at >= $1 AND starts_at < $2) AS booked`,
        [from, to],
      );
      const [row] = rows;
      return {
        hours: weeklyHours(row.hours),
        closedDays: new Set(row.closed),
        booked: new Set(row.booked.map(Number)),
        now,
      };
    },
  };
}
