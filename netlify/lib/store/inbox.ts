/**
 * The team's inbox over the leads (migrations 0005, 0007): a page of leads newest or oldest first, by queue, form,
 * status, assignee, overdue, source (0016) and office days of receipt, found by words of the sender's name, email or
 * practice, each page after the last one's cursor, with the count of the whole view; and a lead's status. Spam is
 * never in it. Every filter but the source has an index behind it, so a page costs the same at 100,000 leads; the
 * sources report links to a source with its days, whose range the time index bounds.
 */
import { OFFICE_TIME_ZONE } from "../../../src/lib/consultation-hours";
import { LEAD_QUEUES, LIST_FIELDS, type LeadQueue } from "../../../src/lib/lead-queues";
import { REPLY_WITHIN_MS, type LeadStatus } from "../../../src/lib/lead-status";
import { SENDER_FIELDS, personOf, practiceOf, text } from "../../../src/form-definitions/sender";
import { audited, type NewAuditEntry } from "./audit";
import { LEAD_COLUMNS, LEAD_FROM, toRecord, type LeadRecord, type LeadRow } from "./lead-records";
import { InvalidCursorError, asUuid, type SqlClient } from "./sql";

/** A lead as the inbox lists it: who, from which form, when, and where it stands; never what they wrote. */
export type InboxRow = {
  readonly id: string;
  readonly formName: string;
  readonly person: string;
  readonly practice: string;
  readonly email: string;
  readonly phone: string;
  /** The answers the list shows of some forms (LIST_FIELDS): a service request's priority, a consultation's time. */
  readonly glance: Readonly<Record<string, unknown>>;
  readonly createdAt: Date;
  readonly status: LeadStatus;
  readonly assignee: string | null;
};

export type InboxFilter = {
  readonly queue?: LeadQueue;
  readonly form?: string;
  readonly status?: LeadStatus;
  /** A staff member's id: their leads; null: nobody's. */
  readonly assignee?: string | null;
  /** Sales leads still new past the promised reply, as of `now`. */
  readonly overdue?: boolean;
  readonly now?: Date;
  readonly order?: "newest" | "oldest";
  /** Words of a name, an email address or a practice, each matched as the start of a word. */
  readonly search?: string;
  /** Where the leads came from: each part's exact value, or null for leads without it. */
  readonly source?: string | null;
  readonly medium?: string | null;
  readonly campaign?: string | null;
  /** Received from this office day (YYYY-MM-DD) on, and before that one. */
  readonly since?: string;
  readonly before?: string;
  /** The `next` of the page before. */
  readonly after?: string;
  readonly limit?: number;
};

export type InboxPage = {
  readonly rows: readonly InboxRow[];
  /** How many leads the whole view holds, every page together. */
  readonly total: number;
  /** Where the next page starts; null on the last page. */
  readonly next: string | null;
};

export const INBOX_PAGE_SIZE = 50;

export type LeadNote = { readonly author: string; readonly body: string; readonly createdAt: Date };

/** The team's work on one lead: who has it, and what they noted, oldest first. */
export type LeadWork = {
  readonly assignee: { readonly id: string; readonly name: string } | null;
  readonly notes: readonly LeadNote[];
};

/** The longest note the inbox keeps: a note is a reminder, not a document. */
export const NOTE_MAX_LENGTH = 2000;

export interface InboxQueries {
  inbox(filter?: InboxFilter): Promise<InboxPage>;
  /** Sets a lead's status; false when there is no such lead (or it is held as spam). Audited with the change. */
  setStatus(leadId: string, status: LeadStatus, audit: NewAuditEntry): Promise<boolean>;
  /**
   * Gives a lead to an active staff member, or to nobody (null); false when there is no such lead or person.
   * Audited with the change.
   */
  setAssignee(leadId: string, staffId: string | null, audit: NewAuditEntry): Promise<boolean>;
  /** Adds a note to a lead; false when there is no such lead. Audited with the change. */
  addNote(leadId: string, note: Omit<LeadNote, "createdAt">, audit: NewAuditEntry): Promise<boolean>;
  leadWork(leadId: string): Promise<LeadWork>;
  /** New sales leads received before `cutoff` (still waiting for the team), oldest first, at most `max`. */
  waiting(cutoff: Date, max: number): Promise<InboxRow[]>;
  /** The leads of a filter in full, newest first, at most `max` (for an export). */
  inboxLeads(filter: Omit<InboxFilter, "after" | "limit">, max: number): Promise<LeadRecord[]>;
}

/** All the list takes of a lead's answers: who sent it, how to reach them, and the forms' LIST_FIELDS. */
const LISTED = [...SENDER_FIELDS, "email", "phone", ...new Set(Object.values(LIST_FIELDS).flat())];
const WHO = `jsonb_build_object(${LISTED.map((field) => `'${field}', l.fields -> '${field}'`).join(", ")})`;
const LIST_COLUMNS = `l.id, l.form_name, l.created_at, l.created_at::text AS cursor_time, l.status, ${WHO} AS who,
  (SELECT st.name FROM staff st WHERE st.id = l.assignee) AS assignee`;

