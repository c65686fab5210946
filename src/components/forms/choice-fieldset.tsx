import type { InputHTMLAttributes, ReactNode } from "react";
import FieldMessages from "./field-messages";
import GroupLegend from "./group-legend";
import { hintStyle } from "./form-styles";
import { choiceGrid, choiceRow } from "./choice-styles";
import type { FieldOption as ChoiceOption } from "../../form-definitions";
import { useFieldIds } from "./use-field-ids";

type ChoiceFieldsetProps = {
  type: "radio" | "checkbox";
  legend: ReactNode;
  name: string;
  options: ReadonlyArray<ChoiceOption>;
  /** Sets `required` on every choice and marks the legend. */
  required?: boolean;
  /** The choice (or, for checkboxes, choices) checked in the static HTML. */
  defaultValue?: string | readonly string[];
  /** Props every choice's input carries (react-hook-form's register). */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id" | "value">;
  hint?: ReactNode;
  error?: string;
  /** Narrowest width of a choice before they wrap onto their own rows. */
  minChoiceWidth?: string;
  id?: string;
  className?: string;
};

/** A fieldset of radio buttons or checkboxes with a legend; each whole row is clickable. */
const ChoiceFieldset = ({
  type,
  legend,
  name,
  options,
  required = false,
  defaultValue,
  inputProps,
  hint,
  error,
  minChoiceWidth,
  id,
  className,
}: ChoiceFieldsetProps) => {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <fieldset
      id={controlId}
      aria-describedby={describedBy}
      css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      className={className}
    >
      <GroupLegend required={required}>{legend}</GroupLegend>
      <div css={choiceGrid(minChoiceWidth)}>
        {options.map((option, index) => (
          <label key={option.value} css={choiceRow}>
            <input
              type={type}
              id={`${controlId}-${index}`}
              name={name}
              value={option.value}
              required={required}
              aria-invalid={error ? true : undefined}
              // Focus lands on a choice after a failed submit: it reads the message too, not only the fieldset.
              aria-describedby={error ? errorId : undefined}
              defaultChecked={
                defaultValue === undefined
                  ? undefined
                  : typeof defaultValue === "string"
                    ? option.value === defaultValue
                    : defaultValue.includes(option.value)
              }
              {...inputProps}
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

export default ChoiceFieldset;
