/**
 * All SQL of the lead pipeline, behind a narrow interface. The tables come from
 * netlify/database/migrations/. openLeadStore opens it on Netlify Database through getDatabase() (NETLIFY_DB_URL),
 * or on any Postgres by its connection string, as tests and scripts do.
 */
import { randomUUID } from "node:crypto";
import { getConnectionString, getDatabase } from "@netlify/database";
import { RETENTION } from "../../src/lib/retention";
import { SENDER_MAILS_PER_DAY, createOutboxStore, type NewMail, type OutboxStore } from "./outbox-store";

/** What the store needs of a connection: parameterised queries. pg's Pool and Client and Neon's fit. */
export type SqlClient = {
  /** Row is what the statement returns: the SQL beside each call says it. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
};
/** Every write is one statement, so the store never holds a connection of its own: a pool is just a client. */
export type SqlPool = SqlClient & { end(): Promise<void> };

export type SpamReason = "honeypot" | "time-trap";
type NotificationState = "none" | "pending" | "sent";

type NewLead = {
  readonly id: string;
  readonly formName: string;
  readonly submissionId: string;
  readonly fields: Record<string, unknown>;
  readonly addressHash: string;
  readonly userAgent: string | null;
  /** Whether a notification is to be sent ('pending'), or not ('none'). */
  readonly notify: boolean;
  readonly spamReason?: SpamReason;
  /** The consent given with the post: the site path it was sent from, and the privacy policy's version. */
  readonly page: string | null;
  readonly policyVersion: string;
  /** The mails to send about it (none for spam), written with it. */
  readonly mails?: readonly NewMail[];
  /** A newsletter sign-up, to be confirmed through its opt-in mail. */
  readonly subscription?: boolean;
};

export type NewResume = {
  /**
   * The name the sender gave the file, for display only (cleaned by resumeDisplayName); the file itself is
   * always written as resume-<lead id>.<ext> (resumeFileName), never under this name.
   */
  readonly filename: string;
  readonly contentType: string;
  readonly sha256: string;
  readonly content: Uint8Array;
};

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
  readonly spamReason: SpamReason | null;
  readonly notificationState: NotificationState;
  readonly notificationAttempts: number;
  readonly notificationError: string | null;
  readonly notifiedAt: Date | null;
  readonly resume: { readonly filename: string; readonly contentType: string; readonly sizeBytes: number } | null;
  /** A newsletter sign-up's consent; null for other forms. */
  readonly subscription: { readonly confirmedAt: Date | null; readonly unsubscribedAt: Date | null } | null;
};

type StoredResume = {
  readonly filename: string;
  readonly contentType: string;
  readonly sha256: string;
  readonly content: Uint8Array;
};

type LeadFilter = {
  readonly form?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  readonly from?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  readonly to?: string;
  /** Newest first, at most this many; all when absent. */
  readonly limit?: number;
  /** List the spam rows instead of the leads. */
  readonly spam?: boolean;
};

type RateLimit = { readonly max: number; readonly windowSeconds: number };

/** What one purge deleted or cleared. */
export type PurgeCounts = {
  readonly leads: number;
  readonly resumes: number;
  readonly spam: number;
  /** Leads whose address hash and user agent were cleared. */
  readonly identifiers: number;
  readonly rateLimitWindows: number;
};

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

/** Why a held post cannot become a lead, or the lead it became. */
export type Restored =
  | { readonly ok: true; readonly lead: LeadRecord }
  | { readonly ok: false; readonly reason: "not-found" | "not-spam" | "honeypot" | "no-values" };
type RateLimitResult = { readonly allowed: boolean; readonly hits: number; readonly retryAfterSeconds: number };

