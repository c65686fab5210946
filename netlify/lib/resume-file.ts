/**
 * A stored resume's names and the server's check of its kind. The file is always saved and served as
 * resume-<lead id>.<pdf|doc|docx>; the name the sender gave is kept for display only, cleaned of anything that
 * could pass for a path or reorder what a screen shows. Server-side only: cfb stays out of the browser bundle.
 */
import * as CFB from "cfb";
import siteConfig from "../../data/site-config.json";
import { RESUME_MEDIA_TYPES, detectResumeKind, type ResumeKind } from "../../src/form-definitions/resume";

/**
 * What an applicant whose resume was not kept (the site's daily resume bytes used up) is told, in the answer to
 * the post and in the confirmation mail: the application itself was stored.
 */
export const RESUME_WITHHELD_MESSAGE = `Your application is with us, but the resume you attached could not be kept today: please email it to ${siteConfig.contact.careersEmail} and name the job you applied for.`;

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

/** The answer for a Word file with a macro project (VBA), which would run code on the reader's machine. */
export const RESUME_MACROS_MESSAGE =
  "This file contains macros: attach your resume as a PDF, or as a DOCX saved without macros";

/** The answer for a file that starts like a PDF but is not one (a web page behind the signature, say). */
export const RESUME_NOT_PDF_MESSAGE =
  "This file is not a complete PDF: save your resume as a PDF again, or attach a DOCX";

/** How the server judges a resume: its kind, or why it is refused. */
export type ResumeJudgement = ResumeKind | "not-word" | "macros" | "not-pdf" | null;

/** A Compound File (DOC) or ZIP (DOCX) read as a tree of entries; undefined when it cannot be read. */
function container(bytes: Uint8Array): CFB.CFB$Container | undefined {
  try {
    return CFB.read(bytes, { type: "buffer" });
  } catch {
    return undefined;
  }
}

/** Whether a Compound File holds a Word 97-2003 document: a WordDocument stream at its root. */
const isWordDocument = (file: CFB.CFB$Container) => CFB.find(file, "/WordDocument")?.type === 2; // a stream

/** A macro project: Word 97's Macros storage, or a DOCX's (a .docm renamed) vbaProject.bin. */
const hasMacros = (file: CFB.CFB$Container) =>
  ["Macros", "_VBA_PROJECT", "vbaProject.bin"].some((name) => CFB.find(file, name) !== null);

/**
 * Whether bytes that start with %PDF- end as a PDF does (%%EOF) and hold no web page a browser would render when
 * the file is opened from the mail it is attached to.
 */
function isWholePdf(bytes: Uint8Array): boolean {
  const latin1 = (part: Uint8Array) => new TextDecoder("latin1").decode(part);
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 1024)));
  return (
    tail.includes("%%EOF") && !/<(?:!doctype|html|head|body|script|iframe)\b/i.test(latin1(bytes.subarray(0, 4096)))
  );
}

/**
 * The kind of resume these bytes are, as the server judges it: detectResumeKind's signature; for a Compound File
 * (which XLS and MSI files are too) a Word document inside ("not-word"); for Word files, no macro project
 * ("macros"); for a PDF, a whole one ("not-pdf").
 */
export function judgeResume(bytes: Uint8Array): ResumeJudgement {
  const kind = detectResumeKind(bytes);
  if (kind === "pdf") return isWholePdf(bytes) ? kind : "not-pdf";
  if (kind === "doc" || kind === "docx") {
    const file = container(bytes);
    if (kind === "doc" && !(file && isWordDocument(file))) return "not-word";
    if (file && hasMacros(file)) return "macros";
  }
  return kind;
}
