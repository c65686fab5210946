/**
 * What only admins do in the inbox: the staff list, invitations, roles, removals and ending someone's sessions (as
 * `npm run staff`), the audit log, erasing a person's leads on request (as `npm run leads -- --erase`), and the
 * reply report. Each leaves one audit entry, a change in its own statement. No change leaves the team without an
 * active admin.
 */
import { isEmailAddress } from "../../../src/form-definitions";
import { REPLY_WITHIN_HOURS } from "../../../src/lib/lead-status";
import {
  STAFF_NAME_MAX,
  STAFF_ROLES,
  type ReplyReportJson,
  type SessionsEndedJson,
  type StaffRole,
  type TeamChangeJson,
} from "../../../src/lib/staff-api";
import { emailSubject, erasePerson } from "../personal-data";
import type { AuditQueries } from "../store/audit";
import type { PersonQueries } from "../store/person";
import { REPORT_WEEKS, type ReportQueries } from "../store/report";
import { staffEmail, type StaffQueries, type TeamChange } from "../store/staff";
import { BadRequestError, fail, ok, readJson, stringField, type Handlers, type StaffRequest } from "./api";
import { invite } from "./invitations";

export const LAST_ADMIN =
  "That would leave the inbox without an active admin. Make someone else an admin first, then try again.";
export const NOBODY_ACTIVE = "Nobody active on the team has that address.";

/** A refused change to the team: 404 for nobody by that address, 409 for the last admin. */
const refusal = ({ reason }: Extract<TeamChange, { ok: false }>) =>
  reason === "last-admin" ? fail(409, LAST_ADMIN) : fail(404, NOBODY_ACTIVE);

/** A year at most: the report reads every sales lead of its weeks. */
const MAX_REPORT_WEEKS = 52;

function weeksParam(url: URL): number {
  const given = url.searchParams.get("weeks");
  if (given === null || given === "") return REPORT_WEEKS;
  const weeks = Number(given);
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_REPORT_WEEKS)
    throw new BadRequestError(`Ask for 1 to ${MAX_REPORT_WEEKS} weeks.`);
  return weeks;
}

function emailField(body: Record<string, unknown>): string {
  const email = stringField(body, "email", "an email address");
  if (!isEmailAddress(email)) throw new BadRequestError("Give an email address as the forms accept it.");
  return email;
}

/** The body's address, when it is not the caller's own: `refusal` says why one may not do that to oneself. */
function otherEmailField(body: Record<string, unknown>, me: { readonly email: string }, refusal: string): string {
  const email = emailField(body);
  if (staffEmail(email) === me.email) throw new BadRequestError(refusal);
  return email;
}

function roleField(body: Record<string, unknown>): StaffRole {
  const role = body.role;
  if (!STAFF_ROLES.includes(role as StaffRole)) throw new BadRequestError(`Give a role: ${STAFF_ROLES.join(" or ")}.`);
  return role as StaffRole;
}

export const adminHandlers = {
  async team({ store, me }: StaffRequest<StaffQueries & AuditQueries>) {
    await store.audit({ actor: me.email, action: "read-team" });
    const team = await store.listStaff();
    return ok(team.map((member) => ({ ...member, lastSignIn: member.lastSignIn?.toISOString() ?? null })));
  },
  async invite({ req, store, me }: StaffRequest<StaffQueries>) {
    const body = await readJson(req);
    const email = emailField(body);
    const name =
      typeof body.name === "string" && body.name.trim() ? body.name.trim().slice(0, STAFF_NAME_MAX) : undefined;
    // The role the form names, for someone new and someone already on the team alike.
    const role: StaffRole = body.admin === true ? "admin" : "staff";
    const invited = await invite(store, { email, name, role }, me.email);
    if (!invited.ok) return refusal(invited);
    const { member, mailError } = invited;
    const answer: TeamChangeJson = {
      email: member.email,
      role: member.role,
      mailed: mailError === undefined,
      ...(mailError ? { error: `The invitation mail could not be sent: ${mailError}` } : {}),
    };
    return ok(answer);
  },
  async setRole({ req, store, me }: StaffRequest<StaffQueries>) {
    const body = await readJson(req);
    const email = otherEmailField(body, me, "You cannot change your own role: ask another admin.");
    const changed = await store.setRole(email, roleField(body), me.email);
    if (!changed.ok) return refusal(changed);
    const answer: TeamChangeJson = { email: changed.member.email, role: changed.member.role };
    return ok(answer);
  },
  async signOutStaff({ req, store, me }: StaffRequest<StaffQueries>) {
    const email = emailField(await readJson(req));
    const ended = await store.endSessions(email, me.email);
    if (ended === undefined) return fail(404, NOBODY_ACTIVE);
    const answer: SessionsEndedJson = { ended };
    return ok(answer);
  },
  async removeStaff({ req, store, me }: StaffRequest<StaffQueries>) {
    const email = otherEmailField(await readJson(req), me, "You cannot remove yourself.");
    const removed = await store.removeStaff(email, me.email);
    if (!removed.ok) return refusal(removed);
    return ok({ removed: true });
  },
  async audit({ req, store, me }: StaffRequest<AuditQueries>) {
    const before = new URL(req.url).searchParams.get("before") ?? undefined;
    // Read first: a cursor the store refuses (400) reads nothing, so records nothing.
    const entries = await store.auditLog({ before });
    await store.audit({ actor: me.email, action: "read-audit", detail: before ? `before entry ${before}` : "" });
    return ok(entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })));
  },
  async report({ req, store, me }: StaffRequest<ReportQueries & AuditQueries>) {
    const asked = weeksParam(new URL(req.url));
    const { weeks, overdueNow } = await store.replyReport({ weeks: asked });
    await store.audit({ actor: me.email, action: "read-report", detail: `${asked} weeks` });
    const report: ReplyReportJson = {
      overdueNow,
      replyWithinHours: REPLY_WITHIN_HOURS,
      weeks: weeks.map((week) => ({ ...week, weekStart: week.weekStart.toISOString() })),
    };
    return ok(report);
  },
  async erase({ req, store, keys, me }: StaffRequest<PersonQueries>) {
    const email = emailField(await readJson(req));
    // The address is not recorded: an erasure keeps nothing of the person but that it happened (and its counts,
    // in the erasures).
    return ok(await erasePerson(store, emailSubject(email), keys, { actor: me.email, action: "erase" }));
  },
} satisfies Partial<Handlers>;
