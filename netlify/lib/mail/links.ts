/**
 * The links in mail that act on a lead: the newsletter's confirm (single use, for OPT_IN_DAYS) and unsubscribe (one
 * click, RFC 8058), and a booked consultation's page to cancel it or pick another time (until the slot starts).
 * A link carries the lead id and an HMAC of it under the link key (../hashing.ts), so nobody can make one for
 * another lead; the database decides whether it was used already.
 */
import siteConfig from "../../../data/site-config.json";
import { slotInWords } from "../../../src/lib/consultation-hours";
import { OPT_IN_DAYS } from "../../../src/lib/newsletter";
import type { Booking } from "../../../src/lib/submit-lead";
import { env } from "../env";
import type { Keyring } from "../hashing";
import type { LeadRecord } from "../store/lead-records";

export { OPT_IN_DAYS };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The function that answers both links (netlify/functions/newsletter.ts). */
export const NEWSLETTER_PATH = "/.netlify/functions/newsletter";

/** The function that answers a booked consultation's link (netlify/functions/consultation-booking.ts). */
export const BOOKING_PATH = "/api/consultation-booking";

/** Added to a booking's link, it answers the booking's invitation as a calendar file (.ics) to download. */
export const CALENDAR_QUERY = "format=ics";

type Purpose = "confirm" | "unsubscribe" | "booking";

/** What each purpose's signature is made over, before the payload: a token of one purpose is none of another's. */
const SIGNED_AS: Record<Purpose, string> = {
  confirm: "newsletter-confirm",
  unsubscribe: "newsletter-unsubscribe",
  booking: "consultation-booking",
};

/** What a link's signature covers: its purpose and payload, so a confirm token never unsubscribes, nor back. */
const signed = (purpose: Purpose, payload: string) => `${SIGNED_AS[purpose]}\n${payload}`;

/** A token: lead id, expiry (seconds since the epoch) when it has one, and signature; an unsubscribe token has none. */
function sign(keys: Keyring, purpose: Purpose, leadId: string, expires?: Date): string {
  const payload = expires === undefined ? leadId : `${leadId}.${Math.floor(expires.getTime() / 1000)}`;
  return `${payload}.${keys.sign("link", signed(purpose, payload))}`;
}

export type TokenCheck =
  { readonly ok: true; readonly leadId: string } | { readonly ok: false; readonly reason: "tampered" | "expired" };

/** The lead id a token was made for, when its signature holds and (a confirm or booking token) it has not expired. */
export function verifyToken(keys: Keyring, purpose: Purpose, token: string, now = new Date()): TokenCheck {
  const cut = token.lastIndexOf(".");
  const payload = token.slice(0, cut);
  if (cut < 0 || !keys.verify("link", signed(purpose, payload), token.slice(cut + 1))) {
    return { ok: false, reason: "tampered" };
  }
  const [leadId, expires] = payload.split(".");
  if (purpose !== "unsubscribe" && !(Number(expires) * 1000 > now.getTime())) return { ok: false, reason: "expired" };
  return { ok: true, leadId };
}

/** Where links in mail point: SITE_URL, else the site's address (data/site-config.json). */
export const siteOrigin = () => (env("SITE_URL") ?? siteConfig.siteUrl).replace(/\/+$/, "");

const link = (query: string, token: string) => `${siteOrigin()}${NEWSLETTER_PATH}?${query}=${token}`;

/** The opt-in mail's link: it shows a page whose button confirms. */
export const confirmLink = (keys: Keyring, leadId: string, signedUpAt: Date) =>
  link("confirm", sign(keys, "confirm", leadId, new Date(signedUpAt.getTime() + OPT_IN_DAYS * DAY_MS)));

/** A sign-up's unsubscribe token: it also subscribes the sign-up again, from the page that unsubscribed it. */
export const unsubscribeToken = (keys: Keyring, leadId: string) => sign(keys, "unsubscribe", leadId);

/** The List-Unsubscribe address: a POST of `List-Unsubscribe=One-Click` unsubscribes; a GET shows a button. */
export const unsubscribeLink = (keys: Keyring, leadId: string) => link("unsubscribe", unsubscribeToken(keys, leadId));

/**
 * A booked consultation's link, "Cancel or pick another time": its page shows the booking, and only its buttons'
 * POSTs change it. It works until the slot starts (`start`), when there is nothing left to change.
 */
export const bookingLink = (keys: Keyring, leadId: string, start: Date) =>
  `${siteOrigin()}${bookingPath(keys, leadId, start)}`;

/** The same link as a path on this site, for the booker's own browser (the answer to the post that booked). */
export const bookingPath = (keys: Keyring, leadId: string, start: Date) =>
  `${BOOKING_PATH}?token=${sign(keys, "booking", leadId, start)}`;

/**
 * A booking as an answer gives it to the booker's browser (the post that booked it, the button that confirmed it):
 * its start, that start in words in the office's zone, its page and its invitation as a calendar file.
 */
export function bookingAnswer(keys: Keyring, leadId: string, start: Date): Booking {
  const manage = bookingPath(keys, leadId, start);
  return { start: start.toISOString(), inWords: slotInWords(start), manage, calendar: `${manage}&${CALENDAR_QUERY}` };
}

/**
 * Where a newsletter sign-up stands: 'pending' while its opt-in link still confirms, 'expired' once it no
 * longer can (never confirmed: not a subscriber), 'confirmed', or 'unsubscribed'. Null for other leads.
 */
export type SubscriptionState = "pending" | "expired" | "confirmed" | "unsubscribed";

export function subscriptionState(
  lead: Pick<LeadRecord, "createdAt" | "subscription">,
  now = new Date(),
): SubscriptionState | null {
  const { subscription } = lead;
  if (!subscription) return null;
  if (subscription.unsubscribedAt) return "unsubscribed";
  if (subscription.confirmedAt) return "confirmed";
  return lead.createdAt.getTime() + OPT_IN_DAYS * DAY_MS > now.getTime() ? "pending" : "expired";
}
