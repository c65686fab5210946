/**
 * The lead forms' contract, shared by the browser (react-hook-form's resolver) and the submit function
 * (netlify/functions/submit-form.ts). No React or Gatsby here, so the function can bundle it; every
 * validation rule lives once, in ./fields.ts, and the form files say which field uses which rule.
 *
 * What a form posts (application/x-www-form-urlencoded; multipart/form-data for "career-application"):
 * - `form-name`: one of FORM_NAMES; `bot-field`: the honeypot, always empty for people.
 * - `submissionId`: a UUID the browser makes once per attempt (crypto.randomUUID()) and keeps when it
 *   retries the same attempt: a replay stores nothing new and gets the same success. Make a new one after a
 *   success. Native (no-JS) posts leave it out; the server then derives a key from the content.
 * - `renderedAt`: Date.now() when the form became interactive (ms since the epoch). A post sooner than
 *   MIN_FILL_MS after it is treated as a bot; native posts leave it out.
 * - The first-touch fields (src/lib/first-touch.ts): where the visit began, as its first page view recorded it; native
 *   posts leave them out. The function bounds them (netlify/lib/lead-source.ts).
 * - The fields of the form's schema, by the names its inputs carry. Checkbox groups (`listFields`) repeat
 *   `name[]` once per ticked value (`services[]=a&services[]=b`); their values arrive as lists under the bare
 *   name (`services`). Blank fields may be sent or left out: both mean "not given".
 *
 * parseSubmission(formName, entries, { today }) checks those entries, e.g. `[...new FormData(form)]`:
 * - `{ ok: true, values }`: the typed, trimmed values (defaults applied: contactMethod/preferredContact
 *   "email", empty lists; agreedToTerms true; the resume a File). These are what is stored.
 * - `{ ok: false, fields }`: one human message per field, keyed by the bare field name (`services`, not
 *   `services[]`), e.g. `{ email: "Enter a valid email address, like name@example.com" }`. The server's 400
 *   answer carries the same map: `{ error, fields }`, so the browser can show both at the fields.
 * - `{ ok: false, error, fields }` when the post's shape is wrong (checkPostShape): a key the form does not
 *   have (bracketed ones too: only list fields take `[]`, once), a one-value key sent twice, more than
 *   MAX_ENTRIES entries. Text values keep exactly what was sent, or are refused: control characters, the
 *   replacement character U+FFFD, and tabs or line breaks in one-line fields (./fields.ts).
 * Dates may not be earlier than `today`: the browser passes visitorToday() (its own calendar, as the date
 * pickers' min); the server defaults to earliestToday() (UTC-12) so no visitor's today is refused.
 * The resume's type is judged by content with detectResumeKind (the server always does; the browser may).
 *
 * The function answers a fetch() post (send `Accept: application/json`) with JSON: 201 `{ ok: true, id }`
 * (a replay too, and a bot, so bots learn nothing); otherwise `{ error, fields }` where `error` is a sentence
 * for the visitor: 400 (invalid fields, unknown form), 413 (too long; `fields.resume` for a large resume),
 * 415, 429 and 503 (both with Retry-After, in seconds), 500. A native post gets 303 to /thank-you/ or an
 * HTML page with the same messages.
 */
import * as v from "valibot";
import services from "../../data/services.json";
import { careerApplicationForm } from "./career-application";
import { consultationForm } from "./consultation";
import { contactForm } from "./contact";
import { earliestToday } from "./dates";
import { schemaInput } from "./schema-input";
import { bareName, type FormDefinition } from "./define-form";
import type { FormContext } from "./fields";
import { newsletterForm } from "./newsletter";
import { quoteRequestForm } from "./quote-request";
import { serviceRequestForm } from "./service-request";
import { serviceChoices } from "./services";
import { subscriptionForm } from "./subscription";
import { zoneGenericName } from "../lib/consultation-hours";
import { FIRST_TOUCH_FIELDS, type FirstTouch } from "../lib/first-touch";
import { FORM_NAME_FIELD, HONEYPOT_NAME, RENDERED_AT_FIELD, SUBMISSION_ID_FIELD } from "../lib/form-action";
import type { FormName } from "../lib/form-names";

