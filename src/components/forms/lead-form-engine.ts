import { navigate } from "gatsby";
import { createFormControl, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import { firstControl } from "./lead-form-context";
import {
  detectResumeKind,
  forms,
  isFile,
  parseSubmission,
  visitorToday,
  type FormEntry,
  type FormName,
} from "../../forms";
import { RESUME_TYPE_MESSAGE } from "../../forms/resume";
import { PAGE_ERROR, THANK_YOU_PATH, failureAlert } from "../../lib/form-action";
import { sendLead } from "../../lib/submit-lead";

/** Messages by bare field name (`services`, not `services[]`). */
export type FieldMessages = Readonly<Record<string, string>>;

/** What the engine changes on the page: the state of useLeadForm (./use-lead-form.ts). */
export type LeadFormView = {
  readonly showErrors: (errors: FieldMessages) => void;
  readonly showAlert: (message: string | undefined) => void;
  readonly setSending: (sending: boolean) => void;
  /** Moves focus to the first of these fields once their messages are on the page. */
  readonly focusFirstOf: (names: readonly string[]) => void;
  /** After a success: a later submission from this form (if navigation fails) is a new attempt. */
  readonly startNewAttempt: () => void;
};

export type LeadFormEngine = {
  /** Checks the form and, when it may go, posts it and opens the thank-you page; true when it was sent. */
  submit(): Promise<boolean>;
  /** Checks one field again (every field without a name), so its message goes once it is right. */
  recheck(field?: string): Promise<void>;
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
  for (const [name, error] of Object.entries(errors ?? {}))
    if (typeof error?.message === "string") map[name] = error.message;
  return map;
}

function sameMessages(a: FieldMessages, b: FieldMessages): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}

/**
 * The heavy half of a lead form, which useLeadForm (./use-lead-form.ts) imports on demand so that no page
 * loads it up front (the 90 KB script budget): react-hook-form's state, validating with the shared schema of
 * src/forms (parseSubmission over the form's own entries, so no rule is written here), and the fetch() post
 * of src/lib/submit-lead.ts. The controls stay uncontrolled; the engine reports to the page through `view`.
 */
export function createLeadFormEngine(formName: FormName, form: HTMLFormElement, view: LeadFormView): LeadFormEngine {
  const resolver: Resolver = async () => {
    const entries = formEntries(form);
    // The visitor's own today, the same day the date pickers use as their minimum.
    const result = parseSubmission(formName, entries, { today: visitorToday() });
    const problems = result.ok ? await fileProblems(formName, entries) : result.fields;
    if (result.ok && Object.keys(problems).length === 0) return { values: result.values as FieldValues, errors: {} };
    return { values: {}, errors: toFieldErrors(problems) };
  };

  const control = createFormControl({ resolver, mode: "onSubmit" });
  let shown: FieldMessages = {};
  const unsubscribe = control.subscribe({
    formState: { errors: true },
    callback: ({ errors }) => {
      const next = messages(errors);
      if (sameMessages(shown, next)) return;
      shown = next;
      view.showErrors(next);
    },
  });

  /** The schema's messages for the whole form; none when it may be sent. */
  const validate = async (): Promise<FieldMessages> => {
    let found: FieldErrors = {};
    await control.handleSubmit(
      () => undefined,
      (errors) => {
        found = errors;
      },
    )();
    return messages(found);
  };

  const showInvalid = (found: FieldMessages) => {
    const names = Object.keys(found);
    view.focusFirstOf(names);
    // A problem with no control to show it at (a job that closed meanwhile) is told in the alert.
    const unplaced = names.filter((name) => !firstControl(form, [name])).map((name) => found[name]);
    if (unplaced.length > 0) view.showAlert(unplaced.join(" "));
  };

  const send = async (): Promise<boolean> => {
    view.setSending(true);
    const outcome = await sendLead(form);
    if (outcome.ok) {
      view.startNewAttempt();
      void navigate(THANK_YOU_PATH);
      return true;
    }
    view.setSending(false);
    view.showAlert(failureAlert(outcome.error));
    const fields = Object.entries(outcome.fields);
    for (const [name, message] of fields) control.setError(name, { type: "server", message });
    if (fields.length > 0) view.focusFirstOf(fields.map(([name]) => name));
    return false;
  };

  return {
    async submit() {
      try {
        const found = await validate();
        if (Object.keys(found).length === 0) return await send();
        showInvalid(found);
      } catch {
        view.setSending(false);
        view.showAlert(failureAlert(PAGE_ERROR));
      }
      return false;
    },
    async recheck(field) {
      await control.trigger(field);
    },
    dispose: unsubscribe,
  };
}
