/**
 * What the confirm page (src/pages/confirm.tsx) says of each outcome of its button: apart from ./held-posts.ts,
 * which every form's script imports, so that these sentences load with that page only.
 */
import { HELD_POST_CONFIRM_DAYS, type ConfirmOutcome } from "./held-posts";

export const CONFIRM_ANSWERS: Record<ConfirmOutcome, { readonly title: string; readonly message: string }> = {
  confirmed: {
    title: "Your request is sent",
    message: "Thank you for confirming: our team has your request.",
  },
  used: {
    title: "This request was sent already",
    message: "This button was pressed before: your request reached our team then, and nothing has changed.",
  },
  expired: {
    title: "This link has expired",
    message: `The button works for ${HELD_POST_CONFIRM_DAYS} days after you send a form, so this request was not sent. Please fill in the form again.`,
  },
  unknown: {
    title: "This link is not valid",
    message:
      "This link is incomplete, was changed, or the request is no longer held. Open it again from the mail we sent you, or fill in the form again.",
  },
};
