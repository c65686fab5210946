/**
 * A lead's booked consultation changed from the inbox by anyone on the team: moved to a free slot or cancelled, by
 * the rules a booker's own link follows (../booking/availability.ts, ../store/booking-changes.ts) but uncapped, and
 * the booker mailed the updated invitation before the answer; and, once the call has begun, what became of it.
 * Each change is audited in the statement that makes it. Every answer is the lead as it now stands (LeadJson).
 */
import { dayIn } from "../../../src/lib/consultation-hours";
import { freeSlots } from "../booking/availability";
import type { LeadStore } from "../lead-store";
import { deliverMail } from "../mail/outbox";
import type { BookingUnchanged } from "../store/booking-changes";
import { fail, ok, type Handlers, type StaffRequest } from "./api";
import { NO_LEAD, leadJson, leadOf } from "./lead-routes";

/** Why a change changed nothing, and its status. */
const UNCHANGED: Record<BookingUnchanged | "taken" | "same", readonly [number, string]> = {
  "not-found": [404, "This lead has no booked consultation."],
  "was-cancelled": [409, "This consultation was cancelled already: a cancelled one cannot be moved."],
  past: [409, "This consultation has begun or passed: record what became of it instead."],
  taken: [409, "That time was booked meanwhile: choose another free time."],
  same: [409, "The consultation is at that time already."],
};

export const bookingHandlers = {
  async changeBooking({ body: change, store, keys, me, params: [id] }: StaffRequest<LeadStore, "changeBooking">) {
    const now = new Date();
    let result;
    if (change.action === "cancel") {
      const team = { actor: me.email, action: "cancel-booking", leadId: id } as const;
      result = await store.cancelBooking(id, now, { team });
    } else {
      // Only a time the calendar offers: the hours, the lead time, the horizon and the closed days hold for the team.
      const start = new Date(change.start);
      const free = freeSlots(dayIn(start), await store.bookingCalendar(now));
      if (!free.some((slot) => Date.parse(slot.start) === start.getTime()))
        return fail(409, "That is not a free time: choose one of the day's free times.");
      const team = { actor: me.email, action: "move-booking", leadId: id, detail: start.toISOString() } as const;
      result = await store.moveBooking(id, start, now, { team });
    }
    if (typeof result === "object") throw new Error("A team's change is not capped, yet was refused as one.");
    if (result !== "cancelled" && result !== "moved") return fail(...UNCHANGED[result]);
    // The booker's updated invitation goes now; a failure stays pending for the scheduled retry.
    await deliverMail(store, keys, { leadId: id, due: true });
    const lead = await leadOf(store, id);
    return lead ? ok(await leadJson(store, lead, me)) : fail(404, NO_LEAD);
  },

  async setBookingOutcome({
    body: { outcome },
    store,
    me,
    params: [id],
  }: StaffRequest<LeadStore, "setBookingOutcome">) {
    const audit = { actor: me.email, action: "booking-outcome", leadId: id, detail: outcome ?? "unknown" } as const;
    if (!(await store.setBookingOutcome(id, outcome, new Date(), audit)))
      return fail(409, "Only a consultation that has begun, and was not cancelled, has an outcome.");
    const lead = await leadOf(store, id);
    return lead ? ok(await leadJson(store, lead, me)) : fail(404, NO_LEAD);
  },
} satisfies Partial<Handlers>;
