/**
 * The staff audit log (migration 0006): who did what in the inbox, and when. Admins read it; the purge deletes
 * entries older than RETENTION.auditMonths. An entry names a lead by its id, never by what the lead says.
 */
import { AUDIT_PAGE_SIZE } from "../../../src/lib/staff-api";
import { asUuid, type SqlClient } from "./sql";

export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-out",
  "enrol",
  "view-lead",
  "download-resume",
  "export",
  "status",
  "assign",
  "note",
  "reply",
  "mark-spam",
  "not-spam",
  "erase",
  "invite",
  "remove-staff",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  readonly id: string;
  readonly at: Date;
  readonly actor: string;
  readonly action: AuditAction;
  readonly leadId: string | null;
  /** What was done, in a few words: the new status, an export's filter, an erasure's counts. Never personal data. */
  readonly detail: string;
};

export type NewAuditEntry = Pick<AuditEntry, "actor" | "action"> & {
  readonly leadId?: string;
  readonly detail?: string;
};

export interface AuditQueries {
  audit(entry: NewAuditEntry): Promise<void>;
  /** Newest first; `before` is the id of the last entry of the page before. */
  auditLog(page?: { readonly before?: string; readonly limit?: number }): Promise<AuditEntry[]>;
}

export function createAuditQueries(pool: SqlClient): AuditQueries {
  return {
    async audit({ actor, action, leadId, detail }) {
      await pool.query(`INSERT INTO staff_audit (actor, action, lead_id, detail) VALUES ($1, $2, $3::uuid, $4)`, [
        actor,
        action,
        leadId === undefined ? null : asUuid(leadId),
        detail ?? "",
      ]);
    },

    async auditLog({ before, limit = AUDIT_PAGE_SIZE } = {}) {
      const { rows } = await pool.query<{
        id: string;
        at: Date | string;
        actor: string;
        action: AuditAction;
        lead_id: string | null;
        detail: string;
      }>(
        `SELECT id, at, actor, action, lead_id, detail FROM staff_audit
         WHERE ($1::bigint IS NULL OR id < $1::bigint) ORDER BY id DESC LIMIT $2`,
        [before && /^\d+$/.test(before) ? before : null, limit],
      );
      return rows.map((row) => ({
        id: String(row.id),
        at: new Date(row.at),
        actor: row.actor,
        action: row.action,
        leadId: row.lead_id === null ? null : String(row.lead_id),
        detail: row.detail,
      }));
    },
  };
}
