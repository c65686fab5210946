/** @jsxRuntime automatic @jsxImportSource react */
/** The pages of the newsletter's links (netlify/functions/newsletter.ts). */
import siteConfig from "../../../data/site-config.json";
import { OPT_IN_DAYS } from "../mail/links";
import type { ConfirmResult } from "../store/outbox";
import { linkPages, type Page } from "./site-page";

const NEWSLETTER = `the ${siteConfig.siteTitle} newsletter`;

/** The home page, whose newsletter form signs up again. */
const SignUpAgain = () => (
  <p>
    <a href="/">Sign up again on our home page</a>
  </p>
);
const Home = () => (
  <p>
    <a href="/">Go to {siteConfig.siteTitle}</a>
  </p>
);

/** A button that posts to `action`; the unsubscribe one carries RFC 8058's field, as mail programs post it. */
const Button = ({ action, label, oneClick }: { action: string; label: string; oneClick?: boolean }) => (
  <form method="post" action={action}>
    {oneClick ? <input type="hidden" name="List-Unsubscribe" value="One-Click" /> : null}
    <button type="submit">{label}</button>
  </form>
);

/** The way back for an address that unsubscribed: a new sign-up sends it no opt-in mail, this button can. */
const SubscribeAgain = ({ action }: { action: string }) => (
  <>
    <p>Changed your mind? This button subscribes this address again.</p>
    <Button action={action} label="Subscribe again" />
  </>
);

export const {
  invalid: INVALID,
  methodNotAllowed: METHOD_NOT_ALLOWED,
  fail: FAIL,
} = linkPages(<Home />, { only: "the newsletter’s links", from: "the newsletter’s mail" });

export const EXPIRED: Page = {
  status: 410,
  title: "This link has expired",
  body: (
    <>
      <p>
        A confirmation link works for {OPT_IN_DAYS} days after you sign up, so you are not subscribed. Sign up again and
        we will send you a new link.
      </p>
      <SignUpAgain />
    </>
  ),
};

/** The pages whose button posts to `self`, the link's own path and query, before anything changes. */
export const buttonPages = (self: string): Record<"confirm" | "unsubscribe" | "resubscribe", Page> => ({
  confirm: {
    status: 200,
    title: "Confirm your subscription",
    body: (
      <>
        <p>Press the button to receive {NEWSLETTER} at the address you signed up with.</p>
        <Button action={self} label="Confirm my subscription" />
      </>
    ),
  },
  unsubscribe: {
    status: 200,
    title: "Unsubscribe from the newsletter",
    body: (
      <>
        <p>Press the button to stop receiving {NEWSLETTER}.</p>
        <Button action={self} label="Unsubscribe" oneClick />
      </>
    ),
  },
  resubscribe: {
    status: 200,
    title: "Subscribe again",
    body: (
      <>
        <p>Press the button to receive {NEWSLETTER} again at the address you signed up with.</p>
        <Button action={self} label="Subscribe again" />
      </>
    ),
  },
});

/** What a confirm or resubscribe press did; `resubscribe` is the address of the button that subscribes again. */
export const confirmAnswers = (resubscribe: string): Record<ConfirmResult, Page> => ({
  confirmed: {
    status: 200,
    title: "You’re subscribed",
    body: (
      <>
        <p>Thank you for confirming: you will receive {NEWSLETTER} at this address.</p>
        <p>Every newsletter mail has a link to unsubscribe in one click.</p>
        <Home />
      </>
    ),
  },
  "already-confirmed": {
    status: 200,
    title: "Your subscription is already confirmed",
    body: (
      <>
        <p>This link was used already: you receive {NEWSLETTER}, and nothing has changed.</p>
        <p>Every newsletter mail has a link to unsubscribe in one click.</p>
        <Home />
      </>
    ),
  },
  unsubscribed: {
    status: 409,
    title: "This address has unsubscribed",
    body: (
      <>
        <p>This address unsubscribed from {NEWSLETTER}, so this link no longer confirms it.</p>
        <SubscribeAgain action={resubscribe} />
      </>
    ),
  },
  "not-found": {
    status: 410,
    title: "This sign-up no longer exists",
    body: (
      <>
        <p>We no longer hold this sign-up. To receive the newsletter, sign up again on our site.</p>
        <SignUpAgain />
      </>
    ),
  },
});

/** The same whether this unsubscribed, had already, or the sign-up is gone: it tells nobody anything. */
export const unsubscribed = (resubscribe: string): Page => ({
  status: 200,
  title: "You’re unsubscribed",
  body: (
    <>
      <p>You will not receive {NEWSLETTER} any more, and signing this address up again will not mail it.</p>
      <SubscribeAgain action={resubscribe} />
    </>
  ),
});
