/** A calendar date as YYYY-MM-DD in the visitor's own time zone (what <input type="date"> uses). */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * A calendar date as the site shows it, e.g. "May 12, 2026", from its YYYY-MM-DD (a post's date, a document's
 * effective date): in UTC, so no time zone shifts it and the static HTML and every visitor's browser agree.
 * Written out here rather than by Intl (the text is the same: its test compares): a page's first Intl formatter
 * starts ICU, 13-29 ms of a desktop's main thread in a page, which the home page, the blog and every post paid as they
 * hydrated.
 */
export function longDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