export interface LeadStore extends OutboxStore {
  /** Counts one submission from an address; `allowed` is false past `max` in the current window. */
  hitRateLimit(addressHash: string, limit: RateLimit): Promise<RateLimitResult>;
  /**
   * Writes a lead, its resume, its mails and its subscription in one statement. When the submission id is
   * already stored, writes nothing and returns the existing lead's id with created: false. A mail to the
   * sender's address is left out past its limits: one per limit key, SENDER_MAILS_PER_DAY per address hash.
   */
  saveLead(lead: NewLead, resume?: NewResume): Promise<{ readonly id: string; readonly created: boolean }>;
  /** Records a notification attempt: sent, or still pending with the error. */
  markNotification(
    id: string,
    outcome: { readonly ok: true } | { readonly ok: false; readonly error: string },
  ): Promise<void>;
  /** Leads whose notification is still to be sent, oldest first. */
  pendingNotifications(limit?: number): Promise<LeadRecord[]>;
  listLeads(filter?: LeadFilter): Promise<LeadRecord[]>;
  getResume(leadId: string): Promise<StoredResume | null>;
  /**
   * Applies RETENTION as of `now`, in batches of `batchSize` rows, each batch one statement that skips rows
   * another purge holds: safe to run twice at once, and a second run finds nothing more.
   */
  purge(now?: Date, batchSize?: number): Promise<PurgeCounts>;
  /** Every row held about a subject, spam included, newest first. */
  leadsOf(subject: Subject): Promise<LeadRecord[]>;
  /** Deletes a subject's leads (their resumes and pending notifications with them) and records the erasure. */
  erase(subject: Subject, subjectHash: string): Promise<ErasureCounts>;
  /** The erasures recorded under a subject hash. */
  erasuresOf(subjectHash: string): Promise<ErasureRecord[]>;
  /**
   * Makes a time-trap post with values a lead, with a 'pending' notification when `notify` and a team mail;
   * honeypot posts cannot.
   */
  restoreSpam(id: string, notify: boolean): Promise<Restored>;
}

const LEAD_COLUMNS = `
  l.id, l.form_name, l.submission_id, l.fields, l.created_at, l.address_hash, l.user_agent, l.page,
  l.policy_version, l.spam_reason,
  l.notification_state, l.notification_attempts, l.notification_error, l.notified_at,
  r.filename AS resume_filename, r.content_type AS resume_content_type, r.size_bytes AS resume_size_bytes,
  s.lead_id AS subscription_lead_id, s.confirmed_at, s.unsubscribed_at`;
/** The tables LEAD_COLUMNS reads. */
const LEAD_FROM = `leads l LEFT JOIN resumes r ON r.lead_id = l.id LEFT JOIN subscriptions s ON s.lead_id = l.id`;

type LeadRow = {
  id: string;
  form_name: string;
  submission_id: string;
  fields: Record<string, unknown> | string;
  created_at: Date | string;
  address_hash: string | null;
  user_agent: string | null;
  page: string | null;
  policy_version: string | null;
  spam_reason: SpamReason | null;
  notification_state: NotificationState;
  notification_attempts: number;
  notification_error: string | null;
  notified_at: Date | string | null;
  resume_filename: string | null;
  resume_content_type: string | null;
  resume_size_bytes: number | null;
  subscription_lead_id: string | null;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
};

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: Date | string | null) => (value === null ? null : toDate(value));

