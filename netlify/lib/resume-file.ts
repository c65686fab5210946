/**
 * A stored resume's names and the server's check of its kind. The file is always saved and served as
 * resume-<lead id>.<pdf|doc|docx>; the name the sender gave is kept for display only, cleaned of anything that
 * could pass for a path or reorder what a screen shows. Server-side only: cfb stays out of the browser bundle.
 */
import * as CFB from "cfb";
import { RESUME_MEDIA_TYPES, detectResumeKind, type ResumeKind } from "../../src/form-definitions/resume";

/** The answer (at the resume field) for a Compound File that is not a Word document: an XLS, an MSI, … */
export const RESUME_NOT_WORD_MESSAGE =
  "This file is not a Word document: attach your resume as a PDF or DOCX file (or a DOC saved from Word)";

const DISPLAY_NAME_MAX = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The name a resume is written under: resume-<lead id>.<pdf|doc|docx>, the extension from its stored media type. */
export function resumeFileName(leadId: string, contentType: string): string {
  // The id becomes part of a path: only a lead id (a UUID) will do.
  if (!UUID.test(leadId)) throw new Error(`"${leadId}" is not a lead id.`);
  const kind = (Object.keys(RESUME_MEDIA_TYPES) as ResumeKind[]).find((key) => RESUME_MEDIA_TYPES[key] === contentType);
  if (!kind) throw new Error(`A resume stored as "${contentType}" has no known file type.`);
  return `resume-${leadId.toLowerCase()}.${kind}`;
}

/**
 * The sender's file name as it may be shown: its last path part only, without control, format (bidi
 * overrides and isolates, zero-width characters) or line/paragraph separators, trimmed and at most 200
 * characters; resume.<kind> when nothing is left.
 */
export function resumeDisplayName(name: string, kind: ResumeKind): string {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "").trim();
  // By code point, so an emoji is never cut in half.
  return Array.from(base).slice(0, DISPLAY_NAME_MAX).join("").trim() || `resume.${kind}`;
}

/** Whether a Compound File holds a Word 97-2003 document: a WordDocument stream at its root. */
function isWordDocument(bytes: Uint8Array): boolean {
  try {
    const entry = CFB.find(CFB.read(bytes, { type: "buffer" }), "/WordDocument");
    return entry?.type === 2; // a stream (CFB$EntryType.stream)
  } catch {
    return false; // not a readable Compound File
  }
}

/**
 * The kind of resume these bytes are, as the server judges it: detectResumeKind's signature, and for a
 * Compound File (which XLS and MSI files are too) a Word document inside. "not-word" for other Compound Files.
 */
export function judgeResume(bytes: Uint8Array): ResumeKind | "not-word" | null {
  const kind = detectResumeKind(bytes);
  if (kind === "doc" && !isWordDocument(bytes)) return "not-word";
  return kind;
}
