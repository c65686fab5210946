/**
 * What keeps a staff member's session to the inbox's own pages, and every use of it on record: a request a browser
 * marks as sent by another origin (a sibling subdomain's page included) is refused by every route, reads and
 * downloads too, and leaves nothing; each read of leads and each change leaves exactly one audit entry, a change
 * in the same statement as its entry; crafted cursors and paging values are refused before the database.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Context } from "@netlify/functions";
import staff from "../../netlify/functions/staff";
import { openLeadStore, type LeadStore } from "../../netlify/lib/lead-store";
import type { NewAuditEntry } from "../../netlify/lib/store/audit";
import { routeInput } from "../../netlify/lib/staff/inputs";
import { INBOX_PAGE_SIZE } from "../../netlify/lib/store/inbox";
import type { InboxPageJson, StaffRouteName } from "../../src/lib/staff-api";
import { pdfBytes } from "../form-definitions/support/resume-files";
import { everyEndpoint, signedInStaff } from "./support/staff-session";
import { storeLead } from "./support/stored-lead";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const SITE = "http://localhost:8888";

type Call = { method?: "GET" | "POST"; cookie?: string; body?: unknown; site?: string; origin?: string };

/** A request as a browser makes it: Fetch Metadata's Sec-Fetch-Site, and an Origin on a POST. */
function call(pathname: string, { method = "GET", cookie, body, site = "same-origin", origin = SITE }: Call = {}) {
  const headers: Record<string, string> = { "sec-fetch-site": site };
  if (cookie) headers.cookie = cookie;
  if (method === "POST") Object.assign(headers, { "content-type": "application/json", origin });
  return staff(
    new Request(`${SITE}/api/staff${pathname}`, {
      method,
      headers,
      body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
    }),
    { ip: "203.0.113.9", requestId: "test" } as Context,
  );
}

