/**
 * When a consultation can be booked, for the form, the functions and the inbox alike: the office's time zone (from
 * data/site-config.json), the slots of a day (the consultation form's Preferred Time list), the default weekly
 * hours an admin may change in the inbox, the lead time, and what the slot function answers. Plain data and Intl
 * only: the form's script carries it, so no date library comes with it.
 */
import siteConfig from "../../data/site-config.json";
import { dateFormat } from "./date-format";

/** The office's IANA time zone: consultation hours are in it, and so is every time the site and its mails give. */
export const OFFICE_TIME_ZONE = siteConfig.contact.timeZone;

/** A consultation is free and lasts 30 minutes; the slots start on the hour. */
export const CONSULTATION_MINUTES = 30;

/** Minutes into a day on a 12-hour clock, as the slots' times are written: 570 is { time: "9:30", half: "AM" }. */
export function clockTime(minutes: number): { time: string; half: "AM" | "PM" } {
  const hours = Math.floor(minutes / 60) % 24;
  return {
    time: `${hours % 12 || 12}:${String(minutes % 60).padStart(2, "0")}`,
    half: hours < 12 ? "AM" : "PM",
  };
}

/**
 * A slot's time as what it is: from its start ("10:00 AM", as the form posts it) to CONSULTATION_MINUTES later,
 * "10:00–10:30 AM" (the half of the day written once when both ends share it).
 */
export function slotRange(time: string): string {
  const [, hour, minute, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time)!;
  const start = ((Number(hour) % 12) + (half === "PM" ? 12 : 0)) * 60 + Number(minute);
  const [from, to] = [clockTime(start), clockTime(start + CONSULTATION_MINUTES)];
  return from.half === to.half
    ? `${from.time}–${to.time} ${to.half}`
    : `${from.time} ${from.half}–${to.time} ${to.half}`;
}

/**
 * Every slot a day can have: the specification's hourly starts, 9 AM–12 PM and 1–5 PM, as the form posts them
 * ("9:00 AM") and shows them (the consultation form's Preferred Time options: "9:00–9:30 AM").
 */
export const SLOTS = ["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"].map((value) => ({
  value,
  label: slotRange(value),
}));

export const SLOT_TIMES: readonly string[] = SLOTS.map((slot) => slot.value);

/** Weekly hours: for each weekday, Sunday (0) to Saturday (6), the slots offered, a subset of SLOT_TIMES. */
export type WeeklyHours = readonly (readonly string[])[];

/** Business days, Monday to Friday, every slot; until an admin changes them in the inbox. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = [[], SLOT_TIMES, SLOT_TIMES, SLOT_TIMES, SLOT_TIMES, SLOT_TIMES, []];

/**
 * The earliest day a slot can be booked: this many business days (a day with hours, not closed) after today in the
 * office's zone, so the team has a day to prepare; a booking made on Friday can be for Monday.
 */
export const LEAD_TIME_BUSINESS_DAYS: number = 1;

/** How far ahead a slot can be booked, in days. */
export const BOOKING_HORIZON_DAYS = 90;

/** What the date field says of the days that can be booked. */
export const BOOKABLE_DAYS_HINT = `From ${
  LEAD_TIME_BUSINESS_DAYS === 1 ? "the next business day" : `${LEAD_TIME_BUSINESS_DAYS} business days from today`
}, up to ${BOOKING_HORIZON_DAYS} days ahead.`;

/** How many free times a refused booking offers instead. */
export const NEXT_FREE_COUNT = 3;

/** The slot function: GET with `?date=YYYY-MM-DD` (a day in the office's zone) answers a SlotDay. */
export const SLOTS_API = "/api/consultation-slots";

/** A free slot: its time as the form posts it, and its start as an ISO 8601 instant. */
export type FreeSlot = { readonly date: string; readonly time: string; readonly start: string };

/** What the slot function answers for a day. */
export type SlotDay = {
  readonly date: string;
  readonly timeZone: string;
  /** The earliest day that can be booked at all (the date input's minimum). */
  readonly earliest: string;
  /** That day's free slots, in order; empty on a day without hours, closed, full or too soon. */
  readonly slots: readonly FreeSlot[];
  /** When the day has none: the first free slots after it (NEXT_FREE_COUNT at most), so the form can offer them. */
  readonly next: readonly FreeSlot[];
};

/** The day `days` after a day (both YYYY-MM-DD). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The day an instant falls on in a zone (YYYY-MM-DD): the office's today is `dayIn(new Date())`. */
export const dayIn = (instant: Date, timeZone = OFFICE_TIME_ZONE) =>
  dateFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

/** A day (YYYY-MM-DD, the office's) in words: "Tuesday, December 1, 2026". */
export const dayInWords = (day: string) =>
  dateFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

/** A slot's start in words, in the office's zone: "Tuesday, March 10, 2026 at 9:00 AM Eastern Daylight Time". */
export function slotInWords(start: Date | string, timeZone = OFFICE_TIME_ZONE): string {
  const instant = new Date(start);
  const day = dateFormat("en-US", { timeZone, dateStyle: "full" }).format(instant);
  const time = dateFormat("en-US", { timeZone, timeStyle: "short" }).format(instant);
  return `${day} at ${time} ${zoneName(instant, timeZone)}`;
}

/**
 * A zone's name whatever the season, in words: "Eastern Time" (the form's hint and its times' labels); today's name
 * ("Eastern Standard Time") in a browser whose Intl is older than the generic names (Safari before 15.4).
 */
export function zoneGenericName(timeZone = OFFICE_TIME_ZONE): string {
  let format: Intl.DateTimeFormat;
  try {
    format = dateFormat("en-US", { timeZone, timeZoneName: "longGeneric" });
  } catch {
    return zoneName(new Date(), timeZone);
  }
  return format.formatToParts(new Date()).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** A zone's name at an instant, in words: "Eastern Standard Time" in winter, "Eastern Daylight Time" in summer. */
export function zoneName(instant: Date, timeZone = OFFICE_TIME_ZONE): string {
  const parts = dateFormat("en-US", { timeZone, timeZoneName: "long" }).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}
