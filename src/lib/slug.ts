/** The part of an address or id that names something: "EHR Optimization" → "ehr-optimization". */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
