/**
 * The team's daily digest: the leads still new after the reply time the site promises (REPLY_WITHIN_HOURS), oldest
 * first, each with its form, sender, wait and its page in the inbox. Nothing a sender wrote is in it but their name.
 */
import type { SendMailOptions } from "nodemailer";
import { formTitle } from "../../../src/form-definitions";
import { REPLY_WITHIN_HOURS } from "../../../src/lib/lead-status";
import { STAFF_PAGES } from "../../../src/lib/staff-api";
import { escapeHtml } from "../http";
import type { LeadStore } from "../lead-store";
import type { InboxRow } from "../store/inbox";
import { siteOrigin } from "./links";
import { companySender, inboxLink, mailPage, teamRecipients } from "./messages";
import { sendMail } from "./transport";

/** The most leads one digest lists; the inbox's "New" filter shows the rest. */
export const DIGEST_MAX_LEADS = 100;

const HOUR_MS = 60 * 60 * 1000;

const waited = (lead: InboxRow, now: Date) => {
  const hours = Math.floor((now.getTime() - lead.createdAt.getTime()) / HOUR_MS);
  return hours < 48 ? `${hours} hours` : `${Math.floor(hours / 24)} days`;
};

export function digestMail(leads: readonly InboxRow[], now: Date): SendMailOptions {
  const count = `${leads.length}${leads.length === DIGEST_MAX_LEADS ? "+" : ""} lead${leads.length === 1 ? "" : "s"}`;
  const heading = `${count} still new after ${REPLY_WITHIN_HOURS} hours`;
  const lines = leads.map((lead) => ({
    text: `${formTitle(lead.formName)} from ${lead.person || "someone"}${lead.practice ? ` (${lead.practice})` : ""}, waiting ${waited(lead, now)}`,
    link: inboxLink(lead.id),
  }));
  const all = `${siteOrigin()}${STAFF_PAGES.inbox}?status=new`;
  return {
    from: companySender(),
    to: teamRecipients("digest"),
    subject: heading,
    text: [
      `${heading}. The website promised each of them a reply within ${REPLY_WITHIN_HOURS} hours.`,
      "",
      ...lines.map((line) => `- ${line.text}: ${line.link}`),
      "",
      `Every new lead: ${all}`,
      "",
    ].join("\n"),
    html: mailPage(
      `<p>${escapeHtml(`${heading}. The website promised each of them a reply within ${REPLY_WITHIN_HOURS} hours.`)}</p><ul>${lines
        .map((line) => `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.text)}</a></li>`)
        .join("")}</ul><p><a href="${escapeHtml(all)}">Every new lead</a></p>`,
    ),
  };
}

/** Mails the digest when a lead is waiting; the number it listed (0: nothing sent). */
export async function sendDigest(store: LeadStore, now = new Date()): Promise<number> {
  const leads = await store.waiting(new Date(now.getTime() - REPLY_WITHIN_HOURS * HOUR_MS), DIGEST_MAX_LEADS);
  if (leads.length > 0) await sendMail(digestMail(leads, now));
  return leads.length;
}
