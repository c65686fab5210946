/**
 * The SQL of the mail outbox and of newsletter subscriptions (netlify/database/migrations/0003_*). Outbox rows
 * are written with their lead, by saveLead in ./leads.ts; these are the statements that send them and keep
 * a sign-up's consent. Part of the LeadStore that openLeadStore returns.
 */
import { asciiLower, type SqlClient } from "./sql";

/**
 * The mails a lead causes, 'confirm-request' (a post the time trap held asks its sender to confirm it),
 * 'cap-reached': the team's notice that a daily cap stopped some (see saveLead), and a booked consultation's
 * updated invitation after a change, to the sender and to the team (see ./booking-changes.ts).
 */
export type MailKind =
  | "team"
  | "confirmation"
  | "opt-in"
  | "confirm-request"
  | "cap-reached"
  | "reply"
  | BookingMailKind
  | "booking-reminder";
/**
 * A booking change's mails: one to the sender per change, and to the team one per change or per changes that came
 * while its notice waited (./booking-changes.ts).
 */
export type BookingMailKind = "booking-update" | "booking-update-team";
/** The mails a new lead causes (a reply is the team's, written later: see ./replies.ts). */
export type LeadMailKind = Exclude<MailKind, "cap-reached" | "reply" | BookingMailKind | "booking-reminder">;

/** A mail to write with a lead; `limitKey` (see the migration) for mails to the sender's address, else null. */
export type NewMail = { readonly kind: LeadMailKind; readonly limitKey: string | null };

/** The mails a new lead is to send, and what their limits count (netlify/lib/mail/outbox.ts plans them). */
export type MailPlan = {
  readonly mails: readonly NewMail[];
  /** The sender's network as the per-sender limit counts it: a keyed hash (an IPv6 address by its /48). */
  readonly sender: string;
  /** The sender's mailbox under every accepted key: no opt-in mail goes to one that is suppressed. */
  readonly mailbox: readonly string[];
};

/** Mails to senders' addresses one sender network (an IPv4 address, an IPv6 /48) may cause in a UTC day. */
export const SENDER_MAILS_PER_DAY = 5;

/** The mails a daily cap counts: a new lead's, and a booking change's. */
export type CappedMailKind = LeadMailKind | BookingMailKind;

/**
 * Mails of each kind the whole site sends in a UTC day: far above a busy day's leads, so only abuse reaches them.
 * Past one, the lead is stored (or the booking changed) as ever, the mail is not written, and the team gets one
 * notice.
 */
export const SITE_MAILS_PER_DAY: Readonly<Record<CappedMailKind, number>> = {
  team: 500,
  confirmation: 300,
  "opt-in": 300,
  /** Held posts are rare: people are seldom that quick, so a day with more is someone mailing strangers. */
  "confirm-request": 100,
  /** A booking changes at most BOOKING_CHANGES_PER_DAY times (./booking-changes.ts); a day has a few dozen slots. */
  "booking-update": 100,
  "booking-update-team": 100,
};

/** SITE_MAILS_PER_DAY by its counters in mail_counts ('site:team'), as the statements that count mail read it. */
export const SITE_CAPS = JSON.stringify(
  Object.fromEntries(Object.entries(SITE_MAILS_PER_DAY).map(([kind, cap]) => [`site:${kind}`, cap])),
);

/**
 * The CTEs that count a statement's mails against the daily caps, so that a new lead's mails (saveLead) and a
 * booking change's (./booking-changes.ts) count alike. They read a CTE `planned` (lead_id, kind, to_sender): a mail
 * to the sender's address counts against SENDER_MAILS_PER_DAY for the network `sender` (a parameter, as are
 * `senderCap` and `siteCaps`, SITE_CAPS), then every mail against its kind's SITE_MAILS_PER_DAY. They make
 * `allowed` (the planned mails past the sender's count), `site_counted` (the kinds whose site count took them: write
 * those) and the team's 'cap-reached' notice, once per kind and UTC day, for the kinds a site cap stopped. Counters
 * are rows updated under their lock (ON CONFLICT DO UPDATE): parallel statements count in turn, and a counter at its
 * limit is left as it is, so nothing is returned.
 */
