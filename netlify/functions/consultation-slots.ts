/**
 * GET /api/consultation-slots?date=YYYY-MM-DD: a day's free consultation slots (a day in the office's zone; without a
 * query, the office's today, so a browser need not know the office's calendar), which the consultation form offers.
 * It reads only, and nothing about anyone: the weekly hours, the closed days and which slots are booked
 * (netlify/lib/booking/availability.ts).
 *
 * Answers JSON: 200 SlotDay (src/lib/consultation-hours.ts), 400 { error } (a query without a date, not a day, or a
 * day before today or past the booking horizon, answered without the database), 405 (Allow: GET, HEAD), 503
 * (Retry-After) when the database cannot be reached, 500. A 200 is kept by Netlify's CDN for a few seconds per date,
 * never by the browser: a slot booked meanwhile is refused by submit-form with the next free ones. Netlify's edge
 * limits how often one address asks (`config.rateLimit`), before the function runs.
 */
import type { Config } from "@netlify/functions";
import { OFFICE_TIME_ZONE, addDays, dayIn, type SlotDay } from "../../src/lib/consultation-hours";
import { BOOKING_HORIZON_DAYS, earliestDay, freeSlots, isDay, nextFreeSlots } from "../lib/booking/availability";
import { defineFunction, type Failure } from "../lib/function-shell";
import { json } from "../lib/http";
import { openLeadStore } from "../lib/lead-store";

/**
 * SLOTS_API, as a literal: Netlify reads it from this file's text, as it reads the rate limit, which answers a
 * flood with 429 at Netlify's edge: more than 60 requests in 60 s from one address, far above a visitor's clicks
 * through the calendar (a cached answer is counted too).
 */
export const config: Config = {
  path: "/api/consultation-slots",
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};

/** How long Netlify's CDN may answer a date from its cache, in seconds: a slot shows free at most this long after it is booked. */
export const CDN_CACHE_SECONDS = 10;

/**
 * A day's slots: the browser revalidates every time; Netlify's CDN (and only it: Netlify-CDN-Cache-Control is not
 * passed on) keeps them CDN_CACHE_SECONDS, one entry per date whatever else the query holds.
 */
const CACHED = {
  "cache-control": "public, max-age=0, must-revalidate",
  "netlify-cdn-cache-control": `public, max-age=${CDN_CACHE_SECONDS}, must-revalidate`,
  "netlify-vary": "query=date",
};

type Outcome = "answered" | "bad-request" | "out-of-range" | "method-not-allowed";

/** What the calendar shows when the shell fails the request (netlify/lib/function-shell.ts); it needs no salt. */
const FAILED: Record<Failure, string> = {
  "missing-salt": "We cannot show the free times just now. Please call us.",
  "database-unavailable": "We cannot show the free times just now. Please try again in a minute, or call us.",
  error: "Something went wrong on our side. Please try again, or call or email us.",
};

export default defineFunction<Outcome>(
  "consultation-slots",
  (failure, { status, headers }) => json(status, { error: FAILED[failure] }, headers),
  async (req, call) => {
    const finish = (outcome: Outcome, status: number, body: unknown, headers: Record<string, string> = {}) =>
      call.finish(outcome, json(status, body, headers));

    if (req.method !== "GET" && req.method !== "HEAD") {
      return finish("method-not-allowed", 405, { error: "Ask for a day's slots with GET." }, { allow: "GET, HEAD" });
    }
    const now = new Date();
    const today = dayIn(now);
    // Only an address without a query asks for today: one that names anything else is a mistake, said as such.
    const { search, searchParams } = new URL(req.url);
    const date = search === "" ? today : (searchParams.get("date") ?? "");
    if (!isDay(date)) {
      return finish("bad-request", 400, { error: "Give the day as ?date=YYYY-MM-DD, a real calendar day." });
    }
    // A day nobody can book needs no database: from today to the horizon, in the office's zone.
    const last = addDays(today, BOOKING_HORIZON_DAYS);
    if (date < today || date > last) {
      return finish("out-of-range", 400, {
        error: `Consultations can be booked up to ${BOOKING_HORIZON_DAYS} days ahead: choose a day from ${today} to ${last}.`,
      });
    }
    const calendar = await openLeadStore().bookingCalendar(now);
    const slots = freeSlots(date, calendar);
    const day: SlotDay = {
      date,
      timeZone: calendar.timeZone ?? OFFICE_TIME_ZONE,
      earliest: earliestDay(calendar),
      slots,
      next: slots.length > 0 ? [] : nextFreeSlots(date, calendar),
    };
    return finish("answered", 200, day, CACHED);
  },
);
