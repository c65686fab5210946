import type { ReactNode } from "react";
import ChoiceFieldset from "./choice-fieldset";
import type { ChoiceOption } from "./choice-option";

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
const RadioGroup = ({ defaultValue, value, onChange, ...fieldset }: RadioGroupProps) => (
  <ChoiceFieldset
    type="radio"
    stateOf={(option) =>
      value !== undefined
        ? { checked: value === option.value, onChange: () => onChange?.(option.value) }
        : { defaultChecked: defaultValue === option.value }
    }
    {...fieldset}
  />
);

export default RadioGroup;