export { earliestToday, visitorToday } from "./dates";
export { schemaInput } from "./schema-input";
export {
  MAX_LENGTH,
  PATIENT_INFORMATION_HINT,
  isEmailAddress,
  type FieldOption,
  type FieldSpec,
  type FormContext,
} from "./fields";
export type { FormDefinition } from "./define-form";
export {
  RESUME_MAX_BYTES,
  RESUME_MEDIA_TYPES,
  RESUME_TYPE_MESSAGE,
  detectResumeKind,
  isFile,
  type ResumeKind,
} from "./resume";

export { serviceChoices, type ServiceChoice } from "./services";

/** The services the forms offer, as data/services.json holds them now (a form's page gets the same from Gatsby). */
export const offeredServices = serviceChoices(services);
/** The office's zone in words, as the build gives it to the consultation page (its timeZoneName). */
export const officeZoneName = zoneGenericName();

/** Every form by its form-name. */
export const forms = {
  "quote-request": quoteRequestForm(offeredServices),
  [contactForm.name]: contactForm,
  consultation: consultationForm(offeredServices, officeZoneName),
  [subscriptionForm.name]: subscriptionForm,
  "service-request": serviceRequestForm(offeredServices),
  [newsletterForm.name]: newsletterForm,
  [careerApplicationForm.name]: careerApplicationForm,
} as const satisfies { readonly [N in FormName]: { readonly name: N } };

export type { FormName };

export const FORM_NAMES = Object.keys(forms) as FormName[];

/** The values a form's schema produces. */
type FormValues<N extends FormName> = v.InferOutput<ReturnType<(typeof forms)[N]["schema"]>>;

type ParseResult<N extends FormName> =
  | { readonly ok: true; readonly values: FormValues<N> }
  | {
      readonly ok: false;
      readonly fields: Record<string, string>;
      /** A sentence for a problem with the post as a whole (see checkPostShape), when there is one. */
      readonly error?: string;
    };

export const isFormName = (name: unknown): name is FormName =>
  typeof name === "string" && Object.prototype.hasOwnProperty.call(forms, name);

/** A stored lead's form for people ("quote request"); a form-name no longer declared, as it is. */
export const formTitle = (name: string) => (isFormName(name) ? forms[name].title : name);

/** The metadata fields every form posts besides its own (named in src/lib/form-action.ts, which pages load). */
export { FORM_NAME_FIELD, RENDERED_AT_FIELD, SUBMISSION_ID_FIELD };
/** People take longer than this to fill any form; a faster post is a bot's. */
export const MIN_FILL_MS = 3000;

export type FormEntry = [string, string | File];

/** More entries than any form sends (its fields, every box of its checkbox groups and the metadata). */
export const MAX_ENTRIES = 100;

const META_FIELDS: readonly string[] = [
  FORM_NAME_FIELD,
  HONEYPOT_NAME,
  SUBMISSION_ID_FIELD,
  RENDERED_AT_FIELD,
  ...FIRST_TOUCH_FIELDS,
];

const RELOAD = "Please reload the page and try again.";

/** A problem with a post as a whole: a sentence, and a message per field where one field is at fault. */
type PostProblem = { readonly error: string; readonly fields: Record<string, string> };

/**
 * The shape of a post, before its values: only the keys the form's own controls send, each one-value key
 * once, and text in the metadata. Refused rather than ignored, because a browser never sends anything else:
 * an unknown or bracketed key is a stale page or a forged post (ignoring it would drop what someone meant to
 * send, storing it would let anyone write any key into a lead), and a field sent twice leaves us guessing
 * which answer counts.
 */
