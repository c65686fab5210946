import { isSalesForm } from "./lead-queues";

/** Where a lead stands in the team's work, as the inbox shows and sets it (the leads table's status column). */
export const LEAD_STATUSES = ["new", "in-progress", "answered", "archived"] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** How the inbox names each status. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  "in-progress": "In progress",
  answered: "Answered",
  archived: "Archived",
};

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);

/** The reply the thank-you page promises: a lead still new after this long is overdue. */
export const REPLY_WITHIN_HOURS = 24;

export const REPLY_WITHIN_MS = REPLY_WITHIN_HOURS * 60 * 60 * 1000;

/** A sales lead still new past the promised reply; job applications and sign-ups are never overdue. */
export const isOverdue = (
  lead: { readonly formName: string; readonly status: LeadStatus; readonly createdAt: Date },
  now: Date,
) => isSalesForm(lead.formName) && lead.status === "new" && now.getTime() - lead.createdAt.getTime() > REPLY_WITHIN_MS;
