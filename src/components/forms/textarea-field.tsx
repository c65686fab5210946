import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from "react";
import FieldFrame from "./field-frame";
import { controlStyle } from "./form-styles";

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
};

/** A labelled multi-line input, 4 rows unless told otherwise. */
const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, name, hint, error, id, required, rows = 4, className, ...textareaProps },
  ref,
) {
  return (
    <FieldFrame label={label} name={name} hint={hint} error={error} id={id} required={required} className={className}>
      {(control) => (
        <textarea ref={ref} rows={rows} {...control} css={[controlStyle, { resize: "vertical" }]} {...textareaProps} />
      )}
    </FieldFrame>
  );
});

export default TextareaField;
