/**
 * Who sent a lead and for which practice, read from its stored fields the way each form asks them. Used wherever a
 * lead is named: the team's mail and webhook, the inbox, `npm run leads`.
 */

/** The fields personOf and practiceOf read: all a list of leads needs of their answers. */
export const SENDER_FIELDS = ["fullName", "name", "firstName", "lastName", "practiceName", "company"] as const;

/** A stored field as text: "" for anything else (absent, a list, a tick). */
export const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Who sent a lead, as its form asks: a full name, a name, or a first and a last name. */
export const personOf = (fields: Record<string, unknown>) =>
  text(fields.fullName) ||
  text(fields.name) ||
  [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(" ");

/** The practice a lead names: a practice's name, or the contact form's company. */
export const practiceOf = (fields: Record<string, unknown>) => text(fields.practiceName) || text(fields.company);
