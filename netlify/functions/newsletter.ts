/**
 * GET|POST /.netlify/functions/newsletter: the links of the newsletter's mails (netlify/lib/mail/links.ts).
 *
 * ?confirm=TOKEN (the opt-in mail's link, for OPT_IN_DAYS): GET shows a page whose button POSTs to the same URL,
 * which confirms the sign-up once. ?unsubscribe=TOKEN (List-Unsubscribe): GET shows a button; POST unsubscribes,
 * as mail programs do in one click (RFC 8058: `List-Unsubscribe=One-Click`, no redirect), and keeps the mailbox
 * from further opt-in mail. ?resubscribe=TOKEN (the unsubscribe token, from the page that unsubscribed or refused
 * a confirm): POST subscribes that sign-up again. A GET never changes anything: mail scanners open links. The token
 * is the only authority, so posts from other sites are fine.
 *
 * Answers are small HTML pages: 200, 400 (a link that was changed, or no link), 405 (Allow: GET, POST), 409 (a
 * confirm after unsubscribing), 410 (an expired link, a sign-up no longer held), 503 (Retry-After), 500.
 * Logs the request id, the link's kind and the outcome, never a token or an address.
 */
import siteConfig from "../../data/site-config.json";
import { isDeployed } from "../lib/env";
import { defineFunction, type Failure } from "../lib/function-shell";
import { leadKeys, type Keyring } from "../lib/hashing";
import { escapeHtml, htmlPage } from "../lib/http";
import { openLeadStore } from "../lib/lead-store";
import { OPT_IN_DAYS, unsubscribeToken, verifyToken } from "../lib/mail/links";
import { mailboxHash, mailboxHashes } from "../lib/mail/outbox";
import type { ConfirmResult } from "../lib/store/outbox";

/** The home page, whose newsletter form signs up again. */
const SIGN_UP_PATH = "/";
const NEWSLETTER = `the ${siteConfig.siteTitle} newsletter`;

type Outcome =
  | "confirm-page"
  | "unsubscribe-page"
  | ConfirmResult
  | "unsubscribed"
  | "resubscribe-page"
  | "resubscribed"
  | "tampered"
  | "expired"
  | "bad-query"
  | "method-not-allowed";

type Page = { readonly status: number; readonly title: string; readonly body: string };

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const signUpAgain = (text = "Sign up again on our home page") =>
  `<p><a href="${SIGN_UP_PATH}">${escapeHtml(text)}</a></p>`;
const home = `<p><a href="/">Go to ${escapeHtml(siteConfig.siteTitle)}</a></p>`;

/** A button that posts to this very URL; the unsubscribe one carries RFC 8058's field, as mail programs post it. */
const button = (action: string, label: string, field = "") =>
  `<form method="post" action="${escapeHtml(action)}">${field}<button type="submit">${escapeHtml(label)}</button></form>`;

const INVALID: Page = {
  status: 400,
  title: "This link is not valid",
  body:
    paragraph(
      "This link is incomplete or was changed. Open it again from the mail we sent you, or copy all of it into your browser.",
    ) + home,
};

/** The way back for an address that unsubscribed: a new sign-up sends it no opt-in mail, this button can. */
const subscribeAgain = (leadId: string, keys: Keyring) =>
  paragraph("Changed your mind? This button subscribes this address again.") +
  button(`?resubscribe=${unsubscribeToken(keys, leadId)}`, "Subscribe again");

const CONFIRM_ANSWERS: Record<ConfirmResult, Page> = {
  confirmed: {
    status: 200,
    title: "You’re subscribed",
    body:
      paragraph(`Thank you for confirming: you will receive ${NEWSLETTER} at this address.`) +
      paragraph("Every newsletter mail has a link to unsubscribe in one click.") +
      home,
  },
  "already-confirmed": {
    status: 200,
    title: "Your subscription is already confirmed",
    body:
      paragraph(`This link was used already: you receive ${NEWSLETTER}, and nothing has changed.`) +
      paragraph("Every newsletter mail has a link to unsubscribe in one click.") +
      home,
  },
  unsubscribed: {
    status: 409,
    title: "This address has unsubscribed",
    body: paragraph(`This address unsubscribed from ${NEWSLETTER}, so this link no longer confirms it.`),
  },
  "not-found": {
    status: 410,
    title: "This sign-up no longer exists",
    body:
      paragraph("We no longer hold this sign-up. To receive the newsletter, sign up again on our site.") +
      signUpAgain(),
  },
};

