/**
 * The staff audit log (migration 0006): who did what in the inbox, and when. Admins read it; the purge deletes
 * entries older than RETENTION.auditMonths. An entry names a lead by its id, never by what the lead says.
 */
import { AUDIT_PAGE_SIZE } from "../../../src/lib/staff-api";
import { InvalidCursorError, asUuid, type SqlClient } from "./sql";

export const AUDIT_ACTIONS = [
  // Signing in and out, refused and failed attempts included (their detail says why).
  "sign-in",
  "sign-in-failed",
  "sign-in-refused",
  "sign-out",
  "sign-out-everywhere",
  "enrol",
  "enrol-failed",
  // Reading: the lists, a lead, a resume, an export, the held posts, the consultations' agenda, the team, the audit
  // log, the report.
  "list-leads",
  "view-lead",
  "download-resume",
  "export",
  "list-spam",
  "list-agenda",
  "read-team",
  "read-audit",
  "read-report",
  "list-subscribers",
  // Changing a lead.
  "status",
  "assign",
  "note",
  "reply",
  "mark-spam",
  "not-spam",
  "erase",
  // Consultations: a booking's host, its move or cancellation and its outcome; the hours (admins).
  "set-host",
  "move-booking",
  "cancel-booking",
  "booking-outcome",
  "set-hours",
  "close-day",
  "open-day",
  // Changing the team.
  "invite",
  "remove-staff",
  "set-role",
  // A person giving the name their replies are signed with.
  "set-name",
  // The operator's commands that act on stored data (npm run leads).
  "purge",
  "send-pending",
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

/**
 * `sql` writing `entry` to the audit log too, in the same statement (a data-modifying CTE of its own), so the record
 * and the change it records are written together or not at all. Its parameters follow the statement's. `when`
 * names one of the statement's CTEs: the entry is written only if it returns a row (the change happened), so a
 * change refused inside the statement (nobody by that address, a guard) records nothing.
 */
export function audited(
  sql: string,
  params: readonly unknown[],
  entry: NewAuditEntry,
  when?: string,
): [string, unknown[]] {
  const n = params.length;
  const values = `$${n + 1}::text, $${n + 2}::text, $${n + 3}::uuid, $${n + 4}::text`;
  const insert = `audit_entry AS (
    INSERT INTO staff_audit (actor, action, lead_id, detail) ${
      when === undefined ? `VALUES (${values})` : `SELECT ${values} WHERE EXISTS (SELECT 1 FROM ${when})`
    }
  )`;
  // RECURSIVE lets the entry, written first, read a CTE declared after it.
  const opening = when === undefined ? "WITH" : "WITH RECURSIVE";
  const statement = sql.trimStart();
  const withInsert = /^WITH\s/i.test(statement)
    ? `${opening} ${insert}, ${statement.replace(/^WITH\s+/i, "")}`
    : `${opening} ${insert} ${statement}`;
  return [withInsert, [...params, ...auditValues(entry)]];
}

const auditValues = ({ actor, action, leadId, detail }: NewAuditEntry) => [
  actor,
  action,
  leadId === undefined ? null : asUuid(leadId),
  detail ?? "",
];

/** An entry's id as the page before's cursor; InvalidCursorError for anything that is not one. */
function auditCursor(before: string | undefined): string | null {
  if (before === undefined || before === "") return null;
  // A bigserial id: digits only, few enough to stay below bigint's limit.
  if (!/^[1-9]\d{0,17}$/.test(before)) throw new InvalidCursorError();
  return before;
}

export interface AuditQueries {
  audit(entry: NewAuditEntry): Promise<void>;
  /** Newest first; `before` is the id of the last entry of the page before. */
  auditLog(page?: { readonly before?: string; readonly limit?: number }): Promise<AuditEntry[]>;
}

export function createAuditQueries(pool: SqlClient): AuditQueries {
  return {
    async audit(entry) {
      await pool.query(
        `INSERT INTO staff_audit (actor, action, lead_id, detail) VALUES ($1, $2, $3::uuid, $4)`,
        auditValues(entry),
      );
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
        [auditCursor(before), limit],
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
