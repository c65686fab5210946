/**
 * @jest-environment node
 *
 * The daily digest: the leads still new past the promised reply time, oldest first, each with its page in the inbox
 * and none of what its sender wrote; nothing at all when no lead waits.
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
import { describeOnEachDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const HOUR_MS = 60 * 60 * 1000;

describeOnEachDatabase("the daily digest", (db) => {
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

  async function lead(name: string, hoursAgo: number, { spam = false } = {}) {
    const id = await storeLead(store, {
      fields: {
        name,
        email: `${name.replace(" ", ".")}@example.org`,
        company: "Hill Clinic",
        message: `Private words of ${name}`,
      },
      spam,
    });
    await db.query("UPDATE leads SET created_at = $2 WHERE id = $1", [id, new Date(Date.now() - hoursAgo * HOUR_MS)]);
    return id;
  }

  const caught = () =>
    Promise.all(readdirSync(mailDir).map((file) => simpleParser(readFileSync(path.join(mailDir, file)))));

  it("mails the team the leads still new past the reply time, oldest first, with their pages and no free text", async () => {
    const late = await lead("Ana Late", REPLY_WITHIN_HOURS + 1);
    const later = await lead("Bo Later", REPLY_WITHIN_HOURS * 3);
    await lead("Cy Recent", REPLY_WITHIN_HOURS - 1);
    await store.setStatus(await lead("Di Answered", REPLY_WITHIN_HOURS * 2), "answered");
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
    expect(text).not.toMatch(/Cy Recent|Di Answered|Ed Spam|Private words/);
    expect(console.log).toHaveBeenCalledWith(JSON.stringify({ fn: "lead-digest", waiting: 2 }));
  });

  it("sends nothing when no lead waits, and runs once a day", async () => {
    await lead("Cy Recent", 1);
    await leadDigest();
    expect(await caught()).toEqual([]);
    expect(config.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
  });
});
