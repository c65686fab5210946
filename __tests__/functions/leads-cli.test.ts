/**
 * `npm run leads` (scripts/leads.ts) over leads the real function stored: the table, the CSV export and its
 * filters, one lead in full, the resume download, the retry of notifications and mail (through a real SMTP
 * server), and the newsletter's subscribers.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { openLeadStore } from "../../netlify/lib/lead-store";
import { forms } from "../../src/form-definitions";
import { formOptions } from "../../src/form-definitions/options";
import { docxBytes, pdfBytes } from "../form-definitions/support/resume-files";
import { validSubmissions, type Entries } from "../form-definitions/support/valid-submissions";
import { parseCsv } from "./support/csv";
import { body, multipart, post, urlencoded } from "./support/post";
import { startSmtp, type TestSmtp } from "./support/smtp";
import { startWebhook, type TestWebhook } from "./support/webhook";
import { describeWithDatabase } from "./support/test-database";
import { outcome, runInProcess, scriptArgs } from "../support/run-script";
import { leads as leadsCommand } from "../../scripts/leads";

jest.setTimeout(60_000);

const root = path.resolve(__dirname, "../..");

/** Applications come from networks of their own: one network may send only a few resumes a day. */
let applicants = 0;

async function submit(
  entries: Entries,
  resume?: Uint8Array,
  name = "José's CV.docx",
  ip = resume ? `198.51.100.${(applicants += 1)}` : "192.0.2.1",
) {
  const sent: Entries = [...entries, ["submissionId", randomUUID()], ["renderedAt", String(Date.now() - 60_000)]];
  const form = resume ? multipart(sent, { bytes: resume, name }) : urlencoded(sent);
  const response = await post(form, { ip });
  expect(response.status).toBe(201);
  return (await body(response)).id!;
}

