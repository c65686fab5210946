/**
 * A lead's answers as the team reads them, in the inbox and in `npm run leads -- --id`: every field of its form under
 * the form's label, in the form's order (free text included; the resume is shown apart, or said not kept), then any
 * value no declaration names (a field since removed from its form) under its own name.
 */
import { forms, isFormName, type FieldSpec } from "../../src/form-definitions";
import type { AnswerJson } from "../../src/lib/staff-api";
import { RESUME_WITHHELD_BY_CAP, shown } from "./mail/messages";
import type { LeadRecord } from "./store/lead-records";

/** Any stored value as text: a list's items joined by "; ", anything else not a string as JSON. */
export const valueText = (value: unknown): string => {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.map(valueText).join("; ");
  return typeof value === "string" ? value : JSON.stringify(value);
};

/** What an empty answer reads as. */
export const NOT_ANSWERED = "(not answered)";

export function answersOf(
  lead: Pick<LeadRecord, "formName" | "fields"> & Partial<Pick<LeadRecord, "resumeWithheld">>,
): AnswerJson[] {
  const declared: Record<string, FieldSpec> = isFormName(lead.formName) ? forms[lead.formName].fields : {};
  const answers: AnswerJson[] = [];
  for (const [name, spec] of Object.entries(declared)) {
    // A resume is shown apart; one the day's limit kept out, here, with why.
    if (spec.control === "file") {
      if (lead.resumeWithheld)
        answers.push({ label: spec.label, value: `Not kept: ${RESUME_WITHHELD_BY_CAP}`, long: true });
      continue;
    }
    const value = lead.fields[name];
    const answer = value === undefined || value === "" ? "" : shown(spec, value);
    answers.push({ label: spec.label, value: answer || NOT_ANSWERED, long: spec.control === "textarea" && !!answer });
  }
  for (const [name, value] of Object.entries(lead.fields)) {
    if (!(name in declared)) answers.push({ label: name, value: valueText(value), long: false });
  }
  return answers;
}
