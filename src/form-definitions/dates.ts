/**
 * "Today" for the date fields of the lead forms (preferred date, start date), written YYYY-MM-DD.
 *
 * The browser judges with the visitor's own calendar (`visitorToday`, the same day its date pickers use as
 * `min`), or the office's where that is still the day before: a visitor east of the office, past their midnight, may
 * still book one of the office's times today. The server cannot know the visitor's time zone, so it judges with the earliest calendar in use,
 * UTC-12 (`earliestToday`): a date that is today anywhere on Earth is never rejected.
 */
import { localIsoDate } from "../lib/dates";
import { dayIn } from "../lib/consultation-hours";

/** The visitor's today, in the browser's time zone, or the office's today where it is earlier. */
export function visitorToday(now = new Date()): string {
  const own = localIsoDate(now);
  const office = dayIn(now);
  return office < own ? office : own;
}

const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

/** Today in the earliest time zone (UTC-12): the oldest date that is still "today" somewhere. */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - TWELVE_HOURS_MS).toISOString().slice(0, 10);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for YYYY-MM-DD naming a day that exists (2026-02-30 does not). */
export function isCalendarDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

/** True when the YYYY-MM-DD date is `today` or later (ISO dates compare as text). */
export function isNotBefore(date: string, today: string): boolean {
  return date >= today;
}
