import { forwardRef, type ReactNode, type SelectHTMLAttributes } from "react";
import { css } from "@emotion/react";
import FieldFrame from "./field-frame";
import { controlStyle } from "./form-styles";
import type { FieldOption } from "../../form-definitions";
import { colors, space } from "../../styles/theme";

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & {
  label: ReactNode;
  name: string;
  options: ReadonlyArray<FieldOption>;
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
  { label, name, options, placeholder = "Select an option", hint, error, id, required, className, ...selectProps },
  ref,
) {
  const uncontrolled = selectProps.value === undefined && selectProps.defaultValue === undefined;
  return (
    <FieldFrame label={label} name={name} hint={hint} error={error} id={id} required={required} className={className}>
      {(control) => (
        <select
          ref={ref}
          {...control}
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
      )}
    </FieldFrame>
  );
});

export default SelectField;
