/**
 * What only admins do in the inbox: the staff list, invitations, roles, removals and ending someone's sessions (as
 * `npm run staff`), the audit log, erasing a person's leads on request (as `npm run leads -- --erase`), and the
 * reply report. Each leaves one audit entry, a change in its own statement. No change leaves the team without an
 * active admin.
 */
import { REPLY_WITHIN_HOURS } from "../../../src/lib/lead-status";
import {
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
import { BadRequestError, fail, ok, type Handlers, type StaffRequest } from "./api";
import { invite } from "./invitations";

export const LAST_ADMIN =
  "That would leave the inbox without an active admin. Make someone else an admin first, then try again.";
export const NOBODY_ACTIVE = "Nobody active on the team has that address.";

/** A refused change to the team: 404 for nobody by that address, 409 for the last admin. */
const refusal = ({ reason }: Extract<TeamChange, { ok: false }>) =>
  reason === "last-admin" ? fail(409, LAST_ADMIN) : fail(404, NOBODY_ACTIVE);

/** The body's address, when it is not the caller's own: `refusal` says why one may not do that to oneself. */
function other(email: string, me: { readonly email: string }, refusal: string): string {
  if (staffEmail(email) === me.email) throw new BadRequestError(refusal);
  return email;
}

export const adminHandlers = {
  async team({ store, me }: StaffRequest<StaffQueries & AuditQueries>) {
    await store.audit({ actor: me.email, action: "read-team" });
    const team = await store.listStaff();
    return ok(team.map((member) => ({ ...member, lastSignIn: member.lastSignIn?.toISOString() ?? null })));
  },
  async invite({ body, store, me }: StaffRequest<StaffQueries, "invite">) {
    // The role the form names, for someone new and someone already on the team alike.
    const role: StaffRole = body.admin ? "admin" : "staff";
    const invited = await invite(store, { email: body.email, name: body.name || undefined, role }, me.email);
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
  async setRole({ body, store, me }: StaffRequest<StaffQueries, "setRole">) {
    const email = other(body.email, me, "You cannot change your own role: ask another admin.");
    const changed = await store.setRole(email, body.role, me.email);
    if (!changed.ok) return refusal(changed);
    const answer: TeamChangeJson = { email: changed.member.email, role: changed.member.role };
    return ok(answer);
  },
  async signOutStaff({ body, store, me }: StaffRequest<StaffQueries, "signOutStaff">) {
    const ended = await store.endSessions(body.email, me.email);
    if (ended === undefined) return fail(404, NOBODY_ACTIVE);
    const answer: SessionsEndedJson = { ended };
    return ok(answer);
  },
  async removeStaff({ body, store, me }: StaffRequest<StaffQueries, "removeStaff">) {
    const email = other(body.email, me, "You cannot remove yourself.");
    const removed = await store.removeStaff(email, me.email);
    if (!removed.ok) return refusal(removed);
    return ok({ removed: true });
  },
  async audit({ query: { before }, store, me }: StaffRequest<AuditQueries, "audit">) {
    // Read first: a cursor the store refuses (400) reads nothing, so records nothing.
    const entries = await store.auditLog({ before });
    await store.audit({ actor: me.email, action: "read-audit", detail: before ? `before entry ${before}` : "" });
    return ok(entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })));
  },
  async report({ query, store, me }: StaffRequest<ReportQueries & AuditQueries, "report">) {
    const asked = query.weeks ?? REPORT_WEEKS;
    const { weeks, overdueNow } = await store.replyReport({ weeks: asked });
    await store.audit({ actor: me.email, action: "read-report", detail: `${asked} weeks` });
    const report: ReplyReportJson = {
      overdueNow,
      replyWithinHours: REPLY_WITHIN_HOURS,
      weeks: weeks.map((week) => ({ ...week, weekStart: week.weekStart.toISOString() })),
    };
    return ok(report);
  },
  async erase({ body: { email }, store, keys, me }: StaffRequest<PersonQueries, "erase">) {
    // The address is not recorded: an erasure keeps nothing of the person but that it happened (and its counts,
    // in the erasures).
    return ok(await erasePerson(store, emailSubject(email), keys, { actor: me.email, action: "erase" }));
  },
} satisfies Partial<Handlers>;
