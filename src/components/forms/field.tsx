import { forwardRef, useState, type ComponentProps, type ReactNode } from "react";
import type { FieldOption } from "../../form-definitions";
import { useFormContext, useFormState } from "react-hook-form";
import CheckboxField from "./checkbox-field";
import ChoiceFieldset from "./choice-fieldset";
import SelectField from "./select-field";
import TextField from "./text-field";
import TextareaField from "./textarea-field";
import { useFormDeclaration } from "./form-shell";
import { LIST_SUFFIX } from "../../form-definitions/define-form";
import { visitorToday } from "../../form-definitions/dates";

type FieldProps = {
  /** The field's name in its form's declaration (src/form-definitions), which gives its label, control, options and rule. */
  name: string;
  /** A label with markup (links) in place of the declared text. */
  label?: ReactNode;
  /** The value of a hidden field, which the page sets. */
  value?: string;
  rows?: number;
  /** Narrowest width of a radio's or checkbox's choice before they wrap onto their own rows. */
  minChoiceWidth?: string;
  /** Styles the wrapper (e.g. to span both grid columns). */
  className?: string;
  /** A select's options in place of the declared ones (the free times of a day); the server checks the declared. */
  options?: readonly FieldOption[];
  /** A hint with more than the declared text (what the page found out since). */
  hint?: ReactNode;
  /** A date's earliest day, when the page knows a later one than the visitor's today. */
  min?: string;
  /** A single-line input's id, for a link to it; otherwise one is made. */
  id?: string;
};

/**
 * One field of a lead form, drawn from its declaration and registered with react-hook-form; its message (the
 * schema's or the server's) shows under it. A checkbox group posts its ticks as repeated `name[]` keys.
 */
const Field = ({ name, label, value, rows, minChoiceWidth, className, options, hint, min, id }: FieldProps) => {
  const { form, preset } = useFormDeclaration();
  const spec = form.fields[name];
  if (!spec) throw new Error(`The ${form.name} form declares no field "${name}" (src/form-definitions/)`);
  const { register } = useFormContext();
  const wireName = spec.control === "checkboxes" ? `${name}${LIST_SUFFIX}` : name;
  const { errors } = useFormState({ name: wireName });
  const error = errors[name]?.message;
  const control = register(wireName);
  // What the page's address chose, in the static HTML; react-hook-form starts from it too (useLeadForm).
  const chosen = preset?.[name];
  const chosenText = typeof chosen === "string" ? { defaultValue: chosen } : {};
  const shown = {
    label: label ?? spec.label,
    hint: hint ?? spec.hint,
    required: spec.required,
    error: typeof error === "string" ? error : undefined,
    className,
  };
  switch (spec.control) {
    case "hidden":
      return <input type="hidden" {...control} value={value} />;
    case "textarea":
      return <TextareaField {...shown} {...control} rows={rows} placeholder={spec.placeholder} />;
    case "select":
      return (
        <SelectField
          {...shown}
          {...control}
          options={options ?? spec.options ?? []}
          placeholder={spec.placeholder}
          {...chosenText}
        />
      );
    case "checkbox":
      return <CheckboxField {...shown} {...control} />;
    case "radio":
    case "checkboxes":
      return (
        <ChoiceFieldset
          {...shown}
          type={spec.control === "radio" ? "radio" : "checkbox"}
          legend={shown.label}
          name={wireName}
          options={spec.options ?? []}
          defaultValue={chosen ?? spec.fallback}
          inputProps={control}
          minChoiceWidth={minChoiceWidth}
        />
      );
    case "date":
      return <DateField {...shown} {...control} id={id} {...chosenText} min={min} />;
    default:
      return (
        <TextField
          {...shown}
          {...control}
          id={id}
          type={spec.control}
          {...chosenText}
          autoComplete={spec.autoComplete}
          accept={spec.accept}
        />
      );
  }
};

export default Field;

/**
 * A date input whose earliest day is the visitor's today (known only in the browser; the server checks the date
 * again), or the page's later `min`. Today is asked for as the field takes focus, before its picker opens: the
 * office's calendar needs an Intl formatter with a time zone, and a page's first formatter starts ICU, 13-29 ms of a
 * desktop's main thread (four times that on a phone), which every visitor paid as the form hydrated.
 */
const DateField = forwardRef<HTMLInputElement, ComponentProps<typeof TextField> & { min?: string }>(function DateField(
  { min, ...props },
  ref,
) {
  const [today, setToday] = useState<string>();
  return (
    <TextField ref={ref} {...props} type="date" min={laterOf(today, min)} onFocus={() => setToday(visitorToday())} />
  );
});

/** The later of two YYYY-MM-DD days (they compare as text), either of which may be unknown. */
const laterOf = (one?: string, other?: string) => (one && other ? (one > other ? one : other) : (one ?? other));

/** Several fields in a row of the form's grid, by name. */
export const Fields = ({ names }: { names: readonly string[] }) =>
  names.map((name) => <Field key={name} name={name} />);
