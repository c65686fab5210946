/**
 * The outbox: which mails a new lead, or a post the time trap held, sends (written with it, in saveLead's one
 * transaction), and sending them after the commit. Each row is claimed before its mail goes, so a mail goes at most
 * once however many senders run (the submit function after a post, the scheduled retry, `npm run leads --
 * --retry-notifications`); a failure leaves it pending with the error, retried later with a doubling wait.
 */
import { forms, type FormName } from "../../../src/form-definitions";
import { clientKey } from "../client-address";
import type { Keyring } from "../hashing";
import type { LeadStore } from "../lead-store";
import type { LeadMailKind, MailPlan, NewMail } from "../store/outbox";
import { newToken, tokenHash } from "../staff/session";
import { CONFIRM_PAGE } from "../../../src/lib/held-posts";
import { siteOrigin } from "./links";
import { composeMail, reminderStands } from "./messages";
import { sendMail } from "./transport";

/** "2026-11-25": the day a limit key counts in (UTC). */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Mail providers that ignore dots in the part before the @ (j.o.e@gmail.com is joe@gmail.com). */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address reaches, for the limit only (the mail goes to the address as typed): in lower case, without
 * a +tag, and without dots where the provider ignores them, so Joe+1@gmail.com and j.o.e@googlemail.com count as one.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split("+")[0];
  if (DOTLESS_DOMAINS[domain]) local = local.replace(/\./g, "");
  return `${local}@${DOTLESS_DOMAINS[domain] ?? domain}`;
}

/** A mailbox as unsubscribing suppresses it: a keyed hash, under the current key. */
export const mailboxHash = (keys: Keyring, email: string) => keys.hash("suppression", mailboxKey(email));
/** The same under every accepted key: to find a suppression whichever key made it. */
export const mailboxHashes = (keys: Keyring, email: string) => keys.hashes("suppression", mailboxKey(email));

/** A sender network's mail limit counts an IPv6 address by its /48: a site's whole allocation is one sender. */
const SENDER_IPV6_PREFIX = 48;

/** The network SENDER_MAILS_PER_DAY counts a mail to a sender's address against: a keyed hash of the client's. */
export const senderNetwork = (keys: Keyring, ip: string | undefined) =>
  keys.hash("mail-limit", `sender\n${clientKey(ip, SENDER_IPV6_PREFIX)}`);

/** The sender's mailbox (mailboxKey), or "" when the post gives no address. */
const senderMailbox = (fields: Record<string, unknown>) =>
  typeof fields.email === "string" ? mailboxKey(fields.email) : "";

/**
 * A booker's mailbox, as "one booking to come per mailbox" counts it (saveLead): keyed hashes of it under every
 * accepted key, the current key's first; none when the post gives no address.
 */
export const bookingMailboxHashes = (keys: Keyring, fields: Record<string, unknown>) =>
  senderMailbox(fields) ? keys.hashes("mail-limit", `booking\n${senderMailbox(fields)}`) : [];

/**
 * The mails a lead sends: the team's (not for a newsletter sign-up, which is not a request until confirmed), and
 * one to the sender's address when it has one (a confirmation, or a newsletter's opt-in).
 */
export function leadMailKinds(formName: string, fields: Record<string, unknown>): LeadMailKind[] {
  const newsletter = formName === forms.newsletter.name;
  const kinds: LeadMailKind[] = newsletter ? [] : ["team"];
  if (senderMailbox(fields)) kinds.push(newsletter ? "opt-in" : "confirmation");
  return kinds;
}

type PlanContext = { readonly keys: Keyring; readonly now: Date; readonly ip: string | undefined };

/**
 * `mails` with what the store's limits count them by (see saveLead): a mail to the sender's address has a limit
 * key per `limit` (a form, say), mailbox and day, so an address gets one such mail a day however often it is typed.
 */
function limited(
  kinds: readonly LeadMailKind[],
  limit: string,
  fields: Record<string, unknown>,
  { keys, now, ip }: PlanContext,
): MailPlan {
  const email = senderMailbox(fields);
  const mails: NewMail[] = kinds.map((kind) => ({
    kind,
    limitKey: kind === "team" ? null : keys.hash("mail-limit", `${limit}\n${email}\n${utcDay(now)}`),
  }));
  return {
    mails,
    sender: senderNetwork(keys, ip),
    mailbox: email ? mailboxHashes(keys, email) : [],
  };
}

