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
import { forms } from "../../src/form-definitions";
import {
  CONSULTATION_MINUTES,
  dayInWords,
  slotRange,
  OFFICE_TIME_ZONE,
  slotInWords,
  zoneName,
  type FreeSlot,
} from "../../src/lib/consultation-hours";
import {
  checkSlot,
  earliestDay,
  freeSlots,
  isDay,
  latestDay,
  nextFreeSlots,
  slotStart,
  type Calendar,
} from "../lib/booking/availability";
import { isDeployed } from "../lib/env";
import { URLENCODED } from "../lib/form-body";
import { defineFunction, type Failure } from "../lib/function-shell";
import { leadKeys, type Keyring } from "../lib/hashing";
import { BodyTooLargeError, escapeHtml, htmlPage, mailLink, mediaType, phoneLink, readBodyCapped } from "../lib/http";
import { openLeadStore, type LeadStore } from "../lib/lead-store";
import { invitation } from "../lib/mail/invitation";
import { CALENDAR_QUERY, bookingLink, verifyToken } from "../lib/mail/links";
import { MANAGE_BOOKING_TEXT, firstName } from "../lib/mail/messages";
import { deliverMail, senderNetwork } from "../lib/mail/outbox";
import { bookingChangesLimited } from "../lib/rate-limit";
import { BOOKING_CHANGES_PER_DAY, type BookingUnchanged } from "../lib/store/booking-changes";
import type { Booking } from "../lib/store/lead-records";

/** BOOKING_PATH (netlify/lib/mail/links.ts), as a literal: Netlify reads it from this file's text. */
export const config: Config = { path: "/api/consultation-booking" };

/** A button's post is a few dozen bytes. */
const BODY_LIMIT = 1024;
const FORM_PAGE = forms.consultation.page;

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

type Page = { readonly status: number; readonly title: string; readonly body: string };

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const minutes = (seconds: number) => {
  const count = Math.ceil(seconds / 60);
  return `${count} minute${count === 1 ? "" : "s"}`;
};
const bookAgain = `<p><a href="${FORM_PAGE}">Book a consultation</a></p>`;
/** The office's phone and mail, as links a phone dials or a mail program opens. */
const contact = `<p>Questions? Call us at ${phoneLink} or email ${mailLink}.</p>`;

const INVALID: Page = {
  status: 400,
  title: "This link is not valid",
  body:
    paragraph(
      "This link is incomplete or was changed. Open it again from the mail we sent you, or copy all of it into your browser.",
    ) + contact,
};

const PAST: Page = {
  status: 410,
  title: "This consultation has passed",
  body:
    paragraph(
      "Its time has come, so it can no longer be cancelled or moved here. To talk to us again, book a new one.",
    ) +
    bookAgain +
    contact,
};

const NOT_FOUND: Page = {
  status: 410,
  title: "We no longer hold this booking",
  body:
    paragraph("There is no consultation booked with this link any more. To talk to us, book a new one.") + bookAgain,
};

const cancelledPage = (booking: Booking, status: number, lead: string): Page => ({
  status,
  title: "Your consultation is cancelled",
  body:
    paragraph(`Your free consultation on ${slotInWords(booking.start)} is cancelled, and its time is free again.`) +
    paragraph(lead) +
    bookAgain +
    contact,
});

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

/** A slot as its button posts it: "2026-12-01 9:00 AM" (the day in the office's zone, the form's time). */
const slotValue = (slot: FreeSlot) => `${slot.date} ${slot.time}`;

/** Free slots as buttons, each labelled by `label`, that move the consultation there in one press; nothing when there are none. */
function moveForm(action: string, legend: string, slots: readonly FreeSlot[], label: (slot: FreeSlot) => string) {
  if (slots.length === 0) return "";
  const buttons = slots
    .map(
      (slot) =>
        `<button type="submit" name="slot" value="${escapeHtml(slotValue(slot))}">${escapeHtml(label(slot))}</button>`,
    )
    .join("");
  return `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="action" value="move"><fieldset><legend>${escapeHtml(legend)}</legend><p class="choices">${buttons}</p></fieldset></form>`;
}

/** The next free times after a day with none (or a refused one), each in words. */
const nextTimes = (action: string, from: string, calendar: Calendar) =>
  moveForm(action, "The next free times", nextFreeSlots(from, calendar), (slot) => slotInWords(slot.start));

