/** A path on this site, never another site's address, whatever an answer or a history entry holds. */
export const isSitePath = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "" && /^\/(?![/\\])/.test(value);
