/**
 * Each lead form's name, as its posts carry it in `form-name`. Declared here, below the forms' declarations
 * (src/form-definitions), so what is kept per form elsewhere (its confirmation, its queue in the inbox) can be keyed
 * by it without loading the forms; a form is declared under one of these names, and for every one of them.
 */
export type FormName =
  | "quote-request"
  | "contact"
  | "consultation"
  | "subscription"
  | "service-request"
  | "newsletter"
  | "career-application";
