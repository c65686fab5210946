/**
 * What each form's sender is told happens next: on the form's page ("What happens next"), on its thank-you page
 * (/thank-you/<form>/) and in the confirmation mail. One sentence promises, three steps explain.
 */
import { thankYouPath } from "./form-action";
import type { FormName } from "./form-names";

export type Confirmation = {
  /** What we received, as the thank-you page names it: "your quote request". */
  readonly received: string;
  /** The one promise: what happens next, and by when. */
  readonly promise: string;
  readonly steps: readonly [string, string, string];
  /** What to have at hand for what comes next, where something helps. */
  readonly prepare?: readonly string[];
};

const PROPOSAL = "We send you a proposal with pricing and a timeline within 24 hours.";

/** The thank-you page's own, for an address that names no form: the site's general promise. */
export const GENERAL_CONFIRMATION: Confirmation = {
  received: "your submission",
  promise: "Our team will be in touch within 24 hours.",
  steps: [
    "We review your requirements and the details you sent.",
    "We contact you to schedule a time that suits you.",
    "We send you a proposal with pricing and a timeline.",
  ],
};

export const CONFIRMATIONS: Record<FormName, Confirmation> = {
  consultation: {
    received: "your consultation request",
    promise:
      "A free time you pick is booked at once, and a calendar invitation comes by email; sent without a time, we contact you within 24 hours to agree one.",
    steps: [
      "We review your practice details and what you would like to discuss.",
      "Your calendar invitation comes by email, with a link to cancel or pick another time; sent without a time, we contact you first to agree one.",
      "After the call, we send you a proposal with pricing and a timeline, if you want one.",
    ],
    prepare: [
      "The EHR and billing systems your practice uses",
      "Your number of providers and a typical week's visits",
      "The two or three problems that cost your team the most time or revenue",
    ],
  },
  "quote-request": {
    received: "your quote request",
    promise: PROPOSAL,
    steps: [
      "We review your practice and the services you chose.",
      "If we need a detail, a specialist calls or emails you, as you prefer.",
      PROPOSAL,
    ],
  },
  "service-request": {
    received: "your service request",
    promise: PROPOSAL,
    steps: [
      "We review your project, its urgency and your timeline.",
      "A specialist contacts you to agree the scope and a start date.",
      PROPOSAL,
    ],
  },
  subscription: {
    received: "your subscription request",
    promise: "Your account manager contacts you within 24 hours to confirm your start date.",
    steps: [
      "We review your plan, add-ons and practice details.",
      "Your account manager contacts you within 24 hours to confirm the start date.",
      "We set up access and begin support on the date you chose.",
    ],
  },
  "career-application": {
    received: "your application",
    promise:
      "Our careers team reads every application. If your experience fits the role, we contact you about next steps.",
    steps: [
      "Our careers team reads your application and resume.",
      "If your experience fits the role, we contact you to arrange an interview.",
      "Questions about your application? Call or email our careers team.",
    ],
  },
  contact: {
    received: "your message",
    promise: "We reply within 24 hours, the way you asked us to.",
    steps: [
      "The right person on our team reads your message.",
      "We reply within 24 hours, by email or phone as you chose.",
      "If you need a service, we send you a proposal with pricing and a timeline.",
    ],
  },
  newsletter: {
    received: "your newsletter sign-up",
    promise: "Press the link in the email we just sent you to confirm: until then you are not subscribed.",
    steps: [
      "Open the email we just sent you.",
      "Press its link, then the button on the page it opens.",
      "You receive our articles; every issue has a one-click unsubscribe link.",
    ],
  },
};

/**
 * What the thank-you page repeats of the request, label and value (the chosen date and time, a plan). The form
 * passes it in the browser's history entry, never in the address, so it is shown with JavaScript only.
 */
export type RequestSummary = ReadonlyArray<readonly [label: string, value: string]>;

/** Each form's thank-you page, which gatsby-node.ts makes: every form has its confirmation. */
export const thankYouPages = () =>
  (Object.keys(CONFIRMATIONS) as FormName[]).map((form) => ({ path: thankYouPath(form), context: { form } }));
