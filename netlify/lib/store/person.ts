/** A person's rows: found by an address in the form's email fields or by a lead's id, exported, erased. */
import { randomUUID } from "node:crypto";
import { LEAD_COLUMNS, LEAD_FROM, toDate, toRecord, type LeadRecord, type LeadRow } from "./lead-records";
import type { SqlClient } from "./sql";

/** Whose data: the leads whose email fields (by name) hold this address, or one lead by its id. */
export type Subject = { readonly email: string; readonly emailFields: readonly string[] } | { readonly leadId: string };

export type ErasureCounts = {
  readonly leads: number;
  readonly resumes: number;
  /** Webhook notifications not sent yet: they go with their leads. */
  readonly pendingNotifications: number;
  /** Mails not sent yet (outbox rows): they go with their leads too. */
  readonly unsentMails: number;
};
/** An erasure as recorded: when, and what it deleted (the notifications are not recorded). */
export type ErasureRecord = {
  readonly id: string;
  readonly erasedAt: Date;
  readonly leads: number;
  readonly resumes: number;
};

export interface PersonQueries {
  /** Every row held about a subject, spam included, newest first. */
  leadsOf(subject: Subject): Promise<LeadRecord[]>;
  /** Deletes a subject's leads (their resumes and pending notifications with them) and records the erasure. */
  erase(subject: Subject, subjectHash: string): Promise<ErasureCounts>;
  /** The erasures recorded under a subject hash. */
  erasuresOf(subjectHash: string): Promise<ErasureRecord[]>;
}

/**
 * An SQL text in lower case in ASCII only. lower() follows the database's locale, where "İ" becomes "i" and the Kelvin
 * sign "k": an address on a look-alike domain would match someone else's.
 */
const asciiLower = (sql: string) => `translate(${sql}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`;

/** The condition and parameters that select a subject's leads (alias l), numbered from `first`. */
function subjectCondition(subject: Subject, first: number): { sql: string; params: unknown[] } {
  if ("leadId" in subject) return { sql: `l.id::text = $${first}`, params: [subject.leadId] };
  return {
    sql: `EXISTS (SELECT 1 FROM unnest($${first}::text[]) AS f(name)
                  WHERE ${asciiLower("btrim(l.fields ->> f.name)")} = ${asciiLower(`btrim($${first + 1}::text)`)})`,
    params: [subject.emailFields, subject.email],
  };
}
export function createPersonQueries(pool: SqlClient): PersonQueries {
  return {
    async leadsOf(subject) {
      const { sql, params } = subjectCondition(subject, 1);
      const { rows } = await pool.query<LeadRow>(
        `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM}
         WHERE ${sql} ORDER BY l.created_at DESC, l.id`,
        params,
      );
      return rows.map(toRecord);
    },

    async erase(subject, subjectHash) {
      // One statement: the leads go (their resumes by cascade) and the erasure is recorded, or neither.
      const { sql, params } = subjectCondition(subject, 3);
      const { rows } = await pool.query<{ leads: number; resumes: number; pending: number; mails: number }>(
        `WITH doomed AS (
           SELECT l.id FROM leads l WHERE ${sql}
         ), resumes_gone AS (
           SELECT count(*)::int AS n FROM resumes WHERE lead_id IN (SELECT id FROM doomed)
         ), mail_gone AS (
           SELECT count(*)::int AS n FROM outbox WHERE lead_id IN (SELECT id FROM doomed) AND state <> 'sent'
         ), deleted AS (
           DELETE FROM leads WHERE id IN (SELECT id FROM doomed) RETURNING notification_state
         ), counts AS (
           SELECT count(*)::int AS leads,
                  count(*) FILTER (WHERE notification_state = 'pending')::int AS pending,
                  (SELECT n FROM mail_gone) AS mails,
                  (SELECT n FROM resumes_gone) AS resumes
           FROM deleted
         ), recorded AS (
           INSERT INTO erasures (id, subject_hash, leads_deleted, resumes_deleted)
           SELECT $1, $2, leads, resumes FROM counts
         )
         SELECT leads, resumes, pending, mails FROM counts`,
        [randomUUID(), subjectHash, ...params],
      );
      const { leads, resumes, pending, mails } = rows[0];
      return {
        leads: Number(leads),
        resumes: Number(resumes),
        pendingNotifications: Number(pending),
        unsentMails: Number(mails),
      };
    },

    async erasuresOf(subjectHash) {
      const { rows } = await pool.query<{
        id: string;
        erased_at: Date | string;
        leads_deleted: number;
        resumes_deleted: number;
      }>(
        `SELECT id, erased_at, leads_deleted, resumes_deleted FROM erasures WHERE subject_hash = $1 ORDER BY erased_at`,
        [subjectHash],
      );
      return rows.map((row) => ({
        id: row.id,
        erasedAt: toDate(row.erased_at),
        leads: Number(row.leads_deleted),
        resumes: Number(row.resumes_deleted),
      }));
    },
  };
}
