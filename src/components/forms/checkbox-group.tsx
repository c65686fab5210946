import type { ChangeEvent, ReactNode } from "react";
import FieldMessages from "./field-messages";
import GroupLegend from "./group-legend";
import { choiceGrid, choiceRow, hintStyle } from "./form-styles";
import type { ChoiceOption } from "./choice-option";
import { useFieldError } from "./lead-form-context";
import { useFieldIds } from "./use-field-ids";

type CheckboxGroupProps = {
  legend: ReactNode;
  /** Ends in [] (services[], addOnServices[]): each ticked box is sent as a repeated key. */
  name: `${string}[]`;
  options: ReadonlyArray<ChoiceOption>;
  /** Ticked in the static HTML (uncontrolled). */
  defaultValue?: ReadonlyArray<string>;
  /** Controlled: the ticked values with `onChange`. */
  value?: ReadonlyArray<string>;
  onChange?: (values: string[]) => void;
  hint?: ReactNode;
  error?: string;
  minChoiceWidth?: string;
  id?: string;
  className?: string;
};

/** A fieldset of checkboxes with a legend, for choosing any number of options. */
const CheckboxGroup = ({ legend, name, options, defaultValue, value, onChange, hint, error: ownError, minChoiceWidth, id, className }: CheckboxGroupProps) => {
  // Inside a lead form, the form's error for this name (schema or server) shows here too.
  const error = useFieldError(name, ownError);
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  const toggle = (optionValue: string, checked: boolean) => {
    const current = value ?? [];
    // Keep the options' order, whatever order the boxes were ticked in.
    onChange?.(options.map((option) => option.value).filter((v) => (v === optionValue ? checked : current.includes(v))));
  };
  return (
    <fieldset id={controlId} aria-describedby={describedBy} css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} className={className}>
      <GroupLegend>{legend}</GroupLegend>
      <div css={choiceGrid(minChoiceWidth)}>
        {options.map((option, index) => (
          <label key={option.value} css={choiceRow}>
            <input
              type="checkbox"
              id={`${controlId}-${index}`}
              name={name}
              value={option.value}
              aria-invalid={error ? true : undefined}
              // Focus lands on a choice after a failed submit: it reads the message too, not only the fieldset.
              aria-describedby={error ? errorId : undefined}
              {...(value !== undefined
                ? { checked: value.includes(option.value), onChange: (event: ChangeEvent<HTMLInputElement>) => toggle(option.value, event.currentTarget.checked) }
                : { defaultChecked: defaultValue?.includes(option.value) })}
            />
            <span>
              {option.label}
              {option.hint && <span css={[hintStyle, { display: "block", marginTop: 2 }]}>{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
};

export default CheckboxGroup;
