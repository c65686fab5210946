/**
 * GET|POST /api/confirm-post?token=TOKEN (CONFIRM_PAGE): the link a held post's mail carries (src/lib/held-posts.ts).
 *
 * GET shows a page whose one button POSTs to the same link; the first press within HELD_POST_CONFIRM_DAYS makes the
 * post a lead and tells the team and the sender as any new lead (netlify/lib/restore-spam.ts). A GET never changes
 * anything: mail scanners open links. The token is the only authority, so where the post comes from does not matter.
 *
 * Answers are small HTML pages, without a script: 200 (the button; confirmed, with what the team promises for the
 * form and a consultation's time, or why it holds none), 409 used, 410 expired, 404 unknown, 400 (no token, or not
 * one), 405 (Allow: GET, POST), 503 (Retry-After; without it when a deploy lacks LEAD_HASH_SALT), 500. Logs the
 * request id and the outcome, never the token.
 */
import type { Config } from "@netlify/functions";
import { isFormName } from "../../src/form-definitions";
import { CONFIRMATIONS } from "../../src/lib/confirmations";
import type { ConfirmOutcome } from "../../src/lib/held-posts";
import { isDeployed } from "../lib/env";
import { defineFunction } from "../lib/function-shell";
import { leadKeys } from "../lib/hashing";
import { openLeadStore } from "../lib/lead-store";
import { bookingAnswer } from "../lib/mail/links";
import { FAIL, INVALID, METHOD_NOT_ALLOWED, UNCHANGED, buttonPage, confirmedPage } from "../lib/pages/confirm-pages";
import { pageAnswers } from "../lib/pages/site-page";
import { confirmHeldPost, type ConfirmedTime } from "../lib/restore-spam";

/** CONFIRM_PAGE, as a literal: Netlify reads it from this file's text. */
export const config: Config = { path: "/api/confirm-post" };

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

type Outcome = ConfirmOutcome | "button-page" | "bad-query" | "method-not-allowed";

export default defineFunction<Outcome>("confirm-post", FAIL, async (req, call, context) => {
  // The outcome only: the token is the post's key.
  const finish = pageAnswers(call);
  if (req.method !== "GET" && req.method !== "POST") {
    return finish("method-not-allowed", METHOD_NOT_ALLOWED, { allow: "GET, POST" });
  }
  const url = new URL(req.url);
  const tokens = url.searchParams.getAll("token");
  if (tokens.length !== 1 || !TOKEN.test(tokens[0])) return finish("bad-query", INVALID);
  // The button posts back to this link: its path and query, whatever host it was reached at.
  if (req.method === "GET") return finish("button-page", buttonPage(`${url.pathname}${url.search}`));

  const keys = leadKeys(isDeployed(context));
  const confirmed = await confirmHeldPost(openLeadStore(), keys, tokens[0]);
  if (!confirmed.ok) return finish(confirmed.reason, UNCHANGED[confirmed.reason]);
  // Told before this answer, as "Not spam" tells; a mail that failed waits for the retry, as a new lead's does.
  const { formName, id } = confirmed.lead;
  const { time } = confirmed;
  return finish(
    "confirmed",
    confirmedPage({
      promise: isFormName(formName) ? CONFIRMATIONS[formName].promise : undefined,
      booking: time && "booked" in time ? bookingAnswer(keys, id, time.booked) : undefined,
      unbooked: time && "unbooked" in time ? unbookedSentence(time) : undefined,
    }),
  );
});
