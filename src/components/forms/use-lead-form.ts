import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { navigate } from "gatsby";
import { useForm, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import { bareName, type LeadFormState } from "./lead-form-context";
import { detectResumeKind, forms, isFile, parseSubmission, visitorToday, type FormEntry, type FormName } from "../../forms";
import { RESUME_TYPE_MESSAGE } from "../../forms/resume";
import { THANK_YOU_PATH, failureAlert, newSubmissionId, sendLead } from "../../lib/submit-lead";

/** The metadata the function wants from a script-driven post; without JavaScript there is none (the server copes). */
export type SubmissionMeta = { readonly submissionId: string; readonly renderedAt: number };

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
function messages(errors: FieldErrors): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) if (typeof error?.message === "string") map[name] = error.message;
  return map;
}

/** The first control, in page order, that the visitor can focus for one of these field names. */
function firstControl(form: HTMLFormElement, names: readonly string[]): HTMLElement | undefined {
  return Array.from(form.elements).find((element): element is HTMLInputElement => {
    const control = element as HTMLInputElement;
    return Boolean(control.name) && names.includes(bareName(control.name)) && control.type !== "hidden" && !control.disabled;
  });
}

/**
 * One lead form's life in the browser: react-hook-form validates with the shared schema of src/forms
 * (parseSubmission over the form's own entries, so no rule is written here), errors go to the fields through
 * LeadFormContext, and a valid form is posted with fetch (src/lib/submit-lead.ts).
 *
 * The DOM keeps the values (the controls stay uncontrolled, as in the native post), so nothing the visitor
 * typed is lost on any failure. Validation, in order:
 * 1. The browser's own checks (required, type=email, min dates) stay on, before and after hydration: we do
 *    not set noValidate. The schemas cover all of them, but the native checks are what the issue asks for
 *    alongside ours and they are identical with and without JavaScript. When they block a submit, the
 *    `invalid` events they fire make us run the schema too, so every field also shows its message inline.
 * 2. Then the schema (phone format, option lists, the resume's content …): on failure the messages appear
 *    at their fields and focus moves to the first invalid one.
 * 3. Then the server: a 4xx/5xx answer's sentence goes to the alert and its `fields` to the fields.
 */
export function useLeadForm(formName: FormName) {
  const formRef = useRef<HTMLFormElement>(null);

  const resolver = useCallback<Resolver>(async () => {
    const form = formRef.current;
    if (!form) return { values: {}, errors: {} };
    const entries = formEntries(form);
    // The visitor's own today, the same day the date pickers use as their minimum.
    const result = parseSubmission(formName, entries, { today: visitorToday() });
    const problems = result.ok ? await fileProblems(formName, entries) : result.fields;
    if (result.ok && Object.keys(problems).length === 0) return { values: result.values as FieldValues, errors: {} };
    return { values: {}, errors: toFieldErrors(problems) };
  }, [formName]);

  const { handleSubmit, formState, setError, trigger } = useForm({ resolver, mode: "onSubmit" });
  const errors = messages(formState.errors);
  const errorKey = JSON.stringify(errors);

  const [meta, setMeta] = useState<SubmissionMeta>();
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string>();
  /** Set from the first click until the answer: a second click or Enter meanwhile does nothing. */
  const locked = useRef(false);
  /** Fields to focus the first of, once their errors are on the page (so the message is read with the field). */
  const focusNext = useRef<string[] | null>(null);

  // The form is interactive now: the time trap's start, and the id this attempt keeps across retries.
  useEffect(() => setMeta({ submissionId: newSubmissionId(), renderedAt: Date.now() }), []);

  useEffect(() => {
    const names = focusNext.current;
    const form = formRef.current;
    if (!names || !form || !names.every((name) => name in errors)) return;
    focusNext.current = null;
    firstControl(form, names)?.focus();
  });

  // When the browser's checks block a submit, show the schema's messages at every field as well; the
  // browser itself focuses the first invalid control. One run for the burst of `invalid` events.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    let queued = false;
    const onNativeInvalid = () => {
      if (queued) return;
      queued = true;
      setTimeout(() => {
        queued = false;
        setAlert(undefined);
        void trigger();
      }, 0);
    };
    form.addEventListener("invalid", onNativeInvalid, true);
    return () => form.removeEventListener("invalid", onNativeInvalid, true);
  }, [trigger]);

  const onInvalid = (found: FieldErrors) => {
    const form = formRef.current;
    const names = Object.keys(found);
    focusNext.current = names;
    // A problem with no control to show it at (a job that closed meanwhile) is told in the alert.
    const unplaced = form ? names.filter((name) => !firstControl(form, [name])).map((name) => found[name]?.message) : [];
    if (unplaced.length > 0) setAlert(unplaced.join(" "));
  };

  /** Posts the valid form; true when it succeeded (the form then stays locked while the thank-you page loads). */
  const send = async (): Promise<boolean> => {
    const form = formRef.current;
    if (!form) return false;
    setSending(true);
    const outcome = await sendLead(form);
    if (outcome.ok) {
      // A later submission (this form is not remounted if navigation fails) is a new attempt.
      setMeta((current) => current && { ...current, submissionId: newSubmissionId() });
      void navigate(THANK_YOU_PATH);
      return true;
    }
    setSending(false);
    setAlert(failureAlert(outcome.error));
    const fields = Object.entries(outcome.fields);
    for (const [name, message] of fields) setError(name, { type: "server", message });
    if (fields.length > 0) focusNext.current = fields.map(([name]) => name);
    return false;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript we send it; the native post (method/action) is what runs without.
    event.preventDefault();
    if (locked.current) return;
    locked.current = true;
    setAlert(undefined);
    let succeeded = false;
    handleSubmit(async () => {
      succeeded = await send();
    }, onInvalid)(event)
      .catch(() => {
        setSending(false);
        setAlert(failureAlert("Something went wrong in this page. Please try again."));
      })
      .finally(() => {
        if (!succeeded) locked.current = false;
      });
  };

  /** After a failed attempt, re-check a field as the visitor corrects it, so its message goes once it is right. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    const field = typeof name === "string" ? bareName(name) : "";
    if (field && field in errors) void trigger(field);
  };

  // eslint-disable-next-line react-hooks/exhaustive-deps -- errorKey stands for errors' content
  const context = useMemo<LeadFormState>(() => ({ errors, sending }), [errorKey, sending]);

  return { formRef, onSubmit, onChange, meta, alert, context };
}
