/**
 * How mail leaves: through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL), or, where
 * no SMTP server is set and MAIL_CATCH_DIR is (`npm start`, `npm run develop` and the leads command on the local
 * database set it to .netlify/mail), into .eml files there that `npm run mail` shows. Neither: the mail stays in
 * the outbox with the error, and goes once SMTP_URL is set.
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport, type SendMailOptions } from "nodemailer";
import { env } from "../env";

/** Connecting, the greeting and each reply: a server that hangs fails the send after this. */
const SMTP_TIMEOUT_MS = 10_000;

/** SMTP_TIMEOUT_MS when set (tests shorten it), else 10 s. */
function smtpTimeoutMs(): number {
  const configured = Number(env("SMTP_TIMEOUT_MS"));
  return Number.isFinite(configured) && configured > 0 ? configured : SMTP_TIMEOUT_MS;
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super("SMTP_URL is not set: mail waits in the outbox until it is");
    this.name = "MailNotConfiguredError";
  }
}

/**
 * Serving the site locally without SMTP_URL: mail is caught in <root>/.netlify/mail, and links in mail point at
 * the local server (`npm run develop`, the leads command; scripts/serve.mjs does the same for `npm start`).
 */
export function catchMailLocally(root: string, origin: string) {
  process.env.SITE_URL ||= origin;
  if (!process.env.SMTP_URL) process.env.MAIL_CATCH_DIR ||= localMailDir(root);
}

/** The folder local mail is caught in, unless MAIL_CATCH_DIR names another. */
export const localMailDir = (root: string) => path.join(root, ".netlify", "mail");

/** Where caught mail is written, when mail is caught here rather than sent. */
export const mailCatchDir = () => (env("SMTP_URL") ? undefined : env("MAIL_CATCH_DIR"));

/** Sends one message; throws when the server refuses it, fails or does not answer in time. */
export async function sendMail(message: SendMailOptions): Promise<void> {
  // The messages carry their attachments as bytes: nothing is read from a path or fetched from a URL.
  const safe = { ...message, disableFileAccess: true, disableUrlAccess: true };
  const url = env("SMTP_URL");
  if (url) {
    const timeout = smtpTimeoutMs();
    const transport = createTransport({
      url,
      // smtp:// must upgrade with STARTTLS or fail: a server (or someone between) that offers no TLS does not get
      // the mail in clear text. A URL says otherwise with ?requireTLS=false (a server on the same machine).
      requireTLS: true,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    try {
      await transport.sendMail(safe);
    } finally {
      transport.close();
    }
    return;
  }
  const dir = mailCatchDir();
  if (!dir) throw new MailNotConfiguredError();
  const { message: raw } = await createTransport({ streamTransport: true, buffer: true }).sendMail(safe);
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  await writeFile(path.join(dir, `${stamp}-${randomUUID().slice(0, 8)}.eml`), raw, { flag: "wx" });
}
