/**
 * The privacy policy's periods applied (RETENTION): old leads, spam, identifiers, rate-limit, mail and resume counts go, and
 * resume files no application refers to any more.
 */
import { RETENTION } from "../../../src/lib/retention";
import type { SqlClient } from "./sql";
import { CHALLENGE_MINUTES, SESSION_MAX_HOURS } from "./staff";

/** What one purge deleted or cleared. */
export type PurgeCounts = {
  readonly leads: number;
  readonly resumes: number;
  readonly spam: number;
  /** Leads whose address hash and user agent were cleared. */
  readonly identifiers: number;
  readonly rateLimitWindows: number;
  /** Days of mail, resume and booking counts (per sender network, per site). */
  readonly mailCounts: number;
  /** Staff audit entries past auditMonths. */
  readonly audit: number;
  /** Staff sessions, challenges and invitations that can no longer be used. */
  readonly staffTokens: number;
};

/**
 * Deletes the resume files no application refers to any more (a file is stored once for every application that
 * carries it). A statement of its own, after the applications' deletion has committed.
 */
export async function deleteUnusedResumeFiles(pool: SqlClient): Promise<void> {
  await pool.query(`DELETE FROM resume_files f WHERE NOT EXISTS (SELECT 1 FROM resumes r WHERE r.sha256 = f.sha256)`);
}

const PURGE_BATCH_SIZE = 500;

export interface PurgeQueries {
  /**
   * Applies RETENTION as of `now`, in batches of `batchSize` rows, each batch one statement that skips rows
   * another purge holds: safe to run twice at once, and a second run finds nothing more.
   */
  purge(now?: Date, batchSize?: number): Promise<PurgeCounts>;
}

export function createPurgeQueries(pool: SqlClient): PurgeQueries {
  return {
    async purge(now = new Date(), batchSize = PURGE_BATCH_SIZE) {
      const counts = {
        leads: 0,
        resumes: 0,
        spam: 0,
        identifiers: 0,
        rateLimitWindows: 0,
        mailCounts: 0,
        audit: 0,
        staffTokens: 0,
      };
      // Leads after leadMonths, spam after spamDays; a resume goes with its lead (ON DELETE CASCADE).
      for (;;) {
        const { rows } = await pool.query<{ leads: number; spam: number; resumes: number }>(
          `WITH doomed AS (
             SELECT id FROM leads
             WHERE (NOT spam AND created_at < $1::timestamptz - make_interval(months => $2))
                OR (spam AND created_at < $1::timestamptz - make_interval(days => $3))
             ORDER BY created_at LIMIT $4 FOR UPDATE SKIP LOCKED
           ), deleted AS (
             DELETE FROM leads WHERE id IN (SELECT id FROM doomed) RETURNING spam
           )
           SELECT count(*) FILTER (WHERE NOT spam)::int AS leads, count(*) FILTER (WHERE spam)::int AS spam,
                  (SELECT count(*)::int FROM resumes WHERE lead_id IN (SELECT id FROM doomed)) AS resumes
           FROM deleted`,
          [now, RETENTION.leadMonths, RETENTION.spamDays, batchSize],
        );
        const { leads, spam, resumes } = rows[0];
        counts.leads += Number(leads);
        counts.spam += Number(spam);
        counts.resumes += Number(resumes);
        if (Number(leads) + Number(spam) < batchSize) break;
      }
      await deleteUnusedResumeFiles(pool);
      // The address hash and user agent once the rate-limit and duplicate windows are long past.
      for (;;) {
        const { rows } = await pool.query<{ cleared: number }>(
          `WITH doomed AS (
             SELECT id FROM leads
             WHERE (address_hash IS NOT NULL OR user_agent IS NOT NULL)
               AND created_at < $1::timestamptz - make_interval(days => $2)
             ORDER BY created_at LIMIT $3 FOR UPDATE SKIP LOCKED
           ), cleared AS (
             UPDATE leads SET address_hash = NULL, user_agent = NULL WHERE id IN (SELECT id FROM doomed) RETURNING 1
           )
           SELECT count(*)::int AS cleared FROM cleared`,
          [now, RETENTION.identifierDays, batchSize],
        );
        counts.identifiers += Number(rows[0].cleared);
        if (Number(rows[0].cleared) < batchSize) break;
      }
      const windows = await pool.query<{ deleted: number }>(
        `WITH deleted AS (
           DELETE FROM rate_limit_hits WHERE window_start < $1::timestamptz - make_interval(days => $2) RETURNING 1
         )
         SELECT count(*)::int AS deleted FROM deleted`,
        [now, RETENTION.identifierDays],
      );
      counts.rateLimitWindows = Number(windows.rows[0].deleted);
      // A day's mail, resume and booking counts once that day is identifierDays past: a count is of no use after its
      // day.
      const mailCounts = await pool.query<{ deleted: number }>(
        `WITH mail AS (
           DELETE FROM mail_counts WHERE day <= ($1::timestamptz AT TIME ZONE 'UTC')::date - $2::int RETURNING 1
         ), resume AS (
           DELETE FROM resume_counts WHERE day <= ($1::timestamptz AT TIME ZONE 'UTC')::date - $2::int RETURNING 1
         ), booking AS (
           DELETE FROM booking_counts WHERE day <= ($1::timestamptz AT TIME ZONE 'UTC')::date - $2::int RETURNING 1
         )
         SELECT (SELECT count(*) FROM mail)::int + (SELECT count(*) FROM resume)::int
           + (SELECT count(*) FROM booking)::int AS deleted`,
        [now, RETENTION.identifierDays],
      );
      counts.mailCounts = Number(mailCounts.rows[0].deleted);
      const audit = await pool.query<{ deleted: number }>(
        `WITH deleted AS (
           DELETE FROM staff_audit WHERE at < $1::timestamptz - make_interval(months => $2) RETURNING 1
         )
         SELECT count(*)::int AS deleted FROM deleted`,
        [now, RETENTION.auditMonths],
      );
      counts.audit = Number(audit.rows[0].deleted);
      // Past their absolute limits, nothing can use them: an idle session ends at SESSION_IDLE_MINUTES anyway.
      const tokens = await pool.query<{ deleted: number }>(
        `WITH sessions AS (
           DELETE FROM staff_sessions WHERE created_at < $1::timestamptz - make_interval(hours => $2) RETURNING 1
         ), challenges AS (
           DELETE FROM staff_challenges WHERE created_at < $1::timestamptz - make_interval(mins => $3) RETURNING 1
         ), invitations AS (
           DELETE FROM staff_invitations WHERE expires_at < $1::timestamptz RETURNING 1
         )
         SELECT (SELECT count(*) FROM sessions) + (SELECT count(*) FROM challenges)
              + (SELECT count(*) FROM invitations) AS deleted`,
        [now, SESSION_MAX_HOURS, CHALLENGE_MINUTES],
      );
      counts.staffTokens = Number(tokens.rows[0].deleted);
      return counts;
    },
  };
}
