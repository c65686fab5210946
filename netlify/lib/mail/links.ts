/**
 * The newsletter's links: confirm a sign-up (single use, for OPT_IN_DAYS) and unsubscribe (one click, RFC 8058).
 * A link carries the sign-up's lead id and an HMAC of it under the link key (../hashing.ts), so nobody can make one
 * for another sign-up; the database decides whether it was used already.
 */
import siteConfig from "../../../data/site-config.json";
import { OPT_IN_DAYS } from "../../../src/lib/newsletter";
import { env } from "../env";
import type { Keyring } from "../hashing";
import type { LeadRecord } from "../store/lead-records";

export { OPT_IN_DAYS };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The function that answers both links (netlify/functions/newsletter.ts). */
export const NEWSLETTER_PATH = "/.netlify/functions/newsletter";

type Purpose = "confirm" | "unsubscribe";

/** What a link's signature covers: its purpose and payload, so a confirm token never unsubscribes, nor back. */
const signed = (purpose: Purpose, payload: string) => `newsletter-${purpose}\n${payload}`;

/** A confirm token: lead id, expiry (seconds since the epoch) and signature; an unsubscribe token has no expiry. */
function sign(keys: Keyring, purpose: Purpose, leadId: string, signedUpAt?: Date): string {
  const payload =
    signedUpAt === undefined ? leadId : `${leadId}.${Math.floor((signedUpAt.getTime() + OPT_IN_DAYS * DAY_MS) / 1000)}`;
  return `${payload}.${keys.sign("link", signed(purpose, payload))}`;
}

export type TokenCheck =
  { readonly ok: true; readonly leadId: string } | { readonly ok: false; readonly reason: "tampered" | "expired" };

/** The lead id a token was made for, when its signature holds and (a confirm token) it has not expired. */
export function verifyToken(keys: Keyring, purpose: Purpose, token: string, now = new Date()): TokenCheck {
  const cut = token.lastIndexOf(".");
  const payload = token.slice(0, cut);
  if (cut < 0 || !keys.verify("link", signed(purpose, payload), token.slice(cut + 1))) {
    return { ok: false, reason: "tampered" };
  }
  const [leadId, expires] = payload.split(".");
  if (purpose === "confirm" && !(Number(expires) * 1000 > now.getTime())) return { ok: false, reason: "expired" };
  return { ok: true, leadId };
}

/** Where links in mail point: SITE_URL, else the site's address (data/site-config.json). */
export const siteOrigin = () => (env("SITE_URL") ?? siteConfig.siteUrl).replace(/\/+$/, "");

const link = (query: string, token: string) => `${siteOrigin()}${NEWSLETTER_PATH}?${query}=${token}`;

/** The opt-in mail's link: it shows a page whose button confirms. */
export const confirmLink = (keys: Keyring, leadId: string, signedUpAt: Date) =>
  link("confirm", sign(keys, "confirm", leadId, signedUpAt));

/** A sign-up's unsubscribe token: it also subscribes the sign-up again, from the page that unsubscribed it. */
export const unsubscribeToken = (keys: Keyring, leadId: string) => sign(keys, "unsubscribe", leadId);

/** The List-Unsubscribe address: a POST of `List-Unsubscribe=One-Click` unsubscribes; a GET shows a button. */
export const unsubscribeLink = (keys: Keyring, leadId: string) => link("unsubscribe", unsubscribeToken(keys, leadId));

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
