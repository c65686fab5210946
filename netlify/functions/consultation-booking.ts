/**
 * GET|POST /api/consultation-booking?token=TOKEN: the page a booked consultation's confirmation links to ("Cancel or
 * pick another time", netlify/lib/mail/links.ts), valid until the slot starts.
 *
 * GET shows the booked time in words, a date to pick another time and a link to cancel; GET with `&date=YYYY-MM-DD`
 * (the date form, no script needed) adds that day's free times as buttons that move it there, and GET with
 * `&cancel=ask` asks to confirm the cancellation with its button, and GET with `&format=ics` (CALENDAR_QUERY) answers
 * the booking's invitation as a calendar file. A GET never changes anything: mail scanners open links. The buttons POST (urlencoded) to the same link: `action=cancel`
 * cancels the booking (its slot is free again); `action=move&slot=YYYY-MM-DD h:mm AM` moves it to that free slot,
 * in one statement the slot's unique index guards (netlify/lib/store/booking-changes.ts). Each change mails the
 * updated invitation to the sender through the outbox, after the answer, and the team a moment later (changes made
 * meanwhile fold into one notice). The token is the only authority to change a booking; where a post comes from only
 * counts for the rate limit (BOOKING_CHANGE_RATE_LIMITS), and a booking moves at most BOOKING_CHANGES_PER_DAY times
 * in any 24 hours.
 *
 * Answers are small HTML pages: 200, 400 (a link that was changed, no link, a malformed post or date), 405 (Allow:
 * GET, POST), 409 (the slot is taken or not offered: the next free times instead; a move of a cancelled booking),
 * 410 (an expired link, a past or unknown booking), 413, 415, 429 (Retry-After: too many posts from the network, or
 * the booking's moves for the day used up), 503 (Retry-After; without it when a deploy lacks
 * LEAD_HASH_SALT), 500. Logs the request id and the outcome, never a token or a lead.
 */
import type { Config, Context } from "@netlify/functions";
import { checkSlot, isDay, slotStart } from "../lib/booking/availability";
import { isDeployed } from "../lib/env";
import { URLENCODED } from "../lib/form-body";
import { defineFunction } from "../lib/function-shell";
import { leadKeys, type Keyring } from "../lib/hashing";
import { BodyTooLargeError, mediaType, readBodyCapped } from "../lib/http";
import { openLeadStore, type LeadStore } from "../lib/lead-store";
import { invitation } from "../lib/mail/invitation";
import { CALENDAR_QUERY, bookingLink, verifyToken } from "../lib/mail/links";
import { firstName } from "../lib/mail/messages";
import { deliverMail, senderNetwork } from "../lib/mail/outbox";
import {
  FAIL,
  INVALID,
  METHOD_NOT_ALLOWED,
  NOT_FOUND,
  PAST,
  bookingPage,
  buttonsOnly,
  cancelQuestion,
  cancelledPage,
  changeLimitPage,
  movedPage,
  notFree,
  rateLimitedPage,
} from "../lib/pages/booking-pages";
import { pageAnswers } from "../lib/pages/site-page";
import { bookingChangesLimited } from "../lib/rate-limit";
import type { BookingUnchanged } from "../lib/store/booking-changes";
import type { Booking } from "../lib/store/lead-records";

/** BOOKING_PATH (netlify/lib/mail/links.ts), as a literal: Netlify reads it from this file's text. */
export const config: Config = { path: "/api/consultation-booking" };

/** A button's post is a few dozen bytes. */
const BODY_LIMIT = 1024;

type Outcome =
  | "page"
  | "cancel-question"
  | "calendar"
  | "day"
  | "cancelled"
  | "already-cancelled"
  | "moved"
  | "same"
  | "change-limit"
  | "rate-limited"
  | "taken"
  | "not-offered"
  | "cancelled-page"
  | "past"
  | "not-found"
  | "tampered"
  | "expired"
  | "bad-query"
  | "bad-date"
  | "bad-post"
  | "method-not-allowed"
  | "unsupported-media-type"
  | "too-large";

/** The booking's invitation as a file to download and open in a calendar. */
const calendarFile = (content: string) =>
  new Response(content, {
    status: 200,
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'attachment; filename="consultation.ics"',
      "cache-control": "no-store",
    },
  });

/** The slot a move posts ("2026-12-01 9:00 AM"): its day and time, unchecked. */
function postedSlot(value: string): { readonly day: string; readonly time: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{1,2}:\d{2} [AP]M)$/.exec(value);
  return match ? { day: match[1], time: match[2] } : null;
}

/** The one value of a field, or null when it is missing or repeated. */
function single(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  return values.length === 1 ? values[0] : null;
}

/**
 * After the answer, and never in the visitor's way: the mails due now (the team's notice waits for more changes to
 * fold in, and goes with the scheduled retry); a failure leaves its row 'pending' for that retry.
 */
function deliverAfterAnswer(context: Context | undefined, store: LeadStore, keys: Keyring, leadId: string) {
  const delivery = deliverMail(store, keys, { leadId, due: true });
  if (typeof context?.waitUntil === "function") context.waitUntil(delivery);
}

