/**
 * The User Timing mark a lead form sets once React has hydrated it and its handlers answer (its detail: the form's
 * id): when a visitor's input starts being checked and sent with fetch. bench/form-ready.mjs and the browser tests
 * read it; a mark costs visitors nothing.
 */
export const FORM_READY_MARK = "form-ready";
