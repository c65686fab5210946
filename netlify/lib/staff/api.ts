/**
 * What every staff endpoint shares: its handler's type (its route is in STAFF_ROUTES), the request it gets with the
 * store and the person, and its answers. netlify/functions/staff.ts applies the checks in order.
 */
import * as v from "valibot";
import type { StaffRouteName, StaffRoutes } from "../../../src/lib/staff-api";
import type { Keyring } from "../hashing";
import { json, readBodyCapped } from "../http";
import type { LeadStore } from "../lead-store";
import type { StaffMember } from "../store/staff";
import { routeInput, type RouteInputOf } from "./inputs";

/**
 * What endpoint `N` gets: the request and its input as ./inputs.ts declares it (parsed), the parts of the store it
 * uses (./store/), the keys, the caller's address.
 */
export type PublicRequest<Store = LeadStore, N extends StaffRouteName = StaffRouteName> = RouteInputOf<N> & {
  readonly req: Request;
  readonly store: Store;
  readonly keys: Keyring;
  /** Netlify's context.ip: the sign-in limit counts by its network. */
  readonly ip: string | undefined;
  /** The path's `:id`, decoded. */
  readonly params: readonly string[];
};

/** What an endpoint behind the session check gets besides: the signed-in person. */
export type StaffRequest<Store = LeadStore, N extends StaffRouteName = StaffRouteName> = PublicRequest<Store, N> & {
  readonly me: StaffMember;
};

/**
 * The endpoints' handlers by their names in STAFF_ROUTES: anyone's get a PublicRequest, the others a StaffRequest.
 * Each handler's request type names the store's parts it uses.
 */
export type Handlers = {
  readonly [N in StaffRouteName]: (
    request: StaffRoutes[N]["access"] extends "anyone" ? PublicRequest<LeadStore, N> : StaffRequest<LeadStore, N>,
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
async function readJson(req: Request): Promise<Record<string, unknown>> {
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

/** `value` as `schema` has it; BadRequestError with the first problem's sentence otherwise. */
function parsed<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new BadRequestError(result.issues[0].message);
  return result.output;
}

/**
 * The input of a request to endpoint `name`, parsed with its schemas (./inputs.ts): the query's parameters (an empty
 * one as absent), and the JSON body of a POST. BadRequestError for anything the schemas refuse.
 */
export async function inputOf(name: StaffRouteName, req: Request): Promise<RouteInputOf<StaffRouteName>> {
  const { query, body } = routeInput(name);
  const params = [...new URL(req.url).searchParams].filter(([, value]) => value !== "");
  return {
    query: query ? parsed(query, Object.fromEntries(params)) : undefined,
    body: body ? parsed(body, await readJson(req)) : undefined,
  } as RouteInputOf<StaffRouteName>;
}
