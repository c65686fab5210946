/** The values a form's schema reads, from a post's entries or from react-hook-form; see ./index.ts. */
import { isFile } from "./resume";

/** A posted text as the schemas see it: CRLF (what browsers send for textareas) becomes LF. */
const cleanText = (text: string) => text.replace(/\r\n?/g, "\n");

/** One answer as the schemas see it: text cleaned, a ticked box "true", nothing given (blank, unticked, no file) undefined. */
function answer(value: unknown): unknown {
  if (typeof value === "string") return value.trim() === "" ? undefined : cleanText(value);
  if (value === true) return "true";
  if (isFile(value)) return value.size === 0 && !value.name ? undefined : value;
  // A file input's FileList, as react-hook-form gives it.
  if (typeof value === "object" && value !== null && "item" in value) return answer((value as FileList).item(0));
  return undefined;
}

/**
 * The schema's input from a form's values, by field name (lists for checkbox groups), as react-hook-form
 * holds them or as a post's entries are gathered: every field of the schema is present, undefined when not
 * given, so a missing required field gets its own message.
 */
export function schemaInput(fieldNames: readonly string[], values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    fieldNames.map((name) => {
      const value = values[name];
      if (!Array.isArray(value)) return [name, answer(value)];
      const given = value.map(answer).filter((item) => item !== undefined);
      return [name, given.length > 0 ? given : undefined];
    }),
  );
}
