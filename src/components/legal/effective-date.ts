/** The date both legal documents took effect. Change it here when either is revised. */
export const LEGAL_EFFECTIVE_DATE = "2025-06-28";

/** "June 28, 2025": formatted in UTC so the static HTML and every visitor's browser agree. */
export function formatLegalDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}
