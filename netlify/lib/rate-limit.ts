/**
 * The rate limit of lead posts: a counter per sender network and window in the database, shared by every function
 * instance, behind Netlify's own limit at the edge (the function's `config`).
 */
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
