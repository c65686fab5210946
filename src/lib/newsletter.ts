/** The newsletter's double opt-in: read by the function that sends and checks the link, and by the privacy policy. */

/** How long the link in a sign-up's confirmation mail confirms it; unconfirmed, nothing more is sent. */
export const OPT_IN_DAYS = 7;
