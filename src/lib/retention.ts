/**
 * How long the lead pipeline keeps what it stores: one declaration, read by the purge (daily on Netlify, or
 * `npm run leads -- --purge`), by the privacy policy's text, and checked against README by a test.
 */
export const RETENTION = {
  /** Every form's lead, a career application's resume with it, counted from when it was sent. */
  leadMonths: 24,
  /** Posts held as spam (honeypot or time trap), for review with `npm run leads -- --spam`. */
  spamDays: 30,
  /**
   * The keyed hash of the sender's address and the browser's description on a lead, and the rate limit's
   * counts: needed only for the rate-limit and duplicate windows (minutes), kept a day for a margin.
   */
  identifierDays: 1,
  /**
   * The staff audit log (who signed in, viewed, exported, changed or erased what, and when): long enough to answer
   * a question about a lead for as long as the lead is kept.
   */
  auditMonths: 24,
} as const;
