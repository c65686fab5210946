/**
 * The resume of a career application: a PDF, DOC or DOCX file of at most 4 MB. The type is judged by the
 * file's first bytes (its signature), never by its name or the type the browser claims; the server also checks
 * that a Compound File holds a Word document (netlify/lib/resume-file.ts).
 */
import * as v from "valibot";
import type { FieldSpec } from "./fields";

export const RESUME_MAX_BYTES = 4 * 1024 * 1024;

/** The media type each accepted kind is stored and served with. */
export const RESUME_MEDIA_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

export type ResumeKind = keyof typeof RESUME_MEDIA_TYPES;

export const RESUME_TYPE_MESSAGE = "Attach your resume as a PDF, DOC or DOCX file";
export const RESUME_SIZE_MESSAGE = "Your resume must be 4 MB or smaller";

/** A File (or Blob) as FormData gives it, recognised without `instanceof` so it works across realms. */
export function isFile(value: unknown): value is File {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Blob).arrayBuffer === "function" &&
    typeof (value as Blob).size === "number"
  );
}

/** The resume field: a non-empty file no larger than RESUME_MAX_BYTES. Its signature is checked by detectResumeKind. */
export const resumeField = (label: string, required = "Attach your resume") =>
  ({
    label,
    control: "file",
    required: true,
    accept: ".pdf,.doc,.docx",
    hint: "PDF, DOC or DOCX.",
    rule: () =>
      v.pipe(
        v.custom<File>(isFile, required),
        v.check((file: File) => file.size > 0, `${required} (the file chosen is empty)`),
        v.check((file: File) => file.size <= RESUME_MAX_BYTES, RESUME_SIZE_MESSAGE),
      ),
  }) satisfies FieldSpec;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // a Compound File, as Word 97-2003 writes
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];

/** The names of the entries of a ZIP archive, from its central directory (or its local headers if that is unreadable). */
function zipEntryNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decode = (from: number, length: number) => new TextDecoder().decode(bytes.subarray(from, from + length));
  const names: string[] = [];
  // The end-of-central-directory record is the last 22 bytes, followed by a comment of up to 65535 bytes.
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 0xffff); end -= 1) {
    if (!startsWith(bytes, ZIP_END, end)) continue;
    const count = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    for (let i = 0; i < count && startsWith(bytes, ZIP_CENTRAL, at) && at + 46 <= bytes.length; i += 1) {
      const nameLength = view.getUint16(at + 28, true);
      names.push(decode(at + 46, nameLength));
      at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    if (names.length > 0) return names;
    break;
  }
  // No usable central directory: walk the local file headers while their sizes are known.
  let at = 0;
  while (startsWith(bytes, ZIP_LOCAL, at) && at + 30 <= bytes.length) {
    const nameLength = view.getUint16(at + 26, true);
    names.push(decode(at + 30, nameLength));
    const sizeKnown = (view.getUint16(at + 6, true) & 0x08) === 0;
    if (!sizeKnown) break;
    at += 30 + nameLength + view.getUint16(at + 28, true) + view.getUint32(at + 18, true);
  }
  return names;
}

/**
 * What kind of resume these bytes are, by signature: PDF (%PDF-), DOC (a Compound File, D0 CF 11 E0) or
 * DOCX (a ZIP archive holding a word/ folder). null for anything else, whatever the file is called.
 * The browser's quick check: XLS and MSI files are Compound Files too, so the server also looks for the
 * Word document inside one (judgeResume, netlify/lib/resume-file.ts), which the browser bundle does without.
 */
export function detectResumeKind(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, PDF)) return "pdf";
  if (startsWith(bytes, OLE2)) return "doc";
  if (startsWith(bytes, ZIP_LOCAL) && zipEntryNames(bytes).some((name) => name.startsWith("word/"))) return "docx";
  return null;
}
