import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from "react";
import FieldLabel from "./field-label";
import FieldMessages from "./field-messages";
import { controlStyle } from "./form-styles";
import { useFieldError } from "./lead-form-context";
import { useFieldIds } from "./use-field-ids";

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
};

/** A labelled multi-line input, 4 rows unless told otherwise. */
const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, name, hint, error: ownError, id, required, rows = 4, className, ...textareaProps },
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
      <textarea
        ref={ref}
        id={controlId}
        name={name}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        css={[controlStyle, { resize: "vertical" }]}
        {...textareaProps}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});

export default TextareaField;
