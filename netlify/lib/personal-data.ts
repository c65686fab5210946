/**
 * A person's rights over what the forms stored about them: everything held under an email address (export), and
 * its erasure, recorded without the address. Used by `npm run leads -- --export / --erase / --erase-id`.
 */
import { forms, FORM_NAMES, type FieldSpec } from "../../src/form-definitions";
import type { LeadSource } from "../../src/lib/lead-source";
import type { Keyring } from "./hashing";
import type { NewAuditEntry } from "./store/audit";
import type { ContactField, ErasureCounts, PersonQueries, Subject } from "./store/person";
import type { LeadRecord } from "./store/lead-records";
import type { LeadStore } from "./lead-store";
import type { MailState } from "./store/outbox";
import type { LeadReply } from "./store/replies";
import { mailboxHashes } from "./mail/outbox";
import { resumeFileName } from "./resume-file";

/** The field that holds the sender's own address in every form: a lead is the person's own when it holds theirs. */
export const OWNER_EMAIL_FIELD = "email";

/** Another person's address fields (a billing contact's), each with the field that names them, from the declarations. */
const CONTACT_FIELDS: readonly ContactField[] = [
  ...new Map(
    FORM_NAMES.flatMap((name) =>
      Object.entries<FieldSpec>(forms[name].fields)
        .filter(([field, spec]) => spec.control === "email" && field !== OWNER_EMAIL_FIELD)
        .map(([field, spec]) => [field, { field, nameField: spec.nameField }] as const),
    ),
  ).values(),
];

export const emailSubject = (email: string): Extract<Subject, { email: string }> => ({
  email: email.trim(),
  ownerField: OWNER_EMAIL_FIELD,
  otherFields: CONTACT_FIELDS,
});

/** An address as the store compares it: trimmed, in lower case in ASCII only (see store/person.ts). */
const comparable = (value: unknown) =>
  typeof value === "string" ? value.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase()) : undefined;

/** What an erasure is recorded under, before it is hashed with the erasure key: the address, or the lead id. */
const erasureSubject = (subject: Subject) =>
  "leadId" in subject ? `lead:${subject.leadId}` : `email:${comparable(subject.email)}`;

type ExportedLead = {
  id: string;
  form: string;
  sentAt: string;
  page: string | null;
  policyVersion: string | null;
  /** Where the visit that sent it began: its source, campaign, referring site and landing page. */
  source: LeadSource | null;
  heldAsSpam: string | null;
  /** Where the lead stands in the team's work. */
  status: string;
  notification: string;
  addressHash: string | null;
  userAgent: string | null;
  fields: Record<string, unknown>;
  resume: { file: string; name: string; contentType: string; bytes: number } | null;
  /** A newsletter sign-up's consent: when it was confirmed and withdrawn. */
  subscription: { confirmedAt: string | null; unsubscribedAt: string | null } | null;
  /** A consultation's booked slot: when it starts, and when it was cancelled. */
  consultation: { startsAt: string; cancelledAt: string | null } | null;
  /** The mails sent (or still to send) about the lead: which, how they went and when. */
  mails: { kind: string; state: string; attempts: number; sentAt: string | null }[];
  /** What the team wrote back from the inbox: who, when, the text, and whether its mail went. */
  replies: { from: string; writtenAt: string; text: string; mail: string; sentAt: string | null }[];
};

