/**
 * Leads as CSV, for `npm run leads -- --csv` and the inbox's export: one row per lead, as UTF-8 a spreadsheet opens
 * correctly and cannot mistake for formulas. First what every lead has (the id, when it came, its form, where the
 * team stands with it, where its sender's visit came from; times on the office's clock), then one column per question under the form's label, answers as the form shows them, then
 * any value no declaration names (a field since removed from its form) under its own name.
 */
import { FORM_NAMES, forms, formTitle, isFormName, type FieldSpec } from "../../src/form-definitions";
import { OFFICE_TIME_ZONE } from "../../src/lib/consultation-hours";
import { dateFormat } from "../../src/lib/date-format";
import { LEAD_STATUS_LABELS } from "../../src/lib/lead-status";
import { valueText } from "./lead-answers";
import { subscriptionState } from "./mail/links";
import { shown } from "./mail/messages";
import type { LeadRecord } from "./store/lead-records";

/** A CSV cell; text a spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe. */
function csvCell(value: unknown): string {
  let cell = valueText(value);
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * "2026-11-27 09:30:15", on the office's clock (the header names its zone), as the inbox and its reports count days
 * and weeks. Excel and Google Sheets read this form as a date and time in any locale, so the column sorts and filters
 * as dates; ISO's T and an offset after it would leave it text.
 */
const officeTime = (date: Date | null) =>
  date ? dateFormat("sv-SE", { timeZone: OFFICE_TIME_ZONE, dateStyle: "short", timeStyle: "medium" }).format(date) : "";

/** A consultation's booked slot on the office's clock; "cancelled" after it when it was. */
const consultation = ({ booking }: LeadRecord) =>
  booking ? `${officeTime(booking.start).slice(0, 16)}${booking.cancelledAt ? " (cancelled)" : ""}` : "";

function hoursToFirstResponse(lead: LeadRecord): string {
  if (!lead.firstResponseAt) return "";
  // Never below zero: a "-0.1" would also be taken for a formula and get an apostrophe.
  return Math.max(0, (lead.firstResponseAt.getTime() - lead.createdAt.getTime()) / 3_600_000).toFixed(1);
}

type Column = { header: string; cell: (lead: LeadRecord) => unknown };

const FIXED: readonly Column[] = [
  // First, where it stays whatever the questions: the key back to the inbox's /staff/leads/<id>.
  { header: "Lead id", cell: (lead) => lead.id },
  { header: `Received (${OFFICE_TIME_ZONE})`, cell: (lead) => officeTime(lead.createdAt) },
  { header: "Form", cell: (lead) => formTitle(lead.formName) },
  { header: "Status", cell: (lead) => LEAD_STATUS_LABELS[lead.status] ?? lead.status },
  { header: "Assigned to", cell: (lead) => lead.assignee ?? "" },
  { header: `First response (${OFFICE_TIME_ZONE})`, cell: (lead) => officeTime(lead.firstResponseAt) },
  { header: "Hours to first response", cell: hoursToFirstResponse },
  { header: "Replies", cell: (lead) => lead.replyCount },
  { header: "Resume", cell: (lead) => lead.resume?.filename ?? "" },
  { header: "Newsletter", cell: (lead) => subscriptionState(lead) ?? "" },
  { header: `Consultation (${OFFICE_TIME_ZONE})`, cell: consultation },
  // Where the sender's visit began (./lead-source.ts), each part in its own column to filter by.
  { header: "Source", cell: (lead) => lead.source?.source ?? "" },
  { header: "Medium", cell: (lead) => lead.source?.medium ?? "" },
  { header: "Campaign", cell: (lead) => lead.source?.campaign ?? "" },
  { header: "Campaign term", cell: (lead) => lead.source?.term ?? "" },
  { header: "Campaign content", cell: (lead) => lead.source?.content ?? "" },
  { header: "Referred by", cell: (lead) => lead.source?.referrer ?? "" },
  { header: "Landing page", cell: (lead) => lead.source?.landing ?? "" },
  {
    header: `Visit began (${OFFICE_TIME_ZONE})`,
    cell: (lead) => officeTime(lead.source?.firstSeenAt ? new Date(lead.source.firstSeenAt) : null),
  },
];

/**
 * One question: one label with one set of options, asked by each form under its own field name (the quote form's
 * preferredContact and the contact form's contactMethod are one "Preferred Contact Method").
 */
type Question = { label: string; fields: Map<string, { name: string; spec: FieldSpec }> };

const headerKey = (header: string) => header.trim().toLowerCase();

const declaredFields = (formName: string): Record<string, FieldSpec> =>
  isFormName(formName) ? forms[formName].fields : {};

/** The questions of the exported leads' forms, in the forms' order and each form's own. */
function questionsOf(formNames: ReadonlySet<string>): Question[] {
  const questions = new Map<string, Question>();
  for (const form of FORM_NAMES.filter((name) => formNames.has(name))) {
    for (const [name, spec] of Object.entries(declaredFields(form))) {
      if (spec.control === "file") continue; // the Resume column
      // A label that differs in case only is no new question; the same label with other options is.
      const options = spec.options?.map((option) => option.value).join("\n") ?? "";
      const key = `${headerKey(spec.label)}\n${options}`;
      const question = questions.get(key) ?? { label: spec.label, fields: new Map() };
      question.fields.set(form, { name, spec });
      questions.set(key, question);
    }
  }
  return [...questions.values()];
}

function questionColumns(leads: readonly LeadRecord[]): Column[] {
  const questions = questionsOf(new Set(leads.map((lead) => lead.formName)));
  const fixed = new Set(FIXED.map((column) => headerKey(column.header)));
  const taken = new Set(fixed);
  const sharing = new Map<string, number>();
  for (const { label } of questions) sharing.set(headerKey(label), (sharing.get(headerKey(label)) ?? 0) + 1);
  // Never one header for two questions: each then names the forms that ask it, and a number if that is not enough.
  const unique = (header: string) => {
    let candidate = header;
    for (let n = 2; taken.has(headerKey(candidate)); n += 1) candidate = `${header} (${n})`;
    taken.add(headerKey(candidate));
    return candidate;
  };
  const columns: Column[] = questions.map(({ label, fields }) => {
    const shared = sharing.get(headerKey(label))! > 1 || fixed.has(headerKey(label));
    const titles = [...fields.keys()].map(formTitle).join(", ");
    return {
      header: unique(shared ? `${label} (${titles})` : label),
      cell: (lead) => {
        const field = fields.get(lead.formName);
        const value = field && lead.fields[field.name];
        // As the inbox shows an answer (lead-answers.ts): options by label, ticks Yes/No, lists joined.
        return !field || value === undefined || value === "" ? "" : shown(field.spec, value);
      },
    };
  });
  const undeclared: string[] = [];
  for (const lead of leads) {
    const declared = declaredFields(lead.formName);
    for (const name of Object.keys(lead.fields)) {
      if (!(name in declared) && !undeclared.includes(name)) undeclared.push(name);
    }
  }
  for (const name of undeclared) {
    columns.push({
      header: unique(name),
      cell: (lead) => (name in declaredFields(lead.formName) ? "" : lead.fields[name]),
    });
  }
  return columns;
}

export function toCsv(leads: readonly LeadRecord[]): string {
  const columns = [...FIXED, ...questionColumns(leads)];
  const rows = [columns.map((column) => column.header), ...leads.map((lead) => columns.map((c) => c.cell(lead)))];
  // A byte-order mark so spreadsheet programs read the UTF-8 (names with accents, emoji) correctly.
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
