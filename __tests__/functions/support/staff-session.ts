/**
 * A signed-in staff member, made straight in the store for tests and benchmarks of what lies behind the sign-in:
 * invited, then enrolled with a stand-in passkey (nothing checks it again once a session exists).
 */
import { randomUUID } from "node:crypto";
import type { LeadStore } from "../../../netlify/lib/lead-store";
import { SESSION_COOKIE, newToken, tokenHash } from "../../../netlify/lib/staff/session";

/** The person, their session's token and the Cookie header that carries it. */
export async function signedInStaff(store: LeadStore, email: string, admin = false) {
  const invitation = newToken();
  await store.inviteStaff(
    { email, name: email.split("@")[0], admin },
    { tokenHash: tokenHash(invitation), expiresAt: new Date(Date.now() + 60_000) },
  );
  const session = newToken();
  const member = await store.enrol(
    tokenHash(invitation),
    { id: randomUUID(), publicKey: new Uint8Array([1, 2, 3]), counter: 0, transports: [] },
    tokenHash(session),
  );
  return { cookie: `${SESSION_COOKIE}=${session}`, member: member!, session };
}