export const countedMails = ({
  sender,
  senderCap,
  siteCaps,
}: {
  sender: string;
  senderCap: string;
  siteCaps: string;
}) => `
  sender_counted AS (
    INSERT INTO mail_counts AS c (counter, day, mails)
    SELECT 'sender:' || ${sender}::text, (now() AT TIME ZONE 'UTC')::date, 1 FROM planned WHERE to_sender
    ON CONFLICT (counter, day) DO UPDATE SET mails = c.mails + 1 WHERE c.mails < ${senderCap}
    RETURNING 1
  ), allowed AS (
    SELECT * FROM planned WHERE NOT to_sender OR EXISTS (SELECT 1 FROM sender_counted)
  ), site_counted AS (
    INSERT INTO mail_counts AS c (counter, day, mails)
    SELECT 'site:' || kind, (now() AT TIME ZONE 'UTC')::date, 1 FROM allowed
    ON CONFLICT (counter, day) DO UPDATE SET mails = c.mails + 1 WHERE c.mails < (${siteCaps}::jsonb ->> c.counter)::int
    RETURNING counter
  ), cap_reached AS (
    INSERT INTO outbox (lead_id, kind, limit_key)
    SELECT lead_id, 'cap-reached', 'cap-reached:' || kind || ':' || (now() AT TIME ZONE 'UTC')::date
    FROM allowed WHERE 'site:' || kind NOT IN (SELECT counter FROM site_counted)
    ON CONFLICT DO NOTHING
  )`;

/** The daily cap on the bytes of resume files the site takes (RESUME_BYTES_PER_DAY, in ./leads.ts), by its name. */
export const RESUME_BYTES_CAP = "resume-bytes";
/** The alert that the site's bookings in an hour reached BOOKINGS_PER_HOUR_ALERT (./leads.ts), by its name. */
export const BOOKING_SURGE = "bookings-per-hour";
/**
 * What a 'cap-reached' notice can be about: a kind of mail (SITE_MAILS_PER_DAY), the resume bytes, or a surge of
 * bookings (its `day` then is the UTC hour, "2026-11-29T16").
 */
export type CapKind = CappedMailKind | typeof RESUME_BYTES_CAP | typeof BOOKING_SURGE;

/** The cap a 'cap-reached' notice is about, from its limit key ("cap-reached:opt-in:2026-11-26", saveLead's). */
export function capOf(limitKey: string | null): { readonly kind: CapKind; readonly day: string } | null {
  const [prefix, kind, day] = limitKey?.split(":") ?? [];
  return prefix === "cap-reached" && (kind in SITE_MAILS_PER_DAY || kind === RESUME_BYTES_CAP || kind === BOOKING_SURGE)
    ? { kind: kind as CapKind, day }
    : null;
}

/** A claimed mail: its sender now owns it until markMail (or until the claim is stale). */
export type ClaimedMail = {
  readonly id: string;
  readonly leadId: string;
  readonly kind: MailKind;
  readonly limitKey: string | null;
  /** A reply's id (kind 'reply'), else null. */
  readonly replyId: string | null;
};

export type MailState = {
  readonly kind: MailKind;
  readonly state: "pending" | "sending" | "sent";
  readonly attempts: number;
  readonly error: string | null;
  readonly sentAt: Date | null;
};

export type ConfirmResult = "confirmed" | "already-confirmed" | "unsubscribed" | "not-found";

/** A claim older than this was lost with its process (a send times out long before): the mail is sent again. */
export const STALE_CLAIM_MINUTES = 15;
/** The wait after a failure doubles from a minute up to this. */
const MAX_BACKOFF_SECONDS = 6 * 60 * 60;