function checkPostShape(
  form: FormDefinition,
  fieldNames: readonly string[],
  entries: readonly FormEntry[],
): PostProblem | undefined {
  if (entries.length > MAX_ENTRIES) return { error: `The form sent more answers than it has. ${RELOAD}`, fields: {} };
  const lists: readonly string[] = form.listFields;
  const seen = new Set<string>();
  for (const [key, value] of entries) {
    // A list field repeats, as `name[]` (or its bare name, as a values object holds it).
    if (lists.includes(bareName(key))) continue;
    const meta = META_FIELDS.includes(key);
    if (!meta && !fieldNames.includes(key)) {
      return { error: `The form sent an answer to a question it does not have. ${RELOAD}`, fields: {} };
    }
    if (meta && typeof value !== "string") return { error: `The form could not be read. ${RELOAD}`, fields: {} };
    if (seen.has(key)) {
      return {
        error: `An answer was sent more than once. ${RELOAD}`,
        fields: meta ? {} : { [key]: "This question was answered more than once: send one answer" },
      };
    }
    seen.add(key);
  }
  return undefined;
}

/** A post's entries (their shape already checked) by field name: list fields as lists, others their one value. */
function gather(form: FormDefinition, entries: Iterable<FormEntry>): Record<string, unknown> {
  const values: Record<string, unknown> = Object.fromEntries(form.listFields.map((name) => [name, []]));
  for (const [key, value] of entries) {
    const name = bareName(key);
    const list = values[name];
    if (Array.isArray(list)) list.push(value);
    else values[name] ??= value;
  }
  return values;
}

/** The first message for each field (a list item's problem is its list's). */
function fieldMessages(issues: ReadonlyArray<v.BaseIssue<unknown>>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const name = typeof key === "string" ? key : "form";
    fields[name] ??= issue.message;
  }
  return fields;
}

/** Checks a form's posted entries against its schema; see the top of this file. Pure and synchronous. */
export function parseSubmission<N extends FormName>(
  formName: N,
  entries: Iterable<FormEntry>,
  context: Partial<FormContext> = {},
): ParseResult<N> {
  const form: FormDefinition = forms[formName];
  const schema = form.schema({ today: context.today ?? earliestToday() });
  const fieldNames = Object.keys(schema.entries);
  const posted = [...entries];
  const problem = checkPostShape(form, fieldNames, posted);
  if (problem) return { ok: false, ...problem };
  const result = v.safeParse(schema, schemaInput(fieldNames, gather(form, posted)));
  if (!result.success) return { ok: false, fields: fieldMessages(result.issues) };
  // Fields not given are left out rather than kept as undefined.
  const values = Object.fromEntries(Object.entries(result.output).filter(([, value]) => value !== undefined));
  return { ok: true, values: values as FormValues<N> };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The metadata of a post: its form, its submission id (a UUID, else undefined), render time and honeypot. */
export type SubmissionMeta = {
  readonly formName: string | undefined;
  readonly submissionId: string | undefined;
  readonly renderedAt: number | undefined;
  /** True when the honeypot was filled in. */
  readonly honeypot: boolean;
  /** The first-touch fields as sent, unchecked. */
  readonly firstTouch: FirstTouch;
};

export function readSubmissionMeta(entries: Iterable<FormEntry>): SubmissionMeta {
  const first = new Map<string, string | File>();
  let honeypot = false;
  for (const [key, value] of entries) {
    if (!first.has(key)) first.set(key, value);
    // Any filled honeypot counts, even after an empty one.
    if (key === HONEYPOT_NAME && (typeof value !== "string" || value.trim() !== "")) honeypot = true;
  }
  const text = (key: string) => {
    const value = first.get(key);
    return typeof value === "string" ? value.trim() : undefined;
  };
  const id = text(SUBMISSION_ID_FIELD);
  const rendered = Number(text(RENDERED_AT_FIELD));
  return {
    formName: text(FORM_NAME_FIELD) || undefined,
    submissionId: id && UUID.test(id) ? id.toLowerCase() : undefined,
    renderedAt: text(RENDERED_AT_FIELD) && Number.isSafeInteger(rendered) && rendered > 0 ? rendered : undefined,
    honeypot,
    firstTouch: Object.fromEntries(
      FIRST_TOUCH_FIELDS.flatMap((name) => {
        const value = first.get(name);
        return typeof value === "string" ? [[name, value]] : [];
      }),
    ),
  };
}
