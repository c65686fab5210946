/**
 * Inviting someone to the inbox (`npm run staff -- --invite`, or an admin in the inbox): the person is added or made
 * active again, and gets a single-use enrolment link, valid INVITATION_HOURS, to a page whose button makes their
 * passkey. The link carries its token after `#`, which browsers never send to a server nor in a Referer; only its
 * SHA-256 is stored. A new invitation voids the person's earlier ones; a lost passkey is replaced by one. The person
 * gets the role the invitation names, whatever they had before.
 */
import type { SendMailOptions } from "nodemailer";
import siteConfig from "../../../data/site-config.json";
import { STAFF_PAGES, type StaffRole } from "../../../src/lib/staff-api";
import { escapeHtml } from "../http";
import { siteOrigin } from "../mail/links";
import { companySender, mailPage } from "../mail/messages";
import { sendMail } from "../mail/transport";
import type { StaffMember, StaffQueries, TeamChange } from "../store/staff";
import { newToken, tokenHash } from "./session";

export const INVITATION_HOURS = 24;

export type Invitation = {
  readonly ok: true;
  readonly member: StaffMember;
  readonly link: string;
  /** Why the mail did not go, when it did not (the link still works: whoever invited can pass it on). */
  readonly mailError?: string;
};

const html = (paragraphs: readonly string[]) =>
  paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("");

function invitationMail(member: StaffMember, link: string): SendMailOptions {
  const paragraphs = [
    `Hello ${member.name},`,
    `You have been invited to the ${siteConfig.siteTitle} inbox, where the team reads and answers the website's leads.`,
    `Open this link within ${INVITATION_HOURS} hours and press "Create my passkey". Your device (a phone, a laptop's fingerprint reader or a security key) then keeps the key you sign in with: there is no password.`,
    `If you did not expect this, ignore it: the link works once, only for you, and expires.`,
  ];
  return {
    from: companySender(),
    to: member.email,
    subject: `Your invitation to the ${siteConfig.siteTitle} inbox`,
    text: [...paragraphs.slice(0, 2), link, ...paragraphs.slice(2), ""].join("\n\n"),
    html: mailPage(
      `${html(paragraphs.slice(0, 2))}<p><a href="${escapeHtml(link)}">Create my passkey</a></p>${html(paragraphs.slice(2))}`,
    ),
  };
}

/**
 * Invites a person with `role` and mails them their link; `actor` (an admin's address, or the command) goes in the
 * audit log. Refused when it would make the last active admin staff: nothing is stored, nothing mailed.
 */
export async function invite(
  store: StaffQueries,
  person: { readonly email: string; readonly name?: string; readonly role: StaffRole },
  actor: string,
): Promise<Invitation | Extract<TeamChange, { ok: false }>> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 60 * 60 * 1000);
  const invited = await store.inviteStaff(person, { tokenHash: tokenHash(token), expiresAt }, actor);
  if (!invited.ok) return invited;
  const { member } = invited;
  const link = `${siteOrigin()}${STAFF_PAGES.enrol.path}#${token}`;
  try {
    await sendMail(invitationMail(member, link));
    return { ok: true, member, link };
  } catch (error) {
    return { ok: true, member, link, mailError: error instanceof Error ? error.message : String(error) };
  }
}
