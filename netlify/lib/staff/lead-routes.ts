/**
 * The inbox's leads for any signed-in person: the list (by form, status and search), a lead in full with the
 * team's work on it, its changes (status, assignee, a note), its resume, the list's export as CSV, and the posts
 * held as spam with "not spam". Reading a lead, its resume or an export, and every change, is audited.
 */
import { FORM_NAMES, formTitle, isFormName } from "../../../src/form-definitions";
import { personOf, practiceOf } from "../../../src/form-definitions/sender";
import { isLeadStatus } from "../../../src/lib/lead-status";
import type { InboxPageJson, LeadJson } from "../../../src/lib/staff-api";
import { answersOf } from "../lead-answers";
import { toCsv } from "../lead-csv";
import type { LeadStore } from "../lead-store";
import { subscriptionState } from "../mail/links";
import { resumeFileName } from "../resume-file";
import { NOT_RESTORED, restoreSpam } from "../restore-spam";
import { InvalidCursorError, NOTE_MAX_LENGTH, type InboxFilter } from "../store/inbox";
import type { LeadRecord } from "../store/lead-records";
import { BadRequestError, STAFF_HEADERS, fail, ok, readJson, type Route } from "./api";

/** The most leads one export holds; a larger list is to be narrowed by its filter first. */
export const EXPORT_MAX_LEADS = 10_000;

/** The filter of a list's or an export's query; BadRequestError for a form or status that does not exist. */
function filterOf(url: URL): InboxFilter {
  const form = url.searchParams.get("form") || undefined;
  const status = url.searchParams.get("status") || undefined;
  if (form !== undefined && !isFormName(form)) throw new BadRequestError(`There is no form "${form}".`);
  if (status !== undefined && !isLeadStatus(status)) throw new BadRequestError(`There is no status "${status}".`);
  return { form, status, search: url.searchParams.get("q") || undefined };
}

async function leadJson(store: LeadStore, lead: LeadRecord): Promise<LeadJson> {
  const [mails, work, team] = await Promise.all([store.mailOf(lead.id), store.leadWork(lead.id), store.listStaff()]);
  return {
    id: lead.id,
    formName: lead.formName,
    formTitle: formTitle(lead.formName),
    createdAt: lead.createdAt.toISOString(),
    status: lead.status,
    person: personOf(lead.fields),
    answers: answersOf(lead),
    resume: lead.resume,
    consent: { page: lead.page, policyVersion: lead.policyVersion },
    webhook: {
      state: lead.notificationState,
      attempts: lead.notificationAttempts,
      error: lead.notificationError,
    },
    mails: mails.map((mail) => ({
      kind: mail.kind,
      state: mail.state,
      attempts: mail.attempts,
      sentAt: mail.sentAt?.toISOString() ?? null,
      error: mail.error,
    })),
    newsletter: subscriptionState(lead),
    assignee: work.assignee,
    notes: work.notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
    team: team.filter((member) => member.active).map(({ id, name }) => ({ id, name })),
  };
}

/** A lead by the id in the path (held posts too), or undefined. */
async function leadOf(store: LeadStore, id: string) {
  const [lead] = await store.leadsOf({ leadId: id });
  return lead;
}

/** A file to save, never to open here: an attachment under our name for it, never cached, sniffed or run. */
const download = (body: BodyInit, contentType: string, fileName: string) =>
  new Response(body, {
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      ...STAFF_HEADERS,
    },
  });

const NO_LEAD = "There is no lead with that id: it may have been erased or purged.";

