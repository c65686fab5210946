import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import FieldMessages from "./field-messages";
import { requiredMark } from "./form-styles";
import { choiceRow } from "./choice-styles";
import { useFieldIds } from "./use-field-ids";

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & {
  /** May hold links (e.g. to the terms); they stay clickable inside the label. */
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
};

/** One labelled checkbox, such as agreeing to the terms. Sends value="true" when ticked. */
const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, name, hint, error, id, required, value = "true", className, ...inputProps },
  ref,
) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div className={className}>
      <div css={[choiceRow, { cursor: "default" }]}>
        <input
          ref={ref}
          type="checkbox"
          id={controlId}
          name={name}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        <label htmlFor={controlId} css={{ cursor: "pointer" }}>
          {label}
          {required && (
            <span aria-hidden="true" css={requiredMark}>
              *
            </span>
          )}
        </label>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});

export default CheckboxField;
