/** Where a lead stands in the team's work, as the inbox shows and sets it (the leads table's status column). */
export const LEAD_STATUSES = ["new", "in-progress", "answered", "archived"] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
