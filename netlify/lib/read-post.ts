/**
 * A post's body read and checked against its form, without the database: its entries (UTF-8, the form's own keys),
 * the form it names with its spam signals, the values the form's schema accepts and the resume judged by its
 * content. submit-form answers what this finds, after its spam checks; the hostile-input corpus runs against it.
 */
import {
  RESUME_MEDIA_TYPES,
  forms,
  isFile,
  isFormName,
  parseSubmission,
  readSubmissionMeta,
  type FormEntry,
  type FormName,
  type SubmissionMeta,
} from "../../src/form-definitions";
import { RESUME_TYPE_MESSAGE } from "../../src/form-definitions/resume";
import { MULTIPART, URLENCODED, UnreadableBodyError, readFormEntries } from "./form-body";
import { sha256 } from "./hashing";
import { BodyTooLargeError, readBodyCapped } from "./http";
import { tooLarge } from "./request-checks";
import {
  RESUME_MACROS_MESSAGE,
  RESUME_NOT_PDF_MESSAGE,
  RESUME_NOT_WORD_MESSAGE,
  judgeResume,
  resumeDisplayName,
} from "./resume-file";
import type { NewResume } from "./store/leads";
import type { Checked } from "./submission-answers";

/** Why a post cannot become a lead, as submit-form answers it. */
export type Rejection = {
  readonly outcome: "unreadable" | "unknown-form" | "unsupported-media-type" | "invalid" | "bad-resume";
  readonly status: number;
  readonly title: string;
  readonly error: string;
  /** A message per field at fault, under the field's name. */
  readonly fields?: Record<string, string>;
};

export type ReadPost =
  /** Not a post of one of the forms as it sends them: answered before any spam check. */
  | {
      readonly formName?: FormName;
      readonly meta?: undefined;
      readonly values?: undefined;
      readonly rejection: Rejection;
    }
  /** A post of `formName` that cannot become a lead; `values` when its schema accepted them (a resume failed). */
  | {
      readonly formName: FormName;
      readonly meta: SubmissionMeta;
      readonly values?: Record<string, unknown>;
      readonly resume?: undefined;
      readonly rejection: Rejection;
    }
  /** A post of `formName` whose values (and resume) can be stored. */
  | {
      readonly formName: FormName;
      readonly meta: SubmissionMeta;
      readonly values: Record<string, unknown>;
      readonly resume?: NewResume;
      readonly rejection?: undefined;
    };

const UNREADABLE = "This form could not be read";

/** The answer at the resume field for each kind of file judgeResume refuses. */
const REFUSED = {
  "not-word": RESUME_NOT_WORD_MESSAGE,
  macros: RESUME_MACROS_MESSAGE,
  "not-pdf": RESUME_NOT_PDF_MESSAGE,
} as const;
const isRefused = (kind: string): kind is keyof typeof REFUSED => Object.hasOwn(REFUSED, kind);

/** The body of a post of media type `type`, read up to `limit` bytes, or why it could not be. */
export async function readBody(
  req: Request,
  type: string,
  limit: number,
): Promise<Checked<{ body: Uint8Array<ArrayBuffer> }>> {
  try {
    return { body: await readBodyCapped(req, limit) };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { refusal: tooLarge(type) };
    // A body that breaks off while being read is the sender's problem too.
    return {
      refusal: {
        outcome: "unreadable",
        status: 400,
        title: UNREADABLE,
        error: "The form could not be read. Please try again.",
      },
    };
  }
}

/** Reads a post's body of media type `type` (URLENCODED or MULTIPART; `contentType` is the full header). */
export async function readPost(type: string, contentType: string, body: Uint8Array<ArrayBuffer>): Promise<ReadPost> {
  let entries: FormEntry[];
  try {
    entries = await readFormEntries(type, contentType, body);
  } catch (error) {
    const message =
      error instanceof UnreadableBodyError ? error.message : "The form could not be read. Please try again.";
    return { rejection: { outcome: "unreadable", status: 400, title: UNREADABLE, error: message } };
  }

  const meta = readSubmissionMeta(entries);
  if (!isFormName(meta.formName)) {
    return {
      rejection: {
        outcome: "unknown-form",
        status: 400,
        title: UNREADABLE,
        error: "We could not tell which form this is. Please reload the page and try again.",
      },
    };
  }
  const formName = meta.formName;
  const form = forms[formName];
  if (type === MULTIPART && form.fileFields.length === 0) {
    return {
      formName,
      rejection: {
        outcome: "unsupported-media-type",
        status: 415,
        title: UNREADABLE,
        error: `Send this form as ${URLENCODED}.`,
      },
    };
  }

  const parsed = parseSubmission(formName, entries);
  if (!parsed.ok) {
    return {
      formName,
      meta,
      rejection: {
        outcome: "invalid",
        status: 400,
        title: "Please check your form",
        error: parsed.error ?? "Some answers need your attention. Please correct them and send the form again.",
        fields: parsed.fields,
      },
    };
  }
  const values = parsed.values as Record<string, unknown>;

  const file = form.fileFields.map((name) => values[name]).find(isFile);
  if (!file) return { formName, meta, values };
  const content = new Uint8Array(await file.arrayBuffer());
  const kind = judgeResume(content);
  if (kind === null || isRefused(kind)) {
    const message = kind === null ? RESUME_TYPE_MESSAGE : REFUSED[kind];
    return {
      formName,
      meta,
      values,
      rejection: {
        outcome: "bad-resume",
        status: 400,
        title: "Please check your form",
        error: message,
        fields: { resume: message },
      },
    };
  }
  const resume = {
    filename: resumeDisplayName(file.name, kind),
    contentType: RESUME_MEDIA_TYPES[kind],
    sha256: sha256(content),
    content,
  };
  return { formName, meta, values, resume };
}
