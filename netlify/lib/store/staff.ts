/**
 * The people of the inbox (migration 0006): staff and their invitations, passkeys, WebAuthn challenges and
 * sessions. Tokens arrive here as their SHA-256 only; what a passkey proves is checked in ../staff/passkeys.ts.
 */
import type { StaffRole } from "../../../src/lib/staff-api";
import { audited } from "./audit";
import type { SqlClient } from "./sql";

/** A signed-in person, as every staff endpoint knows them. */
export type StaffMember = {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  /** False while the name is the address's local part, as an invitation without a name leaves it. */
  readonly named: boolean;
  readonly role: StaffRole;
};

export type StaffListing = StaffMember & {
  readonly active: boolean;
  readonly passkeys: number;
  readonly lastSignIn: Date | null;
};

export type StoredPasskey = {
  readonly id: string;
  readonly staffId: string;
  /** Its person's address, who the audit log says signed in (or failed to). */
  readonly email: string;
  readonly publicKey: Uint8Array;
  readonly counter: number;
  readonly transports: readonly string[];
};

export type NewPasskey = Omit<StoredPasskey, "staffId" | "email">;

/**
 * A change to the team, or why it was refused: nobody active has that address, or it would leave the inbox without
 * an active admin (then nobody could invite, remove or change anyone).
 */
export type TeamChange =
  | { readonly ok: true; readonly member: StaffMember }
  | { readonly ok: false; readonly reason: "not-found" | "last-admin" };

/** How long a session lasts without use, and at most; how long a challenge may be answered. */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_MAX_HOURS = 12;
export const CHALLENGE_MINUTES = 5;

/**
 * Every change below writes its audit entry in its own statement, `actor` (an admin's address, the person's own, or
 * the command) naming who did it; a change refused or not made records nothing.
 */
export interface StaffQueries {
  /**
   * Adds a person with `role`, or makes a removed one active again with it, and records an enrolment link that
   * voids their earlier ones. `name` changes an existing person only when given. Refused ('last-admin') when it
   * would make the last active admin staff.
   */
  inviteStaff(
    person: { readonly email: string; readonly name?: string; readonly role: StaffRole },
    invitation: { readonly tokenHash: string; readonly expiresAt: Date },
    actor: string,
  ): Promise<TeamChange>;
  /** Deactivates an active person and ends everything they could sign in with, unless they are the last admin. */
  removeStaff(email: string, actor: string): Promise<TeamChange>;
  /** Gives an active person `role`, at once in their open sessions too, unless that leaves no active admin. */
  setRole(email: string, role: StaffRole, actor: string): Promise<TeamChange>;
  listStaff(): Promise<StaffListing[]>;
  /** The person an unused, unexpired invitation is for. */
  invited(tokenHash: string): Promise<StaffMember | undefined>;
  saveChallenge(challenge: string, invitationHash?: string): Promise<void>;
  /** Uses a challenge up: true once, within CHALLENGE_MINUTES, for the invitation it was made for (or none). */
  takeChallenge(challenge: string, invitationHash?: string): Promise<boolean>;
  /**
   * Uses an invitation up and makes `passkey` the person's only one, ending their sessions, then starts a session
   * under `sessionHash`; undefined when the invitation is used, expired or its person removed.
   */
  enrol(tokenHash: string, passkey: NewPasskey, sessionHash: string, actor: string): Promise<StaffMember | undefined>;
  /** An active person's passkey. */
  passkey(id: string): Promise<StoredPasskey | undefined>;
  /** Records a passkey's use (its new signature counter) and starts a session under `sessionHash`. */
  signIn(passkey: StoredPasskey, counter: number, sessionHash: string): Promise<StaffMember | undefined>;
  /** The person of a session still within its idle and absolute limits, whose use it records. */
  session(sessionHash: string): Promise<StaffMember | undefined>;
  endSession(sessionHash: string, actor: string): Promise<void>;
  /** Ends every session of an active person: how many there were, or undefined when nobody active has that address. */
  endSessions(email: string, actor: string): Promise<number | undefined>;
  /** The name an active person gives themselves (replies are signed with it); undefined when nobody active has the id. */
  nameStaff(id: string, name: string, actor: string): Promise<StaffMember | undefined>;
}

