import type { SqlPool } from "../../../netlify/lib/store/sql";

/**
 * Every browser test of a worker posts from this machine's one address, whose posts (RATE_LIMIT) and mails to senders
 * a day (SENDER_MAILS_PER_DAY) are capped, and which test files share a worker changes from run to run. A test that
 * posts starts both afresh: the limits themselves are tested with the functions.
 */
export async function clearPostLimits(pool: SqlPool) {
  await pool.query("DELETE FROM rate_limit_hits");
  await pool.query("DELETE FROM mail_counts WHERE counter LIKE 'sender:%'");
}
