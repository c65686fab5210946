import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { bareName, firstControl, type LeadFormState } from "./lead-form-context";
import type { FieldMessages, LeadFormEngine } from "./lead-form-engine";
import type { FormName } from "../../forms";
import { PAGE_ERROR, failureAlert } from "../../lib/form-action";
import { newSubmissionId } from "../../lib/submission-id";
import { whenIdle } from "../../lib/when-idle";

/** The metadata the function wants from a script-driven post; without JavaScript there is none (the server copes). */
export type SubmissionMeta = { readonly submissionId: string; readonly renderedAt: number };

const NO_ERRORS: FieldMessages = {};

/**
 * One lead form's life in the browser. The page loads only this light half; validation and sending
 * (react-hook-form, the schemas of src/forms, fetch: ./lead-form-engine.ts) are imported on demand, when
 * the browser is idle after hydration or as soon as the visitor enters or sends the form, so they count
 * against no page's first load. Errors go to the fields through LeadFormContext.
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
  const [errors, setErrors] = useState<FieldMessages>(NO_ERRORS);
  const [meta, setMeta] = useState<SubmissionMeta>();
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState<string>();
  /** Set from the first click until the answer: a second click or Enter meanwhile does nothing. */
  const locked = useRef(false);
  /** Fields to focus the first of, once their errors are on the page (so the message is read with the field). */
  const [focusNext, setFocusNext] = useState<readonly string[]>();
  const engine = useRef<Promise<LeadFormEngine>>();

  /** The engine, imported and created on first use; a failed download is tried again next time. */
  const loadEngine = useCallback((): Promise<LeadFormEngine> => {
    if (!engine.current) {
      const loading = import("./lead-form-engine").then(({ createLeadFormEngine }) => {
        if (!formRef.current) throw new Error("The form is no longer on the page");
        return createLeadFormEngine(formName, formRef.current, {
          showErrors: setErrors,
          showAlert: setAlert,
          setSending,
          focusFirstOf: setFocusNext,
          startNewAttempt: () => setMeta((current) => current && { ...current, submissionId: newSubmissionId() }),
        });
      });
      loading.catch(() => {
        if (engine.current === loading) engine.current = undefined;
      });
      engine.current = loading;
    }
    return engine.current;
  }, [formName]);

  // The form is interactive now: the time trap's start, and the id this attempt keeps across retries.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- this browser's time and id, not the build's
  useEffect(() => setMeta({ submissionId: newSubmissionId(), renderedAt: Date.now() }), []);

  // Fetch the engine before it is needed: when the browser is idle, or at once if the visitor gets there first.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    const load = () => void loadEngine().catch(() => undefined);
    const cancelIdle = whenIdle(load);
    form.addEventListener("focusin", load, { once: true });
    return () => {
      cancelIdle();
      form.removeEventListener("focusin", load);
      void engine.current?.then((loaded) => loaded.dispose()).catch(() => undefined);
    };
  }, [loadEngine]);

  useEffect(() => {
    const form = formRef.current;
    if (!focusNext || !form || !focusNext.every((name) => name in errors)) return;
    setFocusNext(undefined);
    firstControl(form, focusNext)?.focus();
  }, [focusNext, errors]);

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
        loadEngine()
          .then((loaded) => loaded.recheck())
          .catch(() => undefined);
      }, 0);
    };
    form.addEventListener("invalid", onNativeInvalid, true);
    return () => form.removeEventListener("invalid", onNativeInvalid, true);
  }, [loadEngine]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript we send it; the native post (method/action) is what runs without.
    event.preventDefault();
    if (locked.current) return;
    locked.current = true;
    setAlert(undefined);
    void loadEngine()
      .then((loaded) => loaded.submit())
      .catch(() => {
        setAlert(failureAlert(PAGE_ERROR));
        return false;
      })
      // After a success the form stays locked while the thank-you page loads.
      .then((sent) => {
        if (!sent) locked.current = false;
      });
  };

  /** After a failed attempt, re-check a field as the visitor corrects it, so its message goes once it is right. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    const field = typeof name === "string" ? bareName(name) : "";
    if (!field || !(field in errors)) return;
    loadEngine()
      .then((loaded) => loaded.recheck(field))
      .catch(() => undefined);
  };

  const context = useMemo<LeadFormState>(() => ({ errors, sending }), [errors, sending]);

  return { formRef, onSubmit, onChange, meta, alert, context };
}