const MEMBER = `st.id, st.email, st.name, st.named, st.role`;

type MemberRow = { id: string; email: string; name: string; named: boolean; role: StaffRole };
const toMember = ({ id, email, name, named, role }: MemberRow): StaffMember => ({
  id: String(id),
  email,
  name,
  named,
  role,
});

/** An address as staff are keyed by it: trimmed, ASCII lower case (as asciiLower does in SQL). */
export const staffEmail = (email: string) => email.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * The guard that keeps an active admin, as CTEs for a statement that may take admin away from the person at `email`
 * (an SQL parameter): `admins` locks every active admin's row, in one order so that two such statements never wait
 * on each other, until the statement's transaction ends; `keeps_admin` says whether one besides that person remains.
 * Two admins demoting each other at the same moment: the second waits on the first one's lock, then reads its result
 * (READ COMMITTED re-checks a locked row that changed) and finds itself the last. count(*) reads, so locks, every row.
 */
const adminGuard = (email: string) => `admins AS (
    SELECT email FROM staff WHERE role = 'admin' AND active ORDER BY id FOR UPDATE
  ), keeps_admin AS (
    SELECT count(*) FILTER (WHERE email <> ${email}) > 0 OR count(*) FILTER (WHERE email = ${email}) = 0 AS ok
    FROM admins
  )`;

/**
 * What a change's statement answers: the person (no row: nobody active has the address), whether the change was
 * made, and if not, whether the guard refused it.
 */
type ChangeRow = MemberRow & { changed: boolean; last_admin: boolean };
function teamChange([row]: ChangeRow[]): TeamChange {
  if (row?.changed) return { ok: true, member: toMember(row) };
  return { ok: false, reason: row?.last_admin ? "last-admin" : "not-found" };
}

/** The answer of a statement whose CTE `person` makes the change (guarded by adminGuard) to the active person at $1. */
const CHANGE_ANSWER = `SELECT ${MEMBER}, true AS changed, false AS last_admin FROM person st
  UNION ALL
  SELECT ${MEMBER}, false, NOT (SELECT ok FROM keeps_admin) FROM staff st
  WHERE st.email = $1 AND st.active AND NOT EXISTS (SELECT 1 FROM person)`;

