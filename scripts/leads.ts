/**
 * npm run leads -- [options]: the leads the site's forms stored.
 *
 *   (no option)              the 20 newest leads as a table (--limit N for more); the status column shows a
 *                            lead's webhook notification, a newsletter sign-up's state (pending: its opt-in
 *                            link still confirms; expired; confirmed; unsubscribed)
 *   --id LEAD_ID             one lead in full: every answer (free text included), its resume, consent, source,
 *                            notification and mails
 *   --csv                    every matching lead as CSV on stdout (npm run leads -- --csv > leads.csv)
 *   --form NAME              only one form (quote-request, contact, consultation, subscription, …)
 *   --from YYYY-MM-DD        created on or after this day (UTC)
 *   --to YYYY-MM-DD          created on or before this day (UTC)
 *   --spam                   the posts held as spam (time, form, reason), kept 30 days for review
 *   --not-spam LEAD_ID       a held time-trap post a person really sent becomes a lead (the team is mailed
 *                            and notified)
 *   --resume LEAD_ID         save that application's resume into the current folder as resume-LEAD_ID.pdf
 *                            (.doc, .docx) and show the name it was sent under
 *   --subscribers            the newsletter's subscribers (confirmed, not unsubscribed), one address a line
 *                            (npm run leads -- --subscribers > subscribers.txt); the count on stderr
 *   --retry-notifications    send now every mail not sent yet, and the webhook notifications still pending
 *                            (LEAD_WEBHOOK_URL); a Netlify scheduled function retries every 10 minutes
 *   --reminders [--at TIME]  send the reminders of the booked calls that start within a day, as the hourly
 *                            scheduled function does; --at an ISO time (2026-12-01T15:00:00Z) runs it as then
 *
 * A person's data, and the retention periods (src/lib/retention.ts):
 *   --export EMAIL           everything held about that address as JSON on stdout; resumes saved beside it
 *   --erase EMAIL            delete that address's leads, resumes, and notifications and mails not sent yet; in
 *                            other people's leads (a billing contact), clear the field that names it
 *   --erase-id LEAD_ID       delete one lead (with its resume, and its notification and mails not sent yet)
 *   --purge                  delete what is past its retention period now (Netlify runs this daily)
 *
 *   --as NAME                who is running this, for the audit log (default: this computer's user name)
 *
 * Every option that reads leads or changes them is recorded in the staff audit log (the inbox's admins read it)
 * under "npm run leads (NAME)".
 *
 * An erasure is recorded without the address: a keyed hash (from LEAD_HASH_SALT, required with NETLIFY_DB_URL)
 * and the time, so it can be shown to have happened (--export of the same address lists it).
 *
 * Database: NETLIFY_DB_URL when set (production's, or any Postgres); otherwise the local Netlify Database
 * `npm start` uses (.netlify/db), through the running server when there is one. Mail goes through SMTP_URL;
 * on the local database without it, into .netlify/mail (npm run mail shows it). With NETLIFY_DB_URL, sending
 * mail needs LEAD_HASH_SALT too: the newsletter's links are signed with it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { formTitle, isEmailAddress, isFormName } from "../src/form-definitions";
import { isCalendarDay } from "../src/form-definitions/dates";
import { sourceInWords } from "../src/lib/lead-source";
import { leadKeys } from "../netlify/lib/hashing";
import { type LeadStore } from "../netlify/lib/lead-store";
import { type LeadRecord } from "../netlify/lib/store/lead-records";
import { OPT_IN_DAYS, subscriptionState } from "../netlify/lib/mail/links";
import { answersOf, valueText } from "../netlify/lib/lead-answers";
import { toCsv } from "../netlify/lib/lead-csv";
import { catchMailLocally } from "../netlify/lib/mail/transport";
import { personOf, practiceOf } from "../src/form-definitions/sender";
import { emailSubject, erasePerson, exportPerson } from "../netlify/lib/personal-data";
import { resumeFileName } from "../netlify/lib/resume-file";
import { NOT_RESTORED, restoreSpam } from "../netlify/lib/restore-spam";
import { retryNotifications } from "../netlify/lib/retry";
import { sendReminders } from "../netlify/lib/mail/reminders";
import { terminalSafe, terminalSafeLines } from "./terminal-safe";
import { openSiteDatabase } from "./site-database";
import { AS_OPTION, operatorActor } from "./operator";
import { command } from "./command";
import { usage } from "./usage";

const root = path.resolve(__dirname, "..");

const stamp = (date: Date) => date.toISOString().slice(0, 16).replace("T", " ");

/** The status column: why a post was held, a newsletter sign-up's state, or a lead's webhook notification. */
function status(lead: LeadRecord): string {
  const subscription = subscriptionState(lead);
  return lead.spamReason ?? (subscription ? `sign-up ${subscription}` : lead.notificationState);
}

