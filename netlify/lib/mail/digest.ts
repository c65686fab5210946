/**
 * The team's daily digest: the leads still new after the reply time the site promises (REPLY_WITHIN_HOURS), oldest
 * first, each with its form, sender, wait and its page in the inbox; then the last 24 hours' reply figures
 * (store/report.ts) and the sources that brought most of their leads (store/sources.ts). Nothing a sender wrote is in
 * it but their name.
 */
import type { SendMailOptions } from "nodemailer";
import { formTitle } from "../../../src/form-definitions";
import { duration } from "../../../src/lib/duration";
import { sourceInWords } from "../../../src/lib/lead-source";
import { REPLY_WITHIN_HOURS } from "../../../src/lib/lead-status";
import { STAFF_PAGES, type SourceFiguresJson } from "../../../src/lib/staff-api";
import { escapeHtml } from "../http";
import type { LeadStore } from "../lead-store";
import type { InboxRow } from "../store/inbox";
import type { LastDay } from "../store/report";
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

/** "Newsletter · winter-2027: 3 leads; Came from a Google search: 1 lead", or that none came. */
const sourcesLine = (sources: readonly SourceFiguresJson[]) =>
  sources.length === 0
    ? "Top sources: no lead came"
    : `Top sources: ${sources
        .map((row) => `${sourceInWords(row)}: ${row.leads} lead${row.leads === 1 ? "" : "s"}`)
        .join("; ")}`;

/** The last day's figures, one line each, each with its base. */
function dayLines(day: LastDay, sources: readonly SourceFiguresJson[]): string[] {
  const times =
    day.medianMs === null || day.p90Ms === null
      ? "none answered"
      : `${duration(day.medianMs)} (90th percentile ${duration(day.p90Ms)}), of the ${day.answered} answered`;
  const inTime =
    day.inTimeShare === null
      ? `no lead's ${REPLY_WITHIN_HOURS} hours ran out`
      : `${Math.round(day.inTimeShare * 100)}% (${day.answeredInTime} of the ${day.due} leads whose ${REPLY_WITHIN_HOURS} hours ran out)`;
  return [
    `Received: ${day.received}, of which ${day.unanswered} not answered yet`,
    `First answered: ${day.answered}`,
    `Median first response: ${times}`,
    `Answered within ${REPLY_WITHIN_HOURS} hours: ${inTime}`,
    `Overdue now: ${day.overdueNow}`,
    sourcesLine(sources),
  ];
}

const DAY_HEADING = "The last 24 hours, sales leads:";

export function digestMail(
  leads: readonly InboxRow[],
  day: LastDay,
  sources: readonly SourceFiguresJson[],
  now: Date,
): SendMailOptions {
  const count = `${leads.length}${leads.length === DIGEST_MAX_LEADS ? "+" : ""} lead${leads.length === 1 ? "" : "s"}`;
  const heading =
    leads.length > 0
      ? `${count} still new after ${REPLY_WITHIN_HOURS} hours`
      : `No lead waiting: ${day.received} received, ${day.answered} answered in the last 24 hours`;
  const intro =
    leads.length > 0
      ? `${heading}. The website promised each of them a reply within ${REPLY_WITHIN_HOURS} hours.`
      : `No lead is waiting past the ${REPLY_WITHIN_HOURS} hours the website promises.`;
  const lines = leads.map((lead) => ({
    text: `${formTitle(lead.formName)} from ${lead.person || "someone"}${lead.practice ? ` (${lead.practice})` : ""}, waiting ${waited(lead, now)}`,
    link: inboxLink(lead.id),
  }));
  const figures = dayLines(day, sources);
  // The inbox's overdue view holds them all, the digest's 100 and any beyond.
  const all = `${siteOrigin()}${STAFF_PAGES.inbox.path}?overdue=1&order=oldest`;
  return {
    from: companySender(),
    to: teamRecipients("digest"),
    subject: heading,
    text: [
      intro,
      "",
      ...(lines.length > 0 ? [...lines.map((line) => `- ${line.text}: ${line.link}`), ""] : []),
      DAY_HEADING,
      ...figures.map((line) => `- ${line}`),
      "",
      `Every overdue lead, oldest first: ${all}`,
      "",
    ].join("\n"),
    html: mailPage(
      `<p>${escapeHtml(intro)}</p>${
        lines.length > 0
          ? `<ul>${lines.map((line) => `<li><a href="${escapeHtml(line.link)}">${escapeHtml(line.text)}</a></li>`).join("")}</ul>`
          : ""
      }<p>${escapeHtml(DAY_HEADING)}</p><ul>${figures.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul><p><a href="${escapeHtml(all)}">Every overdue lead, oldest first</a></p>`,
    ),
  };
}

/**
 * Mails the digest when a lead is waiting, and also when nothing waits but the day had sales leads (received,
 * answered or falling due): a day of promises kept is worth its figures; a day of nothing sends nothing.
 */
export async function sendDigest(store: LeadStore, now = new Date()): Promise<{ waiting: number; sent: boolean }> {
  const [leads, day, sources] = await Promise.all([
    store.waiting(new Date(now.getTime() - REPLY_WITHIN_HOURS * HOUR_MS), DIGEST_MAX_LEADS),
    store.lastDay({ now }),
    store.lastDaySources({ now }),
  ]);
  const sent = leads.length > 0 || day.received > 0 || day.answered > 0 || day.due > 0;
  if (sent) await sendMail(digestMail(leads, day, sources, now));
  return { waiting: leads.length, sent };
}
