/**
 * The consultation form's free times in words: a day, a slot's option label with the visitor's own time beside it,
 * and a day's next ones. Written out with the names of src/lib/dates.ts rather than by Intl (no date library comes
 * with the form's script either): a page's first Intl format starts ICU, 13-29 ms of a desktop's main thread, which
 * the form paid as its first free times came. The office's clock is each slot's `time`, as the slot function gives
 * it; the visitor's is their browser's, at the slot's start. `officeZone` is the office's zone in words, the
 * build's ("Eastern Time").
 */
import { clockTime, slotRange, type FreeSlot } from "../../lib/consultation-hours";
import { MONTHS, WEEKDAYS } from "../../lib/dates";
import { onVisitorClock } from "../../lib/visitor-clock";

/** "Tuesday, March 10" from YYYY-MM-DD: a calendar day, read in UTC so no zone moves it. */
export function dayInWords(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

/**
 * The slot's start on the visitor's clock, written as the slots' times are ("6:00 AM", "Wed 2:00 AM" when it falls on
 * another day there), or undefined when their clock reads what the office's does: same zone, or one that agrees on
 * that day.
 */
export function visitorTime(slot: FreeSlot): string | undefined {
  const clock = onVisitorClock(new Date(slot.start));
  const { time, half } = clockTime(clock.getUTCHours() * 60 + clock.getUTCMinutes());
  const own = `${time} ${half}`;
  if (clock.toISOString().slice(0, 10) !== slot.date) return `${WEEKDAYS[clock.getUTCDay()].slice(0, 3)} ${own}`;
  return own === slot.time ? undefined : own;
}

/**
 * Where the visitor's clock differs from the office's, the office's zone and their own time, "Eastern (6:00 AM your
 * time)", said after a slot's label; undefined where it agrees.
 */
export function ownTimeNote(slot: FreeSlot, officeZone: string): string | undefined {
  const own = visitorTime(slot);
  return own && `${officeZone.replace(/ Time$/, "")} (${own} your time)`;
}

/**
 * A free slot as the Preferred Time list offers it: its label ("9:00–9:30 AM", slotRange), and where the visitor's
 * clock differs, the office's zone and their own time: "9:00–9:30 AM Eastern (6:00 AM your time)".
 */
export function slotLabel(slot: FreeSlot, label: string, officeZone: string): string {
  const note = ownTimeNote(slot, officeZone);
  return note ? `${label} ${note}` : label;
}

/**
 * A free slot as a one-press choice, its half hour in words: "Monday, March 16 at 9:00–9:30 AM", with the visitor's
 * own time where it differs.
 */
export function slotChoice(slot: FreeSlot, officeZone: string): string {
  return slotLabel(slot, `${dayInWords(slot.date)} at ${slotRange(slot.time)}`, officeZone);
}
