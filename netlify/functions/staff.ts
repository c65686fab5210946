/**
 * /api/staff/*: the staff inbox's endpoints (netlify/lib/staff/), JSON in and out, for the pages under /staff/.
 *
 * In order, every request: a known route (404) and method (405); only from this site's own pages (403): any request a
 * browser says another origin sent (Fetch Metadata's Sec-Fetch-Site: a sibling subdomain is "same-site", which the
 * SameSite cookie lets through), and a change (POST) whose Origin is not this site's; a change as JSON (415); then,
 * but for enrolment and sign-in, a session (401, and the cookie cleared) and, for admin routes, the admin role (403).
 * So without a session nothing here returns a lead, a count or a name, and every read is audited: another origin's
 * page cannot make a staff member's browser read, download or write anything in their name.
 * The database unavailable: 503. Logs the route and outcome, never a token, an address or a lead's content.
 */
import { randomUUID } from "node:crypto";
import type { Config, Context } from "@netlify/functions";
import { STAFF_API, STAFF_ROUTES, pathPattern, type StaffRouteName } from "../../src/lib/staff-api";
import { isDeployed } from "../lib/env";
import { MissingSaltError, leadKeys } from "../lib/hashing";
import { BodyTooLargeError, RETRY_SOON, mediaType } from "../lib/http";
import { openLeadStore } from "../lib/lead-store";
import { reportSettings } from "../lib/settings-report";
import { adminHandlers } from "../lib/staff/admin-routes";
import { agendaHandlers } from "../lib/staff/agenda-routes";
import { bookingHandlers } from "../lib/staff/booking-routes";
import { BadRequestError, fail, type Handlers, type PublicRequest } from "../lib/staff/api";
import { authHandlers } from "../lib/staff/auth-routes";
import { leadHandlers } from "../lib/staff/lead-routes";
import { sourceHandlers } from "../lib/staff/source-routes";
import { clearedSessionCookie, sessionToken, tokenHash } from "../lib/staff/session";
import { InvalidCursorError, isDatabaseUnavailable } from "../lib/store/sql";

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

export default async function staff(req: Request, context?: Context): Promise<Response> {
  reportSettings("staff", context);
  const requestId = context?.requestId ?? randomUUID();
  const path = new URL(req.url).pathname.slice(STAFF_API.length);
  const matching = routes.filter((route) => route.pattern.test(path));
  const route = matching.find((candidate) => candidate.method === req.method);
  if (!route) {
    if (matching.length === 0) return fail(404, NO_SUCH_ENDPOINT);
    return fail(405, "That method is not allowed here.", {
      allow: [...new Set(matching.map((candidate) => candidate.method))].join(", "),
    });
  }
  const log = (outcome: string | number) =>
    console.log(JSON.stringify({ fn: "staff", requestId, route: route.path, outcome }));
  if (!fromThisSite(req, route.method)) return fail(403, OTHER_ORIGIN);
  if (route.method === "POST" && mediaType(req) !== "application/json") return fail(415, "Send JSON.");
  try {
    const keys = leadKeys(isDeployed(context));
    const store = openLeadStore();
    const request = {
      req,
      store,
      keys,
      ip: context?.ip,
      params: route.pattern.exec(path)!.slice(1).map(decodeURIComponent),
    };
    let response: Response;
    if (route.access === "anyone") {
      // STAFF_ROUTES's access types it: an endpoint for anyone takes a PublicRequest.
      response = await (handlers[route.name] as (request: PublicRequest) => Promise<Response>)(request);
    } else {
      const token = sessionToken(req);
      const me = token === undefined ? undefined : await store.session(tokenHash(token));
      if (!me) return fail(401, SIGN_IN_REQUIRED, { "set-cookie": clearedSessionCookie() });
      if (route.access === "admin" && me.role !== "admin") return fail(403, "Only an admin can do that.");
      response = await handlers[route.name]({ ...request, me });
    }
    log(response.status);
    return response;
  } catch (error) {
    if (error instanceof BadRequestError || error instanceof InvalidCursorError) return fail(400, error.message);
    if (error instanceof URIError) return fail(400, "The address is not valid.");
    if (error instanceof BodyTooLargeError) return fail(413, "The request is too large.");
    if (error instanceof MissingSaltError) {
      log("missing-salt");
      return fail(503, "The inbox is not set up on this site yet (LEAD_HASH_SALT).");
    }
    if (isDatabaseUnavailable(error)) {
      log("database-unavailable");
      return fail(503, "The database is not answering. Try again in a minute.", RETRY_SOON);
    }
    const { name } = error as { name?: string };
    console.error(JSON.stringify({ fn: "staff", requestId, error: name ?? "Error" }));
    return fail(500, "Something went wrong on our side. Try again, and tell a developer if it keeps happening.");
  }
}