/** The mails of a new lead (leadMailKinds), limited by form, mailbox and day. */
export const plannedMails = (formName: FormName, fields: Record<string, unknown>, context: PlanContext): MailPlan =>
  limited(leadMailKinds(formName, fields), formName, fields, context);

/**
 * The one mail of a post the time trap held: to its sender's address, asking them to confirm it. Under every limit
 * a lead's mail to that address is, and one a form, mailbox and day of its own; none without an address, nor for a
 * newsletter sign-up of a mailbox that unsubscribed, as its opt-in would not be.
 */
export async function heldPostMails(
  store: LeadStore,
  formName: FormName,
  fields: Record<string, unknown>,
  context: PlanContext,
): Promise<MailPlan> {
  const plan = limited(
    senderMailbox(fields) ? ["confirm-request"] : [],
    `confirm-request\n${formName}`,
    fields,
    context,
  );
  const suppressed = formName === forms.newsletter.name && (await store.suppressedSince(plan.mailbox)) !== null;
  return suppressed ? { ...plan, mails: [] } : plan;
}

/**
 * The link of a held post's confirm mail: a new token, whose SHA-256 alone is kept, on CONFIRM_PAGE (whose page sends
 * no Referer, and whose log line never holds it). Null when the post is no longer held for its sender: nothing to send.
 */
async function heldPostLink(store: LeadStore, leadId: string): Promise<string | null> {
  const token = newToken();
  return (await store.issueHeldPostToken(leadId, tokenHash(token)))
    ? `${siteOrigin()}${CONFIRM_PAGE}?token=${token}`
    : null;
}

/** Failures in a row after which a run stops: the server is down, and the rest would only wait for it too. */
export const FAILURES_TO_STOP = 3;

export type MailRun = { readonly sent: number; readonly failed: number };

/** A thrown value as the outbox records it: never the message's content, only what went wrong. */
const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Sends the unsent mails of one lead, or of all leads (`due`: only those whose wait has passed). Never throws:
 * each outcome is recorded on its row.
 */
export async function deliverMail(
  store: LeadStore,
  keys: Keyring,
  options: { readonly leadId?: string; readonly due?: boolean } = {},
): Promise<MailRun> {
  const tried: string[] = [];
  let sent = 0;
  let failuresInARow = 0;
  while (failuresInARow < FAILURES_TO_STOP) {
    let claimed;
    try {
      claimed = await store.claimMail({ ...options, limit: 50, skip: tried });
    } catch {
      break;
    }
    if (claimed.length === 0) break;
    for (const [index, mail] of claimed.entries()) {
      if (failuresInARow >= FAILURES_TO_STOP) {
        await store.releaseMail(claimed.slice(index).map((untried) => untried.id)).catch(() => {});
        break;
      }
      tried.push(mail.id);
      let outcome: { ok: true } | { ok: false; error: string };
      try {
        const [lead] = await store.leadsOf({ leadId: mail.leadId });
        const resume = mail.kind === "team" && lead.resume ? await store.getResume(lead.id) : null;
        const reply = mail.replyId === null ? null : await store.replyMail(mail.replyId);
        const confirmLink = mail.kind === "confirm-request" ? await heldPostLink(store, lead.id) : null;
        // A held post the team made a lead meanwhile needs no confirming, nor a cancelled booking a reminder: the row
        // is done without a mail.
        const needed =
          mail.kind === "confirm-request" ? confirmLink : mail.kind !== "booking-reminder" || reminderStands(lead);
        if (needed) {
          await sendMail(
            composeMail(mail.kind, lead, {
              mailId: mail.id,
              keys,
              resume,
              limitKey: mail.limitKey,
              reply,
              confirmLink,
            }),
          );
        }
        outcome = { ok: true };
        sent += 1;
        failuresInARow = 0;
      } catch (error) {
        outcome = { ok: false, error: describe(error) };
        failuresInARow += 1;
      }
      try {
        await store.markMail(mail.id, outcome);
      } catch {
        // The claim goes stale and the mail is sent again later: a second mail is better than none.
      }
    }
  }
  return { sent, failed: tried.length - sent };
}
