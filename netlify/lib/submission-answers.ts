/**
 * How submit-form answers a post: JSON for a fetch() post, a redirect or a small page for a native one. Every answer
 * is named in the request's log line with the form and the outcome, never a field's value.
 */
import { forms, type FormName } from "../../src/form-definitions";
import { FORM_ACTION, THANK_YOU_PATH, thankYouPath } from "../../src/lib/form-action";
import { slotInWords, type FreeSlot } from "../../src/lib/consultation-hours";
import { CHECK_INBOX_PAGE, HELD_STATUS } from "../../src/lib/held-posts";
import type { Booking } from "../../src/lib/submit-lead";
import type { Call, Failure } from "./function-shell";
import { backTo, json, seeOther, wantsHtml } from "./http";
import { errorPage, noticePage } from "./pages/post-pages";

export type Outcome =
  | "stored"
  | "stored-without-resume"
  | "replayed"
  | "spam-honeypot"
  | "spam-time-trap"
  | "held-for-confirmation"
  | "invalid"
  | "unknown-form"
  | "unreadable"
  | "bad-resume"
  | "resume-limit"
  | "slot-refused"
  | "mailbox-booked"
  | "booking-limit"
  | "too-large"
  | "unsupported-media-type"
  | "method-not-allowed"
  | "cross-site"
  | "missing-salt"
  | "rate-limited"
  | "database-unavailable"
  | "error";

/** A post refused: the outcome logged, and what its sender is told. */
export type Refusal = {
  readonly outcome: Outcome;
  readonly status: number;
  readonly title: string;
  readonly error: string;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  /** A consultation slot refused: the free times offered instead (in words on a page). */
  readonly nextFree?: readonly FreeSlot[];
  /**
   * The post's own fields but its date and time, as it was sent: on a page, each free time is a button that sends
   * them again with that time, so a browser without JavaScript loses nothing typed.
   */
  readonly repost?: readonly (readonly [string, string])[];
};

/** What a step of submit-form found: a refusal to answer, or what the next step needs. */
export type Checked<T> = { readonly refusal: Refusal } | ({ readonly refusal?: undefined } & T);

const replayHeaders = (replayed: boolean): Record<string, string> =>
  replayed ? { "idempotent-replayed": "true" } : {};

/** What a post's sender is told when the shell fails the request (netlify/lib/function-shell.ts). */
const FAILED: Record<Failure, { readonly title: string; readonly error: string }> = {
  "missing-salt": {
    title: "We cannot receive forms just now",
    error: "We cannot receive forms just now. Please call or email us instead.",
  },
  "database-unavailable": {
    title: "We could not save your form",
    error: "We could not save your form just now. Please try again in a minute.",
  },
  error: {
    title: "Something went wrong",
    error: "Something went wrong on our side. Please try again, or call or email us.",
  },
};

/** The answers to one request, each named in its log line (`call`); `setForm` names its form once the post is read. */
export function submissionAnswers(req: Request, call: Call<Outcome>) {
  const html = wantsHtml(req);
  const formName = () => call.notes.form as FormName | null | undefined;

  const fail = ({ outcome, nextFree, repost, ...problem }: Refusal) => {
    const form = formName();
    const backHref = backTo(req, form ? forms[form].page : "/");
    const problems = problem.fields ? Object.values(problem.fields) : undefined;
    const offers = nextFree?.length
      ? {
          title: repost ? "Book one of the free times instead" : "Free times",
          items: nextFree.map((slot) => ({
            label: slotInWords(slot.start),
            fields: [
              ["preferredDate", slot.date],
              ["preferredTime", slot.time],
            ] as const,
          })),
          ...(repost ? { repost: { action: FORM_ACTION, entries: repost } } : {}),
        }
      : undefined;
    return call.finish(
      outcome,
      html
        ? errorPage(
            problem.status,
            { title: problem.title, message: problem.error, problems, offers, backHref },
            problem.headers,
          )
        : json(
            problem.status,
            { error: problem.error, fields: problem.fields ?? {}, ...(nextFree ? { nextFree } : {}) },
            problem.headers,
          ),
    );
  };

  return {
    setForm(name: FormName | undefined) {
      call.note({ form: name ?? null });
    },

    fail,

    /**
     * Stored; `notice`: what the sender must still do (email a resume that was not kept), on a page of its own;
     * `booking`: the consultation slot the lead holds (bookingAnswer), which the fetch answer gives.
     */
    succeed(outcome: Outcome, id: string, replayed = false, notice?: string, booking?: Booking) {
      const form = formName();
      const thanks = form ? thankYouPath(form) : THANK_YOU_PATH;
      const answer = { ok: true, id, ...(notice ? { notice } : {}), ...(booking ? { booking } : {}) };
      return call.finish(
        outcome,
        html ? (notice ? noticePage(notice, thanks) : seeOther(thanks)) : json(201, answer, replayHeaders(replayed)),
      );
    },

    /** Held until its sender presses the button mailed to them: the page, or 202 for fetch, says to check the inbox. */
    awaitSender: (id: string, replayed: boolean) =>
      call.finish(
        "held-for-confirmation",
        html ? seeOther(CHECK_INBOX_PAGE) : json(HELD_STATUS, { ok: true, id }, replayHeaders(replayed)),
      ),

    /** A failure of the shell's, in the post's own form. */
    failed: (failure: Failure, answer: { readonly status: number; readonly headers: Record<string, string> }) =>
      fail({ outcome: failure, ...answer, ...FAILED[failure] }),
  };
}

export type SubmissionAnswers = ReturnType<typeof submissionAnswers>;
