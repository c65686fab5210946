import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormHTMLAttributes,
  type ReactNode,
} from "react";
import { FormProvider, useFormState } from "react-hook-form";
import FormAlert from "./form-alert";
import Honeypot from "./honeypot";
import { ALERT, useLeadForm } from "./use-lead-form";
import type { FormDefinition } from "../../form-definitions";
import type { PresetValues } from "../../form-definitions/presets";
import type { FreeSlot } from "../../lib/consultation-hours";
import { FORM_ACTION, FORM_NAME_FIELD, RENDERED_AT_FIELD, SUBMISSION_ID_FIELD } from "../../lib/form-action";
import { visuallyHidden } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";

/**
 * The declaration of the form a field is in (src/form-definitions), for Field to read its label, control and
 * options, and the answers the page's address chose (src/form-definitions/presets.ts).
 */
const FormDeclaration = createContext<{ form: FormDefinition; preset?: PresetValues } | undefined>(undefined);

export function useFormDeclaration(): { form: FormDefinition; preset?: PresetValues } {
  const declaration = useContext(FormDeclaration);
  if (!declaration) throw new Error("A form field must be inside a FormShell");
  return declaration;
}

/** The free times the function offered when it refused the booking last sent (a consultation's time taken). */
const NextFree = createContext<readonly FreeSlot[]>([]);

export const useNextFree = () => useContext(NextFree);

type FormShellProps = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  "method" | "action" | "name" | "title" | "onSubmit" | "noValidate" | "encType"
> & {
  /** The form's declaration: its form-name, fields and schema. */
  form: FormDefinition;
  /** An h2 at the top of the form that also names it; without one, pass aria-label. */
  title?: ReactNode;
  intro?: ReactNode;
  /** Show "Fields marked * are required." above the fields. */
  requiredNote?: boolean;
  /** Said in place of the fields once the form is sent with JavaScript, instead of opening the thank-you page. */
  sentMessage?: ReactNode;
  /** Answers chosen by the link that opened the page, checked in the static HTML; the visitor can change them. */
  preset?: PresetValues;
  children: ReactNode;
};

const Alert = () => {
  const { errors } = useFormState({ name: ALERT });
  return <FormAlert message={errors.root?.alert?.message} />;
};

/**
 * The <form> every lead form uses. Without JavaScript it is a native POST to the submit function (which
 * answers with a redirect to the form's thank-you page or a readable error page) carrying form-name and the honeypot.
 * With JavaScript, useLeadForm checks it with the form's schema alone (the browser's bubbles would repeat its
 * messages) and sends the same entries with fetch, plus the submission id, the render time and where the visit began
 * (src/lib/first-touch.ts), which only exist once the script runs.
 */
const FormShell = ({
  form,
  title,
  intro,
  requiredNote = true,
  sentMessage,
  preset,
  children,
  ...formProps
}: FormShellProps) => {
  const titleId = useId();
  const formId = formProps.id ?? `${titleId}form`;
  const [sent, setSent] = useState(false);
  const declaration = useMemo(() => ({ form, preset }), [form, preset]);
  const status = useRef<HTMLParagraphElement>(null);
  const { methods, formRef, onSubmit, noValidate, meta, nextFree } = useLeadForm(form, formId, {
    onSent: sentMessage === undefined ? undefined : () => setSent(true),
    preset,
  });
  // The button that had focus is gone with the fields: focus goes to what replaced them.
  useEffect(() => {
    if (sent) status.current?.focus();
  }, [sent]);
  return (
    <FormProvider {...methods}>
      <form
        method="post"
        action={FORM_ACTION}
        encType={form.fileFields.length > 0 ? "multipart/form-data" : undefined}
        aria-labelledby={title ? titleId : undefined}
        {...formProps}
        id={formId}
        ref={formRef}
        onSubmit={onSubmit}
        noValidate={noValidate}
      >
        <input type="hidden" name={FORM_NAME_FIELD} value={form.name} />
        <Honeypot />
        {meta && (
          <>
            <input type="hidden" name={SUBMISSION_ID_FIELD} value={meta.submissionId} />
            <input type="hidden" name={RENDERED_AT_FIELD} value={String(meta.renderedAt)} />
            {Object.entries(meta.firstTouch).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          </>
        )}
        {title && <h2 id={titleId}>{title}</h2>}
        {intro && <p>{intro}</p>}
        {requiredNote && (
          <p css={{ fontSize: "0.9rem", color: colors.muted, margin: `0 0 ${space(6)}` }}>
            Fields marked{" "}
            <span aria-hidden="true" css={{ color: colors.danger }}>
              *
            </span>
            <span css={visuallyHidden}>with an asterisk</span> are required.
          </p>
        )}
        {!sent && (
          <FormDeclaration.Provider value={declaration}>
            <NextFree.Provider value={nextFree}>{children}</NextFree.Provider>
          </FormDeclaration.Provider>
        )}
        {/* In the page from the start (empty), so screen readers announce the message when it is written in. */}
        {sentMessage !== undefined && (
          <p role="status" ref={status} tabIndex={-1}>
            {sent && sentMessage}
          </p>
        )}
        <Alert />
      </form>
    </FormProvider>
  );
};

export default FormShell;