/** The booking's page: its time, Cancel, and picking another time (that day's free times once a date is chosen). */
function bookingPage(
  booking: Booking,
  calendar: Calendar,
  links: { readonly action: string; readonly path: string; readonly token: string },
  chosen?: { readonly day: string; readonly note?: string },
): string {
  const zone = zoneName(booking.start, OFFICE_TIME_ZONE);
  let times = "";
  if (chosen) {
    const slots = freeSlots(chosen.day, calendar);
    const legend = `Free times on ${dayInWords(chosen.day)} (${zone})`;
    times =
      (chosen.note ? `<p><strong>${escapeHtml(chosen.note)}</strong></p>` : "") +
      (slots.length
        ? moveForm(links.action, `${legend}: press one to move your consultation there`, slots, (slot) =>
            slotRange(slot.time),
          )
        : paragraph(`There are no free times on ${dayInWords(chosen.day)}.`) +
          nextTimes(links.action, chosen.day, calendar));
  }
  return (
    paragraph(`Your free ${CONSULTATION_MINUTES}-minute consultation is booked for ${slotInWords(booking.start)}.`) +
    `<p><a href="${escapeHtml(`${links.action}&${CALENDAR_QUERY}`)}">Add it to your calendar (.ics)</a></p>` +
    `<h2>Pick another time</h2>` +
    `<form method="get" action="${escapeHtml(links.path)}"><input type="hidden" name="token" value="${escapeHtml(links.token)}"><p><label for="date">Date</label> <input type="date" id="date" name="date" min="${earliestDay(calendar)}" max="${latestDay(calendar)}" value="${chosen ? escapeHtml(chosen.day) : ""}" required></p><p><button type="submit">Show free times</button></p></form>` +
    times +
    `<h2>Cancel it</h2>` +
    paragraph("Its time becomes free for someone else, and we send you a mail that takes it out of your calendar.") +
    `<p><a href="${escapeHtml(`${links.action}&cancel=ask`)}">Cancel my consultation</a></p>` +
    contact
  );
}

/** The cancellation, asked to be confirmed: its button posts it; keeping the consultation goes back to its page. */
const cancelQuestion = (booking: Booking, links: { readonly action: string }): Page => ({
  status: 200,
  title: "Cancel your consultation?",
  body:
    paragraph(
      `Your free consultation on ${slotInWords(booking.start)} will be cancelled, and its time becomes free for someone else.`,
    ) +
    `<form method="post" action="${escapeHtml(links.action)}"><input type="hidden" name="action" value="cancel"><button type="submit">Yes, cancel my consultation</button></form>` +
    `<p><a href="${escapeHtml(links.action)}">No, keep it</a></p>` +
    contact,
});

