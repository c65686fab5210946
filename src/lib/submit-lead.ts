/**
 * Sending a lead form with fetch(), to the one function every form posts to. The body is built
 * from the form element itself, so names and values are exactly what a native post would send
 * (`services[]` repeated, checked boxes only, the hidden form-name, bot-field, submissionId, renderedAt).
 * No React and no schemas here: see src/components/forms/use-lead-form.ts for how a form uses it.
 */
import { FORM_ACTION } from "./form-action";

/** What a visitor reads when the request never got an answer (offline, DNS, a dropped connection). */
export const NETWORK_ERROR = "We could not reach our server. Check your internet connection and try again.";

const URLENCODED = "application/x-www-form-urlencoded;charset=UTF-8";
const MULTIPART = "multipart/form-data";

/** The fetch() options that post a form as its own markup says: urlencoded, or multipart for a file upload. */
export function leadRequest(form: HTMLFormElement): RequestInit {
  const data = new FormData(form);
  // Accept: application/json asks the function for JSON instead of its 303 redirect or HTML error page.
  if ((form.getAttribute("enctype") ?? "").toLowerCase() === MULTIPART) {
    // The browser writes the multipart Content-Type itself, with its boundary.
    return { method: "POST", headers: { Accept: "application/json" }, body: data };
  }
  const body = new URLSearchParams();
  // A file in a urlencoded form is sent as its name, as browsers do.
  for (const [name, value] of data) body.append(name, typeof value === "string" ? value : value.name);
  return { method: "POST", headers: { Accept: "application/json", "Content-Type": URLENCODED }, body };
}

export type LeadOutcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** A sentence for the visitor. */
      readonly error: string;
      /** Messages by bare field name (`services`), from a 400 or 413 answer. */
      readonly fields: Readonly<Record<string, string>>;
      /** The HTTP status; undefined when no answer came. */
      readonly status?: number;
    };

/** Sentences for answers that carry no readable JSON (a proxy's HTML error page, an empty body). */
function fallbackError(status: number): string {
  if (status === 413) return "The form is too long to send. Please shorten your longest answers.";
  if (status === 429) return "Too many forms have been sent from your network.";
  if (status === 503 || status === 502 || status === 504) return "We could not save your form just now.";
  if (status >= 500) return "Something went wrong on our side. Please try again, or call or email us.";
  return "The form could not be sent. Please check your answers and try again.";
}

/** "Please try again in 2 minutes." from a Retry-After header (seconds or an HTTP date). */
function tryAgain(retryAfter: string | null): string {
  const seconds =
    retryAfter === null
      ? NaN
      : /^\d+$/.test(retryAfter.trim())
        ? Number(retryAfter)
        : (Date.parse(retryAfter) - Date.now()) / 1000;
  if (!Number.isFinite(seconds) || seconds <= 0) return "Please try again later.";
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "Please try again in a minute." : `Please try again in ${minutes} minutes.`;
}

async function readJson(response: Response): Promise<{ error?: unknown; fields?: unknown }> {
  try {
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null ? body : {};
  } catch {
    return {};
  }
}

/** The failure a non-2xx answer describes: the function's own sentence and field messages when it sent them. */
export async function readFailure(response: Response): Promise<Extract<LeadOutcome, { ok: false }>> {
  const body = await readJson(response);
  const given = typeof body.error === "string" ? body.error.trim() : "";
  let error = given || fallbackError(response.status);
  // Busy or rate-limited: say when to come back, unless the sentence already does.
  if ((response.status === 429 || response.status === 503) && !/try again/i.test(error)) {
    error = `${error} ${tryAgain(response.headers.get("Retry-After"))}`;
  }
  const fields: Record<string, string> = {};
  if (typeof body.fields === "object" && body.fields !== null) {
    for (const [name, message] of Object.entries(body.fields))
      if (typeof message === "string" && message) fields[name] = message;
  }
  return { ok: false, error, fields, status: response.status };
}

/** Posts the form to the submit function; only a 2xx answer is success, anything else keeps the visitor on the form. */
export async function sendLead(form: HTMLFormElement): Promise<LeadOutcome> {
  let response: Response;
  try {
    response = await globalThis.fetch(FORM_ACTION, leadRequest(form));
  } catch {
    return { ok: false, error: NETWORK_ERROR, fields: {} };
  }
  return response.ok ? { ok: true } : readFailure(response);
}
