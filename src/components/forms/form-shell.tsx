import { useId, type FormHTMLAttributes, type ReactNode } from "react";
import FormAlert from "./form-alert";
import Honeypot from "./honeypot";
import { LeadFormContext } from "./lead-form-context";
import { useLeadForm } from "./use-lead-form";
import type { FormName } from "../../forms";
import { FORM_ACTION, FORM_NAME_FIELD, RENDERED_AT_FIELD, SUBMISSION_ID_FIELD } from "../../lib/form-action";
import { visuallyHidden } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";

type FormShellProps = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  "method" | "action" | "name" | "title" | "onSubmit" | "onChange"
> & {
  /** Sent as form-name: tells the function which form (and schema) this is. */
  formName: FormName;
  /** An h2 at the top of the form that also names it; without one, pass aria-label. */
  title?: ReactNode;
  intro?: ReactNode;
  /** Show "Fields marked * are required." above the fields. */
  requiredNote?: boolean;
  children: ReactNode;
};

/**
 * The <form> every lead form uses. Without JavaScript it is a native POST to the submit function (which
 * answers with a redirect to /thank-you/ or a readable error page) carrying form-name and the honeypot.
 * With JavaScript, useLeadForm validates with the shared schema, shows errors at the fields and sends the
 * same entries with fetch, plus the submission id and render time, which only exist once the script runs
 * (the schema and fetch code load on demand: see use-lead-form.ts).
 * Browser validation stays on (no noValidate): see use-lead-form.ts.
 */
const FormShell = ({ formName, title, intro, requiredNote = true, children, ...formProps }: FormShellProps) => {
  const titleId = useId();
  const { formRef, onSubmit, onChange, meta, alert, context } = useLeadForm(formName);
  return (
    <form
      method="post"
      action={FORM_ACTION}
      aria-labelledby={title ? titleId : undefined}
      {...formProps}
      ref={formRef}
      onSubmit={onSubmit}
      onChange={onChange}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={formName} />
      <Honeypot />
      {meta && (
        <>
          <input type="hidden" name={SUBMISSION_ID_FIELD} value={meta.submissionId} />
          <input type="hidden" name={RENDERED_AT_FIELD} value={String(meta.renderedAt)} />
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
      <LeadFormContext.Provider value={context}>{children}</LeadFormContext.Provider>
      <FormAlert message={alert} />
    </form>
  );
};

export default FormShell;
