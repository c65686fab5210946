import { forwardRef, type ReactNode, type SelectHTMLAttributes } from "react";
import { css } from "@emotion/react";
import FieldLabel from "./field-label";
import FieldMessages from "./field-messages";
import { controlStyle } from "./form-styles";
import { useFieldError } from "./lead-form-context";
import { useFieldIds } from "./use-field-ids";
import type { FormOption } from "../../hooks/use-form-options";
import { colors, space } from "../../styles/theme";

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & {
  label: ReactNode;
  name: string;
  options: ReadonlyArray<FormOption>;
  /** The empty first choice; with `required`, the browser refuses to submit while it is selected. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
};

// A drawn chevron, so the control looks the same in every browser and keeps 44 px.
const chevron = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%2312263A' stroke-width='2'/%3E%3C/svg%3E")`;
const selectStyle = css({
  appearance: "none",
  backgroundImage: chevron,
  backgroundRepeat: "no-repeat",
  backgroundPosition: `right ${space(3)} center`,
  paddingRight: space(9),
  "option:disabled": { color: colors.muted },
});

/** A labelled drop-down of options. Pass `defaultValue` or `value` to pre-select one; the placeholder is chosen otherwise. */
const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, name, options, placeholder = "Select an option", hint, error: ownError, id, required, className, ...selectProps },
  ref,
) {
  // Inside a lead form, the form's error for this name (schema or server) shows here too.
  const error = useFieldError(name, ownError);
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  const uncontrolled = selectProps.value === undefined && selectProps.defaultValue === undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <select
        ref={ref}
        id={controlId}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        css={[controlStyle, selectStyle]}
        defaultValue={uncontrolled ? "" : undefined}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});

export default SelectField;
