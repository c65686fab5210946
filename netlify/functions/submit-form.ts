/**
 * POST /.netlify/functions/submit-form: every lead form of the site, sent by fetch() or natively without JavaScript.
 *
 * The deploy's settings reported on the first request (netlify/lib/settings-report.ts) → method → origin → media
 * type → size → salt → body read within the cap → the post read without the database (netlify/lib/read-post.ts:
 * form-name, the form's schema, which is the browser's, and the resume's content) → spam checks, a post that is not
 * spam and cannot become a lead answered 4xx → rate limit (the first database work) → a consultation's slot checked
 * against the calendar (netlify/lib/booking) → one transaction (lead, resume within its network's and the site's daily
 * limits, outbox mails, newsletter subscription, the consultation's booking; once per submission id)
 * → 201 JSON or 303 to /thank-you/<form>/ (an application whose resume was not kept: its notice, in the JSON or on
 * a page) → after the commit, the webhook and the lead's mails (netlify/lib/mail), never in the visitor's way:
 * whatever fails stays pending for the retry. So a malformed post gets its 4xx whatever the database's state.
 *
 * Answers: 405 (Allow: POST), 403 (another site's post), 415, 413, 400 { error, fields }, 422 (a consultation's date
 * without its time, or the reverse), 409 { error, fields, nextFree } (its slot cannot be booked: nothing stored),
 * 409 { error, fields } (its mailbox holds a booking to come: nothing stored), 429 (the network's posts, resumes or
 * bookings for the day) and 503 (Retry-After; without it when a deploy lacks LEAD_HASH_SALT), 500, 201 { ok, id,
 * notice?, booking? } for fetch posts, 303 for native posts (200 and a page with a notice); errors of native posts
 * are a small HTML page linking back (a refused slot's with the free times as buttons that send the post again with
 * one). A valid post the time trap held, or a consultation's time asked for without the form's render time (no
 * script ran): 202 { ok, id }, or 303 to /check-your-inbox/, and its sender is mailed a button that sends it
 * (src/lib/held-posts.ts), and books its time if it is still free.
 * Logs a request id and the outcome, never a field's value.
 */
import type { Config, Context } from "@netlify/functions";
import { checkSlot, type Calendar, type SlotCheck } from "../lib/booking/availability";
import { askedSlot, slotRefusal, withoutSlot } from "../lib/booking/slot-post";
import { bookingAnswer } from "../lib/mail/links";
import { deliverMail } from "../lib/mail/outbox";
import { deliverNotification } from "../lib/notify";
import { keepTrappedPost, trapped, untimedBooking } from "../lib/bot-traps";
import { clientKey } from "../lib/client-address";
import { env, isDeployed } from "../lib/env";
import { defineFunction } from "../lib/function-shell";
import { leadKeys, type Keyring } from "../lib/hashing";
import { openLeadStore, type LeadStore } from "../lib/lead-store";
import { rateLimited } from "../lib/rate-limit";
import { readBody, readPost } from "../lib/read-post";
import { checkRequest } from "../lib/request-checks";
import { RESUME_WITHHELD_MESSAGE } from "../lib/resume-file";
import {
  bookingLimitRefusal,
  consentOf,
  mailboxBookedRefusal,
  resumeLimitRefusal,
  saveLeadPost,
  storable,
} from "../lib/save-post";
import { submissionAnswers, type Outcome } from "../lib/submission-answers";

/**
 * Read by Netlify from this file's text, so its values are literals (Netlify ignores a name it would have to look
 * up). The platform's rate limit answers a flood with 429 at Netlify's edge, before the function runs: more than 10
 * requests in 60 s from one address to this site. It is the outer guard only: RATE_LIMIT, counted in the database,
 * still decides every post, here and locally, where nothing enforces this one. No `path`: a function with one is
 * served there only, not at /.netlify/functions/submit-form (FORM_ACTION), where every form posts.
 */
export const config: Config = {
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
};

/** After the commit, and never in the visitor's way: a failure leaves its row 'pending' for a retry. */
function deliverAfterAnswer(
  context: Context | undefined,
  store: LeadStore,
  keys: Keyring,
  lead: { id: string; formName: string; fields: Record<string, unknown> },
  webhookUrl: string | undefined,
) {
  const delivery = Promise.all([
    webhookUrl ? deliverNotification(store, lead, webhookUrl) : undefined,
    deliverMail(store, keys, { leadId: lead.id }),
  ]);
  if (typeof context?.waitUntil === "function") context.waitUntil(delivery);
}