/**
 * A cursor: the last row's time as the database wrote it (microseconds, which a JavaScript Date would round away,
 * so rows of one millisecond are neither skipped nor repeated) and its id.
 */
const cursorOf = (time: string, id: string) => Buffer.from(`${time}|${id}`).toString("base64url");

/**
 * A timestamptz as Postgres writes it in text ("2026-11-27 14:03:36.123456+00"), its parts captured; its offset
 * within the ±15:59:59 Postgres reads.
 */
const DATABASE_TIME =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](?:0\d|1[0-5])(?::[0-5]\d){0,2}$/;

/** True for a time of that form that names a real moment (no 30 February, no hour 24), as the database reads it. */
function isDatabaseTime(time: string): boolean {
  const parts = DATABASE_TIME.exec(time)?.slice(1).map(Number);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts;
  const moment = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1 &&
    moment.getUTCFullYear() === year &&
    moment.getUTCMonth() === month - 1 &&
    moment.getUTCDate() === day &&
    moment.getUTCHours() === hour &&
    moment.getUTCMinutes() === minute &&
    moment.getUTCSeconds() === second
  );
}

/** A cursor's parts; InvalidCursorError for anything cursorOf did not make, before it reaches the database. */
function readCursor(cursor: string): { time: string; id: string } {
  const [time = "", id = "", ...rest] = Buffer.from(cursor, "base64url").toString().split("|");
  if (rest.length > 0 || asUuid(id) !== id || !isDatabaseTime(time)) throw new InvalidCursorError();
  return { time, id };
}

/**
 * The words of a search as a prefix query in Postgres's 'simple' configuration ("ana sil" finds Ana Silva), or null
 * when it has none. Only letters, digits and the characters of an address are kept, so nothing typed is syntax.
 */
export function searchQuery(text: string): string | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}@._+-]+/gu) ?? []).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words.length > 0 ? words.map((word) => `'${word}':*`).join(" & ") : null;
}

/** The SQL conditions (on leads l) and parameters of a filter, after a cursor. */
function whereOf(
  { queue, form, status, assignee, overdue, now = new Date(), order, search, since, before, ...source }: InboxFilter,
  after?: string,
) {
  const conditions = ["NOT l.spam"];
  const params: unknown[] = [];
  const add = (condition: (...n: string[]) => string, ...values: unknown[]) => {
    const numbers = values.map((value) => `$${params.push(value)}`);
    conditions.push(condition(...numbers));
  };
  if (queue) add((n) => `l.form_name = ANY(${n}::text[])`, LEAD_QUEUES[queue].forms);
  if (form) add((n) => `l.form_name = ${n}`, form);
  if (status) add((n) => `l.status = ${n}`, status);
  if (assignee === null) conditions.push("l.assignee IS NULL");
  else if (assignee) add((n) => `l.assignee = ${n}::uuid`, asUuid(assignee));
  if (overdue) {
    add((n) => `l.form_name = ANY(${n}::text[])`, LEAD_QUEUES.sales.forms);
    add((n) => `l.status = 'new' AND l.created_at < ${n}::timestamptz`, new Date(now.getTime() - REPLY_WITHIN_MS));
  }
  for (const part of ["source", "medium", "campaign"] as const) {
    const value = source[part];
    if (value === null) conditions.push(`l.source ->> '${part}' IS NULL`);
    else if (value !== undefined) add((n) => `l.source ->> '${part}' = ${n}`, value);
  }
  // The office's midnights, as the sources report counts its days.
  if (since) add((d, z) => `l.created_at >= (${d}::date::timestamp AT TIME ZONE ${z}::text)`, since, OFFICE_TIME_ZONE);
  if (before) add((d, z) => `l.created_at < (${d}::date::timestamp AT TIME ZONE ${z}::text)`, before, OFFICE_TIME_ZONE);
  const query = search === undefined ? null : searchQuery(search);
  if (query) add((n) => `l.search @@ to_tsquery('simple', ${n})`, query);
  if (after) {
    const { time, id } = readCursor(after);
    const past = order === "oldest" ? ">" : "<";
    add((t, i) => `(l.created_at, l.id) ${past} (${t}::timestamptz, ${i}::uuid)`, time, id);
  }
  return { conditions, params };
}

type InboxDbRow = {
  id: string;
  form_name: string;
  created_at: Date | string;
  cursor_time: string;
  status: LeadStatus;
  who: Record<string, unknown> | string;
  assignee: string | null;
};

