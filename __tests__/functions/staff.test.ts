/**
 * @jest-environment node
 *
 * The staff function (/api/staff/*): nothing about a lead without a live session of an active person, no change
 * from another site, admin routes for admins only; the queues; a lead read in full, worked (status, assignee, notes
 * saved together), answered by mail, marked as spam and back, exported and its resume downloaded, each recorded in
 * the audit log (a reply over a real SMTP server); "not spam"; sign-in attempts limited per network;
 * an enrolment link used once. Passkeys themselves are checked in the browser test, with a virtual authenticator.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Context } from "@netlify/functions";
import { simpleParser } from "mailparser";
import staff from "../../netlify/functions/staff";
import { openLeadStore, type LeadStore } from "../../netlify/lib/lead-store";
import { siteOrigin } from "../../netlify/lib/mail/links";
import type { Route } from "../../netlify/lib/staff/api";
import { adminRoutes } from "../../netlify/lib/staff/admin-routes";
import { SIGN_IN_LIMIT, authRoutes } from "../../netlify/lib/staff/auth-routes";
import { leadRoutes } from "../../netlify/lib/staff/lead-routes";
import { SESSION_COOKIE, newToken, tokenHash } from "../../netlify/lib/staff/session";
import { SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } from "../../netlify/lib/store/staff";
import { forms } from "../../src/form-definitions";
import { REPLY_WITHIN_HOURS } from "../../src/lib/lead-status";
import type { InboxPageJson, LeadJson } from "../../src/lib/staff-api";
import { pdfBytes } from "../form-definitions/support/resume-files";
import { parseCsv } from "./support/csv";
import { signedInStaff } from "./support/staff-session";
import { startSmtp } from "./support/smtp";
import { storeLead } from "./support/stored-lead";
import { describeOnEachDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const SITE = "http://localhost:8888";

type Call = { method?: "GET" | "POST"; cookie?: string; body?: unknown; origin?: string | null; ip?: string };

/** A request to the staff function as a browser on this site makes it (JSON, its Origin on a POST). */
function call(pathname: string, { method = "GET", cookie, body, origin = SITE, ip = "203.0.113.7" }: Call = {}) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (method === "POST") {
    headers["content-type"] = "application/json";
    if (origin !== null) headers.origin = origin;
  }
  const request = new Request(`${SITE}/api/staff${pathname}`, {
    method,
    headers,
    body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
  });
  return staff(request, { ip, requestId: "test" } as Context);
}

