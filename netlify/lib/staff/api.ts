/**
 * What every staff endpoint shares: its route, what it may see (anyone, a signed-in person, an admin), the request
 * it gets with the store and the person, and its answers. netlify/functions/staff.ts applies the checks in order.
 */
import type { Keyring } from "../hashing";
import { json, readBodyCapped } from "../http";
import type { LeadStore } from "../lead-store";
import type { StaffMember } from "../store/staff";

/** What an endpoint gets: the request, the store, the keys, and the caller's address. */
export type PublicRequest = {
  readonly req: Request;
  readonly store: LeadStore;
  readonly keys: Keyring;
  /** Netlify's context.ip: the sign-in limit counts by its network. */
  readonly ip: string | undefined;
  /** The path's captured parts (a lead's id). */
  readonly params: readonly string[];
};

/** What an endpoint behind the session check gets besides: the signed-in person. */
export type StaffRequest = PublicRequest & { readonly me: StaffMember };

type RouteBase = {
  readonly method: "GET" | "POST";
  /** The path after /api/staff, e.g. /leads/([^/]+). */
  readonly path: RegExp;
};

/** An endpoint, and who may call it: anyone (enrolment and sign-in), a signed-in person, or an admin. */
export type Route =
  | (RouteBase & { readonly access: "anyone"; handle(request: PublicRequest): Promise<Response> })
  | (RouteBase & { readonly access: "staff" | "admin"; handle(request: StaffRequest): Promise<Response> });

/** Staff answers are never cached, indexed or framed (RESPONSE_HEADERS), and say so to search engines too. */
export const STAFF_HEADERS = { "x-robots-tag": "noindex, nofollow" };

export const ok = (body: unknown, headers: Record<string, string> = {}) =>
  json(200, body, { ...STAFF_HEADERS, ...headers });

export const fail = (status: number, error: string, headers: Record<string, string> = {}) =>
  json(status, { error }, { ...STAFF_HEADERS, ...headers });

/** A JSON body the endpoint could not use: 400 with what was wrong. */
export class BadRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BadRequestError";
  }
}

/** A request body of at most 64 KB, parsed as a JSON object. */
export async function readJson(req: Request): Promise<Record<string, unknown>> {
  const bytes = await readBodyCapped(req, 64 * 1024);
  let body: unknown;
  try {
    body = bytes.byteLength === 0 ? {} : JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new BadRequestError("The request's body is not JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new BadRequestError("The request's body is not a JSON object.");
  return body as Record<string, unknown>;
}

/** A string field of a body, trimmed; BadRequestError when it is absent or not a string. */
export function stringField(body: Record<string, unknown>, name: string, label = name): string {
  const value = body[name];
  if (typeof value !== "string" || !value.trim()) throw new BadRequestError(`Give ${label}.`);
  return value.trim();
}
