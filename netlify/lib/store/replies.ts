/**
 * The team's replies to a lead (migration 0007): written with their outbox row and the lead's new status in one
 * statement, so a reply is recorded, mailed and counted as the lead's first response together or not at all; and
 * a lead marked as spam from its page. Part of the LeadStore that openLeadStore returns.
 */
import { audited, type NewAuditEntry } from "./audit";
import { HELD_POST_CONFIRM_DAYS } from "../../../src/lib/held-posts";
import { HELD_REASONS, type HeldReason, type SpamCountJson } from "../../../src/lib/staff-api";
import type { MailState } from "./outbox";
import { asUuid, type SqlClient } from "./sql";

export type NewReply = {
  readonly authorId: string;
  readonly authorName: string;
  readonly authorEmail: string;
  readonly body: string;
};

/** A reply as the lead's page shows it: who wrote what, when, and how its mail went. */
export type LeadReply = {
  readonly id: string;
  readonly authorName: string;
  readonly body: string;
  readonly createdAt: Date;
  readonly mail: Pick<MailState, "state" | "attempts" | "error" | "sentAt">;
};

/** What a reply's mail needs: its text, its author, and the confirmation it answers (to thread under). */
export type ReplyMail = {
  readonly body: string;
  readonly authorName: string;
  readonly authorEmail: string;
  /** The outbox id of the confirmation the sender received, whose Message-ID the reply refers to; null if none. */
  readonly confirmationMailId: string | null;
};

/** The longest reply the inbox sends: a mail, not a document. */
export const REPLY_MAX_LENGTH = 10_000;

export interface ReplyQueries {
  /**
   * Records a reply, queues its mail and sets the lead answered (its first response, if it is the first); the
   * reply's id, or null when there is no such lead (or it is held as spam). Audited with the change.
   */
  addReply(leadId: string, reply: NewReply, audit: NewAuditEntry): Promise<string | null>;
  /** A lead's replies, oldest first. */
  repliesOf(leadId: string): Promise<LeadReply[]>;
  replyMail(replyId: string): Promise<ReplyMail | null>;
  /**
   * Holds a lead as spam (undone by restoreSpam); false when there is no such lead or it is spam already. Audited
   * with the change.
   */
  markSpam(leadId: string, audit: NewAuditEntry): Promise<boolean>;
  /** How many posts are held as spam, and for each reason. */
  spamCount(): Promise<SpamCountJson>;
}

type ReplyRow = {
  id: string;
  author_name: string;
  body: string;
  created_at: Date | string;
  state: MailState["state"];
  attempts: number;
  last_error: string | null;
  sent_at: Date | string | null;
};

export function createReplyQueries(pool: SqlClient): ReplyQueries {
  return {
    async addReply(leadId, { authorId, authorName, authorEmail, body }, audit) {
      const [sql, params] = audited(
        `WITH lead AS (
           UPDATE leads SET status = 'answered', first_response_at = coalesce(first_response_at, now())
           WHERE id = $1::uuid AND NOT spam RETURNING id
         ), reply AS (
           INSERT INTO lead_replies (lead_id, author_id, author_name, author_email, body)
           SELECT id, $2::uuid, $3, $4, $5 FROM lead RETURNING id, lead_id
         ), mail AS (
           INSERT INTO outbox (lead_id, kind, reply_id) SELECT lead_id, 'reply', id FROM reply
         )
         SELECT id FROM reply`,
        [asUuid(leadId), asUuid(authorId), authorName, authorEmail, body],
        audit,
        "reply",
      );
      const { rows } = await pool.query<{ id: string }>(sql, params);
      return rows.length > 0 ? String(rows[0].id) : null;
    },

    async repliesOf(leadId) {
      const { rows } = await pool.query<ReplyRow>(
        `SELECT r.id, r.author_name, r.body, r.created_at, o.state, o.attempts, o.last_error, o.sent_at
         FROM lead_replies r JOIN outbox o ON o.reply_id = r.id
         WHERE r.lead_id = $1::uuid ORDER BY r.created_at, r.id`,
        [asUuid(leadId)],
      );
      return rows.map((row) => ({
        id: String(row.id),
        authorName: row.author_name,
        body: row.body,
        createdAt: new Date(row.created_at),
        mail: {
          state: row.state,
          attempts: Number(row.attempts),
          error: row.last_error,
          sentAt: row.sent_at === null ? null : new Date(row.sent_at),
        },
      }));
    },

    async replyMail(replyId) {
      const { rows } = await pool.query<{
        body: string;
        author_name: string;
        author_email: string;
        confirmation: string | null;
      }>(
        `SELECT r.body, r.author_name, r.author_email,
           (SELECT o.id FROM outbox o WHERE o.lead_id = r.lead_id AND o.kind = 'confirmation') AS confirmation
         FROM lead_replies r WHERE r.id = $1::uuid`,
        [asUuid(replyId)],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        body: row.body,
        authorName: row.author_name,
        authorEmail: row.author_email,
        confirmationMailId: row.confirmation === null ? null : String(row.confirmation),
      };
    },

    async markSpam(leadId, audit) {
      const { rows } = await pool.query(
        ...audited(
          `WITH changed AS (
             UPDATE leads SET spam = true, spam_reason = 'team' WHERE id = $1::uuid AND NOT spam RETURNING id
           )
           SELECT id FROM changed`,
          [asUuid(leadId)],
          audit,
          "changed",
        ),
      );
      return rows.length > 0;
    },

    async spamCount() {
      // Awaiting: a time-trap post whose sender was mailed its button, which still works (HELD_POST_CONFIRM_DAYS).
      const { rows } = await pool.query<Record<HeldReason, number>>(
        `SELECT count(*) FILTER (WHERE reason = 'honeypot')::int AS "honeypot",
                count(*) FILTER (WHERE reason = 'time-trap' AND NOT awaiting)::int AS "time-trap",
                count(*) FILTER (WHERE reason = 'time-trap' AND awaiting)::int AS "awaiting-confirmation",
                count(*) FILTER (WHERE reason = 'team')::int AS "team"
         FROM (SELECT l.spam_reason AS reason,
                      l.created_at > now() - make_interval(days => $1)
                      AND EXISTS (SELECT 1 FROM outbox o WHERE o.lead_id = l.id AND o.kind = 'confirm-request') AS awaiting
               FROM leads l WHERE l.spam) held`,
        [HELD_POST_CONFIRM_DAYS],
      );
      const byReason = Object.fromEntries(HELD_REASONS.map((reason) => [reason, Number(rows[0][reason])]));
      const counts = byReason as Record<HeldReason, number>;
      return { count: HELD_REASONS.reduce((sum, reason) => sum + counts[reason], 0), byReason: counts };
    },
  };
}
