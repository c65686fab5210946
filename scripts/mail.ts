/**
 * npm run mail -- [options]: the mail caught on this machine. Without SMTP_URL, `npm start`, `npm run develop`
 * and `npm run leads` on the local database write each mail they would send into .netlify/mail (MAIL_CATCH_DIR
 * when set) instead of sending it.
 *
 *   (no option)   the 5 newest mails, the oldest of them first: date, from, to, subject, List-Unsubscribe,
 *                 attachments and the plain text
 *   --all         every caught mail
 *   --clear       delete the caught mails
 */
import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { localMailDir } from "../netlify/lib/mail/transport";
import { terminalSafe, terminalSafeLines } from "./terminal-safe";
import { command } from "./command";
import { usage } from "./usage";

const NEWEST = 5;

const mails = (count: number) => `${count} caught mail${count === 1 ? "" : "s"}`;

const root = path.resolve(__dirname, "..");
const dir = process.env.MAIL_CATCH_DIR || localMailDir(root);

/** The caught mails' files, oldest first: their names start with the time they were caught. */
function caught(): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(".eml"))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((address) => address.text).join(", ");

/** List-Unsubscribe as written, unfolded: mailparser reads it into an object that loses the header's form. */
const listUnsubscribe = (mail: ParsedMail) =>
  mail.headerLines
    .find((header) => header.key === "list-unsubscribe")
    ?.line.replace(/^[^:]*:\s*/, "")
    .replace(/\r?\n\s+/g, " ");

function show(file: string, mail: ParsedMail): string {
  const headers: [string, string | undefined][] = [
    ["Date", mail.date?.toISOString()],
    ["From", addresses(mail.from)],
    ["To", addresses(mail.to)],
    ["Cc", addresses(mail.cc)],
    ["Reply-To", addresses(mail.replyTo)],
    ["Subject", mail.subject],
    ["List-Unsubscribe", listUnsubscribe(mail)],
    ...mail.attachments.map((attachment): [string, string] => [
      "Attachment",
      `${attachment.filename ?? "(no name)"} (${attachment.contentType}, ${attachment.size} bytes)`,
    ]),
  ];
  return [
    `=== ${file}`,
    ...headers.filter(([, value]) => value).map(([name, value]) => `${name}: ${terminalSafe(value!)}`),
    "",
    ...terminalSafeLines((mail.text ?? "").trimEnd()),
    "",
  ].join("\n");
}

async function main(argv: string[]) {
  const { values: options } = parseArgs({
    args: argv,
    options: { all: { type: "boolean" }, clear: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  if (options.help) {
    console.log(usage(__filename));
    return;
  }
  const files = caught();
  if (files.length === 0) {
    console.log(
      `No mail caught in ${dir}.\n` +
        "Mail is caught here only while SMTP_URL is not set. To catch some, run `npm start` and submit a form " +
        "on http://localhost:8888 (the team's mail, the sender's confirmation or a newsletter opt-in land here).",
    );
    return;
  }
  if (options.clear) {
    for (const file of files) rmSync(path.join(dir, file));
    console.log(`Deleted ${mails(files.length)} from ${dir}.`);
    return;
  }
  const shown = options.all ? files : files.slice(-NEWEST);
  for (const file of shown) console.log(show(file, await simpleParser(readFileSync(path.join(dir, file)))));
  console.log(
    shown.length < files.length
      ? `The ${shown.length} newest of ${mails(files.length)} in ${dir} (--all shows every one).`
      : `${mails(files.length)} in ${dir}.`,
  );
}

void command("mail", main)(process.argv.slice(2));
