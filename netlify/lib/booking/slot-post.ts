/**
 * A consultation post's slot, as submit-form books it: the date and time it asks for (both or neither), and what
 * its sender is told when the slot cannot be booked, with the next free times instead (./availability.ts).
 */
import type { FormName } from "../../../src/form-definitions";
import { dayInWords, type FreeSlot } from "../../../src/lib/consultation-hours";
import { URLENCODED } from "../form-body";
import type { Refusal } from "../submission-answers";
import { BOOKING_HORIZON_DAYS, earliestDay, nextFreeSlots, type Calendar, type SlotRefusal } from "./availability";

/** The slot a post asks for, as posted. */
export type AskedSlot = { readonly date: string; readonly time: string };

/** The fields a consultation asks its slot with. */
const DATE_FIELD = "preferredDate";
const TIME_FIELD = "preferredTime";

/**
 * A refused post's own fields but its date and time, as it was sent, to be sent again with a free time (a form
 * without a file is urlencoded; one with a file is not a consultation).
 */
export function withoutSlot(type: string, body: Uint8Array): [string, string][] | undefined {
  if (type !== URLENCODED) return undefined;
  return [...new URLSearchParams(new TextDecoder().decode(body))].filter(
    ([name]) => name !== DATE_FIELD && name !== TIME_FIELD,
  );
}

/** Said at the time field when only one of the two came. */
export const BOTH_OR_NEITHER_MESSAGE = "Choose both a date and a time, or neither";

const given = (value: unknown): value is string => typeof value === "string" && value !== "";

/**
 * The slot a consultation post asks for, when it gives a date and a time; none when it gives neither (a plain
 * request, both being optional), and a 422 when it gives one only. Other forms book nothing.
 */
export function askedSlot(
  form: FormName,
  values: Record<string, unknown>,
): { readonly refusal: Refusal } | { readonly refusal?: undefined; readonly slot?: AskedSlot } {
  if (form !== "consultation") return {};
  const [date, time] = [values[DATE_FIELD], values[TIME_FIELD]];
  if (given(date) && given(time)) return { slot: { date, time } };
  if (!given(date) && !given(time)) return {};
  return {
    refusal: {
      outcome: "invalid",
      status: 422,
      title: "Please choose a date and a time",
      error: "Please correct the highlighted fields.",
      fields: { [given(date) ? TIME_FIELD : DATE_FIELD]: BOTH_OR_NEITHER_MESSAGE },
    },
  };
}

/** Why a slot cannot be booked, in the sender's words. */
function refusalMessage(reason: SlotRefusal, calendar: Calendar): string {
  switch (reason) {
    case "not-a-slot":
      return "Choose a date and one of the listed times.";
    case "too-soon":
      return `That time is too soon: the earliest day you can book is ${dayInWords(earliestDay(calendar))}.`;
    case "too-far":
      return `That date is too far ahead: consultations can be booked up to ${BOOKING_HORIZON_DAYS} days ahead.`;
    case "closed":
      return "We do not hold consultations at that time. Please choose another day or time.";
    case "taken":
      return "That time has just been booked by someone else. Please choose another time.";
  }
}

/**
 * 409: the slot cannot be booked; nothing is stored. The sender gets the reason at the time field and the first
 * free times from the day asked (`nextFree`, in words on the no-script page).
 */
export function slotRefusal(reason: SlotRefusal, asked: AskedSlot, calendar: Calendar): Refusal {
  const nextFree: FreeSlot[] = nextFreeSlots(asked.date, calendar);
  return {
    outcome: "slot-refused",
    status: 409,
    title: "That time cannot be booked",
    error: nextFree.length
      ? "That consultation time cannot be booked. Please choose one of the free times."
      : "That consultation time cannot be booked, and no time is free in the coming weeks. Please call or email us.",
    fields: { [TIME_FIELD]: refusalMessage(reason, calendar) },
    nextFree,
  };
}
