/**
 * A form post's body as entries, decoded strictly: text that is not UTF-8 is refused, never patched with
 * U+FFFD (which TextDecoder and URLSearchParams do silently, and which would store garbage as a lead).
 */
import type { FormEntry } from "../../src/form-definitions";

export const URLENCODED = "application/x-www-form-urlencoded";
export const MULTIPART = "multipart/form-data";

/** The body could not be read as a form: its message is a sentence for the visitor. */
export class UnreadableBodyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnreadableBodyError";
  }
}

const NOT_UTF8_MESSAGE =
  "Some of the form's text could not be read (it is not UTF-8). Please reload the page and try again.";
const UNREADABLE_MESSAGE = "The form could not be read. Please try again.";

/**
 * The charset a Content-Type names (lower-cased, quotes removed), or undefined. Browsers send none for forms;
 * anything but UTF-8 is refused (415), since every byte is decoded as UTF-8.
 */
export function declaredCharset(contentType: string): string | undefined {
  for (const parameter of contentType.split(";").slice(1)) {
    const [name, ...rest] = parameter.split("=");
    if (name.trim().toLowerCase() === "charset")
      return rest
        .join("=")
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .toLowerCase();
  }
  return undefined;
}

export const isUtf8Charset = (charset: string | undefined) =>
  charset === undefined || charset === "utf-8" || charset === "utf8";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** One name or value of an urlencoded body: + is a space, %XX sequences must spell UTF-8. */
function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    // A % not followed by two hex digits, or percent-escaped bytes that are not UTF-8.
    throw new UnreadableBodyError(NOT_UTF8_MESSAGE);
  }
}

/** application/x-www-form-urlencoded, as the WHATWG parser reads it, except that malformed text is an error. */
function parseUrlencoded(body: Uint8Array): FormEntry[] {
  let text: string;
  try {
    text = strictUtf8.decode(body);
  } catch {
    throw new UnreadableBodyError(NOT_UTF8_MESSAGE);
  }
  const entries: FormEntry[] = [];
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const [name, value] = at === -1 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
    entries.push([decodeComponent(name), decodeComponent(value)]);
  }
  return entries;
}

/** The entries of an urlencoded or multipart body (the media type already checked). */
export async function readFormEntries(
  type: string,
  contentType: string,
  body: Uint8Array<ArrayBuffer>,
): Promise<FormEntry[]> {
  if (type === URLENCODED) return parseUrlencoded(body);
  try {
    // Multipart text parts are decoded leniently by the platform: the schemas refuse U+FFFD in any value.
    const data = await new Response(body, { headers: { "content-type": contentType } }).formData();
    return [...data.entries()] as FormEntry[];
  } catch {
    throw new UnreadableBodyError(UNREADABLE_MESSAGE);
  }
}
