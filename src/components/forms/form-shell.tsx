import { useId, type FormHTMLAttributes, type ReactNode } from "react";
import Honeypot from "./honeypot";
import { FORM_ACTION } from "../../lib/form-action";
import { visuallyHidden } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";

type FormShellProps = Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "action" | "name" | "title"> & {
  /** Sent as form-name: tells the function which form this is. */
  formName: string;
  /** An h2 at the top of the form that also names it; without one, pass aria-label. */
  title?: ReactNode;
  intro?: ReactNode;
  /** Show "Fields marked * are required." above the fields. */
  requiredNote?: boolean;
  children: ReactNode;
};

/**
 * The <form> every lead form uses: a native POST to the submit function (it works without JavaScript),
 * the hidden form-name and the honeypot. Browser validation stays on.
 */
const FormShell = ({ formName, title, intro, requiredNote = true, children, ...formProps }: FormShellProps) => {
  const titleId = useId();
  return (
    <form method="post" action={FORM_ACTION} aria-labelledby={title ? titleId : undefined} {...formProps}>
      <input type="hidden" name="form-name" value={formName} />
      <Honeypot />
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
      {children}
    </form>
  );
};

export default FormShell;