export interface OutboxStore {
  /**
   * Claims unsent mails, oldest first: those of one lead, or any; `due` only those whose backoff has passed.
   * A row two senders reach at once goes to one of them. `skip`: rows this run has tried already.
   */
  claimMail(options: {
    readonly leadId?: string;
    readonly due?: boolean;
    readonly limit?: number;
    readonly skip?: readonly string[];
  }): Promise<ClaimedMail[]>;
  /** Records a claimed mail's outcome: sent, or pending again with the error and a doubled wait. */
  markMail(id: string, outcome: { readonly ok: true } | { readonly ok: false; readonly error: string }): Promise<void>;
  /** Gives claimed mails back untried, for the next run. */
  releaseMail(ids: readonly string[]): Promise<void>;
  /** A lead's mails and how they went (its replies are in repliesOf). */
  mailOf(leadId: string): Promise<MailState[]>;
  /** Mails not sent yet. */
  unsentMailCount(): Promise<number>;
  /** Confirms a newsletter sign-up (once). */
  confirmSubscription(leadId: string): Promise<ConfirmResult>;
  /**
   * Withdraws every sign-up of that sign-up's address and suppresses its mailbox (`mailboxHash`, see
   * suppressed_addresses) from further opt-in mail; false when there is no such sign-up.
   */
  unsubscribe(leadId: string, mailboxHash: string): Promise<boolean>;
  /**
   * Subscribes a withdrawn sign-up again, confirmed (its owner asked from a link mailed to the address), and lifts
   * the suppression of its mailbox (`mailboxHashes`: under every accepted key); false when there is no such sign-up.
   */
  resubscribe(leadId: string, mailboxHashes: readonly string[]): Promise<boolean>;
  /** When a mailbox (by its hashes under every accepted key) was suppressed from opt-in mail; null if it is not. */
  suppressedSince(mailboxHashes: readonly string[]): Promise<Date | null>;
  /** The addresses with a confirmed sign-up and no withdrawal, sorted. */
  subscribers(): Promise<string[]>;
}

type MailRow = {
  kind: MailKind;
  state: MailState["state"];
  attempts: number;
  last_error: string | null;
  sent_at: Date | string | null;
};

/** A sign-up's address (alias l) as sign-ups are matched and listed: trimmed, lower case in ASCII only. */
const EMAIL = asciiLower("btrim(l.fields ->> 'email')");

