import type { ReactNode } from "react";
import FieldMessages from "./field-messages";
import GroupLegend from "./group-legend";
import { choiceGrid, choiceRow, hintStyle } from "./form-styles";
import type { ChoiceOption } from "./choice-option";
import { useFieldError } from "./lead-form-context";
import { useFieldIds } from "./use-field-ids";

type RadioGroupProps = {
  legend: ReactNode;
  name: string;
  options: ReadonlyArray<ChoiceOption>;
  required?: boolean;
  /** Checked in the static HTML (uncontrolled). */
  defaultValue?: string;
  /** Controlled: the checked value ("" for none) with `onChange`. */
  value?: string;
  onChange?: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  /** Narrowest width of a choice before they wrap onto their own rows. */
  minChoiceWidth?: string;
  id?: string;
  className?: string;
};

/** A fieldset of radio buttons with a legend; each whole row is clickable. */
const RadioGroup = ({ legend, name, options, required = false, defaultValue, value, onChange, hint, error: ownError, minChoiceWidth, id, className }: RadioGroupProps) => {
  // Inside a lead form, the form's error for this name (schema or server) shows here too.
  const error = useFieldError(name, ownError);
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  const controlled = value !== undefined;
  return (
    <fieldset id={controlId} aria-describedby={describedBy} css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} className={className}>
      <GroupLegend required={required}>{legend}</GroupLegend>
      <div css={choiceGrid(minChoiceWidth)}>
        {options.map((option, index) => (
          <label key={option.value} css={choiceRow}>
            <input
              type="radio"
              id={`${controlId}-${index}`}
              name={name}
              value={option.value}
              required={required}
              aria-invalid={error ? true : undefined}
              // Focus lands on a choice after a failed submit: it reads the message too, not only the fieldset.
              aria-describedby={error ? errorId : undefined}
              {...(controlled ? { checked: value === option.value, onChange: () => onChange?.(option.value) } : { defaultChecked: defaultValue === option.value })}
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

export default RadioGroup;