export default defineFunction<Outcome>(
  "submit-form",
  (failure, answer, req, call) => submissionAnswers(req, call).failed(failure, answer),
  async (req, call, context) => {
    call.note({ form: null });
    const answer = submissionAnswers(req, call);
    // The request's method, origin, media type and declared size, then the deploy's secret.
    const request = checkRequest(req);
    if (request.refusal) return answer.fail(request.refusal);
    const keys = leadKeys(isDeployed(context));

    // The post is read and checked before the database is touched: a malformed one gets its 4xx whatever the
    // database's state, and costs no query.
    const read = await readBody(req, request.type, request.limit);
    if (read.refusal) return answer.fail(read.refusal);
    const post = await readPost(request.type, req.headers.get("content-type") ?? "", read.body);
    answer.setForm(post.formName);
    if (post.meta === undefined) return answer.fail(post.rejection);

    // The bot traps.
    const now = Date.now();
    const trap = trapped(post.meta, now);
    // A bot's post is answered like a success below, whatever it holds, so that the bot learns nothing.
    if (!trap && post.rejection) return answer.fail(post.rejection);
    // A consultation's slot: a date and a time, or neither.
    const asked = post.rejection ? {} : askedSlot(post.formName, post.values);
    if (!trap && asked.refusal) return answer.fail(asked.refusal);
    // Too quick, or a time asked for with nothing to time it by, yet valid: held, and its sender mailed a button that
    // sends it (netlify/lib/bot-traps.ts).
    const valid = !post.rejection && !asked.refusal;
    const held = valid && (trap === "time-trap" || (!trap && untimedBooking(post.meta, asked.slot)));

    // The rate limit, the first database work, by the keyed hash of the sender's network (never the address itself).
    const addressHash = keys.hash("address", clientKey(context?.ip));
    const store = openLeadStore();
    const limited = await rateLimited(store, addressHash);
    if (limited) return answer.fail(limited);

    // A trapped post not held is kept as spam and answered like a success; any other is stored as a lead.
    const consent = consentOf(req);
    if (trap && !held) {
      const id = await keepTrappedPost(store, post, trap, addressHash, consent);
      return answer.succeed(trap === "honeypot" ? "spam-honeypot" : "spam-time-trap", id);
    }
    // Answered before the rate limit already; repeated so that the type knows the post has its values.
    if (post.rejection) return answer.fail(post.rejection);
    if (asked.refusal) return answer.fail(asked.refusal);
    const fields = storable(post.values);
    const webhookUrl = env("LEAD_WEBHOOK_URL");
    let calendar: Calendar | undefined;
    let slot: SlotCheck | undefined;
    // A held post books nothing, so that a bot cannot take the calendar; its time is checked free all the same
    // (a taken one is refused with the free ones), and its sender's button books it (netlify/lib/restore-spam.ts).
    if (asked.slot) {
      calendar = await store.bookingCalendar(new Date(now));
      slot = checkSlot(asked.slot.date, asked.slot.time, calendar);
    }
    const lead = { form: post.formName, meta: post.meta, fields, resume: post.resume, addressHash, consent, held };
    const options = { keys, now, ip: context?.ip, notify: webhookUrl !== undefined, slot };
    const saved = await saveLeadPost(store, req, lead, options);
    if (saved.outcome === "resume-limit") return answer.fail(resumeLimitRefusal());
    if (saved.outcome === "mailbox-booked") return answer.fail(mailboxBookedRefusal());
    if (saved.outcome === "booking-limit") return answer.fail(bookingLimitRefusal());
    if (saved.outcome === "slot-refused") {
      // Taken by the statement: a post booked it since the calendar was read, so it is no longer offered.
      const booked = slot?.ok ? new Set([...calendar!.booked, slot.start.getTime()]) : calendar!.booked;
      const refusal = slotRefusal(saved.reason, asked.slot!, { ...calendar!, booked });
      return answer.fail({ ...refusal, repost: withoutSlot(request.type, read.body) });
    }

    // The answer, with the webhook and the mails sent after it.
    const created = saved.outcome === "created";
    if (created) {
      const lead = { id: saved.id, formName: post.formName, fields };
      deliverAfterAnswer(context, store, keys, lead, held ? undefined : webhookUrl);
    }
    if (held) return answer.awaitSender(saved.id, !created);
    // The site's resume bytes for the day were used up: the lead is stored, its sender asked to email the file.
    const notice = saved.resumeWithheld ? RESUME_WITHHELD_MESSAGE : undefined;
    // The booker's own browser gets the booking's link, which its confirmation mail carries too.
    const booking = saved.booked && bookingAnswer(keys, saved.id, saved.booked);
    return answer.succeed(
      !created ? "replayed" : notice ? "stored-without-resume" : "stored",
      saved.id,
      !created,
      notice,
      booking,
    );
  },
);
