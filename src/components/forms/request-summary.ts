import type { FieldValues } from "react-hook-form";
import { LIST_SUFFIX, type FormDefinition } from "../../form-definitions/define-form";
import type { FormName } from "../../form-definitions";
import { CONFIRMATIONS, type RequestSummary } from "../../lib/confirmations";
import { longDate } from "../../lib/dates";

/** The answers a form's thank-you page repeats, as the form showed them: option labels, dates in words. */
export function requestSummary(form: FormDefinition, values: FieldValues): RequestSummary {
  const repeats = CONFIRMATIONS[form.name as FormName]?.repeats ?? [];
  return repeats.flatMap((name) => {
    const spec = form.fields[name];
    const answer: unknown = values[spec.control === "checkboxes" ? `${name}${LIST_SUFFIX}` : name];
    const chosen = (Array.isArray(answer) ? answer : [answer]).filter(
      (value): value is string => typeof value === "string" && value !== "",
    );
    if (chosen.length === 0) return [];
    const shown = chosen.map((value) =>
      spec.control === "date"
        ? longDate(value)
        : (spec.options?.find((option) => option.value === value)?.label ?? value),
    );
    return [[spec.label, shown.join(", ")] as const];
  });
}
