/** A calendar date as YYYY-MM-DD in the visitor's own time zone (what <input type="date"> uses). */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A calendar date as the site shows it, e.g. "May 12, 2026", from its YYYY-MM-DD (a post's date, a document's
 * effective date): in UTC, so no time zone shifts it and the static HTML and every visitor's browser agree.
 */
export function longDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