export function createOutboxStore(pool: SqlClient): OutboxStore {
  return {
    async claimMail({ leadId, due = false, limit = 100, skip = [] }) {
      const { rows } = await pool.query<{
        id: string;
        lead_id: string;
        kind: MailKind;
        limit_key: string | null;
        reply_id: string | null;
      }>(
        `WITH claimable AS (
           SELECT id FROM outbox
           WHERE (state = 'pending' OR (state = 'sending' AND claimed_at < now() - make_interval(mins => $4)))
             AND ($1::uuid IS NULL OR lead_id = $1::uuid)
             AND (NOT $2::boolean OR next_attempt_at <= now())
             AND id <> ALL ($5::uuid[])
           ORDER BY created_at, kind LIMIT $3 FOR UPDATE SKIP LOCKED
         )
         UPDATE outbox o SET state = 'sending', claimed_at = now()
         FROM claimable c WHERE o.id = c.id
         RETURNING o.id, o.lead_id, o.kind, o.limit_key, o.reply_id`,
        [leadId ?? null, due, limit, STALE_CLAIM_MINUTES, skip],
      );
      return rows.map((row) => ({
        id: String(row.id),
        leadId: String(row.lead_id),
        kind: row.kind,
        limitKey: row.limit_key,
        replyId: row.reply_id === null ? null : String(row.reply_id),
      }));
    },

    async markMail(id, outcome) {
      await pool.query(
        outcome.ok
          ? `UPDATE outbox SET state = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL,
               claimed_at = NULL WHERE id = $1`
          : `UPDATE outbox SET state = 'pending', attempts = attempts + 1, last_error = $2, claimed_at = NULL,
               next_attempt_at = now() + make_interval(secs => least(60 * power(2, attempts), $3))
             WHERE id = $1`,
        outcome.ok ? [id] : [id, outcome.error.slice(0, 500), MAX_BACKOFF_SECONDS],
      );
    },

    async releaseMail(ids) {
      if (ids.length === 0) return;
      await pool.query(
        `UPDATE outbox SET state = 'pending', claimed_at = NULL WHERE id = ANY ($1::uuid[]) AND state = 'sending'`,
        [ids],
      );
    },

    async mailOf(leadId) {
      const { rows } = await pool.query<MailRow>(
        `SELECT kind, state, attempts, last_error, sent_at FROM outbox WHERE lead_id = $1 AND reply_id IS NULL
         ORDER BY created_at, kind`,
        [leadId],
      );
      return rows.map((row) => ({
        kind: row.kind,
        state: row.state,
        attempts: Number(row.attempts),
        error: row.last_error,
        sentAt: row.sent_at === null ? null : new Date(row.sent_at),
      }));
    },

    async unsentMailCount() {
      const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE state <> 'sent'`);
      return Number(rows[0].n);
    },

    async confirmSubscription(leadId) {
      const { rows } = await pool.query<{ confirmed: boolean; confirmed_at: unknown; unsubscribed_at: unknown }>(
        `WITH confirmed AS (
           UPDATE subscriptions SET confirmed_at = now()
           WHERE lead_id = $1 AND confirmed_at IS NULL AND unsubscribed_at IS NULL
           RETURNING lead_id
         )
         SELECT EXISTS (SELECT 1 FROM confirmed) AS confirmed, s.confirmed_at, s.unsubscribed_at
         FROM subscriptions s WHERE s.lead_id = $1`,
        [leadId],
      );
      if (rows.length === 0) return "not-found";
      const [row] = rows;
      if (row.confirmed) return "confirmed";
      return row.unsubscribed_at !== null ? "unsubscribed" : "already-confirmed";
    },

    async unsubscribe(leadId, mailboxHash) {
      // Every sign-up of the address, so an older confirmed one does not keep it subscribed.
      const { rows } = await pool.query<{ found: boolean }>(
        `WITH address AS (
           SELECT ${EMAIL} AS email FROM subscriptions s JOIN leads l ON l.id = s.lead_id WHERE s.lead_id = $1
         ), withdrawn AS (
           UPDATE subscriptions s SET unsubscribed_at = coalesce(s.unsubscribed_at, now())
           FROM leads l, address a
           WHERE l.id = s.lead_id AND ${EMAIL} = a.email
         ), suppressed AS (
           INSERT INTO suppressed_addresses (address_hash) SELECT $2 FROM address ON CONFLICT DO NOTHING
         )
         SELECT EXISTS (SELECT 1 FROM address) AS found`,
        [leadId, mailboxHash],
      );
      return rows[0].found;
    },

    async resubscribe(leadId, mailboxHashes) {
      const { rows } = await pool.query<{ found: boolean }>(
        `WITH subscribed AS (
           UPDATE subscriptions SET unsubscribed_at = NULL, confirmed_at = coalesce(confirmed_at, now())
           WHERE lead_id = $1 RETURNING lead_id
         ), lifted AS (
           DELETE FROM suppressed_addresses WHERE address_hash = ANY ($2::text[]) AND EXISTS (SELECT 1 FROM subscribed)
         )
         SELECT EXISTS (SELECT 1 FROM subscribed) AS found`,
        [leadId, mailboxHashes],
      );
      return rows[0].found;
    },

    async suppressedSince(mailboxHashes) {
      const { rows } = await pool.query<{ since: Date | string | null }>(
        `SELECT min(suppressed_at) AS since FROM suppressed_addresses WHERE address_hash = ANY ($1::text[])`,
        [mailboxHashes],
      );
      return rows[0].since === null ? null : new Date(rows[0].since);
    },

    async subscribers() {
      const { rows } = await pool.query<{ email: string }>(
        `SELECT DISTINCT ${EMAIL} AS email
         FROM subscriptions s JOIN leads l ON l.id = s.lead_id
         WHERE s.confirmed_at IS NOT NULL AND s.unsubscribed_at IS NULL AND NOT l.spam
         ORDER BY email`,
      );
      return rows.map((row) => row.email);
    },
  };
}
