/**
 * A post made a lead: the values kept, the key that makes a repeated post one lead, the consent that came with it,
 * and the one transaction that stores them with the resume and the mails (netlify/lib/store/leads.ts).
 */
import { randomUUID } from "node:crypto";
import siteConfig from "../../data/site-config.json";
import { isFile, type FormName, type SubmissionMeta } from "../../src/form-definitions";
import { LEGAL_EFFECTIVE_DATE } from "../../src/lib/legal-effective-date";
import type { SlotCheck } from "./booking/availability";
import { sha256, type Keyring } from "./hashing";
import { refererPath } from "./http";
import type { LeadStore } from "./lead-store";
import { leadSource } from "./lead-source";
import { bookingMailboxHashes, heldPostMails, plannedMails } from "./mail/outbox";
import {
  BOOKINGS_PER_NETWORK_PER_DAY,
  RESUMES_PER_NETWORK_PER_DAY,
  type NewResume,
  type SavedLead,
} from "./store/leads";
import type { Refusal } from "./submission-answers";

/** Posts without a submission id that repeat within this window are the same submission. */
const DERIVED_KEY_WINDOW_MS = 10 * 60 * 1000;

/** The values to store: everything but files (the resume goes to its own table). */
export const storable = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => !isFile(value)));

/** A stable text of the values: keys sorted, lists sorted. */
const canonical = (values: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(values)
      .sort()
      .map((key) => {
        const value = values[key];
        return [key, Array.isArray(value) ? value.map(String).sort() : value];
      }),
  );

/** The idempotency key of a post without a submission id: same form, values and sender within 10 minutes. */
function derivedSubmissionId(
  formName: string,
  values: Record<string, unknown>,
  addressHash: string,
  resumeHash: string | undefined,
  now: number,
) {
  const bucket = Math.floor(now / DERIVED_KEY_WINDOW_MS);
  return `derived:${sha256(JSON.stringify([formName, canonical(values), addressHash, bucket, resumeHash ?? null]))}`;
}

/** The consent that comes with every post (a newsletter sign-up's, say): where it was given, under which policy. */
export type Consent = { readonly page: string | null; readonly policyVersion: string };

/** A post's consent; its time is the lead's. */
export const consentOf = (req: Request): Consent => ({
  page: refererPath(req)?.slice(0, 500) ?? null,
  policyVersion: LEGAL_EFFECTIVE_DATE,
});

/** A post that can become a lead, as the function read it. */
export type LeadPost = {
  readonly form: FormName;
  readonly meta: SubmissionMeta;
  /** Its storable values. */
  readonly fields: Record<string, unknown>;
  readonly resume?: NewResume;
  readonly addressHash: string;
  readonly consent: Consent;
  /**
   * Caught by the time trap, or a time asked for untimed (../bot-traps.ts): stored held, booking nothing, its sender
   * mailed a button that sends it instead of a confirmation.
   */
  readonly held: boolean;
};

/**
 * Stores the post in one transaction, with its resume, its mails, a newsletter sign-up's subscription and a
 * consultation's slot (`slot`, checked against the calendar): one refused stores nothing, unless the submission is
 * stored already, whose replay is answered as before.
 */
export async function saveLeadPost(
  store: LeadStore,
  req: Request,
  { form, meta, fields, resume, addressHash, consent, held }: LeadPost,
  {
    keys,
    now,
    ip,
    notify,
    slot,
  }: { keys: Keyring; now: number; ip: string | undefined; notify: boolean; slot?: SlotCheck },
): Promise<SavedLead> {
  const submissionId = meta.submissionId ?? derivedSubmissionId(form, fields, addressHash, resume?.sha256, now);
  if (slot && !slot.ok)
    return (await store.storedSubmission(submissionId)) ?? { outcome: "slot-refused", reason: slot.reason };
  const mailContext = { keys, now: new Date(now), ip };
  return store.saveLead(
    {
      id: randomUUID(),
      formName: form,
      submissionId,
      fields,
      addressHash,
      userAgent: req.headers.get("user-agent")?.slice(0, 500) ?? null,
      notify,
      spamReason: held ? "time-trap" : undefined,
      ...consent,
      source: leadSource(meta.firstTouch, req, now),
      mail: held ? await heldPostMails(store, form, fields, mailContext) : plannedMails(form, fields, mailContext),
      subscription: form === "newsletter",
      booking: slot?.ok && !held ? { start: slot.start, mailbox: bookingMailboxHashes(keys, fields) } : undefined,
    },
    resume,
  );
}

/** A post refused as a whole, its sentence said at the one field it is about too. Nothing of it is stored. */
const refusedAt = (outcome: Refusal["outcome"], status: number, title: string, field: string, message: string) =>
  ({ outcome, status, title, error: message, fields: { [field]: message } }) satisfies Refusal;

/**
 * An application refused because its network sent RESUMES_PER_NETWORK_PER_DAY today: counted in the statement
 * that would have stored it, so parallel posts cannot pass the limit.
 */
export const resumeLimitRefusal = (): Refusal =>
  refusedAt(
    "resume-limit",
    429,
    "Too many applications today",
    "resume",
    `Your network has sent ${RESUMES_PER_NETWORK_PER_DAY} applications today. Please try again tomorrow, or email your resume to ${siteConfig.contact.careersEmail}.`,
  );

/** A consultation refused because its sender's mailbox holds a booking still to come. */
export const mailboxBookedRefusal = (): Refusal =>
  refusedAt(
    "mailbox-booked",
    409,
    "You already have a consultation booked",
    "email",
    `This email address already has a consultation booked with us. To move or cancel it, use the link in the confirmation we sent to that address, or call us at ${siteConfig.contact.phone}.`,
  );

/** A consultation refused because its network booked BOOKINGS_PER_NETWORK_PER_DAY today. */
export const bookingLimitRefusal = (): Refusal =>
  refusedAt(
    "booking-limit",
    429,
    "Too many consultations booked today",
    "preferredTime",
    `Your network has booked ${BOOKINGS_PER_NETWORK_PER_DAY} consultations today. Please try again tomorrow, or call us at ${siteConfig.contact.phone}.`,
  );
