/**
 * What every staff endpoint shares: its handler's type (its route is in STAFF_ROUTES), the request it gets with the
 * store and the person, and its answers. netlify/functions/staff.ts applies the checks in order.
 */
import type { StaffRouteName, StaffRoutes } from "../../../src/lib/staff-api";
import type { Keyring } from "../hashing";
import { json, readBodyCapped } from "../http";
import type { LeadStore } from "../lead-store";
import type { StaffMember } from "../store/staff";

/** What an endpoint gets: the request, the parts of the store it uses (./store/), the keys, the caller's address. */
export type PublicRequest<Store = LeadStore> = {
  readonly req: Request;
  readonly store: Store;
  readonly keys: Keyring;
  /** Netlify's context.ip: the sign-in limit counts by its network. */
  readonly ip: string | undefined;
  /** The path's `:id`, decoded. */
  readonly params: readonly string[];
};

/** What an endpoint behind the session check gets besides: the signed-in person. */
export type StaffRequest<Store = LeadStore> = PublicRequest<Store> & { readonly me: StaffMember };

/**
 * The endpoints' handlers by their names in STAFF_ROUTES: anyone's get a PublicRequest, the others a StaffRequest.
 * Each handler's request type names the store's parts it uses.
 */
export type Handlers = {
  readonly [N in StaffRouteName]: (
    request: StaffRoutes[N]["access"] extends "anyone" ? PublicRequest : StaffRequest,
  ) => Promise<Response>;
};

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
