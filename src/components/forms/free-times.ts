/**
 * The consultation form's free times in words, with Intl only (no date library comes with the form's script): a
 * day, a slot's option label with the visitor's own time beside it, and a day's next ones.
 */
import { slotRange, zoneGenericName, type FreeSlot } from "../../lib/consultation-hours";
import { dateFormat } from "../../lib/date-format";

/** The visitor's own IANA time zone, as their browser says. */
export const visitorTimeZone = () => dateFormat().resolvedOptions().timeZone;

/** "Tuesday, March 10" from YYYY-MM-DD: a calendar day, read in UTC so no zone moves it. */
export function dayInWords(date: string): string {
  return dateFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** "Eastern" from "Eastern Time": the office's zone as an option label ends with it. */
const shortZone = (timeZone: string) => zoneGenericName(timeZone).replace(/ Time$/, "");

/**
 * The slot's start on the visitor's clock ("6:00 AM", "Wed 2:00 AM" when it falls on another day there), or
 * undefined when their clock reads what the office's does: same zone, or one that agrees on that day.
 */
export function visitorTime(slot: FreeSlot, officeZone: string, ownZone = visitorTimeZone()): string | undefined {
  const start = new Date(slot.start);
  const clock = (timeZone: string) => dateFormat("en-US", { timeZone, timeStyle: "short" }).format(start);
  const own = clock(ownZone);
  if (own === clock(officeZone)) return undefined;
  const ownDate = dateFormat("en-CA", { timeZone: ownZone }).format(start);
  if (ownDate === slot.date) return own;
  return `${dateFormat("en-US", { timeZone: ownZone, weekday: "short" }).format(start)} ${own}`;
}

/**
 * Where the visitor's clock differs from the office's, the office's zone and their own time, "Eastern (6:00 AM your
 * time)", said after a slot's label; undefined where it agrees.
 */
export function ownTimeNote(slot: FreeSlot, officeZone: string, ownZone = visitorTimeZone()): string | undefined {
  const own = visitorTime(slot, officeZone, ownZone);
  return own && `${shortZone(officeZone)} (${own} your time)`;
}

/**
 * A free slot as the Preferred Time list offers it: its label ("9:00–9:30 AM", slotRange), and where the visitor's
 * clock differs, the office's zone and their own time: "9:00–9:30 AM Eastern (6:00 AM your time)".
 */
export function slotLabel(slot: FreeSlot, label: string, officeZone: string, ownZone = visitorTimeZone()): string {
  const note = ownTimeNote(slot, officeZone, ownZone);
  return note ? `${label} ${note}` : label;
}

/**
 * A free slot as a one-press choice, its half hour in words: "Monday, March 16 at 9:00–9:30 AM", with the visitor's
 * own time where it differs.
 */
export function slotChoice(slot: FreeSlot, officeZone: string, ownZone = visitorTimeZone()): string {
  return slotLabel(slot, `${dayInWords(slot.date)} at ${slotRange(slot.time)}`, officeZone, ownZone);
}
