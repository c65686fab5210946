/**
 * The mails a lead sends, as nodemailer messages (plain text and a simple HTML part, every value escaped):
 * - team: to LEAD_EMAIL_TO (job applications: CAREERS_EMAIL_TO when set, with the resume), every structured
 *   answer under its label and where the sender's visit came from; free text only with LEAD_EMAIL_FREE_TEXT=include
 *   (mail is where health data leaks);
 * - confirmation: to the sender, what they asked for and what happens next, with none of their text but a short
 *   first name, so nobody can use it to send a stranger a message;
 * - opt-in: the newsletter sign-up's confirm link, with one-click unsubscribe (RFC 8058);
 * - confirm-request: to the sender of a post the time trap held, the link to the page whose button sends it;
 * - cap-reached: the team's notice that a daily cap stopped mail of a kind (SITE_MAILS_PER_DAY), or resume files
 *   (RESUME_BYTES_PER_DAY);
 * - reply: a staff member's answer from the inbox, to the sender, Reply-To the staff member, threaded under the
 *   confirmation the sender received;
 * - booking-update, booking-update-team: a booked consultation's change (a new time, or cancelled), to the sender and
 *   to the team, with the updated invitation.
 * A booked consultation's team mail and confirmation carry its calendar invitation (./invitation.ts) and give its
 * time in words in the office's zone; the confirmation links to the page that cancels or moves it.
 * A visitor's value reaches a header only as one short line with no encoded-word opener, through nodemailer,
 * which encodes what is not ASCII.
 */
import type { SendMailOptions } from "nodemailer";
import siteConfig from "../../../data/site-config.json";
import { formTitle, forms, isFormName, type FieldSpec } from "../../../src/form-definitions";
import { env } from "../env";
import type { Keyring } from "../hashing";
import type { Booking, LeadRecord } from "../store/lead-records";
import type { ReplyMail } from "../store/replies";
import {
  BOOKING_SURGE,
  RESUME_BYTES_CAP,
  SITE_MAILS_PER_DAY,
  capOf,
  type CappedMailKind,
  type MailKind,
} from "../store/outbox";
import { BOOKINGS_PER_HOUR_ALERT, RESUME_BYTES_PER_DAY } from "../store/leads";
import { escapeHtml } from "../http";
import { personOf, text } from "../../../src/form-definitions/sender";
import { leadPagePath } from "../../../src/lib/staff-api";
import { CONFIRMATIONS, GENERAL_CONFIRMATION } from "../../../src/lib/confirmations";
import { oneLine } from "../notify";
import { RESUME_WITHHELD_MESSAGE, resumeFileName } from "../resume-file";
import { HELD_POST_CONFIRM_DAYS } from "../../../src/lib/held-posts";
import { OFFICE_TIME_ZONE, slotInWords, zoneName } from "../../../src/lib/consultation-hours";
import { sourceInWords } from "../../../src/lib/lead-source";
import { howWeCall, invitation } from "./invitation";
import { OPT_IN_DAYS, bookingLink, confirmLink, siteOrigin, unsubscribeLink } from "./links";

type Resume = { readonly contentType: string; readonly content: Uint8Array };

/** What composing a mail needs besides its lead. */
export type MailContext = {
  /** The outbox row's id: the Message-ID, so a receiver can tell a mail sent twice. */
  readonly mailId: string;
  /** The keys the newsletter's links are signed with. */
  readonly keys: Keyring;
  /** A job application's resume, attached to the team's mail. */
  readonly resume?: Resume | null;
  /** The outbox row's limit key: which cap a 'cap-reached' notice is about. */
  readonly limitKey?: string | null;
  /** A 'reply' row's reply. */
  readonly reply?: ReplyMail | null;
  /** A 'confirm-request' row's link, with the token it was just issued (netlify/lib/mail/outbox.ts). */
  readonly confirmLink?: string | null;
};

/**
 * A visitor's text as a header may carry it: one line, no `=?` that a mail program would decode as an encoded
 * word of the visitor's making, at most `max` characters.
 */