/** What the page says when the shell fails the request (netlify/lib/function-shell.ts). */
const FAILED: Record<Failure, Omit<Page, "status">> = {
  "missing-salt": {
    title: "We cannot open this link just now",
    body: paragraph("Please try again later, or call or email us.") + home,
  },
  "database-unavailable": {
    title: "Please try again in a minute",
    body: paragraph("We could not open this link just now. Nothing has changed: please try it again in a minute."),
  },
  error: {
    title: "Something went wrong",
    body: paragraph("Something went wrong on our side. Please try the link again later, or call or email us.") + home,
  },
};

export default defineFunction<Outcome>(
  "newsletter",
  (failure, { status, headers }) => htmlPage(status, FAILED[failure], headers),
  async (req, call, context) => {
    // The kind of link and the outcome only: a token names a sign-up.
    call.note({ action: null });
    const finish = (outcome: Outcome, page: Page, headers: Record<string, string> = {}) =>
      call.finish(outcome, htmlPage(page.status, page, headers));

    if (req.method !== "GET" && req.method !== "POST") {
      return finish(
        "method-not-allowed",
        {
          status: 405,
          title: "This address only answers the newsletter’s links",
          body: paragraph("Open the link from the newsletter’s mail in your browser.") + home,
        },
        { allow: "GET, POST" },
      );
    }

    const url = new URL(req.url);
    const links = (["confirm", "unsubscribe", "resubscribe"] as const).flatMap((name) =>
      url.searchParams.getAll(name).map((token) => ({ name, token })),
    );
    if (links.length !== 1) return finish("bad-query", INVALID);
    const [{ name, token }] = links;
    call.note({ action: name });

    const keys = leadKeys(isDeployed(context));

    // Resubscribing takes the unsubscribe token: only a mail to the address carried it.
    const check = verifyToken(keys, name === "confirm" ? "confirm" : "unsubscribe", token);
    if (!check.ok && check.reason === "expired") {
      return finish("expired", {
        status: 410,
        title: "This link has expired",
        body:
          paragraph(
            `A confirmation link works for ${OPT_IN_DAYS} days after you sign up, so you are not subscribed. Sign up again and we will send you a new link.`,
          ) + signUpAgain(),
      });
    }
    if (!check.ok) return finish("tampered", INVALID);

    // The form posts back to this URL: its path and query, whatever host it was reached at.
    const self = `${url.pathname}${url.search}`;
    if (req.method === "GET") {
      if (name === "resubscribe") {
        return finish("resubscribe-page", {
          status: 200,
          title: "Subscribe again",
          body:
            paragraph(`Press the button to receive ${NEWSLETTER} again at the address you signed up with.`) +
            button(self, "Subscribe again"),
        });
      }
      return name === "confirm"
        ? finish("confirm-page", {
            status: 200,
            title: "Confirm your subscription",
            body:
              paragraph(`Press the button to receive ${NEWSLETTER} at the address you signed up with.`) +
              button(self, "Confirm my subscription"),
          })
        : finish("unsubscribe-page", {
            status: 200,
            title: "Unsubscribe from the newsletter",
            body:
              paragraph(`Press the button to stop receiving ${NEWSLETTER}.`) +
              button(self, "Unsubscribe", '<input type="hidden" name="List-Unsubscribe" value="One-Click">'),
          });
    }

    const store = openLeadStore();
    if (name === "confirm") {
      const result = await store.confirmSubscription(check.leadId);
      const answer = CONFIRM_ANSWERS[result];
      return finish(
        result,
        result === "unsubscribed" ? { ...answer, body: answer.body + subscribeAgain(check.leadId, keys) } : answer,
      );
    }
    // The sign-up's address, for the keyed hash of its mailbox that keeps it from opt-in mail (or lets it again).
    const [signUp] = await store.leadsOf({ leadId: check.leadId });
    const email = typeof signUp?.fields.email === "string" ? signUp.fields.email : "";
    if (name === "resubscribe") {
      const found = email !== "" && (await store.resubscribe(check.leadId, mailboxHashes(keys, email)));
      return found
        ? finish("resubscribed", CONFIRM_ANSWERS.confirmed)
        : finish("not-found", CONFIRM_ANSWERS["not-found"]);
    }
    // The same answer whether this unsubscribed, had already, or the sign-up is gone: it tells nobody anything.
    if (email) await store.unsubscribe(check.leadId, mailboxHash(keys, email));
    return finish("unsubscribed", {
      status: 200,
      title: "You’re unsubscribed",
      body:
        paragraph(`You will not receive ${NEWSLETTER} any more, and signing this address up again will not mail it.`) +
        subscribeAgain(check.leadId, keys),
    });
  },
);