export function createStaffQueries(pool: SqlClient): StaffQueries {
  const one = async (sql: string, params: unknown[]): Promise<StaffMember | undefined> => {
    const { rows } = await pool.query<MemberRow>(sql, params);
    return rows.length > 0 ? toMember(rows[0]) : undefined;
  };
  return {
    async inviteStaff({ email, name, role }, { tokenHash, expiresAt }, actor) {
      const address = staffEmail(email);
      // The role as invited, for a new person and an existing one alike; the guard refuses making the last admin staff.
      const { rows } = await pool.query<ChangeRow>(
        ...audited(
          `WITH ${adminGuard("$1")}, person AS (
             INSERT INTO staff AS st (email, name, named, role)
             VALUES ($1, coalesce($2, split_part($1, '@', 1)), $2 IS NOT NULL, $3::text)
             ON CONFLICT (email) DO UPDATE
               SET active = true, name = coalesce($2, st.name), named = st.named OR $2 IS NOT NULL, role = $3::text
               WHERE $3::text = 'admin' OR (SELECT ok FROM keeps_admin)
             RETURNING ${MEMBER}
           ), voided AS (
             UPDATE staff_invitations SET used_at = now()
             WHERE used_at IS NULL AND staff_id = (SELECT id FROM person)
           ), invitation AS (
             INSERT INTO staff_invitations (token_hash, staff_id, expires_at) SELECT $4, id, $5 FROM person
           )
           ${CHANGE_ANSWER}`,
          [address, name ?? null, role, tokenHash, expiresAt.toISOString()],
          { actor, action: "invite", detail: `${address} (${role})` },
          "person",
        ),
      );
      return teamChange(rows);
    },

    async removeStaff(email, actor) {
      const address = staffEmail(email);
      const { rows } = await pool.query<ChangeRow>(
        ...audited(
          `WITH ${adminGuard("$1")}, person AS (
             UPDATE staff st SET active = false
             WHERE st.email = $1 AND st.active AND (SELECT ok FROM keeps_admin)
             RETURNING ${MEMBER}
           ), passkeys AS (
             DELETE FROM staff_credentials WHERE staff_id IN (SELECT id FROM person)
           ), sessions AS (
             DELETE FROM staff_sessions WHERE staff_id IN (SELECT id FROM person)
           ), invitations AS (
             UPDATE staff_invitations SET used_at = now() WHERE used_at IS NULL AND staff_id IN (SELECT id FROM person)
           )
           ${CHANGE_ANSWER}`,
          [address],
          { actor, action: "remove-staff", detail: address },
          "person",
        ),
      );
      return teamChange(rows);
    },

    async setRole(email, role, actor) {
      const address = staffEmail(email);
      // The session lookup reads the role from this row, so the person's open sessions have the new one at once.
      const { rows } = await pool.query<ChangeRow>(
        ...audited(
          `WITH ${adminGuard("$1")}, person AS (
             UPDATE staff st SET role = $2::text
             WHERE st.email = $1 AND st.active AND ($2::text = 'admin' OR (SELECT ok FROM keeps_admin))
             RETURNING ${MEMBER}
           )
           ${CHANGE_ANSWER}`,
          [address, role],
          { actor, action: "set-role", detail: `${address} (${role})` },
          "person",
        ),
      );
      return teamChange(rows);
    },

    async listStaff() {
      const { rows } = await pool.query<
        MemberRow & { active: boolean; passkeys: number | string; last_sign_in: Date | string | null }
      >(
        `SELECT ${MEMBER}, st.active,
           (SELECT count(*) FROM staff_credentials c WHERE c.staff_id = st.id) AS passkeys,
           (SELECT max(c.last_used_at) FROM staff_credentials c WHERE c.staff_id = st.id) AS last_sign_in
         FROM staff st ORDER BY st.active DESC, st.email`,
      );
      return rows.map((row) => ({
        ...toMember(row),
        active: row.active,
        passkeys: Number(row.passkeys),
        lastSignIn: row.last_sign_in === null ? null : new Date(row.last_sign_in),
      }));
    },

    invited(tokenHash) {
      return one(
        `SELECT ${MEMBER} FROM staff_invitations i JOIN staff st ON st.id = i.staff_id
         WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > now() AND st.active`,
        [tokenHash],
      );
    },

    async saveChallenge(challenge, invitationHash) {
      await pool.query(`INSERT INTO staff_challenges (challenge, invitation) VALUES ($1, $2)`, [
        challenge,
        invitationHash ?? null,
      ]);
    },

    async takeChallenge(challenge, invitationHash) {
      const { rows } = await pool.query(
        `DELETE FROM staff_challenges
         WHERE challenge = $1 AND invitation IS NOT DISTINCT FROM $2
           AND created_at > now() - make_interval(mins => $3)
         RETURNING challenge`,
        [challenge, invitationHash ?? null, CHALLENGE_MINUTES],
      );
      return rows.length > 0;
    },

    enrol(tokenHash, passkey, sessionHash, actor) {
      // One statement: the invitation is used up exactly when the passkey, the session and the entry are written.
      return one(
        ...audited(
          `WITH used AS (
             UPDATE staff_invitations i SET used_at = now()
             FROM staff st
             WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > now() AND st.id = i.staff_id AND st.active
             RETURNING ${MEMBER}
           ), replaced AS (
             DELETE FROM staff_credentials WHERE staff_id IN (SELECT id FROM used)
           ), ended AS (
             DELETE FROM staff_sessions WHERE staff_id IN (SELECT id FROM used)
           ), added AS (
             INSERT INTO staff_credentials (id, staff_id, public_key, counter, transports, last_used_at)
             SELECT $2, id, $3, $4, $5, now() FROM used
           ), session AS (
             INSERT INTO staff_sessions (token_hash, staff_id) SELECT $6, id FROM used
           )
           SELECT * FROM used st`,
          [tokenHash, passkey.id, passkey.publicKey, passkey.counter, passkey.transports, sessionHash],
          { actor, action: "enrol" },
          "used",
        ),
      );
    },

    async passkey(id) {
      const { rows } = await pool.query<{
        id: string;
        staff_id: string;
        email: string;
        public_key: Uint8Array;
        counter: number | string;
        transports: string[];
      }>(
        `SELECT c.id, c.staff_id, st.email, c.public_key, c.counter, c.transports
         FROM staff_credentials c JOIN staff st ON st.id = c.staff_id WHERE c.id = $1 AND st.active`,
        [id],
      );
      const row = rows[0];
      return (
        row && {
          id: row.id,
          staffId: String(row.staff_id),
          email: row.email,
          publicKey: new Uint8Array(row.public_key),
          counter: Number(row.counter),
          transports: row.transports,
        }
      );
    },

    signIn(passkey, counter, sessionHash) {
      return one(
        ...audited(
          `WITH used AS (
             UPDATE staff_credentials c SET counter = $2, last_used_at = now()
             FROM staff st WHERE c.id = $1 AND st.id = c.staff_id AND st.active
             RETURNING ${MEMBER}
           ), session AS (
             INSERT INTO staff_sessions (token_hash, staff_id) SELECT $3, id FROM used
           )
           SELECT * FROM used st`,
          [passkey.id, counter, sessionHash],
          { actor: passkey.email, action: "sign-in" },
          "used",
        ),
      );
    },

    session(sessionHash) {
      return one(
        `UPDATE staff_sessions s SET last_seen_at = now()
         FROM staff st
         WHERE s.token_hash = $1 AND st.id = s.staff_id AND st.active
           AND s.last_seen_at > now() - make_interval(mins => $2)
           AND s.created_at > now() - make_interval(hours => $3)
         RETURNING ${MEMBER}`,
        [sessionHash, SESSION_IDLE_MINUTES, SESSION_MAX_HOURS],
      );
    },

    async endSession(sessionHash, actor) {
      await pool.query(
        ...audited(`DELETE FROM staff_sessions WHERE token_hash = $1`, [sessionHash], { actor, action: "sign-out" }),
      );
    },

    async endSessions(email, actor) {
      const address = staffEmail(email);
      const { rows } = await pool.query<{ ended: number }>(
        ...audited(
          `WITH person AS (
             SELECT id FROM staff WHERE email = $1 AND active
           ), ended AS (
             DELETE FROM staff_sessions WHERE staff_id IN (SELECT id FROM person) RETURNING 1
           )
           SELECT (SELECT count(*) FROM ended)::int AS ended FROM person`,
          [address],
          { actor, action: "sign-out-everywhere", detail: address },
          "person",
        ),
      );
      return rows.length > 0 ? Number(rows[0].ended) : undefined;
    },

    async nameStaff(id, name, actor) {
      return one(
        ...audited(
          `WITH person AS (
             UPDATE staff st SET name = $2, named = true WHERE st.id = $1 AND st.active RETURNING ${MEMBER}
           )
           SELECT * FROM person st`,
          [id, name],
          { actor, action: "set-name" },
          "person",
        ),
      );
    },
  };
}