describeWithDatabase("npm run leads", { emptyBeforeEach: false }, (db) => {
  let webhook: TestWebhook;
  let smtp: TestSmtp;
  const ids: Record<string, string> = {};
  let workDir: string;

  const env = (extraEnv: Record<string, string>) => ({ NETLIFY_DB_URL: db.url, INIT_CWD: workDir, ...extraEnv });
  /** `npm run leads -- …args`, run in this process (runInProcess). */
  const leads = (args: string[], extraEnv: Record<string, string> = {}) =>
    runInProcess(leadsCommand, args, env(extraEnv));
  /** The same command as a process of its own, as `npm run leads` runs it. */
  const leadsProcess = (args: string[]) =>
    promisify(execFile)(process.execPath, scriptArgs("scripts/leads.ts", ...args), {
      cwd: root,
      env: { ...process.env, ...env({}) },
    });

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), "leads-cli-"));
    webhook = await startWebhook(500);
    smtp = await startSmtp();
    process.env.LEAD_WEBHOOK_URL = webhook.url;
    jest.spyOn(console, "log").mockImplementation(() => {});

    // Stored through the function while the webhook is failing and no SMTP server is set: every notification and
    // every mail stays pending.
    ids.quote = await submit(validSubmissions["quote-request"].entries);
    ids.contact = await submit(validSubmissions.contact.entries);
    ids.career = await submit(validSubmissions["career-application"].entries, docxBytes());
    ids.old = await submit(validSubmissions.newsletter.entries);
    await db.query("UPDATE leads SET created_at = '2020-01-15T10:00:00Z' WHERE id = $1", [ids.old]);
    await submit([...validSubmissions.newsletter.entries, ["bot-field", "spam"]]);
  }, 60_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    delete process.env.LEAD_WEBHOOK_URL;
    await webhook?.close();
    await smtp?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it("lists the newest leads as a table, without the spam (as a process of its own)", async () => {
    const { stdout } = await leadsProcess([]);
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^created \(UTC\)\s+form\s+name\s+email\s+practice\s+status\s+id$/);
    expect(stdout).toContain("Renée D'Souza 🩺");
    expect(stdout).toContain("Zoë O'Brien-Ñúñez");
    expect(stdout).toContain(ids.career);
    expect(stdout).toContain("pending");
    expect(stdout).toContain("4 shown, newest first.");
    expect(stdout).not.toContain("honeypot");
    // The sign-up of 2020 was never confirmed, and its link has long expired.
    expect(lines.find((line) => line.endsWith(ids.old))).toMatch(/\ssign-up expired\s/);
  });

  it("shows one lead in full with --id: labels, options by label, free text line by line, consent and mail", async () => {
    const { stdout } = await leads(["--id", ids.contact]);
    const expected = validSubmissions.contact.expected;
    expect(stdout).toContain(`contact message (contact)\nSent `);
    expect(stdout).toContain(`lead ${ids.contact}`);
    expect(stdout).toContain(`Full Name: ${expected.name as string}\n`);
    expect(stdout).toContain("Email Address: renee@example.org\n");
    expect(stdout).toContain(`Subject: ${formOptions.contactSubjects[2].label}\n`);
    expect(stdout).toContain(`Preferred Contact Method: ${formOptions.contactMethods[2].label}\n`);
    expect(stdout).toContain("Phone Number: (not answered)\n");
    // The free text the team's mail leaves out, each of its lines on a line of its own.
    expect(stdout).toContain("Message:\n  Line one — it's urgent\n  Line two: “smart quotes” & <tags> 😀\n");
    expect(stdout).toMatch(/\nConsent: page not recorded, privacy policy \d{4}-\d\d-\d\d\nSource: Not known\n/);
    expect(stdout).toContain(
      "\nStatus: new\nWebhook notification: pending (1 attempt, last error: Error: webhook answered 500)",
    );
    expect(stdout).toContain("  team: pending (1 attempt, last error: MailNotConfiguredError: SMTP_URL is not set");
    expect(stdout).toContain("  confirmation: pending (1 attempt, last error: MailNotConfiguredError");
    expect(stdout).not.toContain("Newsletter:");

    const career = (await leads(["--id", ids.career])).stdout;
    expect(career).toContain(`Resume: José's CV.docx (`);
    expect(career).toContain(`save it: npm run leads -- --resume ${ids.career}`);
  });

  it("refuses an unknown id with --id, with exit code 1 (as a process of its own)", async () => {
    const { stderr, code } = await outcome(leadsProcess(["--id", randomUUID()]));
    expect(code).toBe(1);
    expect(stderr).toContain("--id: no lead with the id");
  });

  it("exports one form as CSV with its columns in the form's order, quotes and lists intact", async () => {
    const { stdout } = await leads(["--csv", "--form", "quote-request"]);
    expect(stdout.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(stdout.slice(1));
    const form = forms["quote-request"];
    const { fields } = form;
    // The fixed columns first (lead-csv.test.ts has them all), then the form's questions in its order.
    expect(header[0]).toBe("Lead id");
    const first = header.indexOf(fields.firstName.label);
    expect(header.slice(first, first + 5)).toEqual([
      fields.firstName.label,
      fields.lastName.label,
      fields.email.label,
      fields.phone.label,
      fields.title.label,
    ]);
    expect(header.slice(0, first)).toContain("Campaign");
    expect(rows).toHaveLength(1);
    const lead = Object.fromEntries(header.map((name, i) => [name, rows[0][i]]));
    const expected = validSubmissions["quote-request"].expected;
    const serviceLabel = (value: string) => fields.services.options.find((option) => option.value === value)!.label;
    expect(lead).toMatchObject({
      "Lead id": ids.quote,
      Form: form.title,
      [fields.firstName.label]: expected.firstName,
      [fields.lastName.label]: expected.lastName,
      [fields.practiceName.label]: expected.practiceName,
      [fields.currentChallenges.label]: expected.currentChallenges,
      [fields.services.label]: (expected.services as string[]).map(serviceLabel).join(", "),
      // A leading + would make a spreadsheet run the cell as a formula.
      [fields.phone.label]: `'${expected.phone as string}`,
    });
  });

  it("filters the export by date range, and names the resume", async () => {
    const january = parseCsv((await leads(["--csv", "--from", "2020-01-01", "--to", "2020-01-31"])).stdout.slice(1));
    expect(january.slice(1).map((row) => row[0])).toEqual([ids.old]);
    const recent = parseCsv((await leads(["--csv", "--from", "2020-02-01"])).stdout.slice(1));
    expect(
      recent
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual([ids.quote, ids.contact, ids.career].sort());
    const career = recent.find((row) => row[0] === ids.career)!;
    expect(career[recent[0].indexOf("Resume")]).toBe("José's CV.docx");
  });

  it("saves a resume to the folder the command was typed in as resume-<lead id>.docx", async () => {
    const { stdout } = await leads(["--resume", ids.career]);
    const file = path.join(workDir, `resume-${ids.career}.docx`);
    expect(stdout).toContain(`Saved ${file} (`);
    expect(stdout).toContain("Sent as: José's CV.docx");
    expect(new Uint8Array(readFileSync(file))).toEqual(docxBytes());
    expect(readdirSync(workDir)).not.toContain("José's CV.docx");
  });

  it("sends the pending notifications and mails again with --retry-notifications, each once", async () => {
    expect(await db.query("SELECT id FROM leads WHERE notification_state = 'pending'")).toHaveLength(4);
    // Three leads' team mails and confirmations, and the sign-up's opt-in.
    const unsent = await db.query("SELECT id FROM outbox WHERE state = 'pending'");
    expect(unsent).toHaveLength(7);
    webhook.answer = 200;
    webhook.messages.length = 0;
    // NETLIFY_DB_URL is production's database to the command: the newsletter's links need the secret salt.
    const mailEnv = {
      SMTP_URL: smtp.url,
      LEAD_EMAIL_TO: "sales@vedha.test",
      LEAD_HASH_SALT: "test-salt",
    };

    // The SMTP server is down: the webhook's part goes, the mail stays pending and the command says so.
    await smtp.stop();
    const down = await outcome(leads(["--retry-notifications"], mailEnv));
    expect(down.stdout).toContain("Notifications: 4 sent, 0 still pending.");
    expect(down.stdout).toContain("Mail: 0 sent, 7 still pending.");
    expect(down.code).toBe(1);

    await smtp.start();
    const { stdout } = await leads(["--retry-notifications"], mailEnv);
    expect(stdout).toContain("Mail: 7 sent, 0 still pending.");
    expect(smtp.received).toHaveLength(7);
    expect(smtp.received.filter((mail) => mail.envelope.to.includes("sales@vedha.test"))).toHaveLength(3);
    expect(smtp.received.map((mail) => mail.envelope.to[0])).toEqual(
      expect.arrayContaining(["renee@example.org", "jose@example.com", "news.reader+tag@example.co.uk"]),
    );
    expect((await leads(["--id", ids.contact])).stdout).toMatch(/ {2}team: sent \S+ \S+ UTC \(\d attempts\)/);

    // Nothing is sent twice.
    const again = await leads(["--retry-notifications"], mailEnv);
    expect(again.stdout).toContain("Notifications: 0 sent, 0 still pending.\nMail: 0 sent, 0 still pending.");
    expect(smtp.received).toHaveLength(7);
    expect(webhook.messages).toHaveLength(4);
    expect(webhook.texts()).toContain(
      `New job application for ${validSubmissions["career-application"].expected.jobId as string}: José "Pepe" O'Connor 😀 (lead ${ids.career})`,
    );
    const states = await db.query<{ notification_state: string; notification_attempts: number }>(
      "SELECT notification_state, notification_attempts FROM leads WHERE NOT spam",
    );
    expect(states).toEqual(Array(4).fill({ notification_state: "sent", notification_attempts: 2 }));
  });

  it.each([
    ["a PDF named resume.bat", "resume.bat", "resume.bat"],
    ["a PDF named with a bidi override", "cv\u202Efdp.exe", "cvfdp.exe"],
    ["a PDF named with a path", "../../etc/cv.pdf", "cv.pdf"],
  ])("saves %s as resume-<lead id>.pdf, never under the sender's name", async (_, name, shown) => {
    const id = await submit(validSubmissions["career-application"].entries, pdfBytes(), name);
    const before = readdirSync(workDir);
    const { stdout } = await leads(["--resume", id]);
    expect(readdirSync(workDir).filter((file) => !before.includes(file))).toEqual([`resume-${id}.pdf`]);
    expect(new Uint8Array(readFileSync(path.join(workDir, `resume-${id}.pdf`)))).toEqual(pdfBytes());
    expect(stdout).toContain(`Sent as: ${shown}\n`);
    // The CSV's resume column is the same display name.
    const [header, ...rows] = parseCsv((await leads(["--csv", "--form", "career-application"])).stdout.slice(1));
    expect(rows.find((row) => row[0] === id)![header.indexOf("Resume")]).toBe(shown);
  });

  it("shows a name stored before the cleaning with its controls escaped", async () => {
    const id = await submit(validSubmissions["career-application"].entries, pdfBytes(), "cv.pdf");
    await db.query("UPDATE resumes SET filename = $1 WHERE lead_id = $2", ["cv\u202Efdp.exe\u001B[2J", id]);
    const { stdout } = await leads(["--resume", id]);
    expect(stdout).toContain("Sent as: cv\\u{202e}fdp.exe\\u{1b}[2J\n");
    expect(stdout).not.toContain("\u202E");
    expect(stdout).not.toContain("\u001B");
  });

  it("refuses an unknown form with a clear message", async () => {
    await expect(leads(["--form", "portal"])).rejects.toMatchObject({
      stderr: expect.stringContaining('--form: unknown form "portal"'),
    });
  });

  it("lists only confirmed sign-ups with --subscribers, and shows each sign-up's state", async () => {
    // From an address of their own: the posts above used most of the rate limit's window.
    const signUp = (email: string) =>
      submit(
        [
          ["form-name", "newsletter"],
          ["email", email],
          ["bot-field", ""],
        ],
        undefined,
        undefined,
        "192.0.2.2",
      );
    const confirmed = await signUp("confirmed@example.com");
    const pending = await signUp("pending@example.com");
    const unsubscribed = await signUp("left@example.com");
    const store = openLeadStore(db.url);
    expect(await store.confirmSubscription(confirmed)).toBe("confirmed");
    expect(await store.confirmSubscription(unsubscribed)).toBe("confirmed");
    expect(await store.unsubscribe(unsubscribed, "mailbox-hash")).toBe(true);

    const { stdout, stderr } = await leads(["--subscribers"]);
    // One address a line and nothing else on stdout: the newsletter tool imports it.
    expect(stdout).toBe("confirmed@example.com\n");
    expect(stderr).toContain("1 subscriber.");

    const table = (await leads(["--form", "newsletter"])).stdout.split("\n");
    const row = (id: string) => table.find((line) => line.endsWith(id));
    expect(row(confirmed)).toMatch(/\ssign-up confirmed\s/);
    expect(row(pending)).toMatch(/\ssign-up pending\s/);
    expect(row(unsubscribed)).toMatch(/\ssign-up unsubscribed\s/);
    expect(row(ids.old)).toMatch(/\ssign-up expired\s/);

    const [header, ...rows] = parseCsv((await leads(["--csv", "--form", "newsletter"])).stdout.slice(1));
    const column = header.indexOf("Newsletter");
    expect(Object.fromEntries(rows.map((csvRow) => [csvRow[0], csvRow[column]]))).toEqual({
      [confirmed]: "confirmed",
      [pending]: "pending",
      [unsubscribed]: "unsubscribed",
      [ids.old]: "expired",
    });

    expect((await leads(["--id", pending])).stdout).toContain("Newsletter: pending (not confirmed yet;");
    expect((await leads(["--id", unsubscribed])).stdout).toMatch(/Newsletter: unsubscribed \(\S+ \S+ UTC\)/);
  });

  it("records each action that reads or changes leads in the audit log, once, under its operator", async () => {
    await db.query("DELETE FROM staff_audit");
    const steps: [string[], string][] = [
      [[], "list-leads"],
      [["--spam"], "list-spam"],
      [["--csv", "--form", "contact"], "export"],
      [["--id", ids.contact], "view-lead"],
      [["--subscribers"], "list-subscribers"],
      [["--export", "nobody@example.com"], "export"],
      [["--erase-id", ids.quote], "erase"],
      [["--purge"], "purge"],
    ];
    // The export and the erasure hash the subject with the site's secret, which production's database needs.
    for (const [args] of steps) await leads([...args, "--as", "Dana Ops"], { LEAD_HASH_SALT: "a-test-secret" });
    await leads(["--limit", "1"]);
    const rows = await db.query<{ actor: string; action: string; lead_id: string | null; detail: string }>(
      "SELECT actor, action, lead_id, detail FROM staff_audit ORDER BY id",
    );
    expect(rows.map((row) => row.action)).toEqual([...steps.map(([, action]) => action), "list-leads"]);
    expect(rows.slice(0, -1).map((row) => row.actor)).toEqual(steps.map(() => "npm run leads (Dana Ops)"));
    // Without --as: the computer's user.
    expect(rows.at(-1)!.actor).toBe(`npm run leads (${userInfo().username})`);
    expect(rows.find((row) => row.action === "view-lead")!.lead_id).toBe(ids.contact);
    // Whose data was exported is not recorded, nor anything a lead says.
    expect(JSON.stringify(rows)).not.toMatch(/nobody|@/);
  });
});
