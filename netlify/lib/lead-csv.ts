/**
 * Leads as CSV, for `npm run leads -- --csv` and the inbox's export: one row per lead, its answers in the order the
 * forms ask them, as UTF-8 a spreadsheet opens correctly and cannot mistake for formulas.
 */
import { forms, isFormName } from "../../src/form-definitions";
import { valueText } from "./lead-answers";
import { subscriptionState } from "./mail/links";
import type { LeadRecord } from "./store/lead-records";

/** A CSV cell; text a spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe. */
function csvCell(value: unknown): string {
  let cell = valueText(value);
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export function toCsv(leads: readonly LeadRecord[]): string {
  // Columns in the order the forms ask (Postgres's jsonb keeps its own key order), then anything else.
  const fieldNames: string[] = [];
  const add = (name: string) => fieldNames.includes(name) || fieldNames.push(name);
  for (const form of new Set(leads.map((lead) => lead.formName))) {
    if (isFormName(form)) Object.keys(forms[form].fields).forEach(add);
  }
  for (const lead of leads) Object.keys(lead.fields).forEach(add);
  const present = new Set(leads.flatMap((lead) => Object.keys(lead.fields)));
  const columns = fieldNames.filter((name) => present.has(name));
  const header = [
    "id",
    "created_at",
    "form_name",
    "status",
    "notification_state",
    "resume_filename",
    "subscription",
    ...columns,
  ];
  const rows = leads.map((lead) => [
    lead.id,
    lead.createdAt.toISOString(),
    lead.formName,
    lead.status,
    lead.notificationState,
    lead.resume?.filename ?? "",
    subscriptionState(lead) ?? "",
    ...columns.map((name) => lead.fields[name]),
  ]);
  // A byte-order mark so spreadsheet programs read the UTF-8 (names with accents, emoji) correctly.
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
