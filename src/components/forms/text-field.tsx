import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import FieldFrame from "./field-frame";
import { controlStyle } from "./form-styles";

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
  { label, name, hint, error, id, required, type = "text", className, ...inputProps },
  ref,
) {
  return (
    <FieldFrame label={label} name={name} hint={hint} error={error} id={id} required={required} className={className}>
      {(control) => <input ref={ref} type={type} {...control} css={controlStyle} {...inputProps} />}
    </FieldFrame>
  );
});

export default TextField;
