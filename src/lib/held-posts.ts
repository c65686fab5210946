/**
 * A post the time trap held (sent sooner after the form appeared than a person types: a browser's autofill, a
 * password manager) waits for its sender rather than being dropped: a mail links to CONFIRM_PAGE with a token, whose
 * one button (a GET of the link changes nothing) makes the post a lead like any other. For the submit function, the
 * mail, the confirm function and the pages alike.
 */

/** How long the mail's button works, counted from the post. */
export const HELD_POST_CONFIRM_DAYS = 7;

/** The page the mail links to, `?token=…`, answered by netlify/functions/confirm-post.ts: its button posts the link. */
export const CONFIRM_PAGE = "/api/confirm-post";

/** The page a held post's sender is sent to (the native post's 303; the script navigates there too). */
export const CHECK_INBOX_PAGE = "/check-your-inbox/";

/** The submit function's answer to a fetch() post held for its sender: 202 Accepted, not 201 Created. */
export const HELD_STATUS = 202;

/** What pressing the button did: the post became a lead, or nothing changed and why. */
export type ConfirmOutcome = "confirmed" | "used" | "expired" | "unknown";
