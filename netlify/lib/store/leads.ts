/**
 * Leads as the form function writes them and the team reads them: the rate limit, a lead stored with its resume,
 * mails and subscription in one transaction, its notification, lists, a resume, and a post restored from spam.
 */
import { RETENTION } from "../../../src/lib/retention";
import { HELD_POST_CONFIRM_DAYS, type ConfirmOutcome } from "../../../src/lib/held-posts";
import type { LeadSource } from "../../../src/lib/lead-source";
import {
  BOOKING_SURGE,
  RESUME_BYTES_CAP,
  SENDER_MAILS_PER_DAY,
  SITE_CAPS,
  countedMails,
  type LeadMailKind,
  type MailPlan,
} from "./outbox";
import {
  LEAD_COLUMNS,
  LEAD_FROM,
  toDate,
  toRecord,
  type LeadRecord,
  type LeadRow,
  type SpamReason,
} from "./lead-records";
import { audited, type NewAuditEntry } from "./audit";
import type { SlotRefusal } from "../booking/availability";
import { Rollback, asUuid, type SqlClient, type SqlDatabase } from "./sql";

/**
 * Applications with a resume one sender network (an IPv4 address, an IPv6 /64) may send a UTC day: five 4 MB files
 * a window, at the rate limit, would store gigabytes a day. Past it, nothing of the post is stored.
 */
export const RESUMES_PER_NETWORK_PER_DAY = 3;

/**
 * Consultations one sender network (an IPv4 address, an IPv6 /48) may book in a UTC day: a practice books one, a
 * shared office a few; the calendar's 90 days would otherwise fall to a few dozen addresses in minutes.
 */
export const BOOKINGS_PER_NETWORK_PER_DAY = 3;

/**
 * Consultations booked on the whole site in one UTC hour at which the team is alerted, once that hour: a few a day
 * is usual, so this many at once may be someone filling the calendar from many networks.
 */
export const BOOKINGS_PER_HOUR_ALERT = 6;

/**
 * Bytes of resume files the whole site takes a UTC day, whatever the networks: 100 MB is 25 files at the 4 MB
 * maximum, or some 300 of a usual 300 KB, far above a busy hiring day's few dozen applications; yet many networks
 * (an IPv6 /48 holds 65,536 /64s) add at most 100 MB a day, 3 GB a month, to the database before the team acts
 * on its notice. Past it, applications are stored without their file, and the team gets one 'cap-reached' notice.
 */
export const RESUME_BYTES_PER_DAY = 100 * 1024 * 1024;

