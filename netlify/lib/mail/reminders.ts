/**
 * The reminders' run, at `now` (the scheduled function's clock, or a test's): queues the reminders that are due, in
 * one statement that marks their bookings, then sends them through the outbox with every other mail that is due.
 */
import type { Keyring } from "../hashing";
import type { LeadStore } from "../lead-store";
import { deliverMail } from "./outbox";

export async function sendReminders(store: LeadStore, keys: Keyring, now: Date) {
  const queued = await store.queueReminders(now);
  const { sent, failed } = await deliverMail(store, keys, { due: true });
  return { queued, sent, failed };
}
