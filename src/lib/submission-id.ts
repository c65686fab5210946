/**
 * A new submission id (a version 4 UUID), made in the browser once per attempt (see src/form-definitions/index.ts).
 * crypto.randomUUID() only exists in secure contexts (https and localhost); elsewhere, e.g. a phone testing
 * over the LAN, the same UUID is built from getRandomValues.
 */
export function newSubmissionId(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
