/**
 * A signed-in staff member, made straight in the store for tests and benchmarks of what lies behind the sign-in:
 * invited, then enrolled with a stand-in passkey (nothing checks it again once a session exists).
 */
import { randomUUID } from "node:crypto";
import type { LeadStore } from "../../../netlify/lib/lead-store";
import { SESSION_COOKIE, newToken, tokenHash } from "../../../netlify/lib/staff/session";
import { openPool } from "../../../netlify/lib/store/sql";
import type { StaffMember } from "../../../netlify/lib/store/staff";
import { STAFF_ROUTES, type StaffRole } from "../../../src/lib/staff-api";

/** Every endpoint of STAFF_ROUTES with a real path: `id` for its `:id`. */
export const everyEndpoint = (id: string) =>
  Object.entries(STAFF_ROUTES).map(([name, { method, path, access }]) => ({
    name,
    method,
    access,
    pathname: path.replace(":id", id),
  }));

/** Who the setup's invitation is by. */
const SETUP = "test setup";

/**
 * The person, their session's token and the Cookie header that carries it; named as their address begins, or, with
 * `named` false, invited without a name.
 */
export async function signedInStaff(store: LeadStore, email: string, admin = false, named = true) {
  const invitation = newToken();
  await store.inviteStaff(
    { email, name: named ? email.split("@")[0] : undefined, role: admin ? "admin" : "staff" },
    { tokenHash: tokenHash(invitation), expiresAt: new Date(Date.now() + 60_000) },
    SETUP,
  );
  const session = newToken();
  const member = await store.enrol(
    tokenHash(invitation),
    { id: randomUUID(), publicKey: new Uint8Array([1, 2, 3]), counter: 0, transports: [] },
    tokenHash(session),
    email,
  );
  await forgetSetup(email);
  return { cookie: `${SESSION_COOKIE}=${session}`, member: member!, session };
}

/**
 * The setup's own audit entries (the invitation and the enrolment) are not the test's: they are deleted from the
 * test database (NETLIFY_DB_URL, which describeWithDatabase sets), so a test counts only what it did.
 */
async function forgetSetup(email: string) {
  const url = process.env.NETLIFY_DB_URL;
  if (!url) return;
  const pool = openPool(url);
  try {
    await pool.query(
      `DELETE FROM staff_audit WHERE (actor = $1 AND action = 'invite') OR (actor = $2 AND action = 'enrol')`,
      [SETUP, email],
    );
  } finally {
    await pool.end();
  }
}

/** A person on the team, as an invitation adds them (as staff unless `role` says otherwise), without a session. */
export async function invitedStaff(
  store: LeadStore,
  person: { readonly email: string; readonly name?: string; readonly role?: StaffRole },
  tokenHash: string = randomUUID(),
): Promise<StaffMember> {
  const invited = await store.inviteStaff(
    { role: "staff", ...person },
    { tokenHash, expiresAt: new Date(Date.now() + 60_000) },
    SETUP,
  );
  if (!invited.ok) throw new Error(`The test could not invite ${person.email}: ${invited.reason}`);
  await forgetSetup(invited.member.email);
  return invited.member;
}
