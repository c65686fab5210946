/** Where every form posts, with or without JavaScript (DESIGN.md decisions 2 and 4). */
export const FORM_ACTION = "/.netlify/functions/submit-form";

/** The honeypot field; people never see it, so any value means a bot (checked server-side). */
export const HONEYPOT_NAME = "bot-field";
