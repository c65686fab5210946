import type { FieldValues } from "react-hook-form";
import { LIST_SUFFIX, type FormDefinition } from "../../form-definitions/define-form";

/**
 * The choices a form shows in the page (selects, radios, checkboxes, dates), as react-hook-form holds them: a
 * select's or radio group's value (null when none is picked), a checkbox group's ticked values, a ticked box's value
 * or false, a date's YYYY-MM-DD (empty when none). Read with FormData, so it is what the browser would post. Text is
 * left out: react-hook-form reads a text field's value itself as it registers it; a date is a choice that others
 * follow (the consultation's free times), and a watcher sees only what the form starts from.
 */
export function choicesOnPage(form: FormDefinition, element: HTMLFormElement): FieldValues {
  const data = new FormData(element);
  const choices: FieldValues = {};
  for (const [name, field] of Object.entries(form.fields)) {
    if (field.control === "checkboxes") choices[`${name}${LIST_SUFFIX}`] = data.getAll(`${name}${LIST_SUFFIX}`);
    else if (field.control === "checkbox") choices[name] = data.get(name) ?? false;
    else if (field.control === "select" || field.control === "radio") choices[name] = data.get(name);
    else if (field.control === "date") choices[name] = data.get(name) ?? "";
  }
  return choices;
}
