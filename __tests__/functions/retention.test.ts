/**
 * The retention periods of src/lib/retention.ts, applied by the purge (the daily scheduled function and
 * `npm run leads -- --purge`): each boundary a day either side, idempotence, two purges at once, and the
 * consent each lead records.
 */
import { randomUUID } from "node:crypto";
import purgeLeads, { config as purgeConfig } from "../../netlify/functions/purge-leads";
import { openLeadStore, type LeadStore } from "../../netlify/lib/lead-store";
import { LEGAL_EFFECTIVE_DATE } from "../../src/lib/legal-effective-date";
import { CHALLENGE_MINUTES, SESSION_MAX_HOURS } from "../../netlify/lib/store/staff";
import { RETENTION } from "../../src/lib/retention";
import { RATE_LIMIT } from "../../netlify/lib/rate-limit";
import { docxBytes } from "../form-definitions/support/resume-files";
import { body, fetchPost, post, urlencoded } from "./support/post";
import { describeWithDatabase } from "./support/test-database";
import { runInProcess } from "../support/run-script";
import { leads } from "../../scripts/leads";

jest.setTimeout(60_000);

const NOW = new Date("2026-06-15T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
/** NOW moved by whole calendar months (as Postgres's interval arithmetic does), then by days. */
const before = ({ months = 0, days = 0 }: { months?: number; days?: number }) => {
  const date = new Date(NOW);
  date.setUTCMonth(date.getUTCMonth() - months);
  return new Date(date.getTime() - days * DAY_MS);
};

describeWithDatabase("retention", (db) => {
  let store: LeadStore;

  /** A row as the function stores it, sent at `createdAt`. */
  async function lead(createdAt: Date, { spam = false, resume = false } = {}) {
    const id = randomUUID();
    await store.saveLead(
      {
        id,
        formName: "contact",
        submissionId: `test:${id}`,
        fields: spam ? {} : { name: "Ada", email: "ada@example.com", message: "Hello" },
        addressHash: "hash",
        userAgent: "Browser/1.0",
        notify: false,
        spamReason: spam ? "honeypot" : undefined,
        page: "/contact/",
        policyVersion: LEGAL_EFFECTIVE_DATE,
      },
      resume
        ? { filename: "cv.docx", contentType: "application/msword", sha256: "x", content: docxBytes() }
        : undefined,
    );
    await db.query("UPDATE leads SET created_at = $2 WHERE id = $1", [id, createdAt]);
    return id;
  }
  const ids = async () => (await db.query<{ id: string }>("SELECT id FROM leads ORDER BY id")).map((row) => row.id);

  beforeAll(() => {
    // The function and the scheduled purge open the database they are given, as on Netlify.
    store = openLeadStore(db.url);
  });

  it("deletes a lead and its resume the day after leadMonths, not the day before", async () => {
    const kept = await lead(before({ months: RETENTION.leadMonths, days: -1 }), { resume: true });
    const gone = await lead(before({ months: RETENTION.leadMonths, days: 1 }), { resume: true });
    const counts = await store.purge(NOW);
    expect(counts).toMatchObject({ leads: 1, resumes: 1, spam: 0 });
    expect(await ids()).toEqual([kept]);
    expect(await db.query("SELECT lead_id FROM resumes")).toEqual([{ lead_id: kept }]);
    expect(gone).not.toBe(kept);
  });

  it("deletes held spam after spamDays, not before", async () => {
    const kept = await lead(before({ days: RETENTION.spamDays - 1 }), { spam: true });
    await lead(before({ days: RETENTION.spamDays + 1 }), { spam: true });
    // A lead (not spam) as old as the deleted spam stays: only spam has the short period.
    const oldLead = await lead(before({ days: RETENTION.spamDays + 1 }));
    expect(await store.purge(NOW)).toMatchObject({ leads: 0, spam: 1 });
    expect(await ids()).toEqual([kept, oldLead].sort());
  });

  it("clears the address hash and user agent after identifierDays and keeps the lead", async () => {
    const fresh = await lead(new Date(NOW.getTime() - (RETENTION.identifierDays * DAY_MS - 60 * 60 * 1000)));
    const older = await lead(new Date(NOW.getTime() - (RETENTION.identifierDays * DAY_MS + 60 * 60 * 1000)));
    expect(await store.purge(NOW)).toMatchObject({ identifiers: 1, leads: 0 });
    const rows = await db.query<{ id: string; address_hash: string | null; user_agent: string | null }>(
      "SELECT id, address_hash, user_agent FROM leads",
    );
    expect(rows.find((row) => row.id === fresh)).toMatchObject({ address_hash: "hash", user_agent: "Browser/1.0" });
    expect(rows.find((row) => row.id === older)).toMatchObject({ address_hash: null, user_agent: null });
  });

  it("keeps the identifiers at least as long as the rate-limit window needs them", () => {
    expect(RETENTION.identifierDays * DAY_MS).toBeGreaterThan(RATE_LIMIT.windowSeconds * 1000 * 2);
  });

  it("forgets rate-limit windows after identifierDays", async () => {
    await db.query("INSERT INTO rate_limit_hits (address_hash, window_start, hits) VALUES ('a', $1, 3), ('b', $2, 1)", [
      new Date(NOW.getTime() - RETENTION.identifierDays * DAY_MS - 60_000),
      new Date(NOW.getTime() - 60_000),
    ]);
    expect(await store.purge(NOW)).toMatchObject({ rateLimitWindows: 1 });
    expect(await db.query("SELECT address_hash FROM rate_limit_hits")).toEqual([{ address_hash: "b" }]);
  });

  it("forgets a day's mail counts once the day is identifierDays past", async () => {
    const day = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    await db.query("INSERT INTO mail_counts (counter, day, mails) VALUES ('sender:a', $1, 5), ('sender:b', $2, 1)", [
      day(RETENTION.identifierDays),
      day(RETENTION.identifierDays - 1),
    ]);
    expect(await store.purge(NOW)).toMatchObject({ mailCounts: 1 });
    expect(await db.query("SELECT counter FROM mail_counts")).toEqual([{ counter: "sender:b" }]);
  });

  it("forgets a day's resume counts, which hold a network's hash, once the day is identifierDays past", async () => {
    const day = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    await db.query(
      "INSERT INTO resume_counts (counter, day, amount) VALUES ('network:a', $1, 3), ('network:b', $2, 1)",
      [day(RETENTION.identifierDays), day(RETENTION.identifierDays - 1)],
    );
    expect(await store.purge(NOW)).toMatchObject({ mailCounts: 1 });
    expect(await db.query("SELECT counter FROM resume_counts")).toEqual([{ counter: "network:b" }]);
  });

  it("forgets a day's booking counts, which hold a network's hash, once the day is identifierDays past", async () => {
    const day = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    await db.query(
      "INSERT INTO booking_counts (counter, day, bookings) VALUES ('network:a', $1, 3), ('network:b', $2, 1)",
      [day(RETENTION.identifierDays), day(RETENTION.identifierDays - 1)],
    );
    expect(await store.purge(NOW)).toMatchObject({ mailCounts: 1 });
    expect(await db.query("SELECT counter FROM booking_counts")).toEqual([{ counter: "network:b" }]);
  });

  it("deletes staff audit entries after auditMonths, not before", async () => {
    await db.query("INSERT INTO staff_audit (actor, action, at) VALUES ('a', 'sign-in', $1), ('b', 'sign-in', $2)", [
      before({ months: RETENTION.auditMonths, days: 1 }),
      before({ months: RETENTION.auditMonths, days: -1 }),
    ]);
    expect(await store.purge(NOW)).toMatchObject({ audit: 1 });
    expect(await db.query("SELECT actor FROM staff_audit")).toEqual([{ actor: "b" }]);
  });

  it("deletes staff sessions, challenges and invitations that can no longer be used", async () => {
    const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);
    const [{ id }] = await db.query<{ id: string }>(
      "INSERT INTO staff (email, name) VALUES ('kim@example.com', 'Kim') RETURNING id",
    );
    await db.query(
      `INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at)
       VALUES ('old', $1, $2, $2), ('live', $1, $3, $3)`,
      [id, hoursAgo(SESSION_MAX_HOURS + 0.1), hoursAgo(1)],
    );
    await db.query(
      "INSERT INTO staff_invitations (token_hash, staff_id, expires_at) VALUES ('expired', $1, $2), ('open', $1, $3)",
      [id, hoursAgo(0.1), hoursAgo(-1)],
    );
    await db.query("INSERT INTO staff_challenges (challenge, created_at) VALUES ('stale', $1), ('fresh', $2)", [
      hoursAgo((CHALLENGE_MINUTES + 1) / 60),
      hoursAgo(0),
    ]);
    expect(await store.purge(NOW)).toMatchObject({ staffTokens: 3 });
    expect(await db.query("SELECT token_hash FROM staff_sessions")).toEqual([{ token_hash: "live" }]);
    expect(await db.query("SELECT token_hash FROM staff_invitations")).toEqual([{ token_hash: "open" }]);
    expect(await db.query("SELECT challenge FROM staff_challenges")).toEqual([{ challenge: "fresh" }]);
  });

  it("deletes a resume's bytes with the last application that carries them", async () => {
    await lead(before({ months: RETENTION.leadMonths, days: 1 }), { resume: true });
    await store.purge(NOW);
    expect(await db.query("SELECT sha256 FROM resume_files")).toEqual([]);
  });

  it("is idempotent: a second purge finds nothing", async () => {
    await lead(before({ months: RETENTION.leadMonths, days: 1 }), { resume: true });
    await lead(before({ days: RETENTION.spamDays + 1 }), { spam: true });
    expect(await store.purge(NOW)).toEqual({
      leads: 1,
      resumes: 1,
      spam: 1,
      identifiers: 0,
      rateLimitWindows: 0,
      mailCounts: 0,
      audit: 0,
      staffTokens: 0,
    });
    expect(await store.purge(NOW)).toEqual({
      leads: 0,
      resumes: 0,
      spam: 0,
      identifiers: 0,
      rateLimitWindows: 0,
      mailCounts: 0,
      audit: 0,
      staffTokens: 0,
    });
  });

  it("deletes in batches, and two purges at once delete each row once and leave none", async () => {
    await db.query(
      `INSERT INTO leads (id, form_name, submission_id, fields, address_hash, created_at)
       SELECT gen_random_uuid(), 'contact', 'bulk:' || i, '{}'::jsonb, 'h', $1 FROM generate_series(1, 230) AS i`,
      [before({ months: RETENTION.leadMonths, days: 2 })],
    );
    const keep = await lead(before({ months: 1 }));
    // Another pool on the same database: the two purges run on their own connections.
    const other = openLeadStore(`${db.url}${db.url.includes("?") ? "&" : "?"}application_name=second`);
    const [a, b] = await Promise.all([store.purge(NOW, 20), other.purge(NOW, 20)]);
    expect(a.leads + b.leads).toBe(230);
    expect(await ids()).toEqual([keep]);
  });

  it("runs daily on Netlify and logs counts only", async () => {
    expect(purgeConfig.schedule).toBe("@daily");
    await lead(new Date(Date.now() - (RETENTION.spamDays + 1) * DAY_MS), { spam: true });
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    await purgeLeads();
    const logged = log.mock.calls.map(([line]) => line as string);
    log.mockRestore();
    expect(logged).toEqual([
      JSON.stringify({
        fn: "purge-leads",
        leads: 0,
        resumes: 0,
        spam: 1,
        identifiers: 0,
        rateLimitWindows: 0,
        mailCounts: 0,
        audit: 0,
        staffTokens: 0,
      }),
    ]);
    expect(await ids()).toEqual([]);
  });

  it("npm run leads -- --purge prints what it deleted", async () => {
    await lead(new Date(Date.now() - (RETENTION.leadMonths * 31 + 2) * DAY_MS), { resume: true });
    const run = () => runInProcess(leads, ["--purge"], { NETLIFY_DB_URL: db.url });
    expect((await run()).stdout).toContain(
      "Purged: 1 leads (1 resumes), 0 spam posts; address hashes and user agents cleared on 0 leads; 0 rate-limit windows, 0 days of mail, resume and booking counts, 0 audit entries, 0 used-up staff sessions, links and challenges.",
    );
    expect((await run()).stdout).toContain("Purged: 0 leads (0 resumes), 0 spam posts;");
  });

  it("records the consent of each post: the page it was sent from and the policy version", async () => {
    // The function logs each post; this test reads the rows.
    jest.spyOn(console, "log").mockImplementation(() => {});
    const response = await post(urlencoded(fetchPost("newsletter")), {
      headers: { referer: "http://localhost:8888/blog/?page=2" },
    });
    expect(response.status).toBe(201);
    const [row] = await db.query<{ page: string; policy_version: string; created_at: Date }>(
      "SELECT page, policy_version, created_at FROM leads WHERE id = $1",
      [(await body(response)).id],
    );
    expect(row).toMatchObject({ page: "/blog/?page=2", policy_version: LEGAL_EFFECTIVE_DATE });
    expect(Date.now() - new Date(row.created_at).getTime()).toBeLessThan(60_000);
    // Another site's address is not a page of ours.
    const foreign = await post(urlencoded(fetchPost("newsletter")), {
      headers: { referer: "https://elsewhere.example/" },
    });
    const [other] = await db.query<{ page: string | null }>("SELECT page FROM leads WHERE id = $1", [
      (await body(foreign)).id,
    ]);
    expect(other.page).toBeNull();
    jest.restoreAllMocks();
  });
});