function printTable(leads: LeadRecord[], spam = false) {
  if (leads.length === 0) {
    console.log(spam ? "No posts held as spam." : "No leads found.");
    return;
  }
  const header = ["created (UTC)", "form", "name", "email", "practice", spam ? "held as" : "status", "id"];
  const rows = leads.map((lead) => [
    stamp(lead.createdAt),
    lead.formName,
    personOf(lead.fields),
    valueText(lead.fields.email),
    practiceOf(lead.fields),
    status(lead),
    lead.id,
  ]);
  // Long cells are clipped, except the id (--resume takes it).
  const clip = (cell: string, column: number) =>
    cell.length > 32 && column < header.length - 1 ? `${cell.slice(0, 31)}…` : cell;
  const table = [header, ...rows].map((row) => row.map((cell, column) => clip(terminalSafe(cell), column)));
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd();
  console.log(line(table[0]));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of table.slice(1)) console.log(line(row));
  console.log(`\n${leads.length} shown, newest first.`);
}

const attempts = (count: number) => `${count} attempt${count === 1 ? "" : "s"}`;

/** One lead in full, as the team's mail points to it: every answer (free text too) and what became of it. */
async function printLead(store: LeadStore, id: string, actor: string) {
  const [lead] = await store.leadsOf({ leadId: id });
  if (!lead) throw new Error(`--id: no lead with the id "${terminalSafe(id)}".`);
  await store.audit({ actor, action: "view-lead", leadId: lead.id });
  const out = [
    `${terminalSafe(formTitle(lead.formName))} (${terminalSafe(lead.formName)})`,
    `Sent ${stamp(lead.createdAt)} UTC, lead ${lead.id}`,
    ...(lead.spamReason ? [`Held as spam: ${lead.spamReason}`] : []),
    "",
  ];
  for (const { label, value, long } of answersOf(lead)) {
    if (long) out.push(`${terminalSafe(label)}:`, ...terminalSafeLines(value).map((line) => `  ${line}`));
    else out.push(`${terminalSafe(label)}: ${terminalSafe(value)}`);
  }
  out.push("");
  if (lead.resume) {
    const { filename, contentType, sizeBytes } = lead.resume;
    out.push(
      `Resume: ${terminalSafe(filename)} (${contentType}, ${sizeBytes} bytes); save it: npm run leads -- --resume ${lead.id}`,
    );
  }
  out.push(
    `Consent: page ${lead.page === null ? "not recorded" : terminalSafe(lead.page)}, privacy policy ${lead.policyVersion ?? "not recorded"}`,
    `Source: ${terminalSafe(sourceInWords(lead.source))}`,
  );
  const notification =
    lead.notificationState === "none"
      ? "none"
      : `${lead.notificationState} (${attempts(lead.notificationAttempts)}${
          lead.notificationError ? `, last error: ${terminalSafe(lead.notificationError)}` : ""
        })`;
  out.push(`Status: ${lead.status}`);
  out.push(`Webhook notification: ${notification}`);
  const mails = await store.mailOf(lead.id);
  out.push(mails.length ? "Mail:" : "Mail: none");
  for (const mail of mails) {
    const sent = mail.sentAt ? ` ${stamp(mail.sentAt)} UTC` : "";
    const error = mail.error ? `, last error: ${terminalSafe(mail.error)}` : "";
    out.push(`  ${mail.kind}: ${mail.state}${sent} (${attempts(mail.attempts)}${error})`);
  }
  const subscription = subscriptionState(lead);
  if (subscription && lead.subscription) {
    const { confirmedAt, unsubscribedAt } = lead.subscription;
    const detail = {
      pending: `not confirmed yet; the opt-in link confirms for ${OPT_IN_DAYS} days after the sign-up`,
      expired: `never confirmed within ${OPT_IN_DAYS} days: not a subscriber`,
      confirmed: confirmedAt && `${stamp(confirmedAt)} UTC`,
      unsubscribed: unsubscribedAt && `${stamp(unsubscribedAt)} UTC`,
    }[subscription];
    out.push(`Newsletter: ${subscription}${detail ? ` (${detail})` : ""}`);
  }
  console.log(out.join("\n"));
}

