/**
 * POST /api/confirm-post: the button of the confirm page (src/pages/confirm.tsx) that a held post's mail links to
 * (src/lib/held-posts.ts). Its body, JSON `{ "token": "…" }`, carries the token the page read after `#`; the first
 * press within HELD_POST_CONFIRM_DAYS makes the post a lead and tells the team and the sender as any new lead
 * (netlify/lib/restore-spam.ts). Only a POST does: a GET, which a mail scanner following the link might send,
 * changes nothing. The token is the only authority, so where the post comes from does not matter.
 *
 * Answers JSON `{ outcome }` (src/lib/held-posts.ts ConfirmOutcome): 200 confirmed (with the form's name and what
 * the team promises for it, which the page shows without loading the forms' declarations; a consultation's time:
 * `booking` as the submit function answers it, or `unbooked`, why not), 409 used,
 * 410 expired, 404 unknown, 400 (no token), 405 (Allow: POST), 413, 415, 503 (Retry-After; without it when a deploy
 * lacks LEAD_HASH_SALT), 500 `{ error }`. Logs the request id and the outcome, never the token.
 */
import type { Config } from "@netlify/functions";
import { isFormName } from "../../src/form-definitions";
import { CONFIRMATIONS } from "../../src/lib/confirmations";
import type { ConfirmOutcome } from "../../src/lib/held-posts";
import { isDeployed } from "../lib/env";
import { defineFunction, type Failure } from "../lib/function-shell";
import { leadKeys } from "../lib/hashing";
import { bookingAnswer } from "../lib/mail/links";
import { BodyTooLargeError, json, mediaType, readBodyCapped } from "../lib/http";
import { openLeadStore } from "../lib/lead-store";
import { confirmHeldPost, type ConfirmedTime } from "../lib/restore-spam";

/** CONFIRM_ENDPOINT, as a literal: Netlify reads it from this file's text. */
export const config: Config = { path: "/api/confirm-post" };

const BODY_LIMIT = 1024;
/** A token as newToken makes it (256 random bits in base64url); anything else is not one. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Why a confirmed consultation holds no time, said to its sender: the team arranges one. */
function unbookedSentence(reason: Extract<ConfirmedTime, { unbooked: unknown }>): string {
  switch (reason.unbooked) {
    case "taken":
      return "The time you chose was booked by someone else meanwhile, so your request reached us without one: we will contact you to agree another.";
    case "mailbox-booked":
      return "Your address already holds a consultation to come, so this request reached us without a time: we will contact you about it.";
    default:
      return "The time you chose can no longer be booked, so your request reached us without one: we will contact you to agree another.";
  }
}

const STATUS: Record<ConfirmOutcome, number> = { confirmed: 200, used: 409, expired: 410, unknown: 404 };

type Outcome = ConfirmOutcome | "method-not-allowed" | "unsupported-media-type" | "too-large" | "bad-request";

/** What the page says when the shell fails the request (netlify/lib/function-shell.ts). */
const FAILED: Record<Failure, string> = {
  "missing-salt": "We cannot take confirmations just now. Please call or email us.",
  "database-unavailable":
    "We could not confirm your request just now. Nothing has changed: please try again in a minute.",
  error: "Something went wrong on our side. Please try again, or call or email us.",
};

export default defineFunction<Outcome>(
  "confirm-post",
  (failure, { status, headers }) => json(status, { error: FAILED[failure] }, headers),
  async (req, call, context) => {
    // The outcome only: the token is the post's key.
    const finish = (outcome: Outcome, status: number, body: unknown, headers: Record<string, string> = {}) =>
      call.finish(outcome, json(status, body, headers));

    if (req.method !== "POST") {
      return finish(
        "method-not-allowed",
        405,
        { error: "Press the button on the page the mail links to." },
        { allow: "POST" },
      );
    }
    if (mediaType(req) !== "application/json") {
      return finish("unsupported-media-type", 415, { error: "Send the token as JSON." });
    }
    let token: unknown;
    try {
      ({ token } = JSON.parse(new TextDecoder().decode(await readBodyCapped(req, BODY_LIMIT))) as { token?: unknown });
    } catch (error) {
      if (error instanceof BodyTooLargeError) return finish("too-large", 413, { error: "The request is too long." });
      token = undefined;
    }
    if (typeof token !== "string" || !TOKEN.test(token)) {
      return finish("bad-request", 400, { error: "The link's token is missing or incomplete." });
    }

    const keys = leadKeys(isDeployed(context));
    const confirmed = await confirmHeldPost(openLeadStore(), keys, token);
    if (!confirmed.ok) return finish(confirmed.reason, STATUS[confirmed.reason], { outcome: confirmed.reason });
    // Told before this answer, as "Not spam" tells; a mail that failed waits for the retry, as a new lead's does.
    const { formName, id } = confirmed.lead;
    const promise = isFormName(formName) ? CONFIRMATIONS[formName].promise : undefined;
    const { time } = confirmed;
    const booking = time && "booked" in time ? bookingAnswer(keys, id, time.booked) : undefined;
    const unbooked = time && "unbooked" in time ? unbookedSentence(time) : undefined;
    return finish("confirmed", 200, { outcome: "confirmed", form: formName, promise, booking, unbooked });
  },
);
