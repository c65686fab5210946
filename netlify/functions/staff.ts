/**
 * /api/staff/*: the staff inbox's endpoints (netlify/lib/staff/), JSON in and out, for the pages under /staff/.
 *
 * In order, every request: a known route (404) and method (405); only from this site's own pages (403): any request a
 * browser says another origin sent (Fetch Metadata's Sec-Fetch-Site: a sibling subdomain is "same-site", which the
 * SameSite cookie lets through), and a change (POST) whose Origin is not this site's; a change as JSON (415); then,
 * but for enrolment and sign-in, a session (401, and the cookie cleared) and, for admin routes, the admin role (403);
 * then the route's query and body as its schemas declare them (netlify/lib/staff/inputs.ts: 400 with the problem).
 * So without a session nothing here returns a lead, a count or a name, and every read is audited: another origin's
 * page cannot make a staff member's browser read, download or write anything in their name.
 * The database unavailable: 503. Logs the route's pattern and the outcome, never a token, an address or a lead's content.
 */
import type { Config } from "@netlify/functions";
import { STAFF_API, STAFF_ROUTES, pathPattern, type StaffRouteName } from "../../src/lib/staff-api";
import { isDeployed } from "../lib/env";
import { defineFunction, type Failure } from "../lib/function-shell";
import { leadKeys } from "../lib/hashing";
import { BodyTooLargeError, mediaType } from "../lib/http";
import { openLeadStore } from "../lib/lead-store";
import { adminHandlers } from "../lib/staff/admin-routes";
import { agendaHandlers } from "../lib/staff/agenda-routes";
import { bookingHandlers } from "../lib/staff/booking-routes";
import { BadRequestError, fail, inputOf, type Handlers, type PublicRequest, type StaffRequest } from "../lib/staff/api";
import { authHandlers } from "../lib/staff/auth-routes";
import { leadHandlers } from "../lib/staff/lead-routes";
import { sourceHandlers } from "../lib/staff/source-routes";
import { clearedSessionCookie, sessionToken, tokenHash } from "../lib/staff/session";
import { InvalidCursorError } from "../lib/store/sql";

export const config: Config = { path: "/api/staff/*" };

const handlers: Handlers = {
  ...authHandlers,
  ...leadHandlers,
  ...adminHandlers,
  ...agendaHandlers,
  ...bookingHandlers,
  ...sourceHandlers,
};

/** The route table, each path as a regular expression. */
const routes = Object.entries(STAFF_ROUTES).map(([name, route]) => ({
  ...route,
  name: name as StaffRouteName,
  pattern: pathPattern(route.path),
}));

export const SIGN_IN_REQUIRED = "Your session has ended. Sign in again to continue.";

export const OTHER_ORIGIN = "The inbox answers its own pages only.";

export const NO_SUCH_ENDPOINT = "There is no such page of the inbox.";

/**
 * Sent by this site's own pages: a browser marks every request with where it came from (Sec-Fetch-Site; "none" is
 * an address the person typed), and a change must also carry this very site as its Origin. A request without Fetch
 * Metadata comes from no browser, so from nothing that holds a staff member's cookie by itself.
 */
function fromThisSite(req: Request, method: string): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return false;
  return method !== "POST" || req.headers.get("origin") === new URL(req.url).origin;
}

type Outcome =
  | "answered"
  | "no-such-route"
  | "method-not-allowed"
  | "other-origin"
  | "unsupported-media-type"
  | "signed-out"
  | "not-admin"
  | "bad-request"
  | "too-large";

/** What the inbox shows when the shell fails the request (netlify/lib/function-shell.ts). */
const FAILED: Record<Failure, string> = {
  "missing-salt": "The inbox is not set up on this site yet (LEAD_HASH_SALT).",
  "database-unavailable": "The database is not answering. Try again in a minute.",
  error: "Something went wrong on our side. Try again, and tell a developer if it keeps happening.",
};

export default defineFunction<Outcome>(
  "staff",
  (failure, { status, headers }) => fail(status, FAILED[failure], headers),
  async (req, call, context) => {
    const path = new URL(req.url).pathname.slice(STAFF_API.length);
    const matching = routes.filter((route) => route.pattern.test(path));
    const route = matching.find((candidate) => candidate.method === req.method);
    if (!route) {
      if (matching.length === 0) return call.finish("no-such-route", fail(404, NO_SUCH_ENDPOINT));
      const allow = [...new Set(matching.map((candidate) => candidate.method))].join(", ");
      return call.finish("method-not-allowed", fail(405, "That method is not allowed here.", { allow }));
    }
    // The route's pattern, never its parameters: a lead's id names a person's post.
    call.note({ route: route.path });
    if (!fromThisSite(req, route.method)) return call.finish("other-origin", fail(403, OTHER_ORIGIN));
    if (route.method === "POST" && mediaType(req) !== "application/json") {
      return call.finish("unsupported-media-type", fail(415, "Send JSON."));
    }
    try {
      const keys = leadKeys(isDeployed(context));
      const store = openLeadStore();
      const params = route.pattern.exec(path)!.slice(1).map(decodeURIComponent);
      const request = async () => ({ req, store, keys, ip: context?.ip, params, ...(await inputOf(route.name, req)) });
      if (route.access === "anyone") {
        // STAFF_ROUTES's access types it: an endpoint for anyone takes a PublicRequest.
        const handler = handlers[route.name] as (request: PublicRequest) => Promise<Response>;
        return call.finish("answered", await handler(await request()));
      }
      const token = sessionToken(req);
      const me = token === undefined ? undefined : await store.session(tokenHash(token));
      if (!me) return call.finish("signed-out", fail(401, SIGN_IN_REQUIRED, { "set-cookie": clearedSessionCookie() }));
      if (route.access === "admin" && me.role !== "admin") {
        return call.finish("not-admin", fail(403, "Only an admin can do that."));
      }
      // The input is parsed after the session and role checks: nobody learns its rules without them.
      // STAFF_ROUTES's access types it: an endpoint behind the session takes a StaffRequest.
      const handler = handlers[route.name] as (request: StaffRequest) => Promise<Response>;
      return call.finish("answered", await handler({ ...(await request()), me }));
    } catch (error) {
      if (error instanceof BadRequestError || error instanceof InvalidCursorError) {
        return call.finish("bad-request", fail(400, error.message));
      }
      if (error instanceof URIError) return call.finish("bad-request", fail(400, "The address is not valid."));
      if (error instanceof BodyTooLargeError) return call.finish("too-large", fail(413, "The request is too large."));
      throw error;
    }
  },
);
