/**
 * The people of the inbox (migration 0006): staff and their invitations, passkeys, WebAuthn challenges and
 * sessions. Tokens arrive here as their SHA-256 only; what a passkey proves is checked in ../staff/passkeys.ts.
 */
import type { StaffRole } from "../../../src/lib/staff-api";
import { asciiLower, type SqlClient } from "./sql";

/** A signed-in person, as every staff endpoint knows them. */
export type StaffMember = {
  readonly id: string;
  readonly email: string;
  readonly name: string;
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
  readonly publicKey: Uint8Array;
  readonly counter: number;
  readonly transports: readonly string[];
};

export type NewPasskey = Omit<StoredPasskey, "staffId">;

/** How long a session lasts without use, and at most; how long a challenge may be answered. */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_MAX_HOURS = 12;
export const CHALLENGE_MINUTES = 5;

export interface StaffQueries {
  /**
   * Adds a person, or makes a removed one active again, and records an enrolment link that voids their earlier
   * ones. `name` and `admin` change an existing person only when given.
   */
  inviteStaff(
    person: { readonly email: string; readonly name?: string; readonly admin?: boolean },
    invitation: { readonly tokenHash: string; readonly expiresAt: Date },
  ): Promise<StaffMember>;
  /** Deactivates a person and ends everything they could sign in with; false when there is no active one. */
  removeStaff(email: string): Promise<boolean>;
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
  enrol(tokenHash: string, passkey: NewPasskey, sessionHash: string): Promise<StaffMember | undefined>;
  /** An active person's passkey. */
  passkey(id: string): Promise<StoredPasskey | undefined>;
  /** Records a passkey's use (its new signature counter) and starts a session under `sessionHash`. */
  signIn(passkeyId: string, counter: number, sessionHash: string): Promise<StaffMember | undefined>;
  /** The person of a session still within its idle and absolute limits, whose use it records. */
  session(sessionHash: string): Promise<StaffMember | undefined>;
  endSession(sessionHash: string): Promise<void>;
}

const MEMBER = `st.id, st.email, st.name, st.role`;

type MemberRow = { id: string; email: string; name: string; role: StaffRole };
const toMember = ({ id, email, name, role }: MemberRow): StaffMember => ({ id: String(id), email, name, role });

/** An address as staff are keyed by it: trimmed, ASCII lower case (as asciiLower does in SQL). */
export const staffEmail = (email: string) => email.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());

export function createStaffQueries(pool: SqlClient): StaffQueries {
  const one = async (sql: string, params: unknown[]): Promise<StaffMember | undefined> => {
    const { rows } = await pool.query<MemberRow>(sql, params);
    return rows.length > 0 ? toMember(rows[0]) : undefined;
  };
  return {
    async inviteStaff({ email, name, admin }, { tokenHash, expiresAt }) {
      const address = staffEmail(email);
      const member = await one(
        `WITH person AS (
           INSERT INTO staff AS st (email, name, role)
           VALUES ($1, coalesce($2, split_part($1, '@', 1)), CASE WHEN $3 THEN 'admin' ELSE 'staff' END)
           ON CONFLICT (email) DO UPDATE
             SET active = true, name = coalesce($2, st.name), role = CASE WHEN $3 THEN 'admin' ELSE st.role END
           RETURNING ${MEMBER}
         ), voided AS (
           UPDATE staff_invitations SET used_at = now()
           WHERE used_at IS NULL AND staff_id = (SELECT id FROM person)
         ), invitation AS (
           INSERT INTO staff_invitations (token_hash, staff_id, expires_at) SELECT $4, id, $5 FROM person
         )
         SELECT * FROM person st`,
        [address, name ?? null, admin === true, tokenHash, expiresAt.toISOString()],
      );
      return member!;
    },

    async removeStaff(email) {
      const { rows } = await pool.query(
        `WITH person AS (
           UPDATE staff SET active = false WHERE email = ${asciiLower("$1")} AND active RETURNING id
         ), passkeys AS (
           DELETE FROM staff_credentials WHERE staff_id IN (SELECT id FROM person)
         ), sessions AS (
           DELETE FROM staff_sessions WHERE staff_id IN (SELECT id FROM person)
         ), invitations AS (
           UPDATE staff_invitations SET used_at = now() WHERE used_at IS NULL AND staff_id IN (SELECT id FROM person)
         )
         SELECT id FROM person`,
        [email.trim()],
      );
      return rows.length > 0;
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

    enrol(tokenHash, passkey, sessionHash) {
      // One statement: the invitation is used up exactly when the passkey and the session are written.
      return one(
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
      );
    },

    async passkey(id) {
      const { rows } = await pool.query<{
        id: string;
        staff_id: string;
        public_key: Uint8Array;
        counter: number | string;
        transports: string[];
      }>(
        `SELECT c.id, c.staff_id, c.public_key, c.counter, c.transports
         FROM staff_credentials c JOIN staff st ON st.id = c.staff_id WHERE c.id = $1 AND st.active`,
        [id],
      );
      const row = rows[0];
      return (
        row && {
          id: row.id,
          staffId: String(row.staff_id),
          publicKey: new Uint8Array(row.public_key),
          counter: Number(row.counter),
          transports: row.transports,
        }
      );
    },

    signIn(passkeyId, counter, sessionHash) {
      return one(
        `WITH used AS (
           UPDATE staff_credentials c SET counter = $2, last_used_at = now()
           FROM staff st WHERE c.id = $1 AND st.id = c.staff_id AND st.active
           RETURNING ${MEMBER}
         ), session AS (
           INSERT INTO staff_sessions (token_hash, staff_id) SELECT $3, id FROM used
         )
         SELECT * FROM used st`,
        [passkeyId, counter, sessionHash],
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

    async endSession(sessionHash) {
      await pool.query(`DELETE FROM staff_sessions WHERE token_hash = $1`, [sessionHash]);
    },
  };
}
