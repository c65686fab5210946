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
import { isDeployed } from "../lib/env";
import { defineFunction } from "../lib/function-shell";
import { leadKeys } from "../lib/hashing";
import { openLeadStore } from "../lib/lead-store";
import { unsubscribeToken, verifyToken } from "../lib/mail/links";
import { mailboxHash, mailboxHashes } from "../lib/mail/outbox";
import {
  EXPIRED,
  FAIL,
  INVALID,
  METHOD_NOT_ALLOWED,
  buttonPages,
  confirmAnswers,
  unsubscribed,
} from "../lib/pages/newsletter-pages";
import { pageAnswers } from "../lib/pages/site-page";
import type { ConfirmResult } from "../lib/store/outbox";

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

export default defineFunction<Outcome>("newsletter", FAIL, async (req, call, context) => {
  // The kind of link and the outcome only: a token names a sign-up.
  call.note({ action: null });
  const finish = pageAnswers(call);
  if (req.method !== "GET" && req.method !== "POST") {
    return finish("method-not-allowed", METHOD_NOT_ALLOWED, { allow: "GET, POST" });
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
  if (!check.ok) return check.reason === "expired" ? finish("expired", EXPIRED) : finish("tampered", INVALID);

  // The buttons post back to this URL: its path and query, whatever host it was reached at.
  if (req.method === "GET") return finish(`${name}-page`, buttonPages(`${url.pathname}${url.search}`)[name]);

  const store = openLeadStore();
  const resubscribe = `?resubscribe=${unsubscribeToken(keys, check.leadId)}`;
  if (name === "confirm") {
    const result = await store.confirmSubscription(check.leadId);
    return finish(result, confirmAnswers(resubscribe)[result]);
  }
  // The sign-up's address, for the keyed hash of its mailbox that keeps it from opt-in mail (or lets it again).
  const [signUp] = await store.leadsOf({ leadId: check.leadId });
  const email = typeof signUp?.fields.email === "string" ? signUp.fields.email : "";
  if (name === "resubscribe") {
    const found = email !== "" && (await store.resubscribe(check.leadId, mailboxHashes(keys, email)));
    return found
      ? finish("resubscribed", confirmAnswers(resubscribe).confirmed)
      : finish("not-found", confirmAnswers(resubscribe)["not-found"]);
  }
  if (email) await store.unsubscribe(check.leadId, mailboxHash(keys, email));
  return finish("unsubscribed", unsubscribed(resubscribe));
});