export const leadRoutes: readonly Route[] = [
  {
    method: "GET",
    path: /^\/leads$/,
    access: "staff",
    async handle({ req, store }) {
      const url = new URL(req.url);
      try {
        const page = await store.inbox({ ...filterOf(url), after: url.searchParams.get("after") || undefined });
        const body: InboxPageJson = {
          rows: page.rows.map((row) => ({
            ...row,
            formTitle: formTitle(row.formName),
            createdAt: row.createdAt.toISOString(),
          })),
          next: page.next,
          forms: FORM_NAMES.map((name) => ({ name, title: formTitle(name) })),
        };
        return ok(body);
      } catch (error) {
        if (error instanceof InvalidCursorError) return fail(400, error.message);
        throw error;
      }
    },
  },
  {
    method: "GET",
    path: /^\/leads\/([^/]+)$/,
    access: "staff",
    async handle({ store, me, params: [id] }) {
      const lead = await leadOf(store, id);
      if (!lead) return fail(404, NO_LEAD);
      await store.audit({ actor: me.email, action: "view-lead", leadId: lead.id });
      return ok(await leadJson(store, lead));
    },
  },
  {
    method: "POST",
    path: /^\/leads\/([^/]+)$/,
    access: "staff",
    async handle({ req, store, me, params: [id] }) {
      const body = await readJson(req);
      if ("status" in body) {
        if (!isLeadStatus(body.status)) throw new BadRequestError("Choose one of the statuses.");
        if (!(await store.setStatus(id, body.status))) return fail(404, NO_LEAD);
        await store.audit({ actor: me.email, action: "status", leadId: id, detail: body.status });
      } else if ("assignee" in body) {
        const assignee = body.assignee;
        if (assignee !== null && typeof assignee !== "string") throw new BadRequestError("Choose a person, or nobody.");
        if (!(await store.setAssignee(id, assignee)))
          return fail(404, "There is no such lead, or that person is no longer on the team.");
        await store.audit({ actor: me.email, action: "assign", leadId: id, detail: assignee ?? "nobody" });
      } else if ("note" in body) {
        const note = typeof body.note === "string" ? body.note.trim() : "";
        if (!note) throw new BadRequestError("Write the note first.");
        if (note.length > NOTE_MAX_LENGTH)
          throw new BadRequestError(`A note holds at most ${NOTE_MAX_LENGTH} characters.`);
        if (!(await store.addNote(id, { author: me.name, body: note }))) return fail(404, NO_LEAD);
        await store.audit({ actor: me.email, action: "note", leadId: id });
      } else {
        throw new BadRequestError("Give a status, an assignee or a note.");
      }
      const lead = await leadOf(store, id);
      return lead ? ok(await leadJson(store, lead)) : fail(404, NO_LEAD);
    },
  },
  {
    method: "GET",
    path: /^\/leads\/([^/]+)\/resume$/,
    access: "staff",
    async handle({ store, me, params: [id] }) {
      const resume = await store.getResume(id);
      if (!resume) return fail(404, "That lead has no resume.");
      await store.audit({ actor: me.email, action: "download-resume", leadId: id });
      return download(new Uint8Array(resume.content), resume.contentType, resumeFileName(id, resume.contentType));
    },
  },
  {
    method: "GET",
    path: /^\/export$/,
    access: "staff",
    async handle({ req, store, me }) {
      const filter = filterOf(new URL(req.url));
      const leads = await store.inboxLeads(filter, EXPORT_MAX_LEADS + 1);
      if (leads.length > EXPORT_MAX_LEADS)
        return fail(
          413,
          `More than ${EXPORT_MAX_LEADS.toLocaleString("en-US")} leads match: choose a form or a status first.`,
        );
      const shown = [filter.form, filter.status, filter.search && "search"].filter(Boolean).join(", ") || "all";
      await store.audit({ actor: me.email, action: "export", detail: `${leads.length} leads (${shown})` });
      const day = new Date().toISOString().slice(0, 10);
      return download(toCsv(leads), "text/csv; charset=utf-8", `leads-${day}.csv`);
    },
  },
  {
    method: "GET",
    path: /^\/spam$/,
    access: "staff",
    async handle({ store }) {
      const held = await store.listLeads({ spam: true, limit: 200 });
      return ok(
        held.map((lead) => ({
          id: lead.id,
          formTitle: formTitle(lead.formName),
          createdAt: lead.createdAt.toISOString(),
          reason: lead.spamReason,
          person: personOf(lead.fields),
          practice: practiceOf(lead.fields),
        })),
      );
    },
  },
  {
    method: "POST",
    path: /^\/spam\/([^/]+)\/not-spam$/,
    access: "staff",
    async handle({ store, keys, me, params: [id] }) {
      const restored = await restoreSpam(store, keys, id);
      if (!restored.ok) return fail(restored.reason === "not-found" ? 404 : 409, NOT_RESTORED[restored.reason]);
      await store.audit({ actor: me.email, action: "not-spam", leadId: id });
      return ok({ id: restored.lead.id, delivered: restored.delivered });
    },
  },
];
