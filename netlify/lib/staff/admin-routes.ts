/**
 * What only admins do in the inbox: the staff list, invitations and removals (as `npm run staff`), the audit log,
 * erasing a person's leads on request (as `npm run leads -- --erase`), and the reply report.
 */
import { isEmailAddress } from "../../../src/form-definitions";
import { REPLY_WITHIN_HOURS } from "../../../src/lib/lead-status";
import type { ReplyReportJson } from "../../../src/lib/staff-api";
import { emailSubject, erasePerson } from "../personal-data";
import { REPORT_WEEKS } from "../store/report";
import { BadRequestError, fail, ok, readJson, stringField, type Route } from "./api";
import { invite } from "./invitations";

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

export const adminRoutes: readonly Route[] = [
  {
    method: "GET",
    path: /^\/team$/,
    access: "admin",
    async handle({ store }) {
      const team = await store.listStaff();
      return ok(team.map((member) => ({ ...member, lastSignIn: member.lastSignIn?.toISOString() ?? null })));
    },
  },
  {
    method: "POST",
    path: /^\/team$/,
    access: "admin",
    async handle({ req, store, me }) {
      const body = await readJson(req);
      const email = emailField(body);
      const name = typeof body.name === "string" && body.name.trim() ? body.name.trim().slice(0, 100) : undefined;
      const { member, mailError } = await invite(store, { email, name, admin: body.admin === true }, me.email);
      return ok({
        email: member.email,
        mailed: mailError === undefined,
        ...(mailError ? { error: `The invitation mail could not be sent: ${mailError}` } : {}),
      });
    },
  },
  {
    method: "POST",
    path: /^\/team\/remove$/,
    access: "admin",
    async handle({ req, store, me }) {
      const email = emailField(await readJson(req));
      if (email.toLowerCase() === me.email) throw new BadRequestError("You cannot remove yourself.");
      if (!(await store.removeStaff(email))) return fail(404, "Nobody active on the team has that address.");
      await store.audit({ actor: me.email, action: "remove-staff", detail: email.toLowerCase() });
      return ok({ removed: true });
    },
  },
  {
    method: "GET",
    path: /^\/audit$/,
    access: "admin",
    async handle({ req, store }) {
      const before = new URL(req.url).searchParams.get("before") ?? undefined;
      const entries = await store.auditLog({ before });
      return ok(entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })));
    },
  },
  {
    method: "GET",
    path: /^\/report$/,
    access: "admin",
    async handle({ req, store }) {
      const { weeks, overdueNow } = await store.replyReport({ weeks: weeksParam(new URL(req.url)) });
      const report: ReplyReportJson = {
        overdueNow,
        replyWithinHours: REPLY_WITHIN_HOURS,
        weeks: weeks.map((week) => ({ ...week, weekStart: week.weekStart.toISOString() })),
      };
      return ok(report);
    },
  },
  {
    method: "POST",
    path: /^\/erase$/,
    access: "admin",
    async handle({ req, store, keys, me }) {
      const email = emailField(await readJson(req));
      const counts = await erasePerson(store, emailSubject(email), keys);
      // The address is not recorded: an erasure keeps nothing of the person but that it happened.
      await store.audit({
        actor: me.email,
        action: "erase",
        detail: `${counts.leads} leads, ${counts.mentionsCleared} mentions cleared`,
      });
      return ok(counts);
    },
  },
];