function toRecord(row: LeadRow): LeadRecord {
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
    spamReason: row.spam_reason,
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
    subscription:
      row.subscription_lead_id === null
        ? null
        : { confirmedAt: toDateOrNull(row.confirmed_at), unsubscribedAt: toDateOrNull(row.unsubscribed_at) },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_BATCH_SIZE = 500;

/** The condition and parameters that select a subject's leads (alias l), numbered from `first`. */
function subjectCondition(subject: Subject, first: number): { sql: string; params: unknown[] } {
  if ("leadId" in subject) return { sql: `l.id::text = $${first}`, params: [subject.leadId] };
  return {
    sql: `EXISTS (SELECT 1 FROM unnest($${first}::text[]) AS f(name)
                  WHERE lower(btrim(l.fields ->> f.name)) = lower(btrim($${first + 1}::text)))`,
    params: [subject.emailFields, subject.email],
  };
}
const startOfDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** A lead's mails: none for spam. */
const spamless = (lead: NewLead) => (lead.spamReason === undefined ? (lead.mails ?? []) : []);

function createLeadStore(pool: SqlClient): LeadStore {
  return {
    ...createOutboxStore(pool),

    async hitRateLimit(addressHash, { max, windowSeconds }) {
      // One round trip: forget windows older than a day, then count this hit in the current window.
      const { rows } = await pool.query<{ hits: number; retry_after: number }>(
        `WITH forgotten AS (
           DELETE FROM rate_limit_hits WHERE window_start < now() - make_interval(days => $3)
         )
         INSERT INTO rate_limit_hits AS r (address_hash, window_start, hits)
         VALUES ($1, to_timestamp(floor(extract(epoch FROM now())::float8 / $2::float8) * $2::float8), 1)
         ON CONFLICT (address_hash, window_start) DO UPDATE SET hits = r.hits + 1
         RETURNING r.hits,
           greatest(1, ceil(extract(epoch FROM (r.window_start + make_interval(secs => $2::float8) - now()))))::int AS retry_after`,
        [addressHash, windowSeconds, RETENTION.identifierDays],
      );
      const hits = Number(rows[0].hits);
      return { allowed: hits <= max, hits, retryAfterSeconds: Number(rows[0].retry_after) };
    },

    async saveLead(lead, resume) {
      // One statement, so atomic without a transaction: the lead, its resume, its mails and its subscription are
      // stored together or not at all. No BEGIN either, which matters on the local emulation, where every connection shares one PGlite
      // session and concurrent transactions would commit or roll back each other's rows.
      const { rows } = await pool.query(
        `WITH inserted AS (
           INSERT INTO leads (id, form_name, submission_id, fields, address_hash, user_agent, spam, spam_reason,
                              notification_state, page, policy_version)
           VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $15, $16)
           ON CONFLICT (submission_id) DO NOTHING
           RETURNING id
         ), resume AS (
           INSERT INTO resumes (lead_id, filename, content_type, size_bytes, sha256, content)
           SELECT id, $10::text, $11::text, $12::int, $13::text, $14::bytea FROM inserted WHERE $10::text IS NOT NULL
         ), subscription AS (
           INSERT INTO subscriptions (lead_id) SELECT id FROM inserted WHERE $17::boolean
         ), mail AS (
           -- The snapshot is the statement's start: the count sees mails committed before this post.
           INSERT INTO outbox (lead_id, kind, limit_key)
           SELECT i.id, m.kind, m.limit_key FROM inserted i, unnest($18::text[], $19::text[]) AS m(kind, limit_key)
           WHERE m.limit_key IS NULL
              OR (SELECT count(*) FROM outbox o JOIN leads sender ON sender.id = o.lead_id
                  WHERE o.limit_key IS NOT NULL AND o.created_at > now() - interval '1 day'
                    AND sender.address_hash = $5) < $20
           ON CONFLICT (limit_key) DO NOTHING
         )
         SELECT id FROM inserted`,
        [
          lead.id,
          lead.formName,
          lead.submissionId,
          JSON.stringify(lead.fields),
          lead.addressHash,
          lead.userAgent,
          lead.spamReason !== undefined,
          lead.spamReason ?? null,
          lead.notify && lead.spamReason === undefined ? "pending" : "none",
          resume?.filename ?? null,
          resume?.contentType ?? null,
          resume?.content.byteLength ?? null,
          resume?.sha256 ?? null,
          resume ? Buffer.from(resume.content) : null,
          lead.page,
          lead.policyVersion,
          lead.subscription === true && lead.spamReason === undefined,
          spamless(lead).map((mail) => mail.kind),
          spamless(lead).map((mail) => mail.limitKey),
          SENDER_MAILS_PER_DAY,
        ],
      );
      if (rows.length > 0) return { id: lead.id, created: true };
      // Already stored. A statement of its own: it sees a row that a concurrent post committed meanwhile.
      const existing = await pool.query<{ id: string }>(`SELECT id FROM leads WHERE submission_id = $1`, [
        lead.submissionId,
      ]);
      return { id: String(existing.rows[0].id), created: false };
    },

    async markNotification(id, outcome) {
      await pool.query(
        outcome.ok
          ? `UPDATE leads SET notification_state = 'sent', notification_attempts = notification_attempts + 1,
               notification_error = NULL, notified_at = now() WHERE id = $1`
          : `UPDATE leads SET notification_attempts = notification_attempts + 1, notification_error = $2 WHERE id = $1`,
        outcome.ok ? [id] : [id, outcome.error.slice(0, 500)],
      );
    },

    async pendingNotifications(limit = 100) {
      const { rows } = await pool.query<LeadRow>(
        `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM}
         WHERE l.notification_state = 'pending' ORDER BY l.created_at LIMIT $1`,
        [limit],
      );
      return rows.map(toRecord);
    },

    async listLeads(filter = {}) {
      const conditions = [filter.spam ? "l.spam" : "NOT l.spam"];
      const params: unknown[] = [];
      const add = (condition: string, value: unknown) => {
        params.push(value);
        conditions.push(condition.replace("?", `$${params.length}`));
      };
      if (filter.form) add("l.form_name = ?", filter.form);
      if (filter.from) add("l.created_at >= ?", startOfDay(filter.from));
      if (filter.to) add("l.created_at < ?", new Date(startOfDay(filter.to).getTime() + DAY_MS));
      let sql = `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM}
                 WHERE ${conditions.join(" AND ")} ORDER BY l.created_at DESC, l.id`;
      if (filter.limit !== undefined) {
        params.push(filter.limit);
        sql += ` LIMIT $${params.length}`;
      }
      const { rows } = await pool.query<LeadRow>(sql, params);
      return rows.map(toRecord);
    },

    async getResume(leadId) {
      const { rows } = await pool.query<{
        filename: string;
        content_type: string;
        sha256: string;
        content: Uint8Array;
      }>(`SELECT filename, content_type, sha256, content FROM resumes WHERE lead_id = $1`, [leadId]);
      if (rows.length === 0) return null;
      const row = rows[0];
      return {
        filename: row.filename,
        contentType: row.content_type,
        sha256: row.sha256,
        content: new Uint8Array(row.content),
      };
    },

    async purge(now = new Date(), batchSize = PURGE_BATCH_SIZE) {
      const counts = { leads: 0, resumes: 0, spam: 0, identifiers: 0, rateLimitWindows: 0 };
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
      return counts;
    },

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

    async restoreSpam(id, notify) {
      const { rows } = await pool.query<{ id: string }>(
        `WITH restored AS (
           UPDATE leads SET spam = false, spam_reason = NULL, notification_state = $2
           WHERE id::text = $1 AND spam_reason = 'time-trap' AND fields <> '{}'::jsonb
           RETURNING id
         ), mail AS (
           INSERT INTO outbox (lead_id, kind) SELECT id, 'team' FROM restored
         )
         SELECT id FROM restored`,
        [id, notify ? "pending" : "none"],
      );
      const [lead] = await this.leadsOf({ leadId: id });
      if (rows.length > 0) return { ok: true, lead };
      if (!lead) return { ok: false, reason: "not-found" };
      if (lead.spamReason === null) return { ok: false, reason: "not-spam" };
      return { ok: false, reason: lead.spamReason === "honeypot" ? "honeypot" : "no-values" };
    },
  };
}

/** How long a request waits for a connection, then for one query, before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 5000;
export const QUERY_TIMEOUT_MS = 10000;

/**
 * A pool on Netlify Database, or on any Postgres by its connection string, that fails fast rather than hangs when
 * the database does not answer, and survives an idle connection that breaks (the database restarts).
 */
export function openPool(connectionString: string): SqlPool {
  const { pool } = getDatabase({ connectionString });
  // getDatabase takes no pool options: they are set on the pool it made, before its first connection.
  pool.options.connectionTimeoutMillis ??= CONNECT_TIMEOUT_MS;
  pool.options.query_timeout ??= QUERY_TIMEOUT_MS;
  pool.on("error", () => {});
  return pool;
}

const opened = new Map<string, { store: LeadStore; pool: SqlPool }>();

/**
 * The lead store on Netlify Database (or on `connectionString`), one pool per connection string for the
 * life of the process. Throws MissingDatabaseConnectionError when NETLIFY_DB_URL is not set.
 */
export function openLeadStore(connectionString: string = getConnectionString()): LeadStore {
  const existing = opened.get(connectionString);
  if (existing) return existing.store;
  const pool = openPool(connectionString);
  const store = createLeadStore(pool);
  opened.set(connectionString, { store, pool });
  return store;
}

/** Closes every pool openLeadStore made (for scripts and tests). */
export async function closeLeadStores(): Promise<void> {
  const pools = [...opened.values()].map(({ pool }) => pool);
  opened.clear();
  await Promise.all(pools.map((pool) => pool.end().catch(() => {})));
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "53300", // too many connections
  "57P01", // admin shutdown
  "57P02", // crash shutdown
  "57P03", // cannot connect now
  "42P01", // a table is missing: the migrations have not been applied
]);

/** True when an error means the database cannot be reached (or is not set up), so a retry later may work. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed: socket errors come from Node's own realm, where `instanceof Error` may not hold.
  if (typeof error !== "object" || error === null) return false;
  const { name, code, message, errors } = error as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (name === "MissingDatabaseConnectionError") return true;
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
  if (Array.isArray(errors)) return errors.some(isDatabaseUnavailable);
  return typeof message === "string" && /timeout|terminated|connection refused|could not connect/i.test(message);
}
