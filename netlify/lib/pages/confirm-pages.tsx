/** @jsxRuntime automatic @jsxImportSource react */
/** The pages of a held post's confirm link (netlify/functions/confirm-post.ts). */
import { HELD_POST_CONFIRM_DAYS, type ConfirmOutcome } from "../../../src/lib/held-posts";
import type { Booking } from "../../../src/lib/submit-lead";
import { Contact, linkPages, type Page } from "./site-page";

const Home = () => (
  <p>
    <a href="/">Return to Home</a>
  </p>
);

export const {
  invalid: INVALID,
  methodNotAllowed: METHOD_NOT_ALLOWED,
  fail: FAIL,
} = linkPages(<Contact />, { only: "the link in your mail", from: "our mail" });

/** The link opened: its button (which alone changes anything: mail scanners open links) posts to `self`. */
export const buttonPage = (self: string): Page => ({
  status: 200,
  title: "Send your request",
  body: (
    <>
      <p>
        We hold your form until you confirm it, so that nobody can send one in your name. The button works for{" "}
        {HELD_POST_CONFIRM_DAYS} days after you sent it.
      </p>
      <form method="post" action={self}>
        <button type="submit">Send my request</button>
      </form>
    </>
  ),
});

/** A press that changed nothing, and why. */
export const UNCHANGED: Record<Exclude<ConfirmOutcome, "confirmed">, Page> = {
  used: {
    status: 409,
    title: "This request was sent already",
    body: (
      <>
        <p>This button was pressed before: your request reached our team then, and nothing has changed.</p>
        <Home />
      </>
    ),
  },
  expired: {
    status: 410,
    title: "This link has expired",
    body: (
      <>
        <p>
          The button works for {HELD_POST_CONFIRM_DAYS} days after you send a form, so this request was not sent. Please
          fill in the form again.
        </p>
        <Home />
      </>
    ),
  },
  unknown: {
    status: 404,
    title: "This link is not valid",
    body: (
      <>
        <p>
          This link is incomplete, was changed, or the request is no longer held. Open it again from the mail we sent
          you, or fill in the form again.
        </p>
        <Home />
      </>
    ),
  },
};

/**
 * The post is a lead: what the team promises for its form, and a consultation's time (`booking`: its calendar file
 * and its page) or why it holds none (`unbooked`).
 */
export const confirmedPage = (said: {
  readonly promise?: string;
  readonly booking?: Booking;
  readonly unbooked?: string;
}): Page => ({
  status: 200,
  title: "Your request is sent",
  body: (
    <>
      <p>Thank you for confirming: our team has your request.</p>
      {said.booking ? (
        <>
          <p>
            <strong>Your consultation is booked for {said.booking.inWords}.</strong>
          </p>
          <p>Your confirmation mail has the invitation and says how the call happens.</p>
          <p className="choices">
            <a href={said.booking.calendar} download="consultation.ics">
              Add to calendar (.ics)
            </a>
            <a href={said.booking.manage}>Change or cancel it</a>
          </p>
        </>
      ) : (
        <>
          {said.unbooked ? <p>{said.unbooked}</p> : null}
          {said.promise ? <p>{said.promise}</p> : null}
        </>
      )}
      <Home />
    </>
  ),
});
