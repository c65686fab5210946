/** A time unit of pay, as schema.org names it. */
export type PayUnit = "HOUR" | "DAY" | "WEEK" | "MONTH" | "YEAR";

const UNITS: [RegExp, PayUnit][] = [
  [/\b(hour|hourly|hr)\b/i, "HOUR"],
  [/\b(day|daily)\b/i, "DAY"],
  [/\b(week|weekly|wk)\b/i, "WEEK"],
  [/\b(month|monthly|mo)\b/i, "MONTH"],
];

/**
 * The figures of a pay or price text: "$12 - $14 per hour" → 12 to 14 an hour, "$15-18/hour", "$52,000 - $62,000
 * per year" or "$52k" → a yearly amount (the unit when none is named). Undefined when it has no figures
 * ("Competitive", "Custom").
 */
export function payRange(text: string): { min: number; max: number; unit: PayUnit } | undefined {
  const figures = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(k)?\b/gi)].map(
    ([, digits, thousands]) => Number(digits.replace(/,/g, "")) * (thousands ? 1000 : 1),
  );
  if (figures.length === 0 || figures.some((n) => !Number.isFinite(n))) return undefined;
  const unit = UNITS.find(([pattern]) => pattern.test(text))?.[1] ?? "YEAR";
  return { min: Math.min(...figures), max: Math.max(...figures), unit };
}