export function headerText(value: string, max: number): string {
  const line = oneLine(value).replace(/=\?/g, "= ?").replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** The company, as mail signs and sends from: MAIL_FROM, else the site's own address. */
export const companySender = () =>
  env("MAIL_FROM") ?? { name: siteConfig.siteTitle, address: siteConfig.contact.email };

/** Where a form's team mail goes: LEAD_EMAIL_TO (CAREERS_EMAIL_TO for job applications), else the site's address. */
export function teamRecipients(formName: string): string {
  const careers = formName === "career-application";
  return (
    (careers ? env("CAREERS_EMAIL_TO") : undefined) ??
    env("LEAD_EMAIL_TO") ??
    (careers ? siteConfig.contact.careersEmail : siteConfig.contact.email)
  );
}

/** Free-text answers (textareas) go into the team's mail only when LEAD_EMAIL_FREE_TEXT=include. */
const includeFreeText = () => env("LEAD_EMAIL_FREE_TEXT") === "include";

const messageId = (mailId: string) => `<${mailId}@${new URL(siteOrigin()).hostname}>`;

/** An answer as the form shows it: options by their label, ticks as Yes, lists joined. */
export function shown(spec: FieldSpec, value: unknown): string {
  const label = (item: unknown) => spec.options?.find((option) => option.value === item)?.label ?? text(item);
  if (Array.isArray(value)) return value.map(label).join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return label(value);
}

/** "25 Nov 2026, 08:40 Eastern Standard Time": on the office's clock, as every time the site gives. */
const when = (date: Date) =>
  `${date.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: OFFICE_TIME_ZONE })} ${zoneName(date)}`;

/** Where the team reads the whole lead: its page in the staff inbox. */
export const inboxLink = (leadId: string) => `${siteOrigin()}${leadPagePath(leadId)}`;

type Line = { readonly label: string; readonly value: string; readonly withheld?: boolean };

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Why an application's resume is missing, as the team reads it (its mail, the inbox, npm run leads). */
export const RESUME_WITHHELD_BY_CAP = `the site's daily limit on resume files (${megabytes(RESUME_BYTES_PER_DAY)}) was reached. The applicant was asked to email it to ${siteConfig.contact.careersEmail}.`;

function answers(lead: LeadRecord): Line[] {
  if (!isFormName(lead.formName)) return [];
  const fields: Record<string, FieldSpec> = forms[lead.formName].fields;
  const lines: Line[] = [];
  for (const [name, spec] of Object.entries(fields)) {
    const value = lead.fields[name];
    if (spec.control === "file" && lead.resumeWithheld) {
      lines.push({ label: spec.label, value: `not kept: ${RESUME_WITHHELD_BY_CAP}`, withheld: true });
      continue;
    }
    if (spec.control === "file" || value === undefined || value === "" || (Array.isArray(value) && !value.length))
      continue;
    const withheld = spec.control === "textarea" && !includeFreeText();
    lines.push({
      label: spec.label,
      value: withheld ? "not in this mail: read it in the inbox" : shown(spec, value),
      withheld,
    });
  }
  return lines;
}

/** A lead whose booking stands (not cancelled): its mails carry the invitation. */
type Booked = LeadRecord & { readonly booking: Booking };
function standingBooking(lead: LeadRecord): Booked | null {
  const { booking } = lead;
  return booking && booking.cancelledAt === null ? { ...lead, booking } : null;
}

/** The line the team reads first about a booked consultation. */
export const BOOKED_LABEL = "Booked for";

function teamMail(lead: LeadRecord, context: MailContext): SendMailOptions {
  const person = personOf(lead.fields) || "someone";
  const email = text(lead.fields.email);
  const booked = standingBooking(lead);
  const lines = [
    ...(booked ? [{ label: BOOKED_LABEL, value: slotInWords(booked.booking.start) }] : []),
    ...answers(lead),
  ];
  const heading = `New ${formTitle(lead.formName)} from ${person}`;
  const sent = `Sent ${when(lead.createdAt)}, lead ${lead.id}. Source: ${sourceInWords(lead.source)}.`;
  const link = inboxLink(lead.id);
  return {
    to: teamRecipients(lead.formName),
    ...(email ? { replyTo: { name: headerText(person, 80), address: email } } : {}),
    subject: headerText(`New ${formTitle(lead.formName)}: ${person}`, 120),
    text: [
      heading,
      "",
      ...lines.map((line) => `${line.label}: ${line.value}`),
      "",
      sent,
      `Everything they sent, in the inbox: ${link}`,
      "",
    ].join("\n"),
    html: mailPage(
      `<h1>${escapeHtml(heading)}</h1><table>${lines
        .map(
          (line) =>
            `<tr><th align="left" valign="top">${escapeHtml(line.label)}</th><td>${
              line.withheld ? `<em>${escapeHtml(line.value)}</em>` : escapeHtml(line.value).replace(/\n/g, "<br>")
            }</td></tr>`,
        )
        .join(
          "",
        )}</table><p>${escapeHtml(sent)}</p><p><a href="${escapeHtml(link)}">Everything they sent, in the inbox</a></p>`,
    ),
    attachments: context.resume
      ? [
          {
            filename: resumeFileName(lead.id, context.resume.contentType),
            content: Buffer.from(context.resume.content),
            contentType: context.resume.contentType,
          },
        ]
      : [],
    ...(booked ? { icalEvent: invitation(booked, firstName(lead.fields)) } : {}),
  };
}

/** The first name a confirmation greets: one short line, nothing else of what the sender typed. */
export const FIRST_NAME_MAX = 40;
/**
 * A name: letters of any script, with single spaces, apostrophes or hyphens between them. Anything else (a link,
 * digits, "Your account is locked:") is not greeted, so the form cannot put a stranger's words in the company's mail.
 */
const NAME = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u;
export const firstName = (fields: Record<string, unknown>) => {
  const name = (text(fields.firstName) || personOf(fields).split(" ")[0] || "").trim();
  return NAME.test(name) ? headerText(name, FIRST_NAME_MAX) : "";
};

const signature = () => [
  `${siteConfig.siteTitle}`,
  `Phone: ${siteConfig.contact.phone}`,
  `Email: ${siteConfig.contact.email}`,
  siteOrigin(),
];

/** The confirmation's subject, which a reply answers ("Re: …"). */
const confirmationSubject = (lead: LeadRecord) => `We received your ${formTitle(lead.formName)}`;

/** The sender's link to the page that cancels a booking or moves it. */
export const MANAGE_BOOKING_TEXT = "Cancel or pick another time";

/** The paragraphs, the link (when there is one) and the signature of a mail to the sender. */
function senderBody(paragraphs: readonly string[], manage: string | null) {
  return {
    text: [...paragraphs, ...(manage ? [`${MANAGE_BOOKING_TEXT}: ${manage}`] : []), signature().join("\n"), ""].join(
      "\n\n",
    ),
    html: mailPage(
      `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("")}${
        manage ? `<p><a href="${escapeHtml(manage)}">${escapeHtml(MANAGE_BOOKING_TEXT)}</a></p>` : ""
      }<p>${signature().map(escapeHtml).join("<br>")}</p>`,
    ),
  };
}

function confirmationMail(lead: LeadRecord, context: MailContext): SendMailOptions {
  const name = firstName(lead.fields);
  const kind = formTitle(lead.formName);
  const booked = standingBooking(lead);
  const paragraphs = [
    name ? `Hello ${name},` : "Hello,",
    `Thank you for your ${kind}. We received it on ${when(lead.createdAt)}.`,
    ...(lead.resumeWithheld ? [RESUME_WITHHELD_MESSAGE] : []),
    // What happens next: the booked time, or what the form's page and its thank-you page promise.
    booked
      ? `Your free consultation is booked for ${slotInWords(booked.booking.start)}. ${howWeCall(lead)} The invitation in this mail adds it to your calendar.`
      : (isFormName(lead.formName) ? CONFIRMATIONS[lead.formName] : GENERAL_CONFIRMATION).promise,
    `If you have a question in the meantime, call us at ${siteConfig.contact.phone} or email ${siteConfig.contact.email}. If you did not send this ${kind}, you can ignore this mail.`,
  ];
  return {
    to: { name: "", address: text(lead.fields.email) },
    subject: confirmationSubject(lead),
    ...senderBody(paragraphs, booked ? bookingLink(context.keys, lead.id, booked.booking.start) : null),
    ...(booked ? { icalEvent: invitation(booked, name) } : {}),
  };
}

/** A booking-update row's lead, with its booking (cancelled or not). */
function withBooking(lead: LeadRecord): Booked {
  if (!lead.booking) throw new Error("a booking's update mail without a booking");
  return { ...lead, booking: lead.booking };
}

/**
 * A booking's change, to the sender: its new time with the updated invitation and the link again, or its
 * cancellation with the invitation that takes it out of their calendar. Written from the booking as it is when the
 * mail goes, so a mail sent late never undoes a later change.
 */
function bookingUpdateMail(lead: LeadRecord, context: MailContext): SendMailOptions {
  const booked = withBooking(lead);
  const { booking } = booked;
  const name = firstName(lead.fields);
  const cancelled = booking.cancelledAt !== null;
  const at = slotInWords(booking.start);
  const paragraphs = [
    name ? `Hello ${name},` : "Hello,",
    cancelled
      ? `Your free consultation on ${at} is cancelled. The invitation in this mail takes it out of your calendar.`
      : `Your free consultation is now booked for ${at}. ${howWeCall(lead)} The invitation in this mail updates your calendar.`,
    ...(cancelled
      ? [`To book another time, use our consultation form: ${siteOrigin()}${forms.consultation.page}`]
      : []),
    `If you have a question, call us at ${siteConfig.contact.phone} or email ${siteConfig.contact.email}.`,
  ];
  return {
    to: { name: "", address: text(lead.fields.email) },
    subject: cancelled ? "Your consultation is cancelled" : `Your consultation is now on ${at}`,
    ...senderBody(paragraphs, cancelled ? null : bookingLink(context.keys, lead.id, booking.start)),
    icalEvent: invitation(booked, name),
  };
}

/** Whether a lead's reminder is still to go: its booking stands (one cancelled after it was queued gets none). */
export const reminderStands = (lead: LeadRecord) => standingBooking(lead) !== null;

/** The reminder about a day before a booked call: its time, how it happens, and the link to move or cancel it. */
function bookingReminderMail(lead: LeadRecord, context: MailContext): SendMailOptions {
  const booked = standingBooking(lead);
  if (!booked) throw new Error("a reminder without a standing booking");
  const name = firstName(lead.fields);
  const at = slotInWords(booked.booking.start);
  const paragraphs = [
    name ? `Hello ${name},` : "Hello,",
    `A reminder: your free consultation is on ${at}. ${howWeCall(lead)}`,
    `If you have a question, call us at ${siteConfig.contact.phone} or email ${siteConfig.contact.email}.`,
  ];
  return {
    to: { name: "", address: text(lead.fields.email) },
    subject: `Reminder: your consultation on ${at}`,
    ...senderBody(paragraphs, bookingLink(context.keys, lead.id, booked.booking.start)),
  };
}

/** A booking's change, to the team: who, the new time or the cancellation, the lead's page; the invitation updated. */
function bookingUpdateTeamMail(lead: LeadRecord): SendMailOptions {
  const booked = withBooking(lead);
  const { booking } = booked;
  const person = personOf(lead.fields) || "someone";
  const at = slotInWords(booking.start);
  const heading =
    booking.cancelledAt !== null
      ? `Consultation cancelled: ${person}, ${at}`
      : `Consultation moved: ${person}, now ${at}`;
  const link = inboxLink(lead.id);
  return {
    to: teamRecipients(lead.formName),
    subject: headerText(heading, 160),
    text: [heading, "", `The lead in the inbox: ${link}`, ""].join("\n"),
    html: mailPage(`<h1>${escapeHtml(heading)}</h1><p><a href="${escapeHtml(link)}">The lead in the inbox</a></p>`),
    icalEvent: invitation(booked, firstName(lead.fields)),
  };
}

/**
 * A held post's request to confirm: what arrived, why it waits, and the link to the page whose button sends it.
 * Like the confirmation, it carries none of the sender's text but a short first name.
 */
function confirmRequestMail(lead: LeadRecord, context: MailContext): SendMailOptions {
  if (!context.confirmLink) throw new Error("a confirm-request mail without its link");
  const name = firstName(lead.fields);
  const kind = formTitle(lead.formName);
  const before = [
    name ? `Hello ${name},` : "Hello,",
    `We received a ${kind} from this address on ${when(lead.createdAt)}. It was sent so quickly after the form opened that our website holds it until you confirm it: that keeps robots from sending forms in other people's names.`,
    `To send it to our team, open this link within ${HELD_POST_CONFIRM_DAYS} days and press the button on the page:`,
  ];
  const after = `If you did not send this ${kind}, ignore this mail: nothing will be sent, and we will not write again about it.`;
  return {
    to: { name: "", address: text(lead.fields.email) },
    subject: `Please confirm your ${kind}`,
    text: [...before, context.confirmLink, after, signature().join("\n"), ""].join("\n\n"),
    html: mailPage(
      `${before.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("")}<p><a href="${escapeHtml(context.confirmLink)}">Confirm my ${escapeHtml(kind)}</a></p><p>${escapeHtml(after)}</p><p>${signature().map(escapeHtml).join("<br>")}</p>`,
    ),
  };
}

function optInMail(lead: LeadRecord, context: MailContext): SendMailOptions {
  const confirm = confirmLink(context.keys, lead.id, lead.createdAt);
  const unsubscribe = unsubscribeLink(context.keys, lead.id);
  const before = `Please confirm that you want the ${siteConfig.siteTitle} newsletter at this address. Open this link within ${OPT_IN_DAYS} days and press the button on the page:`;
  const after = `If you did not sign up, ignore this mail: you will not be subscribed and we will not write again.`;
  return {
    to: { name: "", address: text(lead.fields.email) },
    subject: `Confirm your subscription to the ${siteConfig.siteTitle} newsletter`,
    list: { unsubscribe: { url: unsubscribe, comment: "Unsubscribe" } },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    text: [before, confirm, after, signature().join("\n"), ""].join("\n\n"),
    html: mailPage(
      `<p>${escapeHtml(before)}</p><p><a href="${escapeHtml(confirm)}">Confirm my subscription</a></p><p>${escapeHtml(after)}</p>`,
    ),
  };
}

/**
 * A staff member's reply as they wrote it, then the company's signature. The prospect's answer goes to the staff
 * member (Reply-To), and their mail program shows it in the thread of the confirmation they received.
 */
function replyMail(lead: LeadRecord, context: MailContext): SendMailOptions {
  const reply = context.reply;
  if (!reply) throw new Error("a reply mail without its reply");
  const confirmation = reply.confirmationMailId === null ? null : messageId(reply.confirmationMailId);
  return {
    to: { name: "", address: text(lead.fields.email) },
    replyTo: { name: headerText(reply.authorName, 80), address: reply.authorEmail },
    subject: `Re: ${confirmationSubject(lead)}`,
    ...(confirmation ? { inReplyTo: confirmation, references: confirmation } : {}),
    text: [reply.body, signature().join("\n"), ""].join("\n\n"),
    html: mailPage(
      `<p>${escapeHtml(reply.body).replace(/\n/g, "<br>")}</p><p>${signature().map(escapeHtml).join("<br>")}</p>`,
    ),
  };
}

/** The mails a daily cap counts, as the team's notice names them. */
const CAPPED: Record<CappedMailKind, string> = {
  team: "mails to the team about new leads",
  confirmation: "confirmations to the people who sent a form",
  "opt-in": "newsletter opt-in mails",
  "confirm-request": "requests to confirm a form the website held as too quick",
  "booking-update": "updated invitations to people who moved or cancelled a consultation",
  "booking-update-team": "notices to the team of moved or cancelled consultations",
};

/** The team's notice that a daily cap stopped mail: sent once per cap and day. */
function capReachedMail(context: MailContext): SendMailOptions {
  const cap = capOf(context.limitKey ?? null);
  if (!cap) throw new Error("a cap-reached mail without its cap");
  if (cap.kind === RESUME_BYTES_CAP) return resumeCapMail(cap.day);
  if (cap.kind === BOOKING_SURGE) return bookingSurgeMail(cap.day);
  const paragraphs = [
    `The website has sent ${SITE_MAILS_PER_DAY[cap.kind]} ${CAPPED[cap.kind]} on ${cap.day} (UTC), its daily limit. Until midnight UTC it sends no more of them; every lead and booking change is still stored, and \`npm run leads\` lists them.`,
    "So many in one day usually means someone is using the forms to send mail to other people's addresses. The day's leads and `npm run leads -- --spam` show what was sent.",
  ];
  return {
    to: teamRecipients(""),
    subject: `Daily limit reached: ${CAPPED[cap.kind]}`,
    text: [...paragraphs, ""].join("\n\n"),
    html: mailPage(paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("")),
  };
}

/** The team's alert that BOOKINGS_PER_HOUR_ALERT consultations were booked in one UTC hour ("2026-11-29T16"). */
function bookingSurgeMail(hour: string): SendMailOptions {
  const from = slotInWords(`${hour}:00:00Z`);
  const paragraphs = [
    `${BOOKINGS_PER_HOUR_ALERT} consultations have been booked on the website in the hour from ${from}, more than a usual day brings.`,
    "So many at once may be someone filling the calendar with made-up bookings. The inbox's consultations page lists them, and each booking's lead shows who sent it.",
  ];
  return {
    to: teamRecipients(forms.consultation.name),
    subject: `Many consultations booked: ${BOOKINGS_PER_HOUR_ALERT} in an hour`,
    text: [...paragraphs, ""].join("\n\n"),
    html: mailPage(paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("")),
  };
}

/** The team's notice that the day's resume bytes are used up: sent once a day. */
function resumeCapMail(day: string): SendMailOptions {
  const paragraphs = [
    `The website has taken ${megabytes(RESUME_BYTES_PER_DAY)} of resume files on ${day} (UTC), its daily limit. Until midnight UTC, job applications are stored without their resume, and each applicant is asked to email it to ${siteConfig.contact.careersEmail}; \`npm run leads\` lists them.`,
    "So much in one day usually means someone is filling the database with files. The day's applications show where they came from.",
  ];
  return {
    to: teamRecipients("career-application"),
    subject: "Daily limit reached: resume files",
    text: [...paragraphs, ""].join("\n\n"),
    html: mailPage(paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("")),
  };
}

/** A mail's HTML part around `body` (already escaped): plain, readable in every mail program. */
export const mailPage = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">${body}</body></html>`;

/** The message for one outbox row. */
export function composeMail(kind: MailKind, lead: LeadRecord, context: MailContext): SendMailOptions {
  const message = {
    team: () => teamMail(lead, context),
    confirmation: () => confirmationMail(lead, context),
    "opt-in": () => optInMail(lead, context),
    "confirm-request": () => confirmRequestMail(lead, context),
    "cap-reached": () => capReachedMail(context),
    reply: () => replyMail(lead, context),
    "booking-update": () => bookingUpdateMail(lead, context),
    "booking-update-team": () => bookingUpdateTeamMail(lead),
    "booking-reminder": () => bookingReminderMail(lead, context),
  }[kind]();
  return { from: companySender(), messageId: messageId(context.mailId), ...message };
}
