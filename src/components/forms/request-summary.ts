import type { FieldValues } from "react-hook-form";
import { LIST_SUFFIX, type FormDefinition } from "../../form-definitions/define-form";
import type { FormName } from "../../form-definitions";
import type { RequestSummary } from "../../lib/confirmations";
import type { Booking } from "../../lib/submit-lead";
import { longDate } from "../../lib/dates";

/** What each form's thank-you page repeats of the request: what was asked for, never who asked. */
const REPEATS: Record<FormName, readonly string[]> = {
  consultation: ["consultationType", "preferredDate", "preferredTime"],
  "quote-request": ["services", "tier"],
  "service-request": ["serviceType", "urgency", "preferredStartDate"],
  subscription: ["selectedPlan", "addOnServices", "startDate"],
  "career-application": ["jobId"],
  contact: ["subject"],
  newsletter: [],
};

/** The answers a booking says better: the page says the slot booked, in words and in the office's zone. */
const BOOKING_REPLACES = ["preferredDate", "preferredTime"];

/**
 * The answers a form's thank-you page repeats, as the form showed them: option labels, dates in words; for a booked
 * consultation, without the date and time asked for, since the page says what was booked.
 */
export function requestSummary(form: FormDefinition, values: FieldValues, booking?: Booking): RequestSummary {
  const repeats = (REPEATS[form.name as FormName] ?? []).filter((name) => !booking || !BOOKING_REPLACES.includes(name));
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
