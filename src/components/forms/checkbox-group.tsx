import type { ReactNode } from "react";
import ChoiceFieldset from "./choice-fieldset";
import type { ChoiceOption } from "./choice-option";

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
const CheckboxGroup = ({ defaultValue, value, onChange, ...fieldset }: CheckboxGroupProps) => {
  const toggle = (optionValue: string, checked: boolean) => {
    const current = value ?? [];
    // Keep the options' order, whatever order the boxes were ticked in.
    onChange?.(
      fieldset.options.map((option) => option.value).filter((v) => (v === optionValue ? checked : current.includes(v))),
    );
  };
  return (
    <ChoiceFieldset
      type="checkbox"
      stateOf={(option) =>
        value !== undefined
          ? {
              checked: value.includes(option.value),
              onChange: (event) => toggle(option.value, event.currentTarget.checked),
            }
          : { defaultChecked: defaultValue?.includes(option.value) }
      }
      {...fieldset}
    />
  );
};

export default CheckboxGroup;
