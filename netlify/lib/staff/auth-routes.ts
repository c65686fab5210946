/**
 * Enrolment, sign-in and sign-out (of this session, or of all of one's sessions). An invitation's token (from its
 * link) lets its person make a passkey, once; the passkey then signs them in. Either starts a session (./session.ts).
 * Every request of enrolment and sign-in counts against its network's limit; each success, failure and refusal
 * leaves one audit entry, which names the person when known and never a token or the network.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Me } from "../../../src/lib/staff-api";
import { clientKey } from "../client-address";
import type { AuditQueries } from "../store/audit";
import type { LeadQueries } from "../store/leads";
import type { StaffMember, StaffQueries } from "../store/staff";
import { fail, ok, type Handlers, type PublicRequest, type StaffRequest } from "./api";
import { authenticationOptions, registrationOptions, verifiedAuthentication, verifiedRegistration } from "./passkeys";
import { clearedSessionCookie, newToken, sessionCookie, sessionToken, tokenHash } from "./session";

/**
 * Requests of enrolment and sign-in (options and answers alike) one network may make in a sliding window: a sign-in
 * takes two, and a person needs a few; an office's people share their network.
 */
export const SIGN_IN_LIMIT = { max: 20, windowSeconds: 15 * 60 };

/** The audit log's actor for an attempt that names nobody known to the inbox. */
export const UNKNOWN_ACTOR = "unknown";

export const INVITATION_GONE =
  "This enrolment link has been used or has expired. Ask an admin to invite you again: the new mail's link works for 24 hours.";
export const PASSKEY_REFUSED = "That passkey could not be checked. Try again, or ask an admin for a new invitation.";
export const UNKNOWN_PASSKEY =
  "That passkey is not registered for this inbox (or no longer is). Ask an admin for a new invitation.";

export const meOf = ({ id, name, named, email, role }: StaffMember): Me => ({ id, name, named, email, role });

/** A session started: the cookie with its token, the person as JSON. */
function started(member: StaffMember, token: string) {
  return ok(meOf(member), { "set-cookie": sessionCookie(token) });
}

/** 429 when the network has made too many requests in the window, recorded as a refused `step`. */
async function limited(
  { store, keys, ip }: PublicRequest<LeadQueries & AuditQueries>,
  step: string,
): Promise<Response | undefined> {
  const rate = await store.hitRateLimit(keys.hash("address", `staff-sign-in ${clientKey(ip)}`), SIGN_IN_LIMIT);
  if (rate.allowed) return undefined;
  await store.audit({ actor: UNKNOWN_ACTOR, action: "sign-in-refused", detail: `${step}: too many attempts` });
  const minutes = Math.ceil(rate.retryAfterSeconds / 60);
  return fail(
    429,
    `Too many sign-in attempts from your network. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { "retry-after": String(rate.retryAfterSeconds) },
  );
}

/** Why a passkey's answer was refused, for the audit log (the library's own message may quote the challenge). */
const NOT_VERIFIED = "the passkey's answer did not verify (signature, challenge, origin or user verification)";

/** 410 for an invitation used up, expired or voided, recorded as a failed enrolment. */
async function invitationGone({ store }: PublicRequest<AuditQueries>, actor: string): Promise<Response> {
  await store.audit({ actor, action: "enrol-failed", detail: "the invitation is used, expired or voided" });
  return fail(410, INVITATION_GONE);
}

/** What enrolment and sign-in use of the store: the rate limit (leads), the team's passkeys and the audit log. */
type SignInStore = LeadQueries & StaffQueries & AuditQueries;

export const authHandlers = {
  // A malformed body got its 400 before the handler, without the database.
  async enrolOptions(request: PublicRequest<SignInStore, "enrolOptions">) {
    const hash = tokenHash(request.body.token);
    const refused = await limited(request, "enrolment options");
    if (refused) return refused;
    const member = await request.store.invited(hash);
    if (!member) return invitationGone(request, UNKNOWN_ACTOR);
    const options = await registrationOptions(request.req, request.store, member, hash);
    return ok({ options, name: member.name, email: member.email });
  },
  async enrol(request: PublicRequest<SignInStore, "enrol">) {
    const hash = tokenHash(request.body.token);
    // Its shape is the library's to check, as it verifies it.
    const response = request.body.response as unknown as RegistrationResponseJSON;
    const refused = await limited(request, "enrolment");
    if (refused) return refused;
    const member = await request.store.invited(hash);
    if (!member) return invitationGone(request, UNKNOWN_ACTOR);
    const passkey = await verifiedRegistration(request.req, request.store, response, hash);
    if (!passkey) {
      await request.store.audit({ actor: member.email, action: "enrol-failed", detail: NOT_VERIFIED });
      return fail(400, PASSKEY_REFUSED);
    }
    const token = newToken();
    const enrolled = await request.store.enrol(hash, passkey, tokenHash(token), member.email);
    // Used up (or its person removed) since it was read.
    if (!enrolled) return invitationGone(request, member.email);
    return started(enrolled, token);
  },
  async signInOptions(request: PublicRequest<SignInStore>) {
    return (await limited(request, "sign-in options")) ?? ok(await authenticationOptions(request.req, request.store));
  },
  async signIn(request: PublicRequest<SignInStore, "signIn">) {
    const { store } = request;
    const response = request.body.response as unknown as AuthenticationResponseJSON;
    const refused = await limited(request, "sign-in");
    if (refused) return refused;
    const passkey = await store.passkey(response.id);
    if (!passkey) {
      await store.audit({
        actor: UNKNOWN_ACTOR,
        action: "sign-in-failed",
        detail: "a passkey the inbox does not know",
      });
      return fail(401, UNKNOWN_PASSKEY);
    }
    const counter = await verifiedAuthentication(request.req, store, response, passkey);
    if (counter === undefined) {
      await store.audit({ actor: passkey.email, action: "sign-in-failed", detail: NOT_VERIFIED });
      return fail(401, PASSKEY_REFUSED);
    }
    const token = newToken();
    const member = await store.signIn(passkey, counter, tokenHash(token));
    if (!member) {
      // Removed since the passkey was read.
      await store.audit({ actor: passkey.email, action: "sign-in-failed", detail: "removed from the team" });
      return fail(401, UNKNOWN_PASSKEY);
    }
    return started(member, token);
  },
  async signOut({ req, store, me }: StaffRequest<StaffQueries>) {
    await store.endSession(tokenHash(sessionToken(req)!), me.email);
    return ok({ signedOut: true }, { "set-cookie": clearedSessionCookie() });
  },
  async signOutEverywhere({ store, me }: StaffRequest<StaffQueries>) {
    // This session too: a person who fears a device is lost signs in again here afterwards.
    const ended = (await store.endSessions(me.email, me.email)) ?? 0;
    return ok({ ended }, { "set-cookie": clearedSessionCookie() });
  },
  me: ({ me }: StaffRequest<unknown>) => Promise.resolve(ok(meOf(me))),
  /** The name the person's replies are signed with, which an invitation without one left as the address's start. */
  async setName({ body: { name }, store, me }: StaffRequest<StaffQueries, "setName">) {
    const named = await store.nameStaff(me.id, name, me.email);
    return named ? ok(meOf(named)) : fail(404, "You are no longer on the team.");
  },
} satisfies Partial<Handlers>;
