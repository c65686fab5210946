/** The mail the served site wrote to its catch folder (it has no SMTP server), waited for and parsed. */
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { mailDir } from "./server";

/** The first caught mail `matches` accepts, waiting up to 10 s for it to be written. */
export async function caughtMailWhere(matches: (mail: ParsedMail) => boolean, what: string): Promise<ParsedMail> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(mailDir, file)));
      if (matches(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail ${what} in ${mailDir}`);
}

/** The first caught mail to `to`. */
export const caughtMail = (to: string) =>
  caughtMailWhere(
    (mail) => !!mail.to && !Array.isArray(mail.to) && mail.to.value.some((address) => address.address === to),
    `to ${to}`,
  );
