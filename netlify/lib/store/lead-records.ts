/**
 * A stored lead as the store modules read it: the columns they select (with its resume and subscription) and the
 * record made of a row.
 */

import type { LeadSource } from "../../../src/lib/lead-source";
import type { LeadStatus } from "../../../src/lib/lead-status";
import type { BookingOutcome } from "../../../src/lib/staff-api";

/** Why a post is held as spam: a trap caught it, or someone in the inbox marked it. */
export type SpamReason = "honeypot" | "time-trap" | "team";
type NotificationState = "none" | "pending" | "sent";

export type LeadRecord = {
  readonly id: string;
  readonly formName: string;
  readonly submissionId: string;
  readonly fields: Record<string, unknown>;
  readonly createdAt: Date;
  /** Cleared (null) by the purge once the rate-limit and duplicate windows have passed, as is userAgent. */
  readonly addressHash: string | null;
  readonly userAgent: string | null;
  readonly page: string | null;
  readonly policyVersion: string | null;
  /** Where its sender's visit began; null when the post told nothing of it (or it came before sources were kept). */
  readonly source: LeadSource | null;
  readonly spamReason: SpamReason | null;
  /** Where the lead stands in the team's work. */
  readonly status: LeadStatus;
  /** Who on the team has it (their name), when the team first answered, and how many replies it sent. */
  readonly assignee: string | null;
  readonly firstResponseAt: Date | null;
  readonly replyCount: number;
  readonly notificationState: NotificationState;
  readonly notificationAttempts: number;
  readonly notificationError: string | null;
  readonly notifiedAt: Date | null;
  readonly resume: { readonly filename: string; readonly contentType: string; readonly sizeBytes: number } | null;
  /** The application came with a resume that was not kept: the site's daily resume bytes were used up. */
  readonly resumeWithheld: boolean;
  /** A newsletter sign-up's consent; null for other forms. */
  readonly subscription: { readonly confirmedAt: Date | null; readonly unsubscribedAt: Date | null } | null;
  /** A consultation's booked slot (cancelled or not); null when it booked none. */
  readonly booking: Booking | null;
};

/** A booked consultation slot: its start, whether it was cancelled, its invitation's sequence and its host's name. */
export type Booking = {
  readonly start: Date;
  readonly cancelledAt: Date | null;
  readonly sequence: number;
  readonly host: string | null;
  /** What became of the call, as the team recorded it once it began. */
  readonly outcome: BookingOutcome | null;
};

export const LEAD_COLUMNS = `
  l.id, l.form_name, l.submission_id, l.fields, l.created_at, l.address_hash, l.user_agent, l.page,
  l.policy_version, l.source, l.spam_reason,
  l.status, l.first_response_at, (SELECT st.name FROM staff st WHERE st.id = l.assignee) AS assignee_name,
  (SELECT count(*) FROM lead_replies lr WHERE lr.lead_id = l.id)::int AS reply_count, l.notification_state, l.notification_attempts, l.notification_error, l.notified_at,
  l.resume_withheld, r.filename AS resume_filename, r.content_type AS resume_content_type, r.size_bytes AS resume_size_bytes,
  s.lead_id AS subscription_lead_id, s.confirmed_at, s.unsubscribed_at,
  b.starts_at AS booking_start, b.cancelled_at AS booking_cancelled_at, b.sequence AS booking_sequence,
  b.outcome AS booking_outcome,
  (SELECT st.name FROM staff st WHERE st.id = b.host) AS booking_host`;
/** The tables LEAD_COLUMNS reads. */
export const LEAD_FROM = `leads l LEFT JOIN resumes r ON r.lead_id = l.id LEFT JOIN subscriptions s ON s.lead_id = l.id
  LEFT JOIN consultation_bookings b ON b.lead_id = l.id`;

export type LeadRow = {
  id: string;
  form_name: string;
  submission_id: string;
  fields: Record<string, unknown> | string;
  created_at: Date | string;
  address_hash: string | null;
  user_agent: string | null;
  page: string | null;
  policy_version: string | null;
  source: LeadSource | string | null;
  spam_reason: SpamReason | null;
  status: LeadStatus;
  first_response_at: Date | string | null;
  assignee_name: string | null;
  reply_count: number;
  notification_state: NotificationState;
  notification_attempts: number;
  notification_error: string | null;
  notified_at: Date | string | null;
  resume_withheld: boolean;
  resume_filename: string | null;
  resume_content_type: string | null;
  resume_size_bytes: number | null;
  subscription_lead_id: string | null;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
  booking_start: Date | string | null;
  booking_cancelled_at: Date | string | null;
  booking_sequence: number | null;
  booking_host: string | null;
  booking_outcome: BookingOutcome | null;
};

export const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: Date | string | null) => (value === null ? null : toDate(value));

export function toRecord(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    formName: row.form_name,
    submissionId: row.submission_id,
    fields: typeof row.fields === "string" ? (JSON.parse(row.fields) as Record<string, unknown>) : row.fields,
    createdAt: toDate(row.created_at),
    addressHash: row.address_hash,
    userAgent: row.user_agent,
    page: row.page,
    policyVersion: row.policy_version,
    source: typeof row.source === "string" ? (JSON.parse(row.source) as LeadSource) : row.source,
    spamReason: row.spam_reason,
    status: row.status,
    assignee: row.assignee_name,
    firstResponseAt: toDateOrNull(row.first_response_at),
    replyCount: Number(row.reply_count),
    notificationState: row.notification_state,
    notificationAttempts: Number(row.notification_attempts),
    notificationError: row.notification_error,
    notifiedAt: toDateOrNull(row.notified_at),
    resume:
      row.resume_filename === null
        ? null
        : {
            filename: row.resume_filename,
            contentType: row.resume_content_type ?? "",
            sizeBytes: Number(row.resume_size_bytes),
          },
    resumeWithheld: row.resume_withheld === true,
    subscription:
      row.subscription_lead_id === null
        ? null
        : { confirmedAt: toDateOrNull(row.confirmed_at), unsubscribedAt: toDateOrNull(row.unsubscribed_at) },
    booking:
      row.booking_start === null
        ? null
        : {
            start: toDate(row.booking_start),
            cancelledAt: toDateOrNull(row.booking_cancelled_at),
            sequence: Number(row.booking_sequence),
            host: row.booking_host,
            outcome: row.booking_outcome,
          },
  };
}
