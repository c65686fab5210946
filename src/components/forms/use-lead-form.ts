import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { choicesOnPage } from "./choices-on-page";
import { requestSummary } from "./request-summary";
import { LIST_SUFFIX, bareName, type FormDefinition } from "../../form-definitions/define-form";
import type { PresetValues } from "../../form-definitions/presets";
import { visitorToday } from "../../form-definitions/dates";
import { schemaInput } from "../../form-definitions/schema-input";
import { RESUME_TYPE_MESSAGE, detectResumeKind, isFile } from "../../form-definitions/resume";
import { useHydrated } from "../../hooks/use-hydrated";
import { PAGE_ERROR, failureAlert, thankYouPath } from "../../lib/form-action";
import { readFirstTouch, visitStorage, type FirstTouch } from "../../lib/first-touch";
import { navigateInSite } from "../../lib/app-start";
import { FORM_READY_MARK } from "../../lib/form-ready";
import { CHECK_INBOX_PAGE } from "../../lib/held-posts";
import { newSubmissionId } from "../../lib/submission-id";
import type { FreeSlot } from "../../lib/consultation-hours";
import { sendLead } from "../../lib/submit-lead";

/** Where the alert's sentence is kept among the form's errors: react-hook-form clears it on the next submit. */
export const ALERT = "root.alert";

/** The form's schema, for today in the visitor's calendar (the date pickers' minimum), on its values. */
const leadResolver =
  (form: FormDefinition): Resolver =>
  (values, context, options) => {
    const schema = form.schema({ today: visitorToday() });
    return valibotResolver(schema)(schemaInput(Object.keys(schema.entries), values), context, options);
  };

/** The first file field (the schema's File) whose content is not a PDF, DOC or DOCX, judged as the server does. */
async function badFile(form: FormDefinition, values: FieldValues) {
  for (const name of form.fileFields) {
    const file: unknown = values[name];
    if (isFile(file) && !detectResumeKind(new Uint8Array(await file.arrayBuffer()))) return name;
  }
  return undefined;
}

/**
 * When the visitor could start on the form (the time trap's start): when the page's HTML was ready for a form the
 * server rendered, which takes typing before its script arrives; else now (a dialog, a page reached by a link).
 */
function shownAt(serverRendered: boolean): number {
  if (!serverRendered) return Date.now();
  const [page] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return Math.round(page ? performance.timeOrigin + page.domInteractive : Date.now());
}

type LeadFormOptions = {
  /** Called once the form is sent, instead of opening the thank-you page. */
  onSent?: () => void;
  /** Answers chosen by the address that opened the page (src/form-definitions/presets.ts). */
  preset?: PresetValues;
};

/** A preset as react-hook-form holds it: a checkbox group under its wire name (`services[]`). */
const presetChoices = (form: FormDefinition, preset: PresetValues = {}): FieldValues =>
  Object.fromEntries(
    Object.entries(preset).map(([name, value]) => [
      form.fields[name]?.control === "checkboxes" ? `${name}${LIST_SUFFIX}` : name,
      value,
    ]),
  );

/** The first control, in page order, of one of these fields: where focus goes to read its message. */
const firstControl = (form: HTMLFormElement | null, names: string[]) =>
  Array.from(form?.querySelectorAll<HTMLElement & { name: string }>("[name]:not([type=hidden])") ?? []).find(
    (control) => names.includes(bareName(control.name)),
  );

/**
 * One lead form in the browser: react-hook-form with the form's own schema (src/form-definitions). The controls stay
 * uncontrolled, as in the native post, so nothing typed is lost on any failure; the post is the form element's
 * own entries (src/lib/submit-lead.ts), exactly what the browser sends without JavaScript. Once the script runs
 * the form is `noValidate`, so a mistake gets one message, the schema's under its field, not the browser's bubble
 * on top; before and without the script the browser's checks are the only ones, and stay on.
 * A success opens the form's thank-you page (a post held for its sender to confirm: CHECK_INBOX_PAGE), or calls
 * `onSent` when the form says so itself.
 */
