/**
 * The consultation calendar (migration 0010): the weekly hours, the closed days and the booked slots that decide
 * which slots are free (../booking/availability.ts), read in one round trip.
 */
import { DEFAULT_WEEKLY_HOURS, type WeeklyHours } from "../../../src/lib/consultation-hours";
import { BOOKING_HORIZON_DAYS, type Calendar } from "../booking/availability";
import type { SqlClient } from "./sql";

const DAY_MS = 86_400_000;

export interface BookingQueries {
  /** The calendar from now to the booking horizon: the hours, the closed days, and the slots booked and not cancelled. */
  bookingCalendar(now: Date): Promise<Calendar>;
}

/** The weekly hours, each weekday an admin changed instead of its default. */
export const weeklyHours = (changed: readonly { weekday: number; slots: string[] }[]): WeeklyHours =>
  DEFAULT_WEEKLY_HOURS.map((slots, weekday) => changed.find((row) => row.weekday === weekday)?.slots ?? slots);

export function createBookingQueries(pool: SqlClient): BookingQueries {
  return {
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