export default defineFunction<Outcome>("consultation-booking", FAIL, async (req, call, context) => {
  // The method and the outcome only: a token names a lead.
  call.note({ method: req.method });
  const finish = pageAnswers(call);

  /** The answer when a change found nothing to change: cancelled already (a replay), past, or gone. */
  const unchanged = (result: BookingUnchanged, booking: Booking, cancelledStatus = 200) => {
    if (result === "past") return finish("past", PAST);
    if (result === "not-found") return finish("not-found", NOT_FOUND);
    return finish(
      "already-cancelled",
      cancelledPage(
        booking,
        cancelledStatus,
        "It was cancelled already, so nothing has changed. A cancelled consultation cannot be moved: book a new one.",
      ),
    );
  };

  if (req.method !== "GET" && req.method !== "POST") {
    return finish("method-not-allowed", METHOD_NOT_ALLOWED, { allow: "GET, POST" });
  }

  const url = new URL(req.url);
  const token = single(url.searchParams, "token");
  if (token === null) return finish("bad-query", INVALID);

  const keys = leadKeys(isDeployed(context));
  const store = openLeadStore();
  // Every post counts, a valid link's or not: guessing links or flooding one costs the same.
  if (req.method === "POST") {
    const wait = await bookingChangesLimited(store, keys, context?.ip);
    if (wait !== undefined) return finish("rate-limited", rateLimitedPage(wait), { "retry-after": String(wait) });
  }

  const now = new Date();
  const check = verifyToken(keys, "booking", token, now);
  if (!check.ok) return check.reason === "expired" ? finish("expired", PAST) : finish("tampered", INVALID);

  // The buttons post back to this link: its path and token, whatever host it was reached at.
  const links = { action: `${url.pathname}?token=${encodeURIComponent(token)}`, path: url.pathname, token };
  const [lead] = await store.leadsOf({ leadId: check.leadId });
  const booking = lead?.booking ?? null;
  if (!booking) return finish("not-found", NOT_FOUND);

  if (req.method === "GET") {
    if (booking.cancelledAt) {
      return finish("cancelled-page", cancelledPage(booking, 200, "To talk to us after all, book a new consultation."));
    }
    if (booking.start <= now) return finish("past", PAST);
    if (url.searchParams.get("cancel") === "ask") return finish("cancel-question", cancelQuestion(booking, links));
    if (url.searchParams.has(CALENDAR_QUERY.split("=")[0])) {
      const { content } = invitation({ ...lead, booking }, firstName(lead.fields));
      return call.finish("calendar", calendarFile(content));
    }
    const date = url.searchParams.getAll("date");
    const view = { booking, calendar: await store.bookingCalendar(now), links };
    if (date.length === 0) return finish("page", bookingPage(view));
    if (date.length > 1 || !isDay(date[0])) {
      const note = "That is not a date we can read: choose one in the date box below.";
      return finish("bad-date", bookingPage(view, { status: 400, note }));
    }
    return finish("day", bookingPage(view, { day: date[0] }));
  }

  // A POST: one button's urlencoded fields.
  if (mediaType(req) !== URLENCODED) return finish("unsupported-media-type", buttonsOnly(415));
  let body: Uint8Array;
  try {
    body = await readBodyCapped(req, BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return finish("too-large", buttonsOnly(413));
    throw error;
  }
  const fields = new URLSearchParams(new TextDecoder().decode(body));
  const action = single(fields, "action");
  if (action === "cancel") {
    const result = await store.cancelBooking(check.leadId, now, { sender: senderNetwork(keys, context?.ip) });
    if (result === "cancelled") {
      deliverAfterAnswer(context, store, keys, check.leadId);
      return finish(
        "cancelled",
        cancelledPage(booking, 200, "We have sent you a mail that takes it out of your calendar."),
      );
    }
    return unchanged(result, booking);
  }
  if (action !== "move") return finish("bad-post", INVALID);

  if (booking.cancelledAt) return unchanged("was-cancelled", booking, 409);
  if (booking.start <= now) return finish("past", PAST);
  const calendar = await store.bookingCalendar(now);
  const view = { booking, calendar, links };
  const slot = postedSlot(single(fields, "slot") ?? "");
  const checked = slot ? checkSlot(slot.day, slot.time, calendar) : null;
  if (!slot || !checked || (!checked.ok && checked.reason === "not-a-slot")) {
    return finish(
      "bad-post",
      bookingPage(view, { status: 400, note: "Choose a date, then press one of its free times." }),
    );
  }
  const same = () =>
    finish("same", bookingPage(view, { note: "That is your consultation's time already: nothing has changed." }));
  if (!checked.ok) {
    if (slotStart(slot.day, slot.time).getTime() === booking.start.getTime()) return same();
    return finish("not-offered", notFree(slot.day, calendar, links.action));
  }
  const moved = await store.moveBooking(check.leadId, checked.start, now, {
    sender: senderNetwork(keys, context?.ip),
  });
  if (moved === "moved") {
    deliverAfterAnswer(context, store, keys, check.leadId);
    const again = new URL(bookingLink(keys, check.leadId, checked.start));
    return finish("moved", movedPage(checked.start, again.pathname + again.search));
  }
  if (moved === "same") return same();
  if (typeof moved === "object") {
    const wait = Math.max(1, Math.ceil((moved.until.getTime() - now.getTime()) / 1000));
    return finish("change-limit", changeLimitPage(booking, moved.until, links), { "retry-after": String(wait) });
  }
  // Taken between the calendar's read and the move: the unique index refused it, and nothing changed.
  if (moved === "taken") return finish("taken", notFree(slot.day, await store.bookingCalendar(now), links.action));
  return unchanged(moved, booking, 409);
});