export function useLeadForm(form: FormDefinition, formId: string, { onSent, preset }: LeadFormOptions = {}) {
  const hydrating = !useHydrated();
  const serverRendered = useRef(hydrating);
  // What the form starts from: the choices in the server's HTML as the visitor left them before this code arrived
  // (starting from the address's preset), read before the fields register; a form that was not in that HTML (a
  // link followed in the page) starts from the preset. Every watcher (useWatch) reads them from its first render.
  const [startValues] = useState(() => {
    if (!hydrating || typeof document === "undefined") return presetChoices(form, preset);
    const page = document.getElementById(formId);
    return page instanceof HTMLFormElement ? choicesOnPage(form, page) : {};
  });
  const methods = useForm({
    defaultValues: startValues,
    resolver: leadResolver(form),
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const { handleSubmit, setError, setValue, formState } = methods;
  const formRef = useRef<HTMLFormElement>(null);
  /** A second click or Enter while a submission is on its way, or after it succeeded, does nothing. */
  const submission = useRef<"none" | "sending" | "sent">("none");
  const [meta, setMeta] = useState<{ submissionId: string; renderedAt: number; firstTouch: FirstTouch }>();
  /** The free times the last refused booking offered instead (none until one is refused, and after a new submit). */
  const [nextFree, setNextFree] = useState<readonly FreeSlot[]>([]);

  // Registering a radio group whose server-checked radio the visitor has moved off, react-hook-form reads the group
  // from the radios registered so far (that one, now unchecked) and unchecks every radio after it: the group comes
  // out empty. So radios are set again once registered, in the same commit, before the visitor could see it.
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(startValues))
      if (form.fields[name]?.control === "radio") setValue(name, value);
  }, [form, startValues, setValue]);

  // The time trap's start and the id this attempt keeps across retries: this browser's, not the build's. And where
  // the visit began (src/lib/first-touch.ts).
  useEffect(() => {
    const storage = visitStorage();
    const firstTouch = storage ? readFirstTouch(storage) : {};
    setMeta({ submissionId: newSubmissionId(), renderedAt: shownAt(serverRendered.current), firstTouch });
    performance.mark(FORM_READY_MARK, { detail: formId });
  }, [formId]);

  // After a submit (the schema's or the server's answer), focus the first field with a message once the messages
  // are on the page, so it is read too.
  const { errors, submitCount } = formState;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- not as messages come and go while the visitor types
  useEffect(() => firstControl(formRef.current, Object.keys(errors))?.focus(), [submitCount]);

  const send = async (values: FieldValues) => {
    const file = await badFile(form, values);
    if (file) return setError(file, { message: RESUME_TYPE_MESSAGE }, { shouldFocus: true });
    const answer = await sendLead(formRef.current!);
    if (!("error" in answer)) {
      submission.current = "sent";
      // Should the thank-you page not open, a later submission is a new attempt.
      setMeta((current) => current && { ...current, submissionId: newSubmissionId() });
      if (onSent) return onSent();
      // Held until its sender confirms by mail: the page that says to press the mail's button.
      if (answer.held) return navigateInSite(CHECK_INBOX_PAGE);
      // What was asked for (and the consultation booked) goes with the page in the browser's history entry, never in
      // its address.
      const summary = requestSummary(form, values, answer.booking);
      return navigateInSite(thankYouPath(form.name), {
        state: {
          summary,
          ...(answer.notice ? { notice: answer.notice } : {}),
          ...(answer.booking ? { booking: answer.booking } : {}),
        },
      });
    }
    if (answer.nextFree) setNextFree(answer.nextFree);
    setError(ALERT, { message: failureAlert(answer.error) });
    for (const [name, message] of Object.entries(answer.fields)) setError(name, { type: "server", message });
  };

  // A problem no field shows (a job that closed meanwhile) is told in the alert.
  const unplaced = (found: FieldErrors) => {
    const messages = Object.entries(found).flatMap(([name, error]) =>
      typeof error?.message === "string" && !firstControl(formRef.current, [name]) ? [error.message] : [],
    );
    if (messages.length > 0) setError(ALERT, { message: messages.join(" ") });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submission.current !== "none") return event.preventDefault();
    submission.current = "sending";
    setNextFree((offered) => (offered.length > 0 ? [] : offered));
    const submit = handleSubmit(send, unplaced);
    submit(event)
      .catch(() => setError(ALERT, { message: failureAlert(PAGE_ERROR) }))
      .finally(() => {
        if (submission.current === "sending") submission.current = "none";
      });
  };

  return { methods, formRef, onSubmit, noValidate: !hydrating, meta, nextFree };
}
