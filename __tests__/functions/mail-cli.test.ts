/**
 * `npm run mail` (scripts/mail.ts): the mail caught on this machine when no SMTP server is set, as sendMail
 * writes it, shown newest five first in the order caught, all of it with --all, and deleted with --clear.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { sendMail } from "../../netlify/lib/mail/transport";
import { scriptArgs } from "../support/run-script";

jest.setTimeout(30_000);

const root = path.resolve(__dirname, "../..");

describe("npm run mail", () => {
  let dir: string;

  const mail = async (...args: string[]) =>
    (
      await promisify(execFile)(process.execPath, scriptArgs("scripts/mail.ts", ...args), {
        cwd: root,
        env: { ...process.env, MAIL_CATCH_DIR: dir },
      })
    ).stdout;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "caught-mail-"));
    delete process.env.SMTP_URL;
    process.env.MAIL_CATCH_DIR = dir;
  });

  afterAll(() => {
    delete process.env.MAIL_CATCH_DIR;
    rmSync(dir, { recursive: true, force: true });
  });

  it("says how mail gets caught when there is none", async () => {
    const stdout = await mail();
    expect(stdout).toContain(`No mail caught in ${dir}.`);
    expect(stdout).toContain("only while SMTP_URL is not set");
    expect(stdout).toContain("npm start");
  });

  it("shows the newest five, oldest first, with their headers, attachments and text; --all every one", async () => {
    for (const n of [1, 2, 3, 4, 5]) {
      await sendMail({ from: "site@vedha.test", to: "sales@vedha.test", subject: `Mail ${n}`, text: `Body ${n}` });
      await sleep(5); // each its own time, as the file names order them
    }
    await sendMail({
      from: { name: "Vedha Healthcare", address: "no-reply@vedha.test" },
      to: "reader@example.com",
      subject: "Confirm your subscription",
      text: "Open this link:\nhttps://vedha.test/confirm?t=1\n\u001B[2J",
      list: { unsubscribe: { url: "https://vedha.test/unsubscribe?t=1", comment: "Unsubscribe" } },
      attachments: [{ filename: "resume-1.pdf", content: Buffer.from("%PDF-1.4"), contentType: "application/pdf" }],
    });

    const stdout = await mail();
    expect(stdout).not.toContain("Subject: Mail 1\n");
    const subjects = [...stdout.matchAll(/^Subject: (.*)$/gm)].map((match) => match[1]);
    expect(subjects).toEqual(["Mail 2", "Mail 3", "Mail 4", "Mail 5", "Confirm your subscription"]);
    expect(stdout).toContain("From: site@vedha.test\nTo: sales@vedha.test\n");
    expect(stdout).toContain("Body 5\n");
    expect(stdout).toContain('From: "Vedha Healthcare" <no-reply@vedha.test>\nTo: reader@example.com\n');
    expect(stdout).toContain("List-Unsubscribe: <https://vedha.test/unsubscribe?t=1> (Unsubscribe)\n");
    expect(stdout).toContain("Attachment: resume-1.pdf (application/pdf, 8 bytes)\n");
    // The body line by line, each made safe for the terminal.
    expect(stdout).toContain("Open this link:\nhttps://vedha.test/confirm?t=1\n\\u{1b}[2J\n");
    expect(stdout).not.toContain("\u001B");
    expect(stdout).toContain(`The 5 newest of 6 caught mails in ${dir} (--all shows every one).`);

    expect([...(await mail("--all")).matchAll(/^Subject: /gm)]).toHaveLength(6);
  });

  it("deletes the caught mail with --clear", async () => {
    expect(await mail("--clear")).toContain(`Deleted 6 caught mails from ${dir}.`);
    expect(readdirSync(dir)).toEqual([]);
  });
});
