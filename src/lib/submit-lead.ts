/**
 * Sending a lead form with fetch(), to the one function every form posts to. The body is the form element's own
 * entries, so names and values are exactly what a native post sends (`services[]` repeated, checked boxes only,
 * the hidden form-name, bot-field, submissionId, renderedAt), urlencoded or, for a file, multipart: the browser
 * writes the Content-Type from the body. Accept: application/json asks the function for JSON rather than its
 * redirect or HTML error page. No React and no schemas here: see src/components/forms/use-lead-form.ts.
 */
import type { FreeSlot } from "./consultation-hours";
import { FORM_ACTION } from "./form-action";
import { HELD_STATUS } from "./held-posts";
import { isSitePath } from "./site-path";

/**
 * Why a post did not succeed: a sentence for the visitor, and messages by bare field name (`services`); for a
 * consultation time that is taken or not offered, the next free ones.
 */
export type LeadFailure = {
  readonly error: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly nextFree?: readonly FreeSlot[];
};

/** A booked consultation: its start (ISO 8601) and that start in words, in the office's zone. */
/**
 * A consultation booked: its start, in words in the office's zone, its page (`manage`, to move or cancel it) and its
 * invitation as a calendar file (`calendar`), both paths on this site.
 */
export type Booking = {
  readonly start: string;
  readonly inWords: string;
  readonly manage: string;
  readonly calendar: string;
};

/**
 * A post that succeeded; `held`: kept until its sender presses the button of the mail sent to them; `notice`: what
 * the visitor must still do (email a resume the day's limit could not keep); `booking`: the consultation booked.
 */
export type LeadSent = { readonly held: boolean; readonly notice?: string; readonly booking?: Booking };

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** A booking as an answer (or a history entry, which may hold anything) gave it, its links paths on this site only. */
export function bookingOf(value: unknown): Booking | undefined {
  const booking = value as Partial<Booking> | null;
  if (!isText(booking?.start) || !isText(booking.inWords)) return undefined;
  if (!isSitePath(booking.manage) || !isSitePath(booking.calendar)) return undefined;
  return { start: booking.start, inWords: booking.inWords, manage: booking.manage, calendar: booking.calendar };
}

const isFreeSlot = (value: unknown): value is FreeSlot => {
  const slot = value as Partial<FreeSlot> | null;
  return isText(slot?.date) && isText(slot.time) && isText(slot.start);
};

/** Sentences for answers that carry no readable JSON (a proxy's error page, an empty body), and for no answer. */
const FALLBACK: Record<number, string> = {
  0: "We could not reach our server. Check your internet connection and try again.",
  413: "The form is too long to send. Please shorten your longest answers.",
  429: "Too many forms have been sent from your network.",
  502: "We could not save your form just now.",
  503: "We could not save your form just now.",
  504: "We could not save your form just now.",
};
const fallback = (status: number) =>
  FALLBACK[status] ??
  (status >= 500
    ? "Something went wrong on our side. Please try again, or call or email us."
    : "The form could not be sent. Please check your answers and try again.");

/** "Please try again in 2 minutes." from a Retry-After header (seconds or an HTTP date). */
function tryAgain(retryAfter: string | null): string {
  const value = retryAfter?.trim() ?? "";
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  if (!(seconds > 0)) return "Please try again later.";
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "Please try again in a minute." : `Please try again in ${minutes} minutes.`;
}

function body(form: HTMLFormElement): FormData | URLSearchParams {
  const data = new FormData(form);
  if (form.enctype === "multipart/form-data") return data;
  // A file in a urlencoded form is sent as its name, as browsers do.
  const text = new URLSearchParams();
  for (const [name, value] of data) text.append(name, typeof value === "string" ? value : value.name);
  return text;
}

/** Posts the form to the submit function: whether it was stored or held (a 2xx answer), else why not. */
export async function sendLead(form: HTMLFormElement): Promise<LeadSent | LeadFailure> {
  let response: Response;
  try {
    response = await fetch(FORM_ACTION, { method: "POST", headers: { Accept: "application/json" }, body: body(form) });
  } catch {
    return { error: fallback(0), fields: {} };
  }
  if (response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { notice?: unknown; booking?: unknown };
    const booking = bookingOf(answer.booking);
    return {
      held: response.status === HELD_STATUS,
      ...(typeof answer.notice === "string" ? { notice: answer.notice } : {}),
      ...(booking ? { booking } : {}),
    };
  }
  const answer = (await response.json().catch(() => ({}))) as { error?: unknown; fields?: unknown; nextFree?: unknown };
  let error = (typeof answer.error === "string" && answer.error.trim()) || fallback(response.status);
  // Busy or rate-limited: say when to come back, unless the sentence already does.
  if ((response.status === 429 || response.status === 503) && !/try again/i.test(error)) {
    error = `${error} ${tryAgain(response.headers.get("Retry-After"))}`;
  }
  const fields = typeof answer.fields === "object" && answer.fields !== null ? answer.fields : {};
  const nextFree = Array.isArray(answer.nextFree) ? answer.nextFree.filter(isFreeSlot) : [];
  return {
    error,
    fields: Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => !!entry[1])),
    ...(nextFree.length > 0 ? { nextFree } : {}),
  };
}