describeWithDatabase("the staff function's guards", (db) => {
  let store: LeadStore;
  let mailDir: string;

  beforeAll(() => {
    store = openLeadStore(db.url);
    mailDir = mkdtempSync(path.join(tmpdir(), "staff-guards-mail-"));
    process.env.MAIL_CATCH_DIR = mailDir;
    jest.spyOn(console, "log").mockImplementation(() => {});
  });
  afterAll(() => {
    delete process.env.MAIL_CATCH_DIR;
    rmSync(mailDir, { recursive: true, force: true });
  });

  const CONTACT = { name: "Ana Silva", email: "ana@example.org", subject: "ehr-support", message: "Call me." };
  const actions = async () =>
    (await db.query<{ action: string }>("SELECT action FROM staff_audit ORDER BY id")).map((row) => row.action);

  it("refuses every route, reads and downloads included, to a page of another origin, and records nothing", async () => {
    const admin = await signedInStaff(store, "ada@example.com", true);
    const id = await storeLead(store, {
      formName: "career-application",
      fields: { name: "Ana Silva", email: "ana@example.org" },
      resume: { filename: "cv.pdf", contentType: "application/pdf", sha256: randomUUID(), content: pdfBytes() },
    });
    const before = await db.query("SELECT * FROM leads");
    const routes = everyEndpoint(id);
    // "same-site": a sibling subdomain's page, which the SameSite cookie does not keep out.
    for (const site of ["same-site", "cross-site"]) {
      for (const { method, pathname } of routes) {
        const response = await call(pathname, { method, cookie: admin.cookie, site, body: { status: "archived" } });
        expect([method, pathname, site, response.status]).toEqual([method, pathname, site, 403]);
        expect(response.headers.get("content-disposition")).toBeNull();
      }
    }
    expect(await db.query("SELECT * FROM leads")).toEqual(before);
    expect(await actions()).toEqual([]);
  });

  it("answers the inbox's own pages and an address typed by the person, and a change only with its Origin", async () => {
    const { cookie } = await signedInStaff(store, "kim@example.com");
    const id = await storeLead(store, { fields: CONTACT });
    expect((await call(`/leads/${id}`, { cookie })).status).toBe(200);
    expect((await call(`/leads/${id}`, { cookie, site: "none" })).status).toBe(200);
    const post = (origin: string) => call(`/leads/${id}`, { method: "POST", cookie, origin, body: { note: "Hi" } });
    expect((await post("https://inbox.example.net")).status).toBe(403);
    expect((await post(SITE)).status).toBe(200);
    expect(await actions()).toEqual(["view-lead", "view-lead", "note"]);
  });

  it("leaves exactly one audit entry for each read of leads and each change, and none for a refused one", async () => {
    const { cookie } = await signedInStaff(store, "kim@example.com");
    const id = await storeLead(store, { fields: CONTACT });
    const held = await storeLead(store, { fields: { ...CONTACT, name: "Quick Typist" }, spam: true });
    const steps: [string, Call?][] = [
      ["/leads"],
      ["/leads?q=ana"],
      [`/leads/${id}`],
      [`/leads/${id}`, { method: "POST", body: { status: "in-progress", note: "Called" } }],
      ["/export"],
      ["/spam"],
      [`/leads/${id}/reply`, { method: "POST", body: { reply: "Thank you, Ana." } }],
      [`/leads/${id}/spam`, { method: "POST" }],
      [`/spam/${held}/not-spam`, { method: "POST" }],
      [`/leads/${randomUUID()}`, { method: "POST", body: { status: "archived" } }],
    ];
    const statuses = [];
    for (const [pathname, options] of steps) statuses.push((await call(pathname, { cookie, ...options })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 404]);
    expect(await actions()).toEqual([
      "list-leads",
      "list-leads",
      "view-lead",
      "status",
      "note",
      "export",
      "list-spam",
      "reply",
      "mark-spam",
      "not-spam",
    ]);
    // A search is recorded as one, never by what was searched for (a person's name).
    const details = await db.query<{ detail: string }>("SELECT detail FROM staff_audit WHERE action = 'list-leads'");
    expect(details.map((row) => row.detail)).toEqual(["sales", "sales, search"]);
  });

  it("writes a change and its audit entry together: when the entry cannot be written, nothing changes", async () => {
    const id = await storeLead(store, { fields: CONTACT });
    const unwritable = { actor: null, action: "status" } as unknown as NewAuditEntry;
    await expect(store.setStatus(id, "archived", unwritable)).rejects.toThrow();
    await expect(store.markSpam(id, { ...unwritable, action: "mark-spam" })).rejects.toThrow();
    expect(await db.query("SELECT status, spam FROM leads")).toEqual([{ status: "new", spam: false }]);
    expect(await actions()).toEqual([]);
  });

  it("parses every endpoint's body with its schema before the handler runs: a wrong one is 400 and changes nothing", async () => {
    const admin = await signedInStaff(store, "ada@example.com", true);
    const id = await storeLead(store, { fields: CONTACT });
    const before = { leads: await db.query("SELECT * FROM leads"), audit: await actions() };
    const withBody = everyEndpoint(id).filter(({ name }) => routeInput(name as StaffRouteName).body);
    expect(withBody.length).toBeGreaterThan(0);
    // Every field a body may hold, each of a type none takes.
    const wrong = Object.fromEntries(
      ["token", "response", "name", "status", "assignee", "note", "reply", "host", "action", "start"]
        .concat(["outcome", "email", "admin", "role", "weekly", "day"])
        .map((field) => [field, { not: "this" }]),
    );
    for (const { name, pathname } of withBody) {
      const response = await call(pathname, { method: "POST", cookie: admin.cookie, body: wrong });
      expect([name, response.status]).toEqual([name, 400]);
      expect(((await response.json()) as { error: string }).error).toMatch(/^[A-Z"].+\.$/);
    }
    expect({ leads: await db.query("SELECT * FROM leads"), audit: await actions() }).toEqual(before);
  });

  it("answers 400 to a crafted cursor or paging value, and pages with the cursors it made", async () => {
    const admin = await signedInStaff(store, "ada@example.com", true);
    for (let i = 0; i <= INBOX_PAGE_SIZE; i += 1)
      await storeLead(store, { fields: { ...CONTACT, name: `Person ${i}` } });
    const first = (await (await call("/leads", { cookie: admin.cookie })).json()) as InboxPageJson;
    expect(first.next).not.toBeNull();
    expect((await call(`/leads?after=${first.next}`, { cookie: admin.cookie })).status).toBe(200);
    const cursor = (text: string) => Buffer.from(text).toString("base64url");
    const uuid = randomUUID();
    const crafted = [
      `/leads?after=${cursor(`1|${uuid}`)}`,
      `/leads?after=${cursor(`2026-02-30 10:00:00+00|${uuid}`)}`,
      `/leads?after=${cursor(`2026-11-27 24:00:00+00|${uuid}`)}`,
      `/leads?after=${cursor(`2026-11-27 10:00:00+00|not-a-uuid`)}`,
      `/leads?after=${cursor(`2026-11-27 10:00:00+00|${uuid}|more`)}`,
      `/leads?after=${cursor("'; DROP TABLE leads; --")}`,
      "/leads?after=%F0%9F%98%80",
      "/audit?before=99999999999999999999999999",
      "/audit?before=-1",
      "/audit?before=1.5",
      "/report?weeks=0",
      "/report?weeks=1e3",
    ];
    for (const pathname of crafted) {
      const response = await call(pathname, { cookie: admin.cookie });
      expect([pathname, response.status]).toEqual([pathname, 400]);
      expect(((await response.json()) as { error: string }).error).toEqual(expect.any(String));
    }
    expect(await db.query("SELECT count(*)::int AS n FROM leads")).toEqual([{ n: INBOX_PAGE_SIZE + 1 }]);
  });
});
