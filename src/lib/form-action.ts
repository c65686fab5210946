/**
 * What every lead form is on the wire, for the pages, the form components and the function alike: each posts to
 * the one function (natively when there is no JavaScript) and leads to the thank-you page.
 */

/** Where every form posts, with or without JavaScript. */
export const FORM_ACTION = "/.netlify/functions/submit-form";

/**
 * Where a successful submission leads: the thank-you page of its form, which says what happens next (with
 * JavaScript, the newsletter's form says it itself). The address names the form and nothing the sender typed.
 */
export const THANK_YOU_PATH = "/thank-you/";
export const thankYouPath = (formName: string) => `${THANK_YOU_PATH}${formName}/`;

/** The honeypot field; people never see it, so any value means a bot (checked server-side). */
export const HONEYPOT_NAME = "bot-field";

/** The metadata fields every form posts besides its own (see src/form-definitions/index.ts). */
export const FORM_NAME_FIELD = "form-name";
export const SUBMISSION_ID_FIELD = "submissionId";
export const RENDERED_AT_FIELD = "renderedAt";

/** The alert a failed submission shows: the specification's wording, then what went wrong. */
export const failureAlert = (error: string) => `Form submission failed: ${error}`;

/** What went wrong when the page itself failed (a script that would not load or threw). */
export const PAGE_ERROR = "Something went wrong in this page. Please try again.";
