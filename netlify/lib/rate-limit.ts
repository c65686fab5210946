/**
 * The rate limits of lead posts and of booking changes: a counter per sender network and window in the database,
 * shared by every function instance, behind Netlify's own limit at the edge (the function's `config`).
 */
import { clientKey } from "./client-address";
import type { Keyring } from "./hashing";
import type { LeadStore } from "./lead-store";
import type { Refusal } from "./submission-answers";

/** Submissions per address (of any form) in a fixed window, counted in the database. */
export const RATE_LIMIT = { max: 10, windowSeconds: 10 * 60 };

/** Counts a post from the network `addressHash`, and refuses it once the window's count is past RATE_LIMIT. */
export async function rateLimited(store: LeadStore, addressHash: string): Promise<Refusal | undefined> {
  const rate = await store.hitRateLimit(addressHash, RATE_LIMIT);
  if (rate.allowed) return undefined;
  const minutes = Math.ceil(rate.retryAfterSeconds / 60);
  return {
    outcome: "rate-limited",
    status: 429,
    title: "Too many forms sent",
    error: `Too many forms have been sent from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    headers: { "retry-after": String(rate.retryAfterSeconds) },
  };
}

/**
 * Posts to a booking's link (a move or a cancellation) per network in a window, counted apart from the forms'. An
 * IPv6 client counts by its /64 (one subscriber's block) and by its /48 (a site's whole allocation), so neither
 * walking through a /64 nor through the /64s of a /48 gains much.
 */
export const BOOKING_CHANGE_RATE_LIMITS = [
  { ipv6Prefix: 64, max: 10, windowSeconds: 10 * 60 },
  { ipv6Prefix: 48, max: 30, windowSeconds: 10 * 60 },
] as const;

/**
 * Counts a booking link's post from `ip` in each of BOOKING_CHANGE_RATE_LIMITS; the seconds to wait once one of
 * them is past its limit, else undefined. An IPv4 address is one network for both.
 */
export async function bookingChangesLimited(
  store: LeadStore,
  keys: Keyring,
  ip: string | undefined,
): Promise<number | undefined> {
  const counted = new Set<string>();
  let wait = 0;
  for (const { ipv6Prefix, ...limit } of BOOKING_CHANGE_RATE_LIMITS) {
    const network = clientKey(ip, ipv6Prefix);
    if (counted.has(network)) continue;
    counted.add(network);
    const rate = await store.hitRateLimit(keys.hash("address", `booking-change\n${network}`), limit);
    if (!rate.allowed) wait = Math.max(wait, rate.retryAfterSeconds);
  }
  return wait > 0 ? wait : undefined;
}