function toInboxRow(row: InboxDbRow): InboxRow {
  const who = typeof row.who === "string" ? (JSON.parse(row.who) as Record<string, unknown>) : row.who;
  return {
    id: String(row.id),
    formName: row.form_name,
    person: personOf(who),
    practice: practiceOf(who),
    email: text(who.email),
    phone: text(who.phone),
    glance: Object.fromEntries(
      (LIST_FIELDS[row.form_name as keyof typeof LIST_FIELDS] ?? []).map((field) => [field, who[field]]),
    ),
    createdAt: new Date(row.created_at),
    status: row.status,
    assignee: row.assignee,
  };
}

/** The ORDER BY of a list: newest first, or oldest first (the longest waiting). */
const orderBy = (order: InboxFilter["order"]) =>
  order === "oldest" ? "l.created_at, l.id" : "l.created_at DESC, l.id DESC";

export function createInboxQueries(pool: SqlClient): InboxQueries {
  return {
    async inbox({ after, limit = INBOX_PAGE_SIZE, ...filter } = {}) {
      const { conditions, params } = whereOf(filter, after);
      const all = whereOf(filter);
      const [{ rows }, counted] = await Promise.all([
        pool.query<InboxDbRow>(
          `SELECT ${LIST_COLUMNS} FROM leads l WHERE ${conditions.join(" AND ")}
           ORDER BY ${orderBy(filter.order)} LIMIT $${params.push(limit + 1)}`,
          params,
        ),
        pool.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM leads l WHERE ${all.conditions.join(" AND ")}`,
          all.params,
        ),
      ]);
      const page = rows.slice(0, limit).map(toInboxRow);
      const last = rows[limit - 1];
      return {
        rows: page,
        total: Number(counted.rows[0].total),
        next: rows.length > limit ? cursorOf(last.cursor_time, String(last.id)) : null,
      };
    },

    async setStatus(leadId, status, audit) {
      // "Answered" set by hand (after a call) is a response too: the first one is kept for the reply report.
      const { rows } = await pool.query(
        ...audited(
          `WITH changed AS (
             UPDATE leads SET status = $2,
               first_response_at = CASE WHEN $2 = 'answered' THEN coalesce(first_response_at, now()) ELSE first_response_at END
             WHERE id = $1::uuid AND NOT spam RETURNING id
           )
           SELECT id FROM changed`,
          [asUuid(leadId), status],
          audit,
          "changed",
        ),
      );
      return rows.length > 0;
    },

    async waiting(cutoff, max) {
      // The status index (status, created_at) finds them.
      const { rows } = await pool.query<InboxDbRow>(
        `SELECT ${LIST_COLUMNS} FROM leads l
         WHERE NOT l.spam AND l.status = 'new' AND l.created_at < $1 AND l.form_name = ANY($3::text[])
         ORDER BY l.created_at, l.id LIMIT $2`,
        [cutoff, max, LEAD_QUEUES.sales.forms],
      );
      return rows.map(toInboxRow);
    },

    async inboxLeads(filter, max) {
      const { conditions, params } = whereOf(filter);
      const { rows } = await pool.query<LeadRow>(
        `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM} WHERE ${conditions.join(" AND ")}
         ORDER BY ${orderBy(filter.order)} LIMIT $${params.push(max)}`,
        params,
      );
      return rows.map(toRecord);
    },

    async setAssignee(leadId, staffId, audit) {
      const { rows } = await pool.query(
        ...audited(
          `WITH changed AS (
             UPDATE leads SET assignee = $2::uuid
             WHERE id = $1::uuid AND NOT spam
               AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM staff WHERE id = $2::uuid AND active))
             RETURNING id
           )
           SELECT id FROM changed`,
          [asUuid(leadId), staffId === null ? null : asUuid(staffId)],
          audit,
          "changed",
        ),
      );
      return rows.length > 0;
    },

    async addNote(leadId, { author, body }, audit) {
      const { rows } = await pool.query(
        ...audited(
          `WITH changed AS (
             INSERT INTO lead_notes (lead_id, author, body) SELECT id, $2, $3 FROM leads WHERE id = $1::uuid RETURNING id
           )
           SELECT id FROM changed`,
          [asUuid(leadId), author, body],
          audit,
          "changed",
        ),
      );
      return rows.length > 0;
    },

    async leadWork(leadId) {
      const id = asUuid(leadId);
      const [assignee, notes] = await Promise.all([
        pool.query<{ id: string; name: string }>(
          `SELECT st.id, st.name FROM leads l JOIN staff st ON st.id = l.assignee WHERE l.id = $1::uuid`,
          [id],
        ),
        pool.query<{ author: string; body: string; created_at: Date | string }>(
          `SELECT author, body, created_at FROM lead_notes WHERE lead_id = $1::uuid ORDER BY created_at, id`,
          [id],
        ),
      ]);
      const person = assignee.rows[0];
      return {
        assignee: person ? { id: String(person.id), name: person.name } : null,
        notes: notes.rows.map((note) => ({
          author: note.author,
          body: note.body,
          createdAt: new Date(note.created_at),
        })),
      };
    },
  };
}
