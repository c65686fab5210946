/**
 * A staff session on the wire: a random token in a `__Host-` cookie (HttpOnly, Secure, SameSite=Strict, the whole
 * site), of which the database keeps only the SHA-256 (store/staff.ts), so a copy of the database signs nobody in.
 */
import { randomBytes } from "node:crypto";
import { sha256 } from "../hashing";
import { SESSION_MAX_HOURS } from "../store/staff";

/** `__Host-`: the browser sets it only over HTTPS (or on localhost), for this host alone, on the path /. */
export const SESSION_COOKIE = "__Host-staff-session";

/** A new secret token: 256 random bits. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What the database keeps of a token. */
export const tokenHash = (token: string) => sha256(token);

/** Sets the cookie; it outlives no session, and the database decides when one is over. */
export const sessionCookie = (token: string) =>
  `${SESSION_COOKIE}=${token}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=${SESSION_MAX_HOURS * 60 * 60}`;

export const clearedSessionCookie = () => `${SESSION_COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0`;

/** The session token a request carries, if any. */
export function sessionToken(req: Request): string | undefined {
  for (const pair of (req.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name === SESSION_COOKIE) return value.join("=") || undefined;
  }
  return undefined;
}
