/**
 * Which consultation slots are free: the weekly hours, minus closed days, minus booked slots, never in the past nor
 * sooner than the lead time (src/lib/consultation-hours.ts). Days are the office's (YYYY-MM-DD in its zone); a slot
 * is the instant its wall time names there, through @date-fns/tz, so a daylight-saving change moves nothing.
 */
import { TZDate } from "@date-fns/tz";
import {
  BOOKING_HORIZON_DAYS,
  LEAD_TIME_BUSINESS_DAYS,
  addDays,
  dayIn,
  NEXT_FREE_COUNT,
  OFFICE_TIME_ZONE,
  SLOT_TIMES,
  type FreeSlot,
  type WeeklyHours,
} from "../../../src/lib/consultation-hours";

export { BOOKING_HORIZON_DAYS };

/** What decides a day's free slots: the hours, the closed days and booked slots of the days asked about, and now. */
export type Calendar = {
  readonly hours: WeeklyHours;
  readonly closedDays: ReadonlySet<string>;
  /** Booked slots' starts, in milliseconds since the epoch. */
  readonly booked: ReadonlySet<number>;
  readonly now: Date;
  readonly timeZone?: string;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2}) (AM|PM)$/;

/** A YYYY-MM-DD that names a real day. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** A day's weekday, 0 Sunday to 6 Saturday. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** A slot's start: the instant when the office's clock shows `time` ("9:00 AM") on `day`. */
export function slotStart(day: string, time: string, timeZone = OFFICE_TIME_ZONE): Date {
  const [, year, month, date] = DAY.exec(day)!.map(Number);
  const [, hour, minute, half] = TIME.exec(time)!;
  const hours = (Number(hour) % 12) + (half === "PM" ? 12 : 0);
  return new Date(TZDate.tz(timeZone, year, month - 1, date, hours, Number(minute)).getTime());
}

/** Whether a day has hours and is not closed. */
const isOpen = (day: string, calendar: Calendar) =>
  calendar.hours[weekday(day)].length > 0 && !calendar.closedDays.has(day);

/** The earliest day that can be booked: the LEAD_TIME_BUSINESS_DAYS-th open day after today, in the office's zone. */
export function earliestDay(calendar: Calendar): string {
  let day = dayIn(calendar.now, calendar.timeZone);
  const last = addDays(day, BOOKING_HORIZON_DAYS);
  for (let left = LEAD_TIME_BUSINESS_DAYS; left > 0 && day < last;) {
    day = addDays(day, 1);
    if (isOpen(day, calendar)) left -= 1;
  }
  return day;
}

/** The last day that can be booked. */
export const latestDay = (calendar: Calendar) => addDays(dayIn(calendar.now, calendar.timeZone), BOOKING_HORIZON_DAYS);

/** A day's free slots, in the order of the day. */
export function freeSlots(day: string, calendar: Calendar): FreeSlot[] {
  if (!isDay(day) || day < earliestDay(calendar) || day > latestDay(calendar) || !isOpen(day, calendar)) return [];
  const offered = new Set(calendar.hours[weekday(day)]);
  return SLOT_TIMES.filter((time) => offered.has(time)).flatMap((time) => {
    const start = slotStart(day, time, calendar.timeZone);
    return start > calendar.now && !calendar.booked.has(start.getTime())
      ? [{ date: day, time, start: start.toISOString() }]
      : [];
  });
}

/** Why a slot cannot be booked. */
export type SlotRefusal = "not-a-slot" | "too-soon" | "too-far" | "closed" | "taken";

/** A slot checked: its start, or why it cannot be booked. */
export type SlotCheck =
  { readonly ok: true; readonly start: Date } | { readonly ok: false; readonly reason: SlotRefusal };

/** A date and time as posted, checked against the calendar: the slot's start, or why it cannot be booked. */
export function checkSlot(day: string, time: string, calendar: Calendar): SlotCheck {
  if (!isDay(day) || !SLOT_TIMES.includes(time)) return { ok: false, reason: "not-a-slot" };
  if (day < earliestDay(calendar)) return { ok: false, reason: "too-soon" };
  if (day > latestDay(calendar)) return { ok: false, reason: "too-far" };
  if (!isOpen(day, calendar) || !calendar.hours[weekday(day)].includes(time)) return { ok: false, reason: "closed" };
  const start = slotStart(day, time, calendar.timeZone);
  if (start <= calendar.now) return { ok: false, reason: "too-soon" };
  if (calendar.booked.has(start.getTime())) return { ok: false, reason: "taken" };
  return { ok: true, start };
}

/** The first free slots on or after a day (the earliest bookable day when it is sooner), at most `count`. */
export function nextFreeSlots(from: string, calendar: Calendar, count = NEXT_FREE_COUNT): FreeSlot[] {
  const found: FreeSlot[] = [];
  const earliest = earliestDay(calendar);
  const last = latestDay(calendar);
  for (let day = isDay(from) && from > earliest ? from : earliest; day <= last && found.length < count;) {
    found.push(...freeSlots(day, calendar).slice(0, count - found.length));
    day = addDays(day, 1);
  }
  return found;
}