export type NewLead = {
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
  /** Where its sender's visit began (../lead-source.ts); none when the post told nothing of it. */
  readonly source?: LeadSource | null;
  /** The mails to send about it (none for spam), written with it within their limits. */
  readonly mail?: MailPlan;
  /** A newsletter sign-up, to be confirmed through its opt-in mail. */
  readonly subscription?: boolean;
  /**
   * A consultation's slot, checked free (../booking/availability.ts): booked with the lead, or nothing is stored.
   * `mailbox`: the booker's mailbox under every accepted key (bookingMailboxHashes), the current key's first.
   */
  readonly booking?: { readonly start: Date; readonly mailbox: readonly string[] };
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

/**
 * What saveLead did with a post: stored it ('created'), found it stored already ('replayed'), or stored nothing because
 * its sender network sent RESUMES_PER_NETWORK_PER_DAY resumes today ('resume-limit'), its slot cannot be booked
 * ('slot-refused': another post booked it first), its mailbox holds a booking to come ('mailbox-booked') or its network
 * booked BOOKINGS_PER_NETWORK_PER_DAY consultations today ('booking-limit'). `resumeWithheld`: the lead was stored
 * without the file it came with, the day's RESUME_BYTES_PER_DAY being used up; `booked`: the start of the slot the lead
 * holds.
 */
export type SavedLead =
  | {
      readonly outcome: "created" | "replayed";
      readonly id: string;
      readonly resumeWithheld: boolean;
      readonly booked?: Date;
    }
  | { readonly outcome: "resume-limit" }
  | { readonly outcome: "mailbox-booked" }
  | { readonly outcome: "booking-limit" }
  | { readonly outcome: "slot-refused"; readonly reason: SlotRefusal };

/** Why a held post cannot become a lead, or the lead it became. */
export type Restored =
  | { readonly ok: true; readonly lead: LeadRecord }
  | { readonly ok: false; readonly reason: "not-found" | "not-spam" | "honeypot" | "no-values" };

/**
 * What a post the time trap held sends once it is a lead, as a new lead of its form would (netlify/lib/restore-spam.ts
 * says it): its mails and whether it is a newsletter sign-up; `bySender` when its sender pressed the mail's button.
 */
export type RestorePlan = (
  lead: LeadRecord,
  bySender: boolean,
) => { readonly mails: readonly LeadMailKind[]; readonly subscription: boolean };

/** What pressing a held post's button did: made it a lead, or nothing, and why (src/lib/held-posts.ts). */
export type HeldConfirmation =
  | { readonly ok: true; readonly lead: LeadRecord }
  | { readonly ok: false; readonly reason: Exclude<ConfirmOutcome, "confirmed"> };
type RateLimitResult = { readonly allowed: boolean; readonly hits: number; readonly retryAfterSeconds: number };

export interface LeadQueries {
  /**
   * Counts one hit from an address; `allowed` is false past `max` in the sliding window of `windowSeconds` that
   * ends now, so a burst just before a fixed window's end does not start afresh just after it. The window's hits
   * are estimated from two fixed windows' counters: the previous one's, weighted by the part of it the sliding
   * window still covers, and the current one's.
   */
  hitRateLimit(addressHash: string, limit: RateLimit): Promise<RateLimitResult>;
  /**
   * Writes a lead, its resume, its mails and its subscription in one transaction. When the submission id is
   * already stored, writes nothing and returns the existing lead's id ('replayed'). A post with a resume past its
   * network's RESUMES_PER_NETWORK_PER_DAY writes nothing ('resume-limit'); past the site's RESUME_BYTES_PER_DAY the
   * lead is stored without the file, and the team gets one 'cap-reached' notice a day. A mail is left out past its
   * limits: to the sender's address one per limit key, none to a suppressed mailbox for an opt-in, and
   * SENDER_MAILS_PER_DAY per sender network; then SITE_MAILS_PER_DAY of its kind, past which the team gets one
   * 'cap-reached' notice a day per kind instead. A lead with a `booking` is stored only if its slot is booked by
   * the same transaction: of two posts for one slot, the second stores nothing ('slot-refused'); nor does a post whose
   * mailbox holds a booking still to come ('mailbox-booked'), or one past its network's BOOKINGS_PER_NETWORK_PER_DAY
   * ('booking-limit').
   */
  saveLead(lead: NewLead, resume?: NewResume): Promise<SavedLead>;
  /** A submission id's lead, stored already, as saveLead answers a replay; undefined when there is none. */
  storedSubmission(submissionId: string): Promise<SavedLead | undefined>;
  /** Records a notification attempt: sent, or still pending with the error. */
  markNotification(
    id: string,
    outcome: { readonly ok: true } | { readonly ok: false; readonly error: string },
  ): Promise<void>;
  /** Leads whose notification is still to be sent, oldest first. */
  pendingNotifications(limit?: number): Promise<LeadRecord[]>;
  listLeads(filter?: LeadFilter): Promise<LeadRecord[]>;
  getResume(leadId: string): Promise<NewResume | null>;
  /**
   * Makes a time-trap post with values a lead, with a 'pending' notification when `notify` and a team mail;
   * honeypot posts cannot.
   */
  restoreSpam(id: string, notify: boolean, plan: RestorePlan, audit: NewAuditEntry): Promise<Restored>;
  /**
   * Keeps the SHA-256 of a new token for a held post's confirm mail, replacing an unused earlier one; false when
   * the post is no longer held for its sender (the team made it a lead meanwhile, or it is gone).
   */
  issueHeldPostToken(leadId: string, tokenHash: string): Promise<boolean>;
  /** Makes the post a token's hash was issued for a lead, once, until the token expires. */
  confirmHeldPost(tokenHash: string, notify: boolean, plan: RestorePlan): Promise<HeldConfirmation>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const startOfDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** A lead's mails: for spam, only the request to confirm a post the time trap held (see heldPostMails). */
const spamless = (lead: NewLead) =>
  (lead.mail?.mails ?? []).filter((mail) => lead.spamReason === undefined || mail.kind === "confirm-request");

/** One lead by its id, spam included. */
async function leadById(pool: SqlClient, id: string): Promise<LeadRecord | undefined> {
  const { rows } = await pool.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM} WHERE l.id = $1::uuid`, [
    asUuid(id),
  ]);
  return rows.map(toRecord)[0];
}

/** A submission's lead, stored already, as a replay is answered: its id, its resume's fate, the slot it holds. */
async function storedSubmission(pool: SqlClient, submissionId: string): Promise<SavedLead | undefined> {
  const { rows } = await pool.query<{ id: string; resume_withheld: boolean; starts_at: Date | string | null }>(
    `SELECT l.id, l.resume_withheld, b.starts_at FROM leads l
     LEFT JOIN consultation_bookings b ON b.lead_id = l.id AND b.cancelled_at IS NULL
     WHERE l.submission_id = $1`,
    [submissionId],
  );
  const [row] = rows;
  if (!row) return undefined;
  return {
    outcome: "replayed",
    id: String(row.id),
    resumeWithheld: row.resume_withheld === true,
    ...(row.starts_at === null ? {} : { booked: toDate(row.starts_at) }),
  };
}

/** Today's UTC date, of the transaction's start: every statement of one save counts the same day and hour. */
const UTC_DAY = "(now() AT TIME ZONE 'UTC')::date";

/** A day's counter by its table: resumes and their bytes, bookings. */
const COUNTED = { resume_counts: "amount", booking_counts: "bookings" } as const;

/**
 * Adds `amount` to today's `counter` unless that takes it past `cap`. The counter is a row updated under its lock
 * (ON CONFLICT DO UPDATE), so parallel posts count in turn and none slips past the cap. False when the cap refused.
 */
async function countToday(tx: SqlClient, table: keyof typeof COUNTED, counter: string, amount: number, cap: number) {
  const column = COUNTED[table];
  const { rows } = await tx.query(
    `INSERT INTO ${table} AS c (counter, day, ${column}) SELECT $1, ${UTC_DAY}, $2::bigint WHERE $2::bigint <= $3
     ON CONFLICT (counter, day) DO UPDATE SET ${column} = c.${column} + excluded.${column}
     WHERE c.${column} + excluded.${column} <= $3
     RETURNING 1`,
    [counter, amount, cap],
  );
  return rows.length > 0;
}

/** What writeLead answers when its submission is stored already, by an earlier post or by one sent meanwhile. */
const STORED = Symbol("stored already");

/**
 * saveLead's transaction, statement by statement: the lead, then each limit counted and each row it comes with. A
 * refusal rolls back all that was counted and written before it, so a refused post leaves nothing.
 */
async function writeLead(
  tx: SqlClient,
  lead: NewLead,
  resume: NewResume | undefined,
): Promise<SavedLead | typeof STORED> {
  const refuse = (refusal: SavedLead | typeof STORED) => new Rollback(refusal);

  // First the submission id's unique index: a replay inserts nothing, and of two posts of one submission sent at once
  // the second waits for the first and inserts nothing; either is answered as a replay before it counts anything.
  const { rows: inserted } = await tx.query(
    `INSERT INTO leads (id, form_name, submission_id, fields, address_hash, user_agent, spam, spam_reason,
                        notification_state, page, policy_version, source)
     VALUES ($1::uuid, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)
     ON CONFLICT (submission_id) DO NOTHING
     RETURNING id`,
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
      lead.page,
      lead.policyVersion,
      lead.source ? JSON.stringify(lead.source) : null,
    ],
  );
  if (inserted.length === 0) throw refuse(STORED);

  if (resume && !(await countToday(tx, "resume_counts", `network:${lead.addressHash}`, 1, RESUMES_PER_NETWORK_PER_DAY)))
    throw refuse({ outcome: "resume-limit" });

  const booking = lead.booking;
  if (booking) {
    const { rows: upcoming } = await tx.query(
      `SELECT 1 FROM consultation_bookings
       WHERE mailbox_hash = ANY ($1::text[]) AND cancelled_at IS NULL AND starts_at > now()`,
      [booking.mailbox],
    );
    if (upcoming.length > 0) throw refuse({ outcome: "mailbox-booked" });
    const network = `network:${lead.mail?.sender ?? ""}`;
    if (!(await countToday(tx, "booking_counts", network, 1, BOOKINGS_PER_NETWORK_PER_DAY)))
      throw refuse({ outcome: "booking-limit" });
    // The slot, by the partial unique index: of two posts for one slot, the second waits for the first and inserts
    // nothing.
    const { rows: booked } = await tx.query(
      `INSERT INTO consultation_bookings (lead_id, starts_at, mailbox_hash) VALUES ($1::uuid, $2, $3)
       ON CONFLICT (starts_at) WHERE cancelled_at IS NULL DO NOTHING
       RETURNING 1`,
      [lead.id, booking.start, booking.mailbox[0] ?? null],
    );
    if (booked.length === 0) throw refuse({ outcome: "slot-refused", reason: "taken" });
    // The site's bookings this UTC hour; from BOOKINGS_PER_HOUR_ALERT on, the team hears of it once that hour.
    await tx.query(
      `WITH hour_counted AS (
         INSERT INTO booking_counts AS c (counter, day, bookings)
         VALUES ('site-hour:' || to_char(now() AT TIME ZONE 'UTC', 'HH24'), ${UTC_DAY}, 1)
         ON CONFLICT (counter, day) DO UPDATE SET bookings = c.bookings + 1
         RETURNING bookings
       )
       INSERT INTO outbox (lead_id, kind, limit_key)
       SELECT $1::uuid, 'cap-reached',
              'cap-reached:${BOOKING_SURGE}:' || to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24')
       FROM hour_counted WHERE bookings >= $2
       ON CONFLICT DO NOTHING`,
      [lead.id, BOOKINGS_PER_HOUR_ALERT],
    );
  }

  // The file's bytes, if the day's site-wide allowance still holds them; else the lead is kept without it, and the
  // team hears once a day that applications come without their files.
  const resumeWithheld =
    resume !== undefined &&
    !(await countToday(tx, "resume_counts", "site:resume-bytes", resume.content.byteLength, RESUME_BYTES_PER_DAY));
  if (resumeWithheld) {
    await tx.query(`UPDATE leads SET resume_withheld = true WHERE id = $1::uuid`, [lead.id]);
    await tx.query(
      `INSERT INTO outbox (lead_id, kind, limit_key)
       VALUES ($1::uuid, 'cap-reached', 'cap-reached:${RESUME_BYTES_CAP}:' || ${UTC_DAY})
       ON CONFLICT DO NOTHING`,
      [lead.id],
    );
  } else if (resume) {
    // The bytes once per content: an identical file sent again is already there.
    await tx.query(
      `INSERT INTO resume_files (sha256, content) VALUES ($1, $2::bytea) ON CONFLICT (sha256) DO NOTHING`,
      [resume.sha256, Buffer.from(resume.content)],
    );
    await tx.query(
      `INSERT INTO resumes (lead_id, filename, content_type, size_bytes, sha256) VALUES ($1::uuid, $2, $3, $4, $5)`,
      [lead.id, resume.filename, resume.contentType, resume.content.byteLength, resume.sha256],
    );
  }
  if (lead.subscription === true && lead.spamReason === undefined) {
    await tx.query(`INSERT INTO subscriptions (lead_id) VALUES ($1::uuid)`, [lead.id]);
  }

  // Last, as the site-wide mail counters are the rows every post waits on: held the shortest before the commit.
  const mails = spamless(lead);
  if (mails.length > 0) {
    await tx.query(
      `WITH planned AS (
         SELECT $1::uuid AS lead_id, m.kind, m.limit_key, m.limit_key IS NOT NULL AS to_sender
         FROM unnest($2::text[], $3::text[]) AS m(kind, limit_key)
         WHERE m.limit_key IS NULL
            OR (NOT EXISTS (SELECT 1 FROM outbox o WHERE o.limit_key = m.limit_key)
                AND NOT (m.kind = 'opt-in'
                         AND EXISTS (SELECT 1 FROM suppressed_addresses WHERE address_hash = ANY ($4::text[]))))
       ), ${countedMails({ sender: "$5", senderCap: "$6", siteCaps: "$7" })}
       INSERT INTO outbox (lead_id, kind, limit_key)
       SELECT lead_id, kind, limit_key FROM allowed WHERE 'site:' || kind IN (SELECT counter FROM site_counted)
       ON CONFLICT (limit_key) DO NOTHING`,
      [
        lead.id,
        mails.map((mail) => mail.kind),
        mails.map((mail) => mail.limitKey),
        lead.mail?.mailbox ?? [],
        lead.mail?.sender ?? "",
        SENDER_MAILS_PER_DAY,
        SITE_CAPS,
      ],
    );
  }
  return { outcome: "created", id: lead.id, resumeWithheld, ...(booking ? { booked: booking.start } : {}) };
}

/**
 * A held post made a lead, after a CTE `held` (id, reason). A post the time trap held was never told to the team:
 * it is now, with the mails and sign-up a new lead of its form gets ($3, $5; a sign-up its sender confirmed with
 * the held post's button, $4, is confirmed). One the team marked was a lead already, told as any lead: it only
 * comes back. Parameters: restoreParams.
 */
const RESTORED = `restored AS (
    UPDATE leads l SET spam = false, spam_reason = NULL,
      notification_state = CASE WHEN held.reason = 'team' THEN l.notification_state ELSE $2 END
    FROM held WHERE l.id = held.id
    RETURNING l.id, held.reason
  ), subscription AS (
    INSERT INTO subscriptions (lead_id, confirmed_at)
    SELECT id, CASE WHEN $4::boolean THEN now() END FROM restored WHERE reason = 'time-trap' AND $5::boolean
    ON CONFLICT (lead_id) DO NOTHING
  ), mail AS (
    INSERT INTO outbox (lead_id, kind)
    SELECT r.id, m.kind FROM restored r, unnest($3::text[]) AS m(kind) WHERE r.reason = 'time-trap'
    ON CONFLICT DO NOTHING
  )`;

const restoreParams = (
  id: string,
  notify: boolean,
  { mails, subscription }: ReturnType<RestorePlan>,
  bySender: boolean,
) => [id, notify ? "pending" : "none", mails, bySender, subscription];

/**
 * Seconds until the two-window estimate would allow one more hit, if none comes meanwhile: this window's share of
 * the previous one shrinks as the sliding window moves on, and in the next window this one's hits shrink in turn.
 * At most the window, after which every hit counted so far has left the sliding window.
 */
function secondsUntilAllowed(previous: number, current: number, elapsed: number, { max, windowSeconds }: RateLimit) {
  const room = max - 1; // the estimate a hit may find before it counts itself
  const left = windowSeconds - elapsed;
  const inThisWindow =
    current > room ? Infinity : previous === 0 ? 0 : windowSeconds * (1 - (room - current) / previous) - elapsed;
  const inNextWindow = left + (current === 0 ? 0 : Math.max(0, windowSeconds * (1 - room / current)));
  const wait = inThisWindow <= left ? inThisWindow : inNextWindow;
  return Math.max(1, Math.min(windowSeconds, Math.ceil(wait)));
}

export function createLeadQueries(pool: SqlDatabase): LeadQueries {
  return {
    async hitRateLimit(addressHash, limit) {
      // One round trip: forget windows older than a day, count this hit in the current fixed window, and read the
      // previous window's count beside it.
      const { rows } = await pool.query<{ hits: number; previous: number; elapsed: number }>(
        `WITH forgotten AS (
           DELETE FROM rate_limit_hits WHERE window_start < now() - make_interval(days => $3)
         ), counted AS (
           INSERT INTO rate_limit_hits AS r (address_hash, window_start, hits)
           VALUES ($1, to_timestamp(floor(extract(epoch FROM now())::float8 / $2::float8) * $2::float8), 1)
           ON CONFLICT (address_hash, window_start) DO UPDATE SET hits = r.hits + 1
           RETURNING r.window_start, r.hits
         )
         SELECT c.hits, extract(epoch FROM now() - c.window_start)::float8 AS elapsed,
           coalesce((SELECT p.hits FROM rate_limit_hits p
                     WHERE p.address_hash = $1 AND p.window_start = c.window_start - make_interval(secs => $2::float8)),
                    0) AS previous
         FROM counted c`,
        [addressHash, limit.windowSeconds, RETENTION.identifierDays],
      );
      const current = Number(rows[0].hits);
      const previous = Number(rows[0].previous);
      const elapsed = Number(rows[0].elapsed);
      const hits = previous * (1 - elapsed / limit.windowSeconds) + current;
      return {
        allowed: hits <= limit.max,
        hits: Math.ceil(hits),
        retryAfterSeconds: secondsUntilAllowed(previous, current, elapsed, limit),
      };
    },

    async saveLead(lead, resume) {
      const saved = await pool.transaction((tx) => writeLead(tx, lead, resume));
      // A replay, answered as it was: a statement of its own sees the stored lead, even one committed meanwhile.
      return saved === STORED ? (await storedSubmission(pool, lead.submissionId))! : saved;
    },

    storedSubmission: (submissionId) => storedSubmission(pool, submissionId),

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
      }>(
        `SELECT r.filename, r.content_type, r.sha256, f.content
         FROM resumes r JOIN resume_files f ON f.sha256 = r.sha256 WHERE r.lead_id = $1`,
        [asUuid(leadId)],
      );
      if (rows.length === 0) return null;
      const row = rows[0];
      return {
        filename: row.filename,
        contentType: row.content_type,
        sha256: row.sha256,
        content: new Uint8Array(row.content),
      };
    },

    async restoreSpam(id, notify, plan, audit) {
      const held = await leadById(pool, id);
      if (!held) return { ok: false, reason: "not-found" };
      const { rows } = await pool.query<{ id: string }>(
        ...audited(
          // Only a post the time trap kept values of, or one the team marked; the WHERE decides, whatever was read.
          `WITH held AS (
             SELECT id, spam_reason AS reason FROM leads
             WHERE id = $1::uuid AND (spam_reason = 'team' OR (spam_reason = 'time-trap' AND fields <> '{}'::jsonb))
           ), ${RESTORED}
           SELECT id FROM restored`,
          restoreParams(asUuid(id), notify, plan(held, false), false),
          { ...audit, leadId: held.id },
          "restored",
        ),
      );
      const lead = await leadById(pool, id);
      if (!lead) return { ok: false, reason: "not-found" };
      if (rows.length > 0) return { ok: true, lead };
      if (lead.spamReason === null) return { ok: false, reason: "not-spam" };
      return { ok: false, reason: lead.spamReason === "honeypot" ? "honeypot" : "no-values" };
    },

    async issueHeldPostToken(leadId, tokenHash) {
      const { rows } = await pool.query(
        `INSERT INTO held_post_tokens (lead_id, token_hash, expires_at)
         SELECT id, $2, created_at + make_interval(days => $3) FROM leads WHERE id = $1::uuid AND spam_reason = 'time-trap'
         ON CONFLICT (lead_id) DO UPDATE SET token_hash = excluded.token_hash WHERE held_post_tokens.used_at IS NULL
         RETURNING lead_id`,
        [asUuid(leadId), tokenHash, HELD_POST_CONFIRM_DAYS],
      );
      return rows.length > 0;
    },

    async confirmHeldPost(tokenHash, notify, plan) {
      const found = await pool.query<{ lead_id: string }>(
        `SELECT lead_id FROM held_post_tokens WHERE token_hash = $1`,
        [tokenHash],
      );
      const held = found.rows.length > 0 ? await leadById(pool, String(found.rows[0].lead_id)) : undefined;
      if (!held) return { ok: false, reason: "unknown" };
      // The token is spent and the post restored in one statement: two presses at once restore it once. The last
      // SELECT reads the token as it was before this statement.
      const { rows } = await pool.query<{ restored: boolean; used: boolean; expired: boolean }>(
        `WITH spent AS (
           UPDATE held_post_tokens SET used_at = now()
           WHERE token_hash = $6 AND used_at IS NULL AND expires_at > now()
           RETURNING lead_id
         ), held AS (
           SELECT l.id, l.spam_reason AS reason FROM leads l JOIN spent ON spent.lead_id = l.id
           WHERE l.id = $1::uuid AND l.spam_reason = 'time-trap'
         ), ${RESTORED}
         SELECT EXISTS (SELECT 1 FROM restored) AS restored, t.used_at IS NOT NULL AS used,
                t.expires_at <= now() AS expired
         FROM held_post_tokens t WHERE t.token_hash = $6`,
        [...restoreParams(held.id, notify, plan(held, true), true), tokenHash],
      );
      const [row] = rows;
      if (!row) return { ok: false, reason: "unknown" };
      if (row.restored) return { ok: true, lead: (await leadById(pool, held.id))! };
      // Spent now without restoring: the team made the post a lead meanwhile, so it reached them already.
      return { ok: false, reason: row.expired && !row.used ? "expired" : "used" };
    },
  };
}