/** Every route that needs a session, with a real path (a lead's id where it takes one). */
const guarded = (routes: readonly Route[], leadId: string) =>
  routes
    .filter((route) => route.access !== "anyone")
    .map((route) => ({
      method: route.method,
      pathname: route.path.source
        .replace(/^\^|\$$/g, "")
        .replace(/\\\//g, "/")
        .replace("([^/]+)", leadId),
    }));

describeOnEachDatabase("the staff function", (db) => {
  let store: LeadStore;
  let mailDir: string;

  beforeAll(() => {
    store = openLeadStore(db.url);
    mailDir = mkdtempSync(path.join(tmpdir(), "staff-mail-"));
    process.env.MAIL_CATCH_DIR = mailDir;
    jest.spyOn(console, "log").mockImplementation(() => {});
  });
  afterAll(() => {
    delete process.env.MAIL_CATCH_DIR;
    rmSync(mailDir, { recursive: true, force: true });
  });

  /** A person signed in (enrolled with a stand-in passkey: the function never sees it), as their cookie. */
  const signedIn = (email: string, admin = false) => signedInStaff(store, email, admin);

  const lead = (fields: Record<string, unknown>, formName = "contact", spam = false) =>
    storeLead(store, {
      formName,
      fields,
      spam,
      resume:
        formName === "career-application"
          ? { filename: "My CV.pdf", contentType: "application/pdf", sha256: randomUUID(), content: pdfBytes() }
          : undefined,
    });

  const CONTACT = { name: "Ana Silva", email: "ana@example.org", subject: "ehr-support", message: "Call me\nafter 5." };
  const audit = () =>
    db.query<{ actor: string; action: string; lead_id: string | null }>(
      "SELECT actor, action, lead_id FROM staff_audit ORDER BY id",
    );

  it("answers every endpoint but sign-in with 401 and nothing else, without a live session of an active person", async () => {
    const id = await lead(CONTACT);
    const routes = guarded([...authRoutes, ...leadRoutes, ...adminRoutes], id);
    expect(routes.length).toBeGreaterThan(10);
    const idle = await signedIn("idle@example.com", true);
    const old = await signedIn("old@example.com", true);
    const removed = await signedIn("removed@example.com", true);
    await db.query(
      `UPDATE staff_sessions SET last_seen_at = now() - make_interval(mins => $2 + 1) WHERE token_hash = $1`,
      [tokenHash(idle.session), SESSION_IDLE_MINUTES],
    );
    await db.query(
      `UPDATE staff_sessions SET created_at = now() - make_interval(hours => $2, mins => 1) WHERE token_hash = $1`,
      [tokenHash(old.session), SESSION_MAX_HOURS],
    );
    expect(await store.removeStaff("Removed@Example.com")).toBe(true);
    const cookies = [
      undefined,
      `${SESSION_COOKIE}=${newToken()}`,
      `${SESSION_COOKIE}=`,
      idle.cookie,
      old.cookie,
      removed.cookie,
    ];
    for (const cookie of cookies) {
      for (const { method, pathname } of routes) {
        const response = await call(pathname, { method, cookie, body: { status: "answered", email: "x@example.com" } });
        expect({ method, pathname, cookie, status: response.status }).toEqual({
          method,
          pathname,
          cookie,
          status: 401,
        });
        expect(await response.json()).toEqual({ error: expect.stringContaining("Sign in again") });
        expect(response.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=; .*Max-Age=0`));
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("x-robots-tag")).toContain("noindex");
      }
    }
    expect(await db.query("SELECT status FROM leads")).toEqual([{ status: "new" }]);
    expect(await db.query("SELECT 1 FROM staff_audit")).toEqual([]);
  });

  it("refuses a change from another site, or from a page that hides its origin, and changes nothing", async () => {
    const { cookie } = await signedIn("kim@example.com");
    const id = await lead(CONTACT);
    for (const origin of ["https://evil.example", "null", null]) {
      const response = await call(`/leads/${id}`, { method: "POST", cookie, origin, body: { status: "archived" } });
      expect(response.status).toBe(403);
    }
    expect(await db.query("SELECT status FROM leads")).toEqual([{ status: "new" }]);
  });

  it("answers an address it does not know, or cannot read, with a clear error", async () => {
    const { cookie } = await signedIn("kim@example.com");
    expect((await call("/nothing", { cookie })).status).toBe(404);
    expect((await call("/leads/%E0%A4%A", { cookie })).status).toBe(400);
    const wrongMethod = await call("/leads", { method: "POST", cookie });
    expect([wrongMethod.status, wrongMethod.headers.get("allow")]).toEqual([405, "GET"]);
    expect((await call(`/leads/${randomUUID()}`, { cookie })).status).toBe(404);
  });

  it("shows a lead in full, free text included, and records who read it", async () => {
    const { cookie, member } = await signedIn("kim@example.com");
    const id = await lead(CONTACT);
    await lead({ ...CONTACT, name: "Bot" }, "contact", true);
    const list = await call("/leads", { cookie });
    expect(list.status).toBe(200);
    const { rows, next } = (await list.json()) as { rows: { id: string; person: string }[]; next: string | null };
    expect(rows).toEqual([expect.objectContaining({ id, person: "Ana Silva", formTitle: "contact message" })]);
    expect(next).toBeNull();
    const response = await call(`/leads/${id}`, { cookie });
    const shown = (await response.json()) as LeadJson;
    expect(shown.answers).toContainEqual({ label: "Message", value: "Call me\nafter 5.", long: true });
    expect(shown.answers).toContainEqual({ label: "Full Name", value: "Ana Silva", long: false });
    expect(shown).toMatchObject({ status: "new", assignee: null, notes: [], team: [{ id: member.id, name: "kim" }] });
    expect(shown.answers).toContainEqual({ label: "Subject", value: "EHR Support", long: false });
    expect(await audit()).toEqual([{ actor: "kim@example.com", action: "view-lead", lead_id: id }]);
  });

  it("sets a lead's status, gives it to someone, takes notes, and records each change", async () => {
    const { cookie } = await signedIn("kim@example.com");
    const { member: lee } = await signedIn("lee@example.com");
    const id = await lead(CONTACT);
    const change = async (body: unknown) => {
      const response = await call(`/leads/${id}`, { method: "POST", cookie, body });
      return { status: response.status, body: (await response.json()) as LeadJson & { error?: string } };
    };
    expect((await change({ status: "answered" })).body.status).toBe("answered");
    expect((await change({ assignee: lee.id })).body.assignee).toEqual({ id: lee.id, name: "lee" });
    expect((await change({ note: "  Called back; wants a quote.  " })).body.notes).toEqual([
      { author: "kim", body: "Called back; wants a quote.", createdAt: expect.any(String) },
    ]);
    expect((await change({ assignee: null })).body.assignee).toBeNull();
    for (const bad of [{ status: "done" }, { note: "   " }, { note: "x".repeat(2001) }, {}, { assignee: 7 }]) {
      expect((await change(bad)).status).toBe(400);
    }
    await store.removeStaff("lee@example.com");
    expect((await change({ assignee: lee.id })).status).toBe(404);
    expect((await audit()).map(({ action, lead_id }) => [action, lead_id])).toEqual([
      ["status", id],
      ["assign", id],
      ["note", id],
      ["assign", id],
    ]);
  });

  it("saves a status, an assignee and a note together, or nothing when one of them is wrong", async () => {
    const { cookie } = await signedIn("kim@example.com");
    const { member: lee } = await signedIn("lee@example.com");
    const id = await lead(CONTACT);
    const post = (body: unknown) => call(`/leads/${id}`, { method: "POST", cookie, body });
    expect((await post({ status: "in-progress", assignee: lee.id, note: "   " })).status).toBe(400);
    expect(await db.query("SELECT status, assignee FROM leads")).toEqual([{ status: "new", assignee: null }]);
    const saved = (await (
      await post({ status: "in-progress", assignee: lee.id, note: "Calls Monday" })
    ).json()) as LeadJson;
    expect(saved).toMatchObject({
      status: "in-progress",
      assignee: { id: lee.id, name: "lee" },
      notes: [expect.objectContaining({ body: "Calls Monday" })],
    });
  });

  it("opens on sales leads; job applications and sign-ups have views of their own; mine, nobody's and overdue", async () => {
    const { cookie, member } = await signedIn("kim@example.com");
    const late = await lead(CONTACT);
    await db.query("UPDATE leads SET created_at = now() - make_interval(hours => $2) WHERE id = $1", [
      late,
      REPLY_WITHIN_HOURS + 1,
    ]);
    const mine = await lead({ ...CONTACT, name: "Mine Lead" });
    await store.setAssignee(mine, member.id);
    const applicant = await lead({ fullName: "Job Seeker", email: "job@example.org" }, "career-application");
    const reader = await lead({ email: "reader@example.org" }, "newsletter");
    const list = async (query: string) => (await (await call(`/leads${query}`, { cookie })).json()) as InboxPageJson;
    const ids = async (query: string) => (await list(query)).rows.map((row) => row.id);
    expect(await ids("")).toEqual([mine, late]);
    expect((await list("")).total).toBe(2);
    expect(await ids("?view=applications")).toEqual([applicant]);
    expect(await ids("?view=newsletter")).toEqual([reader]);
    expect(await ids("?who=mine")).toEqual([mine]);
    expect(await ids("?who=unassigned")).toEqual([late]);
    expect(await ids("?overdue=1")).toEqual([late]);
    expect(await ids("?view=applications&overdue=1")).toEqual([]);
    expect(await ids("?order=oldest")).toEqual([late, mine]);
    expect((await list("")).rows[0]).toMatchObject({ email: CONTACT.email, assignee: "kim", glance: [] });
    // A service request shows its priority at a glance, by the option's label.
    const { urgency } = forms["service-request"].fields;
    const [priority] = urgency.options;
    await lead({ fullName: "Urgent Need", urgency: priority.value }, "service-request");
    expect((await list("")).rows[0].glance).toEqual([{ label: urgency.label, value: priority.label, long: false }]);
    for (const bad of ["?view=all", "?who=everyone", "?form=nope"]) {
      expect((await call(`/leads${bad}`, { cookie })).status).toBe(400);
    }
  });

  it("answers a lead by mail: to its sender from the site, Reply-To the rep, in the confirmation's thread", async () => {
    const { cookie } = await signedIn("kim@example.com");
    const id = await lead({ ...CONTACT, name: "Ana Silva" });
    const [confirmation] = await db.query<{ id: string }>(
      "INSERT INTO outbox (lead_id, kind, state, sent_at) VALUES ($1, 'confirmation', 'sent', now()) RETURNING id",
      [id],
    );
    const shown = (await (await call(`/leads/${id}`, { cookie })).json()) as LeadJson;
    expect(shown.replyDraft).toMatch(/^Hello Ana,\n[\s\S]*\nkim$/);
    // Sent to a real SMTP server, as on a deploy.
    const smtp = await startSmtp();
    process.env.SMTP_URL = smtp.url;
    let response: Response;
    try {
      response = await call(`/leads/${id}/reply`, {
        method: "POST",
        cookie,
        body: { reply: "Hello Ana,\n\nThursday at 10 suits us.\n\nKim" },
      });
    } finally {
      delete process.env.SMTP_URL;
      await smtp.close();
    }
    expect(response.status).toBe(200);
    const answered = (await response.json()) as LeadJson;
    expect(answered).toMatchObject({
      status: "answered",
      firstResponseAt: expect.any(String),
      replies: [
        {
          authorName: "kim",
          body: "Hello Ana,\n\nThursday at 10 suits us.\n\nKim",
          mail: { state: "sent", error: null, sentAt: expect.any(String) },
        },
      ],
    });
    expect(smtp.received).toHaveLength(1);
    const [{ envelope, mail }] = smtp.received;
    expect(envelope.to).toEqual(["ana@example.org"]);
    const host = new URL(siteOrigin()).hostname;
    expect({
      to: mail.to && !Array.isArray(mail.to) ? mail.to.text : mail.to,
      replyTo: mail.replyTo?.value[0].address,
      subject: mail.subject,
      inReplyTo: mail.inReplyTo,
      references: mail.references,
    }).toEqual({
      to: "ana@example.org",
      replyTo: "kim@example.com",
      subject: "Re: We received your contact message",
      inReplyTo: `<${confirmation.id}@${host}>`,
      references: `<${confirmation.id}@${host}>`,
    });
    expect(mail.text).toContain("Thursday at 10 suits us.");
    expect((await audit()).map((entry) => entry.action)).toEqual(["view-lead", "reply"]);
  });

  it("keeps a reply whose mail failed, says why, and sends nothing for a lead it cannot answer", async () => {
    const { cookie } = await signedIn("kim@example.com");
    const id = await lead(CONTACT);
    // The mail server refuses it.
    const smtp = await startSmtp();
    smtp.mode = "refuse";
    process.env.SMTP_URL = smtp.url;
    try {
      const failed = (await (
        await call(`/leads/${id}/reply`, { method: "POST", cookie, body: { reply: "Hello" } })
      ).json()) as LeadJson;
      expect(failed.replies).toEqual([
        expect.objectContaining({
          body: "Hello",
          mail: expect.objectContaining({ state: "pending", error: expect.any(String) }),
        }),
      ]);
    } finally {
      delete process.env.SMTP_URL;
      await smtp.close();
    }
    const reply = (leadId: string, body: unknown) => call(`/leads/${leadId}/reply`, { method: "POST", cookie, body });
    expect((await reply(id, { reply: "   " })).status).toBe(400);
    expect((await reply(id, { reply: "x".repeat(10_001) })).status).toBe(400);
    expect((await reply(await lead({ name: "No Address" }), { reply: "Hello" })).status).toBe(409);
    expect((await reply(await lead(CONTACT, "contact", true), { reply: "Hello" })).status).toBe(404);
    expect(await db.query("SELECT count(*)::int AS n FROM lead_replies")).toEqual([{ n: 1 }]);
  });

  it("marks a lead as spam from its page and undoes it, with the count of what is held", async () => {
    const { cookie } = await signedIn("kim@example.com");
    const id = await lead(CONTACT);
    const count = async () => ((await (await call("/spam/count", { cookie })).json()) as { count: number }).count;
    expect(await count()).toBe(0);
    expect((await call(`/leads/${id}/spam`, { method: "POST", cookie })).status).toBe(200);
    expect(await count()).toBe(1);
    expect((await call(`/leads/${id}/spam`, { method: "POST", cookie })).status).toBe(404);
    const spam = (await (await call("/spam", { cookie })).json()) as { id: string; reason: string }[];
    expect(spam).toEqual([expect.objectContaining({ id, reason: "team" })]);
    expect((await call(`/spam/${id}/not-spam`, { method: "POST", cookie })).status).toBe(200);
    expect(await count()).toBe(0);
    expect((await audit()).map((entry) => entry.action)).toEqual(["mark-spam", "not-spam"]);
  });

  it("exports the list's filter as CSV, and says so in the audit log", async () => {
    const { cookie } = await signedIn("kim@example.com");
    const answered = await lead(CONTACT);
    await lead({ ...CONTACT, name: "Ben Ode" });
    await store.setStatus(answered, "answered");
    const response = await call("/export?status=answered", { cookie });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
    const [header, ...rows] = parseCsv((await response.text()).slice(1));
    expect(rows.map((row) => row[header.indexOf("Full Name")])).toEqual(["Ana Silva"]);
    expect(rows[0][header.indexOf("Message")]).toBe("Call me\nafter 5.");
    expect(await audit()).toEqual([{ actor: "kim@example.com", action: "export", lead_id: null }]);
    expect((await call("/export?form=nope", { cookie })).status).toBe(400);
  });

  it("downloads a resume as an attachment under the lead's own file name", async () => {
    const { cookie } = await signedIn("kim@example.com");
    const id = await lead({ fullName: "Ana Silva", email: "ana@example.org" }, "career-application");
    const response = await call(`/leads/${id}/resume`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="resume-${id}.pdf"`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes());
    expect((await call(`/leads/${await lead(CONTACT)}/resume`, { cookie })).status).toBe(404);
  });

  it("lists posts held as spam with their reason, and makes one a lead", async () => {
    const { cookie } = await signedIn("kim@example.com");
    const held = await lead({ ...CONTACT, name: "Real Person" }, "contact", true);
    const spam = (await (await call("/spam", { cookie })).json()) as { id: string; reason: string; person: string }[];
    expect(spam).toEqual([expect.objectContaining({ id: held, reason: "time-trap", person: "Real Person" })]);
    const restored = await call(`/spam/${held}/not-spam`, { method: "POST", cookie });
    expect(restored.status).toBe(200);
    expect(await db.query("SELECT spam FROM leads WHERE id = $1", [held])).toEqual([{ spam: false }]);
    expect((await call(`/spam/${held}/not-spam`, { method: "POST", cookie })).status).toBe(409);
  });

  it("keeps the team, the audit log and erasure to admins", async () => {
    const { cookie } = await signedIn("kim@example.com");
    const admin = await signedIn("boss@example.com", true);
    await lead(CONTACT);
    for (const [method, pathname] of [
      ["GET", "/team"],
      ["POST", "/team"],
      ["POST", "/team/remove"],
      ["GET", "/audit"],
      ["POST", "/erase"],
    ] as const) {
      const response = await call(pathname, { method, cookie, body: { email: "ana@example.org" } });
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 403 });
    }
    expect(await db.query("SELECT count(*)::int AS n FROM leads")).toEqual([{ n: 1 }]);

    const invited = await call("/team", {
      method: "POST",
      cookie: admin.cookie,
      body: { email: "New@Example.com", name: "Nia" },
    });
    expect(await invited.json()).toEqual({ email: "new@example.com", mailed: true });
    const mails = await Promise.all(
      readdirSync(mailDir).map((file) => simpleParser(readFileSync(path.join(mailDir, file)))),
    );
    const invitation = mails.find((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === "new@example.com");
    expect(invitation?.text).toContain(`${siteOrigin()}/staff/enrol/#`);
    const erased = await call("/erase", { method: "POST", cookie: admin.cookie, body: { email: "ana@example.org" } });
    expect(await erased.json()).toMatchObject({ leads: 1 });
    expect(await db.query("SELECT 1 FROM leads")).toEqual([]);
    expect(
      (await call("/team/remove", { method: "POST", cookie: admin.cookie, body: { email: "kim@example.com" } })).status,
    ).toBe(200);
    expect((await call("/leads", { cookie })).status).toBe(401);
    const log = (await (await call("/audit", { cookie: admin.cookie })).json()) as {
      id: string;
      action: string;
      detail: string;
    }[];
    expect(log.map((entry) => entry.action)).toEqual(["remove-staff", "erase", "invite"]);
    const older = (await (await call(`/audit?before=${log[1].id}`, { cookie: admin.cookie })).json()) as typeof log;
    expect(older.map((entry) => entry.action)).toEqual(["invite"]);
    // An erasure is recorded without the address.
    expect(JSON.stringify(log)).not.toContain("ana@example.org");
  });

  it("ends a session on sign-out, on the server", async () => {
    const { cookie } = await signedIn("kim@example.com");
    const out = await call("/sign-out", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await call("/me", { cookie })).status).toBe(401);
    expect(await db.query("SELECT 1 FROM staff_sessions")).toEqual([]);
  });

  it("limits sign-in attempts per network", async () => {
    for (let attempt = 1; attempt <= SIGN_IN_LIMIT.max; attempt++) {
      expect((await call("/sign-in/options", { method: "POST" })).status).toBe(200);
    }
    const refused = await call("/sign-in/options", { method: "POST" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call("/sign-in/options", { method: "POST", ip: "198.51.100.9" })).status).toBe(200);
  });

  it("offers a passkey's creation to an invitation's link once, within its day", async () => {
    const token = newToken();
    await store.inviteStaff(
      { email: "kim@example.com" },
      { tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + 60_000) },
    );
    const options = await call("/enrol/options", { method: "POST", body: { token } });
    expect(await options.json()).toMatchObject({
      email: "kim@example.com",
      options: {
        rp: { id: "localhost" },
        user: { name: "kim@example.com" },
        authenticatorSelection: { residentKey: "required" },
      },
    });
    // A newer invitation voids it; an expired one is gone too.
    const newer = newToken();
    await store.inviteStaff(
      { email: "kim@example.com" },
      { tokenHash: tokenHash(newer), expiresAt: new Date(Date.now() - 1) },
    );
    for (const gone of [token, newer, newToken()]) {
      expect((await call("/enrol/options", { method: "POST", body: { token: gone } })).status).toBe(410);
    }
  });

  it("answers a malformed enrolment 400 before the database, which is down", async () => {
    process.env.NETLIFY_DB_URL = "postgres://postgres@127.0.0.1:1/nothing";
    for (const pathname of ["/enrol/options", "/enrol"]) {
      const refused = await call(pathname, { method: "POST", body: {} });
      expect([pathname, refused.status]).toEqual([pathname, 400]);
      expect(await refused.json()).toEqual({ error: "Give the enrolment link's token." });
    }
    const noPasskey = await call("/enrol", { method: "POST", body: { token: newToken() } });
    expect(noPasskey.status).toBe(400);
    expect(await noPasskey.json()).toEqual({ error: "Give the passkey's response." });
    // A well-formed one meets the database.
    expect((await call("/enrol/options", { method: "POST", body: { token: newToken() } })).status).toBe(503);
  });
});