/** A refused time: it is not free (taken meanwhile, or not offered), and the next free times from that day. */
const notFree = (day: string, calendar: Calendar, action: string): Page => ({
  status: 409,
  title: "That time is not free",
  body:
    paragraph(
      "Someone else has that time, or it is not one we offer. Nothing has changed: your consultation keeps its time.",
    ) +
    (nextTimes(action, day, calendar) ||
      paragraph("There are no free times in the coming weeks. Please call or email us.")) +
    contact,
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

/** What the page says when the shell fails the request (netlify/lib/function-shell.ts). */
const FAILED: Record<Failure, Omit<Page, "status">> = {
  "missing-salt": {
    title: "We cannot open this link just now",
    body: paragraph("Please try again later, or call or email us.") + contact,
  },
  "database-unavailable": {
    title: "Please try again in a minute",
    body: paragraph("We could not open your booking just now. Nothing has changed: please try again in a minute."),
  },
  error: {
    title: "Something went wrong",
    body: paragraph("Something went wrong on our side. Nothing has changed: please try again later.") + contact,
  },
};

/** A post larger than a button's. */
const TOO_LARGE: Page = {
  status: 413,
  title: "Please use the buttons on the page",
  body: paragraph("This address takes the page's own buttons only. Open the link from our mail again.") + contact,
};

export default defineFunction<Outcome>(
  "consultation-booking",
  (failure, { status, headers }) => htmlPage(status, FAILED[failure], headers),
  async (req, call, context) => {
    // The method and the outcome only: a token names a lead.
    call.note({ method: req.method });
    const finish = (outcome: Outcome, page: Page, headers: Record<string, string> = {}) =>
      call.finish(outcome, htmlPage(page.status, page, headers));

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
      return finish(
        "method-not-allowed",
        {
          status: 405,
          title: "This address only answers the link in your mail",
          body: paragraph("Open the link from our mail about your consultation in your browser.") + contact,
        },
        { allow: "GET, POST" },
      );
    }

    const url = new URL(req.url);
    const token = single(url.searchParams, "token");
    if (token === null) return finish("bad-query", INVALID);

    const keys = leadKeys(isDeployed(context));
    const store = openLeadStore();
    // Every post counts, a valid link's or not: guessing links or flooding one costs the same.
    if (req.method === "POST") {
      const wait = await bookingChangesLimited(store, keys, context?.ip);
      if (wait !== undefined) {
        return finish(
          "rate-limited",
          {
            status: 429,
            title: "Too many changes from your network",
            body:
              paragraph(
                `Nothing has changed. Please try again in ${minutes(wait)}, or call or email us to change your consultation.`,
              ) + contact,
          },
          { "retry-after": String(wait) },
        );
      }
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
        return finish(
          "cancelled-page",
          cancelledPage(booking, 200, "To talk to us after all, book a new consultation."),
        );
      }
      if (booking.start <= now) return finish("past", PAST);
      if (url.searchParams.get("cancel") === "ask") return finish("cancel-question", cancelQuestion(booking, links));
      if (url.searchParams.has(CALENDAR_QUERY.split("=")[0])) {
        const { content } = invitation({ ...lead, booking }, firstName(lead.fields));
        return call.finish("calendar", calendarFile(content));
      }
      const date = url.searchParams.getAll("date");
      const calendar = await store.bookingCalendar(now);
      const title = "Your free consultation";
      if (date.length === 0) return finish("page", { status: 200, title, body: bookingPage(booking, calendar, links) });
      if (date.length > 1 || !isDay(date[0])) {
        return finish("bad-date", {
          status: 400,
          title,
          body:
            paragraph("That is not a date we can read: choose one in the date box below.") +
            bookingPage(booking, calendar, links),
        });
      }
      return finish("day", { status: 200, title, body: bookingPage(booking, calendar, links, { day: date[0] }) });
    }

    // A POST: one button's urlencoded fields.
    if (mediaType(req) !== URLENCODED) {
      return finish("unsupported-media-type", {
        status: 415,
        title: "Please use the buttons on the page",
        body: paragraph("This address takes the page's own buttons only. Open the link from our mail again.") + contact,
      });
    }
    let body: Uint8Array;
    try {
      body = await readBodyCapped(req, BODY_LIMIT);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return finish("too-large", TOO_LARGE);
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
    const title = "Your free consultation";
    const calendar = await store.bookingCalendar(now);
    const slot = postedSlot(single(fields, "slot") ?? "");
    const checked = slot ? checkSlot(slot.day, slot.time, calendar) : null;
    if (!slot || !checked || (!checked.ok && checked.reason === "not-a-slot")) {
      return finish("bad-post", {
        status: 400,
        title,
        body: paragraph("Choose a date, then press one of its free times.") + bookingPage(booking, calendar, links),
      });
    }
    const same = () =>
      finish("same", {
        status: 200,
        title,
        body:
          paragraph("That is your consultation's time already: nothing has changed.") +
          bookingPage(booking, calendar, links),
      });
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
      return finish("moved", {
        status: 200,
        title: "Your consultation is moved",
        body:
          paragraph(`It is now booked for ${slotInWords(checked.start)}.`) +
          paragraph("We have sent you a mail with the updated invitation for your calendar.") +
          `<p><a href="${escapeHtml(again.pathname + again.search)}">${escapeHtml(MANAGE_BOOKING_TEXT)}</a></p>` +
          contact,
      });
    }
    if (moved === "same") return same();
    if (typeof moved === "object") {
      const wait = Math.max(1, Math.ceil((moved.until.getTime() - now.getTime()) / 1000));
      return finish(
        "change-limit",
        {
          status: 429,
          title: "This consultation was moved too often today",
          body:
            paragraph(
              `A consultation can be moved ${BOOKING_CHANGES_PER_DAY} times a day, so nothing has changed: it is still booked for ${slotInWords(booking.start)}.`,
            ) +
            paragraph(
              `You can pick another time here again after ${slotInWords(moved.until)}. You can still cancel it now, or call or email us to change it.`,
            ) +
            `<p><a href="${escapeHtml(links.action)}">Back to your consultation</a></p>` +
            contact,
        },
        { "retry-after": String(wait) },
      );
    }
    // Taken between the calendar's read and the move: the unique index refused it, and nothing changed.
    if (moved === "taken") return finish("taken", notFree(slot.day, await store.bookingCalendar(now), links.action));
    return unchanged(moved, booking, 409);
  },
);
