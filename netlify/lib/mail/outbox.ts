/**
 * The outbox: which mails a new lead sends (written with it, in saveLead's one statement), and sending them
 * after the commit. Each row is claimed before its mail goes, so a mail goes at most once however many senders
 * run (the submit function after a post, the scheduled retry, `npm run leads -- --retry-notifications`); a
 * failure leaves it pending with the error, retried later with a doubling wait.
 */
import { forms, type FormName } from "../../../src/form-definitions";
import { clientKey } from "../client-address";
import type { Keyring } from "../hashing";
import type { LeadStore } from "../lead-store";
import type { MailPlan, NewMail } from "../store/outbox";
import { composeMail } from "./messages";
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

/**
 * The mails of a new lead: the team's (not for a newsletter sign-up, which is not a request until confirmed),
 * and one to the sender's address (a confirmation, or a newsletter's opt-in), limited by a key per form,
 * mailbox (mailboxKey) and day; and what the store's limits count them by (see saveLead).
 */
export function plannedMails(
  formName: FormName,
  fields: Record<string, unknown>,
  { keys, now, ip }: { readonly keys: Keyring; readonly now: Date; readonly ip: string | undefined },
): MailPlan {
  const email = typeof fields.email === "string" ? mailboxKey(fields.email) : "";
  const newsletter = formName === forms.newsletter.name;
  const mails: NewMail[] = newsletter ? [] : [{ kind: "team", limitKey: null }];
  if (email) {
    mails.push({
      kind: newsletter ? "opt-in" : "confirmation",
      limitKey: keys.hash("mail-limit", `${formName}\n${email}\n${utcDay(now)}`),
    });
  }
  return {
    mails,
    sender: keys.hash("mail-limit", `sender\n${clientKey(ip, SENDER_IPV6_PREFIX)}`),
    mailbox: email ? mailboxHashes(keys, email) : [],
  };
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
        await sendMail(composeMail(mail.kind, lead, { mailId: mail.id, keys, resume, limitKey: mail.limitKey, reply }));
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
