/**
 * The daily digest: the leads still new past the promised reply time, oldest first, each with its page in the inbox
 * and none of what its sender wrote, then the last 24 hours' reply figures, each with its base, and the sources that
 * brought most of them; sent too when nothing waits but the day had sales leads, and nothing at all on a day without
 * any.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import leadDigest, { config } from "../../netlify/functions/lead-digest";
import { openLeadStore, type LeadStore } from "../../netlify/lib/lead-store";
import { siteOrigin } from "../../netlify/lib/mail/links";
import { REPLY_WITHIN_HOURS } from "../../src/lib/lead-status";
import { storeLead } from "./support/stored-lead";
import { by } from "./support/audit";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const HOUR_MS = 60 * 60 * 1000;

describeWithDatabase("the daily digest", (db) => {
  let store: LeadStore;
  let mailDir: string;

  beforeAll(() => {
    store = openLeadStore(db.url);
  });
  beforeEach(() => {
    mailDir = mkdtempSync(path.join(tmpdir(), "digest-"));
    process.env.MAIL_CATCH_DIR = mailDir;
    jest.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => {
    delete process.env.MAIL_CATCH_DIR;
    rmSync(mailDir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  async function lead(
    name: string,
    hoursAgo: number,
    {
      spam = false,
      formName = "contact",
      answeredHoursAgo,
      source,
    }: { spam?: boolean; formName?: string; answeredHoursAgo?: number; source?: object } = {},
  ) {
    const id = await storeLead(store, {
      formName,
      fields: {
        name,
        email: `${name.replace(" ", ".")}@example.org`,
        company: "Hill Clinic",
        message: `Private words of ${name}`,
      },
      spam,
    });
    await db.query("UPDATE leads SET created_at = $2, source = $3 WHERE id = $1", [
      id,
      new Date(Date.now() - hoursAgo * HOUR_MS),
      source ? JSON.stringify(source) : null,
    ]);
    if (answeredHoursAgo !== undefined)
      await db.query("UPDATE leads SET status = 'answered', first_response_at = $2 WHERE id = $1", [
        id,
        new Date(Date.now() - answeredHoursAgo * HOUR_MS),
      ]);
    return id;
  }

  const caught = () =>
    Promise.all(readdirSync(mailDir).map((file) => simpleParser(readFileSync(path.join(mailDir, file)))));

  it("mails the team the leads still new past the reply time, oldest first, with their pages and no free text", async () => {
    const late = await lead("Ana Late", REPLY_WITHIN_HOURS + 1);
    const later = await lead("Bo Later", REPLY_WITHIN_HOURS * 3);
    await lead("Cy Recent", REPLY_WITHIN_HOURS - 1);
    await store.setStatus(await lead("Di Answered", REPLY_WITHIN_HOURS * 2), "answered", by("status"));
    await lead("Ed Spam", REPLY_WITHIN_HOURS * 2, { spam: true });

    await leadDigest();
    const [mail, ...more] = await caught();
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`2 leads still new after ${REPLY_WITHIN_HOURS} hours`);
    const text = mail.text!;
    expect(text.indexOf("Bo Later")).toBeLessThan(text.indexOf("Ana Late"));
    expect(text).toContain(
      `contact message from Ana Late (Hill Clinic), waiting ${REPLY_WITHIN_HOURS + 1} hours: ${siteOrigin()}/staff/leads/${late}/`,
    );
    expect(text).toContain(`${siteOrigin()}/staff/leads/${later}/`);
    expect(text).toContain(`Every overdue lead, oldest first: ${siteOrigin()}/staff/?overdue=1&order=oldest`);
    expect(text).not.toMatch(/Cy Recent|Di Answered|Ed Spam|Private words/);
    expect(console.log).toHaveBeenCalledWith(JSON.stringify({ fn: "lead-digest", waiting: 2, sent: true }));
  });

  it("carries the last 24 hours' figures in both parts: received, answered, median, share in time, overdue, sources", async () => {
    const newsletter = { source: "newsletter", medium: "email", campaign: "winter-2027" };
    // Received in the last 24 hours, answered 3 h 20 min later; and one still new.
    await lead("Ana Quick", 10, { answeredHoursAgo: 10 - 10 / 3, source: newsletter });
    await lead("Bo Waiting", 2, { source: newsletter });
    // Fell due in the last 24 hours: answered in 4 h, and answered 28 h after it came.
    await lead("Cy Due", 30, { answeredHoursAgo: 26 });
    await lead("Di Late", 40, { answeredHoursAgo: 12 });
    // Overdue now; and what never counts.
    await lead("Ed Overdue", 50);
    await lead("Fay Spam", 3, { spam: true, answeredHoursAgo: 2 });
    await lead("Gus Applicant", 3, { formName: "career-application", answeredHoursAgo: 1 });

    await leadDigest();
    const [mail] = await caught();
    expect(mail.subject).toBe(`1 lead still new after ${REPLY_WITHIN_HOURS} hours`);
    const figures = [
      "The last 24 hours, sales leads:",
      "Received: 2, of which 1 not answered yet",
      "First answered: 2",
      // 3 h 20 min and 28 h: the median between them.
      "Median first response: 15 h 40 min (90th percentile 1 d 2 h), of the 2 answered",
      `Answered within ${REPLY_WITHIN_HOURS} hours: 50% (1 of the 2 leads whose ${REPLY_WITHIN_HOURS} hours ran out)`,
      "Overdue now: 1",
      // Of the leads received in the last 24 hours; the spam and the application never count.
      "Top sources: Newsletter · winter-2027: 2 leads",
    ];
    expect(mail.text).toContain(figures.map((line, i) => (i === 0 ? line : `- ${line}`)).join("\n"));
    const html = String(mail.html);
    for (const line of figures) expect(html).toContain(line);
    expect(html).toContain("<li>Median first response: 15 h 40 min (90th percentile 1 d 2 h), of the 2 answered</li>");
  });

  it("goes when nothing waits but the day had sales leads, saying so", async () => {
    await lead("Ana Quick", 5, { answeredHoursAgo: 4 });
    await lead("Cy Recent", 1);
    await leadDigest();
    const [mail, ...more] = await caught();
    expect(more).toEqual([]);
    expect(mail.subject).toBe("No lead waiting: 2 received, 1 answered in the last 24 hours");
    expect(mail.text).toContain(`No lead is waiting past the ${REPLY_WITHIN_HOURS} hours the website promises.`);
    expect(mail.text).toContain("- Median first response: 1 h (90th percentile 1 h), of the 1 answered");
    expect(mail.text).toContain(
      `- Answered within ${REPLY_WITHIN_HOURS} hours: no lead's ${REPLY_WITHIN_HOURS} hours ran out`,
    );
    expect(mail.text).not.toMatch(/Ana Quick|Cy Recent/);
    expect(console.log).toHaveBeenCalledWith(JSON.stringify({ fn: "lead-digest", waiting: 0, sent: true }));
  });

  it("sends nothing on a day without sales leads and none waiting, and runs once a day", async () => {
    await lead("Ana Old", 24 * 5, { answeredHoursAgo: 24 * 4 });
    await lead("Gus Applicant", 3, { formName: "career-application" });
    await lead("Fay Spam", 3, { spam: true });
    await leadDigest();
    expect(await caught()).toEqual([]);
    expect(console.log).toHaveBeenCalledWith(JSON.stringify({ fn: "lead-digest", waiting: 0, sent: false }));
    expect(config.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
  });
});
