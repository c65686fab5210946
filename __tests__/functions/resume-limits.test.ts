/**
 * What the site keeps of resumes a day, under concurrency: RESUMES_PER_NETWORK_PER_DAY applications with a resume
 * per sender network (nothing stored past it), and RESUME_BYTES_PER_DAY bytes of files for the whole site (past it,
 * the application is a lead without its file, its sender is asked to email it, and the team is told once).
 */
import siteConfig from "../../data/site-config.json";
import { answersOf } from "../../netlify/lib/lead-answers";
import { openLeadStore } from "../../netlify/lib/lead-store";
import { RESUME_WITHHELD_MESSAGE } from "../../netlify/lib/resume-file";
import { forms } from "../../src/form-definitions";
import { RESUMES_PER_NETWORK_PER_DAY, RESUME_BYTES_PER_DAY } from "../../netlify/lib/store/leads";
import { pdfBytes } from "../form-definitions/support/resume-files";
import { HTML_ACCEPT, body, fetchPost, multipart, post } from "./support/post";
import { forgetMailSettings, mailThrough, startSmtp, type TestSmtp } from "./support/smtp";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const TEAM = "sales@vedha.test";
const CAREERS = "jobs@vedha.test";
const PDF = pdfBytes();

describeWithDatabase("resume limits", (db) => {
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
  }, 60_000);

  beforeEach(() => {
    mailThrough(smtp, { LEAD_EMAIL_TO: TEAM, CAREERS_EMAIL_TO: CAREERS });
    jest.spyOn(console, "log").mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    forgetMailSettings();
    await smtp?.close();
  });

  /** An application with a resume from `ip`, each from its own mailbox (one confirmation a mailbox a day). */
  let applicant = 0;
  const apply = (ip: string, accept?: string) => {
    applicant += 1;
    const entries = fetchPost("career-application").filter(([key]) => key !== "email");
    entries.push(["email", `applicant${applicant}@example.net`]);
    return post(multipart(entries, { bytes: PDF, name: "cv.pdf" }), { ip, accept });
  };
  const leads = () =>
    db.query<{ id: string; resume_withheld: boolean }>("SELECT id, resume_withheld FROM leads ORDER BY created_at");
  const resumes = () => db.query<{ lead_id: string }>("SELECT lead_id FROM resumes");
  /** The site's resume bytes for today, as if `bytes` had been taken already. */
  const taken = (bytes: number) =>
    db.query("INSERT INTO resume_counts VALUES ('site:resume-bytes', (now() AT TIME ZONE 'UTC')::date, $1)", [bytes]);
  const capNotices = () => smtp.received.filter((mail) => mail.mail.subject === "Daily limit reached: resume files");

  it(`stores at most ${RESUMES_PER_NETWORK_PER_DAY} of ten applications sent at once from one network; the rest get 429 at the resume field`, async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => apply("192.0.2.60")));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(RESUMES_PER_NETWORK_PER_DAY).fill(201),
      ...Array<number>(10 - RESUMES_PER_NETWORK_PER_DAY).fill(429),
    ]);
    for (const answer of answers.filter((each) => each.status === 429)) {
      expect((await body(answer)).fields?.resume).toBe(
        `Your network has sent ${RESUMES_PER_NETWORK_PER_DAY} applications today. Please try again tomorrow, or email your resume to ${siteConfig.contact.careersEmail}.`,
      );
    }
    // Nothing of a refused post is stored: no lead, no resume, no mail.
    expect(await leads()).toHaveLength(RESUMES_PER_NETWORK_PER_DAY);
    expect(await resumes()).toHaveLength(RESUMES_PER_NETWORK_PER_DAY);
    expect(await db.query("SELECT id FROM outbox WHERE kind = 'team'")).toHaveLength(RESUMES_PER_NETWORK_PER_DAY);
    // Another network is another sender.
    expect((await apply("198.51.100.60")).status).toBe(201);
  });

  it("answers a replayed application as it was, even once its network reached the limit", async () => {
    const entries = fetchPost("career-application");
    const send = () => post(multipart(entries, { bytes: PDF, name: "cv.pdf" }), { ip: "192.0.2.61" });
    const first = await send();
    expect(first.status).toBe(201);
    for (let i = 1; i < RESUMES_PER_NETWORK_PER_DAY; i += 1) expect((await apply("192.0.2.61")).status).toBe(201);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await body(again)).id).toBe((await body(first)).id);
    expect((await apply("192.0.2.61")).status).toBe(429);
  });

  it("takes the files that fit in the day's bytes, even sent at once, and stores the rest as leads without them", async () => {
    await taken(RESUME_BYTES_PER_DAY - 2 * PDF.byteLength);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, n) => apply(`198.51.100.${70 + n}`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(5).fill(201));
    expect(await leads()).toHaveLength(5);
    expect(await resumes()).toHaveLength(2);
    expect((await leads()).filter((lead) => lead.resume_withheld)).toHaveLength(3);
    const [{ amount }] = await db.query<{ amount: string }>(
      "SELECT amount FROM resume_counts WHERE counter = 'site:resume-bytes'",
    );
    expect(Number(amount)).toBe(RESUME_BYTES_PER_DAY);
  });

  it("past the day's bytes: a lead without its file, the applicant asked to email it, the team told once", async () => {
    await taken(RESUME_BYTES_PER_DAY);
    const answers = [];
    for (let n = 0; n < 3; n += 1) answers.push(await apply(`198.51.100.${80 + n}`));
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(await answer.json()).toMatchObject({ ok: true, notice: RESUME_WITHHELD_MESSAGE });
    }
    expect(RESUME_WITHHELD_MESSAGE).toContain(siteConfig.contact.careersEmail);

    const stored = await leads();
    expect(stored).toHaveLength(3);
    expect(stored.every((lead) => lead.resume_withheld)).toBe(true);
    expect(await resumes()).toHaveLength(0);
    expect(await db.query("SELECT sha256 FROM resume_files")).toHaveLength(0);

    // One notice a day, to the careers team, however many applications came without their file.
    expect(await db.query("SELECT id FROM outbox WHERE kind = 'cap-reached'")).toHaveLength(1);
    expect(capNotices()).toHaveLength(1);
    expect(capNotices()[0].envelope.to).toEqual([CAREERS]);
    expect(capNotices()[0].mail.text).toContain(`${RESUME_BYTES_PER_DAY / (1024 * 1024)} MB of resume files`);

    // The team's mail of each says the file was not kept, and why; the applicant's confirmation asks for it.
    const teamMails = smtp.received.filter((mail) => mail.mail.subject?.startsWith("New job application"));
    expect(teamMails).toHaveLength(3);
    for (const mail of teamMails) {
      expect(mail.mail.attachments).toHaveLength(0);
      expect(mail.mail.text).toMatch(/Resume\/CV: not kept: the site's daily limit on resume files/);
    }
    const confirmations = smtp.received.filter((mail) => mail.mail.subject === "We received your job application");
    expect(confirmations).toHaveLength(3);
    for (const mail of confirmations) expect(mail.mail.text).toContain(RESUME_WITHHELD_MESSAGE);
    // A lead's page in the inbox says so too, under the form's label.
    const store = openLeadStore(db.url);
    for (const { id } of stored) {
      const [lead] = await store.leadsOf({ leadId: id });
      expect(answersOf(lead)).toContainEqual(
        expect.objectContaining({
          label: forms["career-application"].fields.resume.label,
          value: expect.stringMatching(/^Not kept: /),
        }),
      );
    }
  });

  it("tells an applicant without JavaScript on a page, with the careers address to email", async () => {
    await taken(RESUME_BYTES_PER_DAY);
    const answer = await apply("198.51.100.90", HTML_ACCEPT);
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain(`href="mailto:${siteConfig.contact.careersEmail}"`);
    expect(page).toContain('href="/thank-you/career-application/"');
    expect(await leads()).toHaveLength(1);
  });
});
