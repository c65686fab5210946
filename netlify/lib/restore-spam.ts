/**
 * A held post made a lead: by "Not spam" (`npm run leads -- --not-spam` and the inbox alike), or by its sender
 * pressing the button its confirm mail links to (netlify/functions/confirm-post.ts). A post the time trap held is
 * then told as a new lead is: the webhook when LEAD_WEBHOOK_URL is set, the team's mail and the sender's
 * confirmation (a newsletter sign-up: its subscription). A lead the team marked as spam comes back as it was.
 */
import { env } from "./env";
import type { Keyring } from "./hashing";
import type { LeadStore } from "./lead-store";
import { checkSlot, type SlotRefusal } from "./booking/availability";
import { askedSlot } from "./booking/slot-post";
import { bookingMailboxHashes, deliverMail, leadMailKinds } from "./mail/outbox";
import { deliverNotification } from "./notify";
import { tokenHash } from "./staff/session";
import type { LeadRecord } from "./store/lead-records";
import type { HeldConfirmation, RestorePlan, Restored } from "./store/leads";
import { forms, type FormName } from "../../src/form-definitions";

/** Why a held post could not become a lead, as the command and the inbox say it. */
export const NOT_RESTORED = {
  "not-found": "No post held as spam has that id.",
  "not-spam": "That post is a lead already.",
  honeypot: "A honeypot post keeps no values, so there is nothing to restore.",
  "no-values": "That post's values did not pass the form's checks, so none were kept.",
} as const;

/**
 * What a held post sends as a lead: its form's mails (leadMailKinds) and, for a newsletter sign-up, its
 * subscription. A sign-up its sender confirmed with the held post's button needs no opt-in mail to press again.
 */
const restorePlan: RestorePlan = (lead, bySender) => ({
  mails: leadMailKinds(lead.formName, lead.fields).filter((kind) => !(bySender && kind === "opt-in")),
  subscription: lead.formName === forms.newsletter.name,
});

/** Tells of a restored lead; false when its notification or a mail must wait for the retry. */
async function tell(store: LeadStore, keys: Keyring, lead: LeadRecord, webhookUrl: string | undefined) {
  const [notified, mail] = await Promise.all([
    webhookUrl && lead.notificationState === "pending" ? deliverNotification(store, lead, webhookUrl) : true,
    deliverMail(store, keys, { leadId: lead.id }),
  ]);
  return notified && mail.failed === 0;
}

/**
 * Restores a held post, recorded in the audit log as `actor`'s "not-spam" with the change; `delivered` is false when
 * its notification or a mail must wait for the retry.
 */
export async function restoreSpam(
  store: LeadStore,
  keys: Keyring,
  id: string,
  actor: string,
): Promise<Restored & { readonly delivered?: boolean }> {
  const webhookUrl = env("LEAD_WEBHOOK_URL");
  const restored = await store.restoreSpam(id, webhookUrl !== undefined, restorePlan, { actor, action: "not-spam" });
  if (!restored.ok) return restored;
  return { ...restored, delivered: await tell(store, keys, restored.lead, webhookUrl) };
}

/** What became of a confirmed consultation's time: booked, or why not (its sender then hears from the team). */
export type ConfirmedTime = { readonly booked: Date } | { readonly unbooked: SlotRefusal | "mailbox-booked" };

/**
 * A held consultation's time, booked once its sender proved their mailbox by pressing the button, if it is still
 * free and their mailbox holds no other booking to come; undefined when the post asked for no time.
 */
async function bookAskedTime(store: LeadStore, keys: Keyring, lead: LeadRecord): Promise<ConfirmedTime | undefined> {
  const asked = askedSlot(lead.formName as FormName, lead.fields);
  if (asked.refusal || !asked.slot) return undefined;
  const slot = checkSlot(asked.slot.date, asked.slot.time, await store.bookingCalendar(new Date()));
  if (!slot.ok) return { unbooked: slot.reason };
  const booked = await store.bookProven(lead.id, slot.start, bookingMailboxHashes(keys, lead.fields));
  return booked === "booked" ? { booked: slot.start } : { unbooked: booked };
}

/**
 * Makes the post a confirm mail's token was issued for a lead, once, and books the time a consultation asked for
 * before its mails go, so that its confirmation carries the invitation; `delivered` as restoreSpam's.
 */
export async function confirmHeldPost(
  store: LeadStore,
  keys: Keyring,
  token: string,
): Promise<HeldConfirmation & { readonly delivered?: boolean; readonly time?: ConfirmedTime }> {
  const webhookUrl = env("LEAD_WEBHOOK_URL");
  const confirmed = await store.confirmHeldPost(tokenHash(token), webhookUrl !== undefined, restorePlan);
  if (!confirmed.ok) return confirmed;
  const time = await bookAskedTime(store, keys, confirmed.lead);
  return { ...confirmed, time, delivered: await tell(store, keys, confirmed.lead, webhookUrl) };
}
