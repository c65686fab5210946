/** A person's rows: found by an address in the form's email fields or by a lead's id, exported, erased. */
import { randomUUID } from "node:crypto";
import { LEAD_COLUMNS, LEAD_FROM, toDate, toRecord, type LeadRecord, type LeadRow } from "./lead-records";
import { deleteUnusedResumeFiles } from "./purge";
import { audited, type NewAuditEntry } from "./audit";
import { asUuid, asciiLower, type SqlClient } from "./sql";

/**
 * Whose data: an address, or one lead by its id. A lead is the address's own when its `ownerField` (the sender's
 * email) holds it; the address in one of its `otherFields` (a billing address, say) is a mention in someone else's
 * lead, so only that field, and the one that names its person, are theirs.
 */
export type Subject =
  | { readonly email: string; readonly ownerField: string; readonly otherFields: readonly ContactField[] }
  | { readonly leadId: string };

/** A field that may hold someone else's address (a billing email), and the field that names them, if any. */
export type ContactField = { readonly field: string; readonly nameField?: string };

export type ErasureCounts = {
  readonly leads: number;
  /** Other people's leads that named the address in another field: that field is cleared, the lead kept. */
  readonly mentionsCleared: number;
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
  /** Every row that holds a subject's data (its own leads and mentions), spam included, newest first. */
  leadsOf(subject: Subject): Promise<LeadRecord[]>;
  /**
   * Deletes a subject's own leads (their resumes and pending notifications with them), clears its address from the
   * other fields of anyone else's lead, and records the erasure, with its audit entry, in one statement.
   */
  erase(subject: Subject, subjectHash: string, audit: NewAuditEntry): Promise<ErasureCounts>;
  /** The erasures recorded under any of these subject hashes (one per key still accepted). */
  erasuresOf(subjectHashes: readonly string[]): Promise<ErasureRecord[]>;
}

/** `sql` holds the address `$n`, compared as stored: trimmed, in lower case in ASCII only. */
const holds = (sql: string, n: number) => `${asciiLower(`btrim(${sql})`)} = ${asciiLower(`btrim($${n}::text)`)}`;

/**
 * The conditions that select a subject's own leads and the leads that mention it (alias l), with parameters
 * numbered from `first`: $first the address (or the lead id), then the owner field, then the other fields.
 */
function subjectConditions(subject: Subject, first: number): { own: string; mentions: string; params: unknown[] } {
  if ("leadId" in subject)
    return { own: `l.id = $${first}::uuid`, mentions: "false", params: [asUuid(subject.leadId)] };
  return {
    own: holds(`l.fields ->> $${first + 1}::text`, first),
    mentions: `EXISTS (SELECT 1 FROM unnest($${first + 2}::text[]) AS f(name) WHERE ${holds("l.fields ->> f.name", first)})`,
    params: [subject.email, subject.ownerField, subject.otherFields.map(({ field }) => field)],
  };
}

export function createPersonQueries(pool: SqlClient): PersonQueries {
  return {
    async leadsOf(subject) {
      const { own, mentions, params } = subjectConditions(subject, 1);
      const { rows } = await pool.query<LeadRow>(
        `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM}
         WHERE (${own}) OR (${mentions}) ORDER BY l.created_at DESC, l.id`,
        params,
      );
      return rows.map(toRecord);
    },

    async erase(subject, subjectHash, audit) {
      // One statement: the leads go (their resumes by cascade), the mentions are cleared and the erasure is
      // recorded, or none of it.
      const first = 3; // after the erasure's id and subject hash
      const { own, mentions, params } = subjectConditions(subject, first);
      // The parameters of subjectConditions (the address, the owner field, the other fields), then the fields that
      // name the other fields' people ("" for none).
      const nameFields = "leadId" in subject ? [] : [subject.otherFields.map(({ nameField }) => nameField ?? "")];
      const otherFields = `ARRAY(
        SELECT k FROM unnest($${first + 2}::text[], $${first + 3}::text[]) AS f(name, person),
          unnest(array_remove(ARRAY[f.name, f.person], '')) AS k
        WHERE ${holds("l.fields ->> f.name", first)})`;
      const clearMentions =
        "leadId" in subject
          ? "SELECT 1 WHERE false"
          : `UPDATE leads l SET fields = l.fields - ${otherFields} WHERE NOT (${own}) AND (${mentions}) RETURNING 1`;
      const [sql, values] = audited(
        `WITH doomed AS (
           SELECT l.id FROM leads l WHERE ${own}
         ), resumes_gone AS (
           SELECT count(*)::int AS n FROM resumes WHERE lead_id IN (SELECT id FROM doomed)
         ), mail_gone AS (
           SELECT count(*)::int AS n FROM outbox WHERE lead_id IN (SELECT id FROM doomed) AND state <> 'sent'
         ), deleted AS (
           DELETE FROM leads WHERE id IN (SELECT id FROM doomed) RETURNING notification_state
         ), cleared AS (
           ${clearMentions}
         ), counts AS (
           SELECT count(*)::int AS leads,
                  count(*) FILTER (WHERE notification_state = 'pending')::int AS pending,
                  (SELECT n FROM mail_gone) AS mails,
                  (SELECT n FROM resumes_gone) AS resumes,
                  (SELECT count(*)::int FROM cleared) AS cleared
           FROM deleted
         ), recorded AS (
           INSERT INTO erasures (id, subject_hash, leads_deleted, resumes_deleted)
           SELECT $1, $2, leads, resumes FROM counts
         )
         SELECT leads, resumes, pending, mails, cleared FROM counts`,
        [randomUUID(), subjectHash, ...params, ...nameFields],
        audit,
      );
      const { rows } = await pool.query<{
        leads: number;
        resumes: number;
        pending: number;
        mails: number;
        cleared: number;
      }>(sql, values);
      // The erasure has happened: a file this cannot delete now (an application with the same file arriving at
      // that moment) goes with the next daily purge.
      await deleteUnusedResumeFiles(pool).catch(() => {});
      const { leads, resumes, pending, mails, cleared } = rows[0];
      return {
        leads: Number(leads),
        mentionsCleared: Number(cleared),
        resumes: Number(resumes),
        pendingNotifications: Number(pending),
        unsentMails: Number(mails),
      };
    },

    async erasuresOf(subjectHashes) {
      const { rows } = await pool.query<{
        id: string;
        erased_at: Date | string;
        leads_deleted: number;
        resumes_deleted: number;
      }>(
        `SELECT id, erased_at, leads_deleted, resumes_deleted FROM erasures WHERE subject_hash = ANY ($1::text[]) ORDER BY erased_at`,
        [subjectHashes],
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
