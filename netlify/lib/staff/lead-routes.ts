/**
 * The inbox's leads for any signed-in person: the list (by queue, form, status, assignee, overdue and search, newest
 * or oldest first), a lead in full with the team's work on it, its changes (status, assignee, a note, saved
 * together), a reply to its sender, marking it as spam, its resume, the list's export as CSV, and the posts held as
 * spam with "not spam". Every read (a list, a lead, its resume, an export, the held posts) and every change is
 * audited, a change in the same statement as its audit entry (store/audit.ts).
 */
import { formTitle } from "../../../src/form-definitions";
import { personOf, practiceOf, text } from "../../../src/form-definitions/sender";
import { DEFAULT_QUEUE, LEAD_QUEUES } from "../../../src/lib/lead-queues";
import { NOT_SET, type AnswerJson, type InboxPageJson, type LeadJson } from "../../../src/lib/staff-api";
import { NOT_ANSWERED, answersOf } from "../lead-answers";
import { toCsv } from "../lead-csv";
import type { LeadStore } from "../lead-store";
import { subscriptionState } from "../mail/links";
import { firstName } from "../mail/messages";
import { deliverMail } from "../mail/outbox";
import { resumeFileName } from "../resume-file";
import { NOT_RESTORED, restoreSpam } from "../restore-spam";
import type { AuditQueries } from "../store/audit";
import type { InboxFilter, InboxQueries } from "../store/inbox";
import type { LeadRecord } from "../store/lead-records";
import type { LeadQueries } from "../store/leads";
import type { OutboxStore } from "../store/outbox";
import type { PersonQueries } from "../store/person";
import type { ReplyQueries } from "../store/replies";
import type { StaffMember, StaffQueries } from "../store/staff";
import { STAFF_HEADERS, fail, ok, type Handlers, type StaffRequest } from "./api";
import type { RouteInputOf } from "./inputs";

/** The most leads one export holds; a larger list is to be narrowed by its filter first. */
export const EXPORT_MAX_LEADS = 10_000;

/** The view and filter of a list's or an export's query (InboxQuery, parsed), for the signed-in person. */
function filterOf(query: RouteInputOf<"leads">["query"], me: StaffMember): InboxFilter {
  // A source's parts as the sources report links to them; NOT_SET, leads without that part.
  const part = (value: string | undefined) => (value === NOT_SET ? null : value);
  return {
    queue: query.view ?? DEFAULT_QUEUE,
    form: query.form,
    status: query.status,
    assignee: query.who === "mine" ? me.id : query.who === "unassigned" ? null : undefined,
    overdue: query.overdue === "1",
    order: query.order === "oldest" ? "oldest" : "newest",
    search: query.q,
    source: part(query.source),
    medium: part(query.medium),
    campaign: part(query.campaign),
    since: query.since,
    before: query.before,
  };
}

/** A filter as the audit log records it: never what was searched for, which may be a person's name. */
const filterDetail = ({ queue, form, status, assignee, overdue, search, source, since, before }: InboxFilter) =>
  [
    queue,
    form,
    status,
    assignee === null ? "unassigned" : assignee && "mine",
    overdue && "overdue",
    search && "search",
    source !== undefined && "source",
    since && `since ${since}`,
    before && `before ${before}`,
  ]
    .filter(Boolean)
    .join(", ");

/** The list's glance (a few of a lead's answers, store/inbox.ts) as a lead's page shows answers, the given ones only. */
const glanceOf = (formName: string, values: Readonly<Record<string, unknown>>): AnswerJson[] =>
  answersOf({ formName, fields: values }).filter((answer) => answer.value !== NOT_ANSWERED);

/** What a lead's page reads of the store: the lead, its mail, the team's work and replies, and the team. */
type LeadPageStore = PersonQueries & OutboxStore & InboxQueries & ReplyQueries & StaffQueries;

export async function leadJson(store: LeadPageStore, lead: LeadRecord, me: StaffMember): Promise<LeadJson> {
  const [mails, work, team, replies] = await Promise.all([
    store.mailOf(lead.id),
    store.leadWork(lead.id),
    store.listStaff(),
    store.repliesOf(lead.id),
  ]);
  const name = firstName(lead.fields);
  return {
    id: lead.id,
    formName: lead.formName,
    formTitle: formTitle(lead.formName),
    createdAt: lead.createdAt.toISOString(),
    status: lead.status,
    person: personOf(lead.fields),
    email: text(lead.fields.email),
    phone: text(lead.fields.phone),
    answers: answersOf(lead),
    resume: lead.resume,
    consent: { page: lead.page, policyVersion: lead.policyVersion },
    source: lead.source,
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
    replies: replies.map((reply) => ({
      id: reply.id,
      authorName: reply.authorName,
      body: reply.body,
      createdAt: reply.createdAt.toISOString(),
      mail: { ...reply.mail, sentAt: reply.mail.sentAt?.toISOString() ?? null },
    })),
    firstResponseAt: lead.firstResponseAt?.toISOString() ?? null,
    replyDraft: `${name ? `Hello ${name},` : "Hello,"}\n\n\n\nBest regards,\n${me.name}`,
    team: team.filter((member) => member.active).map(({ id, name }) => ({ id, name })),
    booking: lead.booking && {
      start: lead.booking.start.toISOString(),
      cancelledAt: lead.booking.cancelledAt?.toISOString() ?? null,
      host: lead.booking.host,
      outcome: lead.booking.outcome,
    },
  };
}

