/**
 * @jest-environment node
 *
 * `npm run leads` (scripts/leads.ts) over leads the real function stored: the table, the CSV export and its
 * filters, the resume download and the notification retry.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { closeLeadStores } from "../../netlify/lib/lead-store";
import { docxBytes, pdfBytes } from "../form-definitions/support/resume-files";
import { validSubmissions, type Entries } from "../form-definitions/support/valid-submissions";
import { parseCsv } from "./support/csv";
import { body, multipart, post, urlencoded } from "./support/post";
import { startWebhook, type TestWebhook } from "./support/webhook";
import { backends, startTestDatabase, type TestDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const root = path.resolve(__dirname, "../..");
const tsx = require.resolve("tsx/cli");

async function submit(entries: Entries, resume?: Uint8Array, name = "José's CV.docx") {
  const sent: Entries = [...entries, ["submissionId", randomUUID()], ["renderedAt", String(Date.now() - 60_000)]];
  const form = resume ? multipart(sent, { bytes: resume, name }) : urlencoded(sent);
  const response = await post(form, { ip: "192.0.2.1" });
  expect(response.status).toBe(201);
  return (await body(response)).id!;
}

describe.each(backends)("npm run leads on $name", (backend) => {
  let db: TestDatabase;
  let webhook: TestWebhook;
  const ids: Record<string, string> = {};
  let workDir: string;

  const leads = (args: string[], extraEnv: Record<string, string> = {}) =>
    promisify(execFile)(process.execPath, [tsx, "scripts/leads.ts", ...args], {
      cwd: root,
      env: { ...process.env, NETLIFY_DB_URL: db.url, INIT_CWD: workDir, ...extraEnv },
    });

  beforeAll(async () => {
    db = await startTestDatabase(backend);
    process.env.NETLIFY_DB_URL = db.url;
    workDir = mkdtempSync(path.join(tmpdir(), "leads-cli-"));
    webhook = await startWebhook(500);
    process.env.LEAD_WEBHOOK_URL = webhook.url;
    jest.spyOn(console, "log").mockImplementation(() => {});

    // Stored through the function while the webhook is failing: every notification stays pending.
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
    await closeLeadStores();
    await db?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it("lists the newest leads as a table, without the spam", async () => {
    const { stdout } = await leads([]);
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^created \(UTC\)\s+form\s+name\s+email\s+practice\s+notified\s+id$/);
    expect(stdout).toContain("Renée D'Souza 🩺");
    expect(stdout).toContain("Zoë O'Brien-Ñúñez");
    expect(stdout).toContain(ids.career);
    expect(stdout).toContain("pending");
    expect(stdout).toContain("4 shown, newest first.");
    expect(stdout).not.toContain("honeypot");
  });

  it("exports one form as CSV with its columns in the form's order, quotes and lists intact", async () => {
    const { stdout } = await leads(["--csv", "--form", "quote-request"]);
    expect(stdout.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(stdout.slice(1));
    expect(header.slice(0, 10)).toEqual([
      "id",
      "created_at",
      "form_name",
      "notification_state",
      "resume_filename",
      "firstName",
      "lastName",
      "email",
      "phone",
      "title",
    ]);
    expect(rows).toHaveLength(1);
    const lead = Object.fromEntries(header.map((name, i) => [name, rows[0][i]]));
    const expected = validSubmissions["quote-request"].expected;
    expect(lead).toMatchObject({
      id: ids.quote,
      form_name: "quote-request",
      firstName: expected.firstName,
      lastName: expected.lastName,
      practiceName: expected.practiceName,
      currentChallenges: expected.currentChallenges,
      services: (expected.services as string[]).join("; "),
      // A leading + would make a spreadsheet run the cell as a formula.
      phone: `'${expected.phone as string}`,
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
    expect(career[4]).toBe("José's CV.docx");
  });

  it("saves a resume to the folder the command was typed in as resume-<lead id>.docx", async () => {
    const { stdout } = await leads(["--resume", ids.career]);
    const file = path.join(workDir, `resume-${ids.career}.docx`);
    expect(stdout).toContain(`Saved ${file} (`);
    expect(stdout).toContain("Sent as: José's CV.docx");
    expect(new Uint8Array(readFileSync(file))).toEqual(docxBytes());
    expect(readdirSync(workDir)).not.toContain("José's CV.docx");
  });

  it("sends the pending notifications again with --retry-notifications", async () => {
    expect(await db.query("SELECT id FROM leads WHERE notification_state = 'pending'")).toHaveLength(4);
    webhook.answer = 200;
    webhook.messages.length = 0;
    const { stdout } = await leads(["--retry-notifications"], { LEAD_WEBHOOK_URL: process.env.LEAD_WEBHOOK_URL! });
    expect(stdout).toContain("Notifications: 4 sent, 0 still pending.");
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
    const csv = parseCsv((await leads(["--csv", "--form", "career-application"])).stdout.slice(1));
    expect(csv.find((row) => row[0] === id)![4]).toBe(shown);
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
});