const exported = (lead: LeadRecord, mails: MailState[], replies: LeadReply[]): ExportedLead => ({
  id: lead.id,
  form: lead.formName,
  sentAt: lead.createdAt.toISOString(),
  page: lead.page,
  policyVersion: lead.policyVersion,
  source: lead.source,
  heldAsSpam: lead.spamReason,
  status: lead.status,
  notification: lead.notificationState,
  addressHash: lead.addressHash,
  userAgent: lead.userAgent,
  fields: lead.fields,
  resume: lead.resume && {
    file: resumeFileName(lead.id, lead.resume.contentType),
    name: lead.resume.filename,
    contentType: lead.resume.contentType,
    bytes: lead.resume.sizeBytes,
  },
  subscription: lead.subscription && {
    confirmedAt: lead.subscription.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: lead.subscription.unsubscribedAt?.toISOString() ?? null,
  },
  consultation: lead.booking && {
    startsAt: lead.booking.start.toISOString(),
    cancelledAt: lead.booking.cancelledAt?.toISOString() ?? null,
  },
  mails: mails.map((mail) => ({
    kind: mail.kind,
    state: mail.state,
    attempts: mail.attempts,
    sentAt: mail.sentAt?.toISOString() ?? null,
  })),
  replies: replies.map((reply) => ({
    from: reply.authorName,
    writtenAt: reply.createdAt.toISOString(),
    text: reply.body,
    mail: reply.mail.state,
    sentAt: reply.mail.sentAt?.toISOString() ?? null,
  })),
});

/** Another person's lead naming the address in another field: only that field, and the name beside it, are theirs. */
type Mention = { lead: string; form: string; sentAt: string; fields: Record<string, unknown> };

export type PersonalExport = {
  email: string;
  exportedAt: string;
  /** The leads the person sent. */
  leads: ExportedLead[];
  /**
   * Where someone else's lead names the address (a billing contact, say): the fields that hold it and name its
   * person, nothing else.
   */
  mentions: Mention[];
  /** Since when the mailbox is kept from newsletter opt-in mail (it unsubscribed), as a keyed hash; null if not. */
  newsletterSuppressedSince: string | null;
  /** Earlier erasures for this address: when, and how much was deleted. */
  erasures: { erasedAt: string; leadsDeleted: number; resumesDeleted: number }[];
};

/** Everything held about an email address, and the resume files to write beside it (by file name). */
export async function exportPerson(
  store: LeadStore,
  email: string,
  keys: Keyring,
): Promise<{ data: PersonalExport; files: { name: string; content: Uint8Array }[] }> {
  const subject = emailSubject(email);
  const rows = await store.leadsOf(subject);
  const address = comparable(email);
  const leads = rows.filter((lead) => comparable(lead.fields[OWNER_EMAIL_FIELD]) === address);
  const mentions = rows
    .filter((lead) => !leads.includes(lead))
    .map((lead) => ({
      lead: lead.id,
      form: lead.formName,
      sentAt: lead.createdAt.toISOString(),
      fields: Object.fromEntries(
        subject.otherFields
          .filter(({ field }) => comparable(lead.fields[field]) === address)
          .flatMap(({ field, nameField }) => [field, ...(nameField ? [nameField] : [])])
          .filter((field) => lead.fields[field] !== undefined)
          .map((field) => [field, lead.fields[field]]),
      ),
    }));
  const files: { name: string; content: Uint8Array }[] = [];
  for (const lead of leads) {
    const resume = lead.resume && (await store.getResume(lead.id));
    if (resume) files.push({ name: resumeFileName(lead.id, resume.contentType), content: resume.content });
  }
  const erasures = await store.erasuresOf(keys.hashes("erasure", erasureSubject(subject)));
  return {
    data: {
      email: email.trim(),
      exportedAt: new Date().toISOString(),
      leads: await Promise.all(
        leads.map(async (lead) => exported(lead, await store.mailOf(lead.id), await store.repliesOf(lead.id))),
      ),
      mentions,
      newsletterSuppressedSince: (await store.suppressedSince(mailboxHashes(keys, email)))?.toISOString() ?? null,
      erasures: erasures.map((erasure) => ({
        erasedAt: erasure.erasedAt.toISOString(),
        leadsDeleted: erasure.leads,
        resumesDeleted: erasure.resumes,
      })),
    },
    files,
  };
}

/**
 * Deletes a subject's own leads, resumes and pending notifications, clears its address from other people's leads,
 * and records that it happened, in the erasures and, as `audit`, in the audit log.
 */
export const erasePerson = (
  store: PersonQueries,
  subject: Subject,
  keys: Keyring,
  audit: NewAuditEntry,
): Promise<ErasureCounts> => store.erase(subject, keys.hash("erasure", erasureSubject(subject)), audit);
