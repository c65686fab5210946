import { createFormControl, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import { detectResumeKind, forms, isFile, parseSubmission, visitorToday, type FormEntry, type FormName } from "../../forms";
import { RESUME_TYPE_MESSAGE } from "../../forms/resume";
import { failureAlert } from "../../lib/form-action";
import { sendLead } from "../../lib/submit-lead";

/** Messages by bare field name (`services`, not `services[]`). */
export type FieldMessages = Readonly<Record<string, string>>;

export type SendResult = { readonly ok: true } | { readonly ok: false; readonly alert: string; readonly fields: readonly string[] };

/** One form's validation state and sending; see createLeadFormEngine. */
export type LeadFormEngine = {
  /** Checks the whole form; the messages of the fields that need attention (none: it may be sent). */
  validate(): Promise<FieldMessages>;
  /** Checks one field again (every field without a name), so its message goes once it is right. */
  recheck(field?: string): Promise<void>;
  /** Posts the form; on failure the alert to show, the server's field messages being shown at their fields. */
  send(): Promise<SendResult>;
  dispose(): void;
};

/** What the form sends, read from the form element: the very entries a native post (and sendLead) would send. */
const formEntries = (form: HTMLFormElement) => Array.from(new FormData(form)) as FormEntry[];

/** Problems the synchronous schema cannot see: a file field's content must be a PDF, DOC or DOCX. */
async function fileProblems(formName: FormName, entries: FormEntry[]): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  for (const name of forms[formName].fileFields) {
    const file = entries.find(([key]) => key === name)?.[1];
    if (!isFile(file)) continue;
    const kind = detectResumeKind(new Uint8Array(await file.arrayBuffer()));
    if (kind === null) problems[name] = RESUME_TYPE_MESSAGE;
  }
  return problems;
}

const toFieldErrors = (fields: Record<string, string>): FieldErrors =>
  Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, { type: "schema", message }]));

/** The messages of react-hook-form's errors, by field name. */
function messages(errors: FieldErrors | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors ?? {})) if (typeof error?.message === "string") map[name] = error.message;
  return map;
}

/**
 * The heavy half of a lead form, which useLeadForm (./use-lead-form.ts) imports on demand so that no page
 * loads it up front (issue 4's script budget): react-hook-form's state, validating with the shared schema of
 * src/forms (parseSubmission over the form's own entries, so no rule is written here), and the fetch() post
 * of src/lib/submit-lead.ts. The controls stay uncontrolled; every change of the errors goes to onErrors.
 */
export function createLeadFormEngine(formName: FormName, form: HTMLFormElement, onErrors: (errors: FieldMessages) => void): LeadFormEngine {
  const resolver: Resolver = async () => {
    const entries = formEntries(form);
    // The visitor's own today, the same day the date pickers use as their minimum.
    const result = parseSubmission(formName, entries, { today: visitorToday() });
    const problems = result.ok ? await fileProblems(formName, entries) : result.fields;
    if (result.ok && Object.keys(problems).length === 0) return { values: result.values as FieldValues, errors: {} };
    return { values: {}, errors: toFieldErrors(problems) };
  };

  const control = createFormControl({ resolver, mode: "onSubmit" });
  const unsubscribe = control.subscribe({ formState: { errors: true }, callback: ({ errors }) => onErrors(messages(errors)) });

  return {
    async validate() {
      let found: FieldErrors = {};
      await control.handleSubmit(
        () => undefined,
        (errors) => {
          found = errors;
        },
      )();
      return messages(found);
    },
    async recheck(field) {
      await control.trigger(field);
    },
    async send() {
      const outcome = await sendLead(form);
      if (outcome.ok) return outcome;
      const fields = Object.entries(outcome.fields);
      for (const [name, message] of fields) control.setError(name, { type: "server", message });
      return { ok: false, alert: failureAlert(outcome.error), fields: fields.map(([name]) => name) };
    },
    dispose: unsubscribe,
  };
}
