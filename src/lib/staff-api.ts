/**
 * The staff inbox on the wire, for its pages (src/pages/staff/) and its function (netlify/functions/staff.ts)
 * alike: where each page and endpoint is, and the JSON they exchange. Dates travel as ISO 8601 strings.
 */
import type { LeadStatus } from "./lead-status";

/** The inbox's pages: one client-only section of the site (src/pages/staff/[...].tsx) under /staff/. */
export const STAFF_PAGES = {
  inbox: "/staff/",
  spam: "/staff/spam/",
  team: "/staff/team/",
  enrol: "/staff/enrol/",
} as const;

/** A lead's page, which the team's mail links to. */
export const leadPagePath = (leadId: string) => `/staff/leads/${encodeURIComponent(leadId)}/`;

/** The staff function's endpoints, every one under STAFF_API. */
export const STAFF_API = "/api/staff";

export const staffApi = {
  enrolOptions: `${STAFF_API}/enrol/options`,
  enrol: `${STAFF_API}/enrol`,
  signInOptions: `${STAFF_API}/sign-in/options`,
  signIn: `${STAFF_API}/sign-in`,
  signOut: `${STAFF_API}/sign-out`,
  me: `${STAFF_API}/me`,
  leads: `${STAFF_API}/leads`,
  lead: (id: string) => `${STAFF_API}/leads/${encodeURIComponent(id)}`,
  resume: (id: string) => `${STAFF_API}/leads/${encodeURIComponent(id)}/resume`,
  export: `${STAFF_API}/export`,
  spam: `${STAFF_API}/spam`,
  notSpam: (id: string) => `${STAFF_API}/spam/${encodeURIComponent(id)}/not-spam`,
  team: `${STAFF_API}/team`,
  removeStaff: `${STAFF_API}/team/remove`,
  audit: `${STAFF_API}/audit`,
  erase: `${STAFF_API}/erase`,
} as const;

export type StaffRole = "admin" | "staff";

export type Me = { readonly id: string; readonly name: string; readonly email: string; readonly role: StaffRole };

export type InboxRowJson = {
  readonly id: string;
  readonly formName: string;
  readonly formTitle: string;
  readonly person: string;
  readonly practice: string;
  readonly createdAt: string;
  readonly status: LeadStatus;
};

export type InboxPageJson = {
  readonly rows: readonly InboxRowJson[];
  readonly next: string | null;
  /** Every form, for the list's filter. */
  readonly forms: readonly { readonly name: string; readonly title: string }[];
};

/** The list's filter as the inbox's address and the list endpoint's query carry it. */
export type InboxQuery = {
  readonly form?: string;
  readonly status?: string;
  readonly q?: string;
  readonly after?: string;
};

export type AnswerJson = {
  readonly label: string;
  readonly value: string;
  /** Free text, shown with its line breaks. */
  readonly long: boolean;
};

export type LeadJson = {
  readonly id: string;
  readonly formName: string;
  readonly formTitle: string;
  readonly createdAt: string;
  readonly status: LeadStatus;
  readonly person: string;
  readonly answers: readonly AnswerJson[];
  readonly resume: { readonly filename: string; readonly contentType: string; readonly sizeBytes: number } | null;
  readonly consent: { readonly page: string | null; readonly policyVersion: string | null };
  readonly webhook: { readonly state: string; readonly attempts: number; readonly error: string | null };
  readonly mails: readonly {
    readonly kind: string;
    readonly state: string;
    readonly attempts: number;
    readonly sentAt: string | null;
    readonly error: string | null;
  }[];
  readonly newsletter: string | null;
  readonly assignee: { readonly id: string; readonly name: string } | null;
  readonly notes: readonly { readonly author: string; readonly body: string; readonly createdAt: string }[];
  /** Who the lead can be given to: the active staff. */
  readonly team: readonly { readonly id: string; readonly name: string }[];
};

/** A change to a lead from its page: one of these at a time. */
export type LeadChange =
  { readonly status: LeadStatus } | { readonly assignee: string | null } | { readonly note: string };

/** How many audit entries the audit endpoint answers at a time (the next page: `?before=` the last one's id). */
export const AUDIT_PAGE_SIZE = 100;

/** An error answer of every staff endpoint. */
export type ErrorJson = { readonly error: string };
