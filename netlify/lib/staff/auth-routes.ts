/**
 * Enrolment, sign-in and sign-out. An invitation's token (from its link) lets its person make a passkey, once; the
 * passkey then signs them in. Either starts a session (./session.ts). Sign-in attempts are limited per network.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Me } from "../../../src/lib/staff-api";
import { clientKey } from "../client-address";
import type { StaffMember } from "../store/staff";
import { BadRequestError, fail, ok, readJson, stringField, type PublicRequest, type Route } from "./api";
import { authenticationOptions, registrationOptions, verifiedAuthentication, verifiedRegistration } from "./passkeys";
import { clearedSessionCookie, newToken, sessionCookie, sessionToken, tokenHash } from "./session";

/** Sign-in (and enrolment) attempts one network may start in a window: a person needs a few. */
export const SIGN_IN_LIMIT = { max: 10, windowSeconds: 15 * 60 };

export const INVITATION_GONE =
  "This enrolment link has been used or has expired. Ask an admin to invite you again: the new mail's link works for 24 hours.";
export const PASSKEY_REFUSED = "That passkey could not be checked. Try again, or ask an admin for a new invitation.";
export const UNKNOWN_PASSKEY =
  "That passkey is not registered for this inbox (or no longer is). Ask an admin for a new invitation.";

export const meOf = ({ id, name, email, role }: StaffMember): Me => ({ id, name, email, role });

/** A session started: the cookie with its token, the person as JSON. */
function started(member: StaffMember, token: string) {
  return ok(meOf(member), { "set-cookie": sessionCookie(token) });
}

/** 429 when the network has started too many attempts in the window. */
async function limited({ store, keys, ip }: PublicRequest): Promise<Response | undefined> {
  const rate = await store.hitRateLimit(keys.hash("address", `staff-sign-in ${clientKey(ip)}`), SIGN_IN_LIMIT);
  if (rate.allowed) return undefined;
  const minutes = Math.ceil(rate.retryAfterSeconds / 60);
  return fail(
    429,
    `Too many sign-in attempts from your network. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { "retry-after": String(rate.retryAfterSeconds) },
  );
}

/** The hash of a body's `token`: its invitation's key. */
const invitationHash = (body: Record<string, unknown>) =>
  tokenHash(stringField(body, "token", "the enrolment link's token"));

function credentialResponse<T>(body: Record<string, unknown>): T {
  const response = body.response;
  if (typeof response !== "object" || response === null || typeof (response as { id?: unknown }).id !== "string")
    throw new BadRequestError("Give the passkey's response.");
  return response as T;
}

export const authRoutes: readonly Route[] = [
  {
    method: "POST",
    path: /^\/enrol\/options$/,
    access: "anyone",
    async handle(request) {
      // The body first: a malformed request gets its 400 without the database.
      const hash = invitationHash(await readJson(request.req));
      const refused = await limited(request);
      if (refused) return refused;
      const member = await request.store.invited(hash);
      if (!member) return fail(410, INVITATION_GONE);
      const options = await registrationOptions(request.req, request.store, member, hash);
      return ok({ options, name: member.name, email: member.email });
    },
  },
  {
    method: "POST",
    path: /^\/enrol$/,
    access: "anyone",
    async handle(request) {
      const body = await readJson(request.req);
      const hash = invitationHash(body);
      const response = credentialResponse<RegistrationResponseJSON>(body);
      const member = await request.store.invited(hash);
      if (!member) return fail(410, INVITATION_GONE);
      const passkey = await verifiedRegistration(request.req, request.store, response, hash);
      if (!passkey) return fail(400, PASSKEY_REFUSED);
      const token = newToken();
      const enrolled = await request.store.enrol(hash, passkey, tokenHash(token));
      if (!enrolled) return fail(410, INVITATION_GONE);
      await request.store.audit({ actor: enrolled.email, action: "enrol" });
      return started(enrolled, token);
    },
  },
  {
    method: "POST",
    path: /^\/sign-in\/options$/,
    access: "anyone",
    async handle(request) {
      return (await limited(request)) ?? ok(await authenticationOptions(request.req, request.store));
    },
  },
  {
    method: "POST",
    path: /^\/sign-in$/,
    access: "anyone",
    async handle(request) {
      const response = credentialResponse<AuthenticationResponseJSON>(await readJson(request.req));
      const passkey = await request.store.passkey(response.id);
      if (!passkey) return fail(401, UNKNOWN_PASSKEY);
      const counter = await verifiedAuthentication(request.req, request.store, response, passkey);
      if (counter === undefined) return fail(401, PASSKEY_REFUSED);
      const token = newToken();
      const member = await request.store.signIn(passkey.id, counter, tokenHash(token));
      if (!member) return fail(401, UNKNOWN_PASSKEY);
      await request.store.audit({ actor: member.email, action: "sign-in" });
      return started(member, token);
    },
  },
  {
    method: "POST",
    path: /^\/sign-out$/,
    access: "staff",
    async handle({ req, store, me }) {
      await store.endSession(tokenHash(sessionToken(req)!));
      await store.audit({ actor: me.email, action: "sign-out" });
      return ok({ signedOut: true }, { "set-cookie": clearedSessionCookie() });
    },
  },
  {
    method: "GET",
    path: /^\/me$/,
    access: "staff",
    handle: ({ me }) => Promise.resolve(ok(meOf(me))),
  },
];
