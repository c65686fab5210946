import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import FieldLabel from "./field-label";
import FieldMessages from "./field-messages";
import { controlStyle } from "./form-styles";
import { useFieldError } from "./lead-form-context";
import { useFieldIds } from "./use-field-ids";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string;
  /** Styles the wrapper (e.g. to span both grid columns). */
  className?: string;
};

/** A labelled single-line input (text, email, tel, date, file …). Extra props go to the <input>. */
const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, name, hint, error: ownError, id, required, type = "text", className, ...inputProps },
  ref,
) {
  // Inside a lead form, the form's error for this name (schema or server) shows here too.
  const error = useFieldError(name, ownError);
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <input
        ref={ref}
        id={controlId}
        name={name}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        css={controlStyle}
        {...inputProps}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});

export default TextField;
