/**
 * The inbox's queues: which forms' leads the team works as sales, and the two kinds of lead with views of their own.
 * Only sales leads are promised a reply, so only they can be overdue (lead-status.ts) or count in the reply report.
 */
// Names only, checked by type against the forms' names (./form-names.ts): the inbox's pages must not load the forms' definitions.
import type { FormName } from "./form-names";

export const LEAD_QUEUES = {
  sales: {
    label: "Sales leads",
    forms: ["quote-request", "consultation", "service-request", "subscription", "contact"],
  },
  applications: { label: "Job applications", forms: ["career-application"] },
  newsletter: { label: "Newsletter sign-ups", forms: ["newsletter"] },
} as const satisfies Record<string, { readonly label: string; readonly forms: readonly FormName[] }>;

export type LeadQueue = keyof typeof LEAD_QUEUES;

/** The view the inbox opens on. */
export const DEFAULT_QUEUE: LeadQueue = "sales";

export const LEAD_QUEUE_NAMES = Object.keys(LEAD_QUEUES) as LeadQueue[];

export const isLeadQueue = (value: unknown): value is LeadQueue =>
  typeof value === "string" && Object.hasOwn(LEAD_QUEUES, value);

/** Whether a form's leads are sales leads: promised a reply within REPLY_WITHIN_HOURS. */
export const isSalesForm = (formName: string) => (LEAD_QUEUES.sales.forms as readonly string[]).includes(formName);

/** What the list shows of a lead besides who sent it: a service request's priority, a consultation's wished time. */
export const LIST_FIELDS: Partial<Record<FormName, readonly string[]>> = {
  "service-request": ["urgency"],
  consultation: ["preferredDate", "preferredTime"],
};
