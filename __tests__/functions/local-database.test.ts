/**
 * The local Netlify Database emulation (PGlite), which `npm start` and `npm run develop` serve, on every run: the
 * other function tests run on PostgreSQL when TEST_DATABASE_URL is set, as CI runs them, so what the emulation does
 * its own way is checked here. It applies every migration; it serves every connection from one session, one
 * statement at a time, so posts and staff changes sent at once are done in turn, none committing or rolling back
 * another's rows. Its restart on its own files is database-faults.test.ts's.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Context } from "@netlify/functions";
import staff from "../../netlify/functions/staff";
import { openLeadStore } from "../../netlify/lib/lead-store";
import { Rollback, openPool } from "../../netlify/lib/store/sql";
import { FORM_NAMES } from "../../src/form-definitions";
import { SLOT_TIMES } from "../../src/lib/consultation-hours";
import { pdfBytes } from "../form-definitions/support/resume-files";
import { validSubmissions, weekdayInDays, type Entries } from "../form-definitions/support/valid-submissions";
import { body, fetchPost, multipart, post, urlencoded } from "./support/post";
import { signedInStaff } from "./support/staff-session";
import { PGLITE, describeWithDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const MIGRATIONS = path.resolve(__dirname, "../../netlify/database/migrations");

/** Each post from an address of its own, so that the rate limit stays out of the way. */
let address = 0;
const send = (entries: Entries, resume = false) =>
  post(resume ? multipart(entries, { bytes: pdfBytes(), name: "cv.pdf" }) : urlencoded(entries), {
    ip: `198.51.100.${++address}`,
  });
const submissionIdOf = (entries: Entries) => entries.find(([key]) => key === "submissionId")![1];

describeWithDatabase("the local Netlify Database emulation", { backend: PGLITE }, (db) => {
  beforeEach(() => {
    delete process.env.LEAD_WEBHOOK_URL;
    jest.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("applies every migration, and has every table they make", async () => {
    const files = readdirSync(MIGRATIONS).filter((file) => file.endsWith(".sql"));
    const applied = await db.query<{ name: string }>("SELECT name FROM netlify.migrations ORDER BY name");
    expect(applied.map((row) => `${row.name}.sql`)).toEqual(files.sort());
    const made = files.flatMap((file) =>
      [...readFileSync(path.join(MIGRATIONS, file), "utf8").matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/gi)].map(
        (match) => match[1].toLowerCase(),
      ),
    );
    const tables = await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    expect(made.length).toBeGreaterThan(0);
    expect(tables.map((row) => row.tablename)).toEqual(expect.arrayContaining(made));
  });

  it("stores each form's post once and reads it back as sent; the same post again is the same lead", async () => {
    for (const form of FORM_NAMES) {
      const entries = fetchPost(form);
      const first = await send(entries, form === "career-application");
      expect({ form, status: first.status }).toEqual({ form, status: 201 });
      const again = await send(entries, form === "career-application");
      expect((await body(again)).id).toBe((await body(first)).id);
      const rows = await db.query<{ fields: unknown }>("SELECT fields FROM leads WHERE submission_id = $1", [
        submissionIdOf(entries),
      ]);
      expect(rows).toEqual([{ fields: validSubmissions[form].expected }]);
    }
    const [{ resumes }] = await db.query<{ resumes: string }>("SELECT count(*) AS resumes FROM resumes");
    expect(Number(resumes)).toBe(1);
  });

  it("stores posts sent at once in turn: each once, the same one sent twice once, a slot asked twice booked once", async () => {
    const day = weekdayInDays(7);
    const slot = (entries: Entries): Entries =>
      entries.map(([key, value]) =>
        key === "preferredDate" ? [key, day] : key === "preferredTime" ? [key, SLOT_TIMES[0]] : [key, value],
      );
    const twice = fetchPost("newsletter");
    const others = FORM_NAMES.filter((form) => form !== "consultation");
    const answers = await Promise.all([
      send(twice),
      send(twice),
      send(slot(fetchPost("consultation"))),
      send(slot(fetchPost("consultation"))),
      ...others.map((form) => send(fetchPost(form), form === "career-application")),
    ]);
    const [one, two, ...rest] = answers;
    expect([one.status, two.status]).toEqual([201, 201]);
    expect((await body(one)).id).toBe((await body(two)).id);
    // One consultation has the slot; the other is refused and stores nothing.
    expect(
      rest
        .slice(0, 2)
        .map((answer) => answer.status)
        .sort(),
    ).toEqual([201, 409]);
    expect(rest.slice(2).map((answer) => answer.status)).toEqual(others.map(() => 201));
    const stored = await db.query<{ submission_id: string }>("SELECT submission_id FROM leads");
    expect(stored).toHaveLength(1 + 1 + others.length);
    expect(await db.query("SELECT lead_id FROM consultation_bookings")).toHaveLength(1);
  });

  it("holds the one session for a transaction: a statement sent meanwhile waits, and is not rolled back with it", async () => {
    const pool = openPool(db.url);
    try {
      await pool.query("CREATE TABLE turns (name text)");
      let begun: () => void;
      const inTransaction = new Promise<void>((resolve) => (begun = resolve));
      const undone = pool.transaction(async (client) => {
        await client.query("INSERT INTO turns VALUES ('in the transaction')");
        begun();
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Rollback("undone");
      });
      await inTransaction;
      const meanwhile = pool.query("INSERT INTO turns VALUES ('sent meanwhile')");
      await Promise.all([undone, meanwhile]);
      expect(await undone).toBe("undone");
      expect(await db.query("SELECT name FROM turns")).toEqual([{ name: "sent meanwhile" }]);
    } finally {
      await pool.end();
    }
  });

  it("lets one of two admins demoting each other at once succeed, and keeps an admin", async () => {
    const store = openLeadStore(db.url);
    const [ada, ben] = [
      await signedInStaff(store, "ada@example.com", true),
      await signedInStaff(store, "ben@example.com", true),
    ];
    const demote = (cookie: string, email: string) =>
      staff(
        new Request("http://localhost:8888/api/staff/team/role", {
          method: "POST",
          headers: { cookie, origin: "http://localhost:8888", "content-type": "application/json" },
          body: JSON.stringify({ email, role: "staff" }),
        }),
        { ip: "203.0.113.7", requestId: "test" } as Context,
      );
    const answers = await Promise.all([demote(ada.cookie, "ben@example.com"), demote(ben.cookie, "ada@example.com")]);
    // One after the other on the one session: the second finds its caller no admin (403) or itself the last (409).
    const [first, second] = answers.map((answer) => answer.status).sort();
    expect(first).toBe(200);
    expect([403, 409]).toContain(second);
    const roles = await db.query<{ role: string }>("SELECT role FROM staff WHERE active ORDER BY role");
    expect(roles.map((row) => row.role)).toEqual(["admin", "staff"]);
    const audit = await db.query<{ action: string }>("SELECT action FROM staff_audit");
    expect(audit.map((row) => row.action)).toEqual(["set-role"]);
  });
});