async function main(argv: string[]) {
  const { values: options } = parseArgs({
    args: argv,
    options: {
      csv: { type: "boolean" },
      form: { type: "string" },
      from: { type: "string" },
      to: { type: "string" },
      limit: { type: "string" },
      spam: { type: "boolean" },
      resume: { type: "string" },
      id: { type: "string" },
      subscribers: { type: "boolean" },
      "retry-notifications": { type: "boolean" },
      reminders: { type: "boolean" },
      at: { type: "string" },
      "not-spam": { type: "string" },
      export: { type: "string" },
      erase: { type: "string" },
      "erase-id": { type: "string" },
      purge: { type: "boolean" },
      ...AS_OPTION,
      help: { type: "boolean", short: "h" },
    },
  });
  const actor = operatorActor("npm run leads", options.as);
  if (options.help) {
    console.log(usage(__filename));
    return;
  }
  if (options.form && !isFormName(options.form)) throw new Error(`--form: unknown form "${options.form}"`);
  for (const name of ["from", "to"] as const) {
    const day = options[name];
    if (day && !isCalendarDay(day)) throw new Error(`--${name}: write the day as YYYY-MM-DD`);
  }
  const limit = options.limit === undefined ? undefined : Number(options.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0))
    throw new Error("--limit: give a positive whole number");

  for (const name of ["export", "erase"] as const) {
    const email = options[name];
    if (email !== undefined && !isEmailAddress(email))
      throw new Error(`--${name}: give an email address as the forms accept it (ASCII letters, digits and @)`);
  }
  // Production's database (NETLIFY_DB_URL) needs its secret salt: a known one would make the hash the address.
  const keys = () => leadKeys(Boolean(process.env.NETLIFY_DB_URL));
  // npm runs scripts from the project folder; INIT_CWD is where the command was typed.
  const here = process.env.INIT_CWD ?? process.cwd();
  // A newcomer's local mail: caught in .netlify/mail (npm run mail), its links to the local server.
  if (!process.env.NETLIFY_DB_URL) catchMailLocally(root, "http://localhost:8888");

  const db = await openSiteDatabase();
  try {
    if (options.purge) {
      const counts = await db.store.purge();
      await db.store.audit({ actor, action: "purge", detail: `${counts.leads} leads, ${counts.spam} spam posts` });
      console.log(
        `Purged: ${counts.leads} leads (${counts.resumes} resumes), ${counts.spam} spam posts; ` +
          `address hashes and user agents cleared on ${counts.identifiers} leads; ` +
          `${counts.rateLimitWindows} rate-limit windows, ${counts.mailCounts} days of mail, resume and booking counts, ` +
          `${counts.audit} audit entries, ${counts.staffTokens} used-up staff sessions, links and challenges.`,
      );
      return;
    }
    if (options.export) {
      const { data, files } = await exportPerson(db.store, options.export, keys());
      // The address is not recorded: the log keeps that an export happened, not whose.
      await db.store.audit({ actor, action: "export", detail: `a person's data (${data.leads.length} leads)` });
      for (const file of files) {
        writeFileSync(path.join(here, file.name), file.content, { flag: "wx" });
        console.error(`Saved ${path.join(here, file.name)} (${file.content.byteLength} bytes).`);
      }
      console.log(JSON.stringify(data, null, 2));
      return;
    }
    if (options.erase || options["erase-id"]) {
      const subject = options.erase ? emailSubject(options.erase) : { leadId: options["erase-id"]! };
      const counts = await erasePerson(db.store, subject, keys(), {
        actor,
        action: "erase",
        ...("leadId" in subject ? { leadId: subject.leadId } : {}),
      });
      console.log(
        `Erased: ${counts.leads} leads, ${counts.resumes} resumes, ${counts.pendingNotifications} pending notifications, ` +
          `${counts.unsentMails} unsent mails. ` +
          (counts.mentionsCleared > 0
            ? `Cleared the address from ${counts.mentionsCleared} other people's leads (that field, and the name beside it). `
            : "") +
          "The erasure is recorded without the address.",
      );
      return;
    }
    if (options["not-spam"]) {
      const restored = await restoreSpam(db.store, keys(), options["not-spam"], actor);
      if (!restored.ok) throw new Error(`--not-spam: ${NOT_RESTORED[restored.reason]}`);
      console.log(`Lead ${restored.lead.id} moved from spam into the leads.`);
      if (!restored.delivered) {
        console.log("The notification or the team's mail could not be sent; --retry-notifications sends it later.");
        process.exitCode = 1;
      }
      return;
    }
    if (options["retry-notifications"]) {
      // Everything unsent, without waiting out the backoff: a person asked now.
      const { notifications, mail } = await retryNotifications(db.store, keys(), { due: false });
      await db.store.audit({ actor, action: "send-pending", detail: `${mail.sent} mails sent` });
      if (notifications)
        console.log(`Notifications: ${notifications.sent} sent, ${notifications.pending} still pending.`);
      console.log(`Mail: ${mail.sent} sent, ${mail.pending} still pending.`);
      if ((notifications?.pending ?? 0) + mail.pending > 0) process.exitCode = 1;
      return;
    }
    if (options.reminders) {
      const now = options.at === undefined ? new Date() : new Date(options.at);
      if (Number.isNaN(now.getTime())) throw new Error(`--at: not a time: "${options.at}" (use 2026-12-01T15:00:00Z)`);
      const { queued, sent, failed } = await sendReminders(db.store, keys(), now);
      await db.store.audit({ actor, action: "send-pending", detail: `${queued} reminders queued, ${sent} mails sent` });
      console.log(`Reminders: ${queued} queued. Mail: ${sent} sent, ${failed} failed.`);
      if (failed > 0) process.exitCode = 1;
      return;
    }
    if (options.id) {
      await printLead(db.store, options.id, actor);
      return;
    }
    if (options.subscribers) {
      const addresses = await db.store.subscribers();
      await db.store.audit({ actor, action: "list-subscribers", detail: `${addresses.length} subscribers` });
      for (const address of addresses) console.log(terminalSafe(address));
      // On stderr, so the list redirected to a file is only addresses.
      console.error(`${addresses.length} subscriber${addresses.length === 1 ? "" : "s"}.`);
      return;
    }
    if (options.resume) {
      const resume = await db.store.getResume(options.resume);
      if (!resume) throw new Error(`No resume for lead ${options.resume}.`);
      await db.store.audit({ actor, action: "download-resume", leadId: options.resume });
      // Our own name, never the sender's.
      const file = path.join(here, resumeFileName(options.resume, resume.contentType));
      writeFileSync(file, resume.content, { flag: "wx" });
      console.log(`Saved ${file} (${resume.contentType}, ${resume.content.byteLength} bytes).`);
      console.log(`Sent as: ${terminalSafe(resume.filename)}`);
      return;
    }
    const filter = { form: options.form, from: options.from, to: options.to, spam: options.spam };
    const leads = await db.store.listLeads({ ...filter, limit: options.csv ? limit : (limit ?? 20) });
    const shown = [options.form, options.from && `from ${options.from}`, options.to && `to ${options.to}`]
      .filter(Boolean)
      .join(", ");
    await db.store.audit({
      actor,
      action: options.csv ? "export" : options.spam ? "list-spam" : "list-leads",
      detail: `${leads.length} ${options.spam ? "held" : "leads"}${options.csv ? " as CSV" : ""}${shown ? ` (${shown})` : ""}`,
    });
    if (options.csv) process.stdout.write(toCsv(leads));
    else printTable(leads, options.spam);
  } finally {
    await db.close();
  }
}

export const leads = command("leads", main);

if (require.main === module) void leads(process.argv.slice(2));