/** A lead by the id in the path (held posts too), or undefined. */
export async function leadOf(store: PersonQueries, id: string) {
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

export const NO_LEAD = "There is no lead with that id: it may have been erased or purged.";

export const leadHandlers = {
  async leads({ query, store, me }: StaffRequest<InboxQueries & AuditQueries, "leads">) {
    const filter = filterOf(query, me);
    const page = await store.inbox({ ...filter, after: query.after });
    await store.audit({ actor: me.email, action: "list-leads", detail: filterDetail(filter) });
    const body: InboxPageJson = {
      rows: page.rows.map(({ glance, ...row }) => ({
        ...row,
        formTitle: formTitle(row.formName),
        createdAt: row.createdAt.toISOString(),
        glance: glanceOf(row.formName, glance),
      })),
      total: page.total,
      next: page.next,
      forms: LEAD_QUEUES[filter.queue ?? DEFAULT_QUEUE].forms.map((name) => ({ name, title: formTitle(name) })),
    };
    return ok(body);
  },
  async lead({ store, me, params: [id] }: StaffRequest<LeadPageStore & AuditQueries>) {
    const lead = await leadOf(store, id);
    if (!lead) return fail(404, NO_LEAD);
    await store.audit({ actor: me.email, action: "view-lead", leadId: lead.id });
    return ok(await leadJson(store, lead, me));
  },
  async changeLead({ body: change, store, me, params: [id] }: StaffRequest<LeadPageStore, "changeLead">) {
    const by = { actor: me.email, leadId: id };
    if (change.status !== undefined) {
      if (!(await store.setStatus(id, change.status, { ...by, action: "status", detail: change.status })))
        return fail(404, NO_LEAD);
    }
    if (change.assignee !== undefined) {
      const audit = { ...by, action: "assign", detail: change.assignee ?? "nobody" } as const;
      if (!(await store.setAssignee(id, change.assignee, audit)))
        return fail(404, "There is no such lead, or that person is no longer on the team.");
    }
    if (change.note !== undefined) {
      if (!(await store.addNote(id, { author: me.name, body: change.note }, { ...by, action: "note" })))
        return fail(404, NO_LEAD);
    }
    const lead = await leadOf(store, id);
    return lead ? ok(await leadJson(store, lead, me)) : fail(404, NO_LEAD);
  },
  // The mail it sends reads most of the store.
  async reply({ body: { reply }, store, keys, me, params: [id] }: StaffRequest<LeadStore, "reply">) {
    const lead = await leadOf(store, id);
    if (!lead || lead.spamReason !== null) return fail(404, NO_LEAD);
    if (!text(lead.fields.email)) return fail(409, "This lead gave no email address: call them instead.");
    const replyId = await store.addReply(
      lead.id,
      { authorId: me.id, authorName: me.name, authorEmail: me.email, body: reply },
      { actor: me.email, action: "reply", leadId: lead.id },
    );
    if (!replyId) return fail(404, NO_LEAD);
    // Sent now; a failure stays on the reply's row with its error, and the scheduled retry sends it later.
    await deliverMail(store, keys, { leadId: lead.id });
    const answered = await leadOf(store, lead.id);
    return answered ? ok(await leadJson(store, answered, me)) : fail(404, NO_LEAD);
  },
  async markSpam({ store, me, params: [id] }: StaffRequest<ReplyQueries>) {
    if (!(await store.markSpam(id, { actor: me.email, action: "mark-spam", leadId: id })))
      return fail(404, "There is no such lead, or it is held as spam already.");
    return ok({ id });
  },
  async resume({ store, me, params: [id] }: StaffRequest<LeadQueries & AuditQueries>) {
    const resume = await store.getResume(id);
    if (!resume) return fail(404, "That lead has no resume.");
    await store.audit({ actor: me.email, action: "download-resume", leadId: id });
    return download(new Uint8Array(resume.content), resume.contentType, resumeFileName(id, resume.contentType));
  },
  async export({ query, store, me }: StaffRequest<InboxQueries & AuditQueries, "export">) {
    const filter = filterOf(query, me);
    const leads = await store.inboxLeads(filter, EXPORT_MAX_LEADS + 1);
    if (leads.length > EXPORT_MAX_LEADS)
      return fail(
        413,
        `More than ${EXPORT_MAX_LEADS.toLocaleString("en-US")} leads match: choose a form or a status first.`,
      );
    await store.audit({
      actor: me.email,
      action: "export",
      detail: `${leads.length} leads (${filterDetail(filter)})`,
    });
    const day = new Date().toISOString().slice(0, 10);
    return download(toCsv(leads), "text/csv; charset=utf-8", `leads-${day}.csv`);
  },
  async spam({ store, me }: StaffRequest<LeadQueries & AuditQueries>) {
    const held = await store.listLeads({ spam: true, limit: 200 });
    await store.audit({ actor: me.email, action: "list-spam", detail: `${held.length} held` });
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
  async spamCount({ store }: StaffRequest<ReplyQueries>) {
    return ok(await store.spamCount());
  },
  // Restoring tells of it as a new lead is told: most of the store.
  async notSpam({ store, keys, me, params: [id] }: StaffRequest<LeadStore>) {
    const restored = await restoreSpam(store, keys, id, me.email);
    if (!restored.ok) return fail(restored.reason === "not-found" ? 404 : 409, NOT_RESTORED[restored.reason]);
    return ok({ id: restored.lead.id, delivered: restored.delivered });
  },
} satisfies Partial<Handlers>;
