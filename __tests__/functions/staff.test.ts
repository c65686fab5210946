/**
 * The staff function (/api/staff/*): nothing about a lead without a live session of an active person, no change
 * from another site, admin routes for admins only; the queues; a lead read in full, worked (status, assignee, notes
 * saved together), answered by mail, marked as spam and back, exported and its resume downloaded, each recorded in
 * the audit log (a reply over a real SMTP server); "not spam"; enrolment and sign-in limited per network in a
 * sliding window; an enrolment link used once; passkeys (a software authenticator) that must verify their person;
 * roles as invited and changed, never leaving the team without an admin, two admins' demotions at once included;
 * signing out everywhere; and one audit entry for each of these, a failed or refused attempt included.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Context } from "@netlify/functions";
import { simpleParser } from "mailparser";
import staff, { NO_SUCH_ENDPOINT } from "../../netlify/functions/staff";
import { openLeadStore, type LeadStore } from "../../netlify/lib/lead-store";
import { siteOrigin } from "../../netlify/lib/mail/links";
import { LAST_ADMIN } from "../../netlify/lib/staff/admin-routes";
import { SIGN_IN_LIMIT, UNKNOWN_ACTOR } from "../../netlify/lib/staff/auth-routes";
import { SESSION_COOKIE, newToken, tokenHash } from "../../netlify/lib/staff/session";
import { openPool } from "../../netlify/lib/store/sql";
import { SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } from "../../netlify/lib/store/staff";
import { forms } from "../../src/form-definitions";
import { REPLY_WITHIN_HOURS } from "../../src/lib/lead-status";
import {
  STAFF_NAME_MAX,
  type InboxPageJson,
  type LeadJson,
  type Me,
  type TeamChangeJson,
} from "../../src/lib/staff-api";
import { pdfBytes } from "../form-definitions/support/resume-files";
import { parseCsv } from "./support/csv";
import { SoftwarePasskey } from "./support/passkey-authenticator";
import { everyEndpoint, invitedStaff, signedInStaff } from "./support/staff-session";
import { startSmtp } from "./support/smtp";
import { storeLead } from "./support/stored-lead";
import { by } from "./support/audit";
import { describeWithDatabase, untilSleeping } from "./support/test-database";

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

describeWithDatabase("the staff function", (db, backend) => {
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
    const routes = everyEndpoint(id).filter((route) => route.access !== "anyone");
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
    expect((await store.removeStaff("Removed@Example.com", "tester@example.com")).ok).toBe(true);
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
    expect(await db.query("SELECT action FROM staff_audit")).toEqual([{ action: "remove-staff" }]);
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

  it("has a handler for every endpoint of the route table: each answers by its own rules, not the router's", async () => {
    const id = await lead(CONTACT);
    for (const { name, method, pathname } of everyEndpoint(id)) {
      // A session of its own for each: one of them signs out.
      const { cookie } = await signedIn(`${name.toLowerCase()}@example.com`, true);
      const response = await call(pathname, { method, cookie, body: {} });
      const { error } = (await response.json().catch(() => ({}))) as { error?: string };
      const answered = response.status !== 405 && response.status < 500 && error !== NO_SUCH_ENDPOINT;
      expect({ name, status: response.status, answered }).toEqual({ name, status: response.status, answered: true });
    }
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
    expect(await audit()).toEqual([
      { actor: "kim@example.com", action: "list-leads", lead_id: null },
      { actor: "kim@example.com", action: "view-lead", lead_id: id },
    ]);
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
    await store.removeStaff("lee@example.com", "tester@example.com");
    expect((await change({ assignee: lee.id })).status).toBe(404);
    expect((await audit()).map(({ action, lead_id }) => [action, lead_id])).toEqual([
      ["status", id],
      ["assign", id],
      ["note", id],
      ["assign", id],
      ["remove-staff", null],
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
    await store.setAssignee(mine, member.id, by("assign"));
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

  it("lets a person invited without a name give theirs, once valid, and signs the reply draft with it", async () => {
    const { cookie } = await signedInStaff(store, "lee@example.com", false, false);
    const me = async () => (await (await call("/me", { cookie })).json()) as Me;
    expect(await me()).toMatchObject({ name: "lee", named: false });
    const setName = (name: unknown) => call("/me/name", { method: "POST", cookie, body: { name } });
    for (const bad of ["", "   ", "Lee\nPark", "x".repeat(STAFF_NAME_MAX + 1), 42]) {
      expect((await setName(bad)).status).toBe(400);
    }
    expect(await me()).toMatchObject({ name: "lee", named: false });
    const named = await setName("  Lee Park ");
    expect(named.status).toBe(200);
    expect(await named.json()).toMatchObject({ name: "Lee Park", named: true, email: "lee@example.com" });
    expect(await me()).toMatchObject({ name: "Lee Park", named: true });
    const id = await lead(CONTACT);
    const shown = (await (await call(`/leads/${id}`, { cookie })).json()) as LeadJson;
    expect(shown.replyDraft).toMatch(/\nLee Park$/);
    expect((await audit()).filter((entry) => entry.action === "set-name")).toEqual([
      { actor: "lee@example.com", action: "set-name", lead_id: null },
    ]);
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
    expect((await audit()).map((entry) => entry.action)).toEqual(["mark-spam", "list-spam", "not-spam"]);
  });

  it("exports the list's filter as CSV, and says so in the audit log", async () => {
    const { cookie } = await signedIn("kim@example.com");
    const answered = await lead(CONTACT);
    await lead({ ...CONTACT, name: "Ben Ode" });
    await store.setStatus(answered, "answered", by("status"));
    const response = await call("/export?status=answered", { cookie });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
    const [header, ...rows] = parseCsv((await response.text()).slice(1));
    expect(rows.map((row) => row[header.indexOf("Full Name")])).toEqual(["Ana Silva"]);
    expect(rows[0][header.indexOf("Message")]).toBe("Call me\nafter 5.");
    expect((await audit()).filter((entry) => entry.actor === "kim@example.com")).toEqual([
      { actor: "kim@example.com", action: "export", lead_id: null },
    ]);
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
      ["POST", "/team/role"],
      ["POST", "/team/sign-out"],
      ["GET", "/audit"],
      ["GET", "/report"],
      ["POST", "/erase"],
    ] as const) {
      const response = await call(pathname, { method, cookie, body: { email: "ana@example.org" } });
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 403 });
    }
    expect(await db.query("SELECT count(*)::int AS n FROM leads")).toEqual([{ n: 1 }]);
    expect(await audit()).toEqual([]);

    const invited = await call("/team", {
      method: "POST",
      cookie: admin.cookie,
      body: { email: "New@Example.com", name: "Nia" },
    });
    expect(await invited.json()).toEqual({ email: "new@example.com", role: "staff", mailed: true });
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

  it("limits every enrolment and sign-in request per network, recording each refusal without the network", async () => {
    const passkeyAnswer = { response: { id: "no-such-passkey" } };
    const steps: [string, unknown][] = [
      ["/enrol/options", { token: newToken() }],
      ["/enrol", { token: newToken(), ...passkeyAnswer }],
      ["/sign-in/options", {}],
      ["/sign-in", passkeyAnswer],
    ];
    for (const [index, [pathname, body]] of steps.entries()) {
      const ip = `198.51.100.${index + 1}`;
      for (let attempt = 1; attempt <= SIGN_IN_LIMIT.max; attempt++) {
        expect((await call(pathname, { method: "POST", body, ip })).status).not.toBe(429);
      }
      const refused = await call(pathname, { method: "POST", body, ip });
      expect([pathname, refused.status]).toEqual([pathname, 429]);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMIT.windowSeconds);
      // Another network is not affected.
      expect((await call(pathname, { method: "POST", body, ip: "192.0.2.99" })).status).not.toBe(429);
    }
    const refusals = await db.query<{ actor: string; detail: string }>(
      "SELECT actor, detail FROM staff_audit WHERE action = 'sign-in-refused' ORDER BY id",
    );
    expect(refusals).toEqual(steps.map(() => ({ actor: UNKNOWN_ACTOR, detail: expect.stringMatching(/too many/) })));
    expect(JSON.stringify(await db.query("SELECT * FROM staff_audit"))).not.toMatch(/198\.51\.100|192\.0\.2/);
  });

  it("counts hits in a sliding window: a burst just before a fixed window ends still counts just after it", async () => {
    const limit = { max: 3, windowSeconds: 3 };
    const phase = () => (Date.now() / 1000) % limit.windowSeconds;
    const until = (seconds: number) =>
      new Promise((resolve) =>
        setTimeout(resolve, ((seconds - phase() + limit.windowSeconds) % limit.windowSeconds) * 1000),
      );
    await until(2); // a second before a fixed window ends
    for (let hit = 1; hit <= limit.max; hit++) expect((await store.hitRateLimit("burst", limit)).allowed).toBe(true);
    await until(0.1); // just after it: a fixed window would start afresh
    const after = await store.hitRateLimit("burst", limit);
    expect(after.allowed).toBe(false);
    expect(after.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(after.retryAfterSeconds).toBeLessThanOrEqual(limit.windowSeconds);
    // Two windows later, none of those hits is in the window.
    await db.query("UPDATE rate_limit_hits SET window_start = window_start - make_interval(secs => $1)", [
      2 * limit.windowSeconds,
    ]);
    expect((await store.hitRateLimit("burst", limit)).allowed).toBe(true);
  });

  it("makes and uses passkeys that verified their person, and refuses those that did not, recording each attempt", async () => {
    const token = newToken();
    await invitedStaff(store, { email: "kim@example.com" }, tokenHash(token));
    const device = new SoftwarePasskey(SITE);
    const enrolOptions = async () => {
      const answer = (await (await call("/enrol/options", { method: "POST", body: { token } })).json()) as {
        options: Parameters<SoftwarePasskey["create"]>[0];
      };
      expect(answer.options.authenticatorSelection?.userVerification).toBe("required");
      return answer.options;
    };
    const enrol = async (userVerified: boolean) =>
      call("/enrol", {
        method: "POST",
        body: { token, response: device.create(await enrolOptions(), { userVerified }) },
      });
    const unverified = await enrol(false);
    expect(unverified.status).toBe(400);
    expect(unverified.headers.get("set-cookie")).toBeNull();
    const enrolled = await enrol(true);
    expect(enrolled.status).toBe(200);
    expect(((await enrolled.json()) as Me).email).toBe("kim@example.com");
    expect((await call("/enrol/options", { method: "POST", body: { token } })).status).toBe(410);

    const signInOptions = async () => {
      const options = (await (await call("/sign-in/options", { method: "POST" })).json()) as Parameters<
        SoftwarePasskey["get"]
      >[0];
      expect(options.userVerification).toBe("required");
      return options;
    };
    const signIn = async (passkey: SoftwarePasskey, userVerified = true) =>
      call("/sign-in", { method: "POST", body: { response: passkey.get(await signInOptions(), { userVerified }) } });
    expect((await signIn(device, false)).status).toBe(401);
    const signedInNow = await signIn(device);
    expect(signedInNow.status).toBe(200);
    const cookie = signedInNow.headers.get("set-cookie")!.split(";")[0];
    expect((await call("/me", { cookie })).status).toBe(200);
    expect((await signIn(new SoftwarePasskey(SITE))).status).toBe(401);

    const entries = await db.query<{ actor: string; action: string; detail: string }>(
      "SELECT actor, action, detail FROM staff_audit ORDER BY id",
    );
    expect(entries.map(({ actor, action }) => [actor, action])).toEqual([
      ["kim@example.com", "enrol-failed"],
      ["kim@example.com", "enrol"],
      [UNKNOWN_ACTOR, "enrol-failed"],
      ["kim@example.com", "sign-in-failed"],
      ["kim@example.com", "sign-in"],
      [UNKNOWN_ACTOR, "sign-in-failed"],
    ]);
    expect(entries.filter((entry) => entry.action.endsWith("-failed")).every((entry) => entry.detail)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it("offers a passkey's creation to an invitation's link once, within its day", async () => {
    const token = newToken();
    await invitedStaff(store, { email: "kim@example.com" }, tokenHash(token));
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
      { email: "kim@example.com", role: "staff" },
      { tokenHash: tokenHash(newer), expiresAt: new Date(Date.now() - 1) },
      "tester@example.com",
    );
    for (const gone of [token, newer, newToken()]) {
      expect((await call("/enrol/options", { method: "POST", body: { token: gone } })).status).toBe(410);
    }
  });

  /** An admin's change to the team: its status and answer. */
  const teamCall = async (pathname: string, cookie: string, body: unknown) => {
    const response = await call(pathname, { method: "POST", cookie, body });
    return { status: response.status, body: (await response.json()) as TeamChangeJson & { error?: string } };
  };
  const roles = async () =>
    Object.fromEntries(
      (await db.query<{ email: string; role: string }>("SELECT email, role FROM staff WHERE active")).map((row) => [
        row.email,
        row.role,
      ]),
    );

  it("gives an invitation the role it names: a former admin invited again without it is staff", async () => {
    const boss = await signedIn("boss@example.com", true);
    const invite = (body: unknown) => teamCall("/team", boss.cookie, body);
    expect((await invite({ email: "ada@example.com", admin: true })).body).toMatchObject({ role: "admin" });
    expect((await teamCall("/team/remove", boss.cookie, { email: "ada@example.com" })).status).toBe(200);
    expect((await invite({ email: "ada@example.com" })).body).toMatchObject({
      email: "ada@example.com",
      role: "staff",
    });
    expect((await roles())["ada@example.com"]).toBe("staff");
    // Someone active is given the role named too, either way.
    expect((await invite({ email: "ada@example.com", admin: true })).body.role).toBe("admin");
    expect((await invite({ email: "ada@example.com", admin: false })).body.role).toBe("staff");
    expect((await audit()).map((entry) => entry.action)).toEqual([
      "invite",
      "remove-staff",
      "invite",
      "invite",
      "invite",
    ]);
  });

  it("changes a role from the team page, in the person's open sessions at once", async () => {
    const boss = await signedIn("boss@example.com", true);
    const ada = await signedIn("ada@example.com", true);
    const setRole = (email: string, role: unknown, cookie = boss.cookie) =>
      teamCall("/team/role", cookie, { email, role });
    expect((await call("/team", { cookie: ada.cookie })).status).toBe(200);
    expect(await setRole("Ada@Example.com", "staff")).toEqual({
      status: 200,
      body: { email: "ada@example.com", role: "staff" },
    });
    expect((await call("/team", { cookie: ada.cookie })).status).toBe(403);
    expect(((await (await call("/me", { cookie: ada.cookie })).json()) as Me).role).toBe("staff");
    expect((await setRole("ada@example.com", "admin")).body.role).toBe("admin");
    expect((await call("/team", { cookie: ada.cookie })).status).toBe(200);
    expect((await setRole("ada@example.com", "owner")).status).toBe(400);
    expect((await setRole("boss@example.com", "staff")).status).toBe(400);
    expect((await setRole("nobody@example.com", "staff")).status).toBe(404);
    expect((await audit()).map((entry) => entry.action)).toEqual(["read-team", "set-role", "set-role", "read-team"]);
  });

  it("never leaves the team without an active admin: demoting, removing or re-inviting the last one is refused", async () => {
    const boss = await signedIn("boss@example.com", true);
    await signedIn("kim@example.com");
    const asStaff = await teamCall("/team", boss.cookie, { email: "boss@example.com" });
    expect(asStaff).toEqual({ status: 409, body: { error: LAST_ADMIN } });
    expect(await store.setRole("boss@example.com", "staff", "tester")).toEqual({ ok: false, reason: "last-admin" });
    expect(await store.removeStaff("boss@example.com", "tester")).toEqual({ ok: false, reason: "last-admin" });
    expect(await roles()).toEqual({ "boss@example.com": "admin", "kim@example.com": "staff" });
    // With a second admin, either may go.
    expect((await teamCall("/team/role", boss.cookie, { email: "kim@example.com", role: "admin" })).status).toBe(200);
    expect((await store.setRole("boss@example.com", "staff", "tester")).ok).toBe(true);
    expect(await store.removeStaff("kim@example.com", "tester")).toEqual({ ok: false, reason: "last-admin" });
    expect((await audit()).map((entry) => entry.action)).toEqual(["set-role", "set-role"]);
  });

  it("lets only one of two admins demoting each other at the same moment succeed", async () => {
    const ada = await signedIn("ada@example.com", true);
    const ben = await signedIn("ben@example.com", true);
    const demotions = () =>
      Promise.all([
        teamCall("/team/role", ada.cookie, { email: "ben@example.com", role: "staff" }),
        teamCall("/team/role", ben.cookie, { email: "ada@example.com", role: "staff" }),
      ]);
    let answers: Awaited<ReturnType<typeof demotions>>;
    if (backend.kind === "postgres") {
      // Both demotions start before either ends: the admins' rows are held until both statements wait on them.
      const holder = openPool(db.url);
      const held = holder.query(`DO $$
        BEGIN
          PERFORM id FROM staff WHERE role = 'admin' FOR UPDATE;
          FOR attempt IN 1..500 LOOP
            PERFORM pg_stat_clear_snapshot();
            EXIT WHEN (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock') >= 2;
            PERFORM pg_sleep(0.01);
          END LOOP;
        END $$`);
      await untilSleeping(db);
      answers = await demotions();
      await held;
      await holder.end();
    } else {
      answers = await demotions();
    }
    // Where both run at once (PostgreSQL), the second finds itself the last admin; where one runs after the other
    // (the emulation's one session), the second may already have found its caller no admin.
    const [first, second] = answers.map((answer) => answer.status).sort();
    expect([first, backend.kind === "postgres" ? second === 409 : [403, 409].includes(second)]).toEqual([200, true]);
    expect(Object.values(await roles()).sort()).toEqual(["admin", "staff"]);
    expect((await audit()).map((entry) => entry.action)).toEqual(["set-role"]);
  });

  it("signs a person out everywhere, this session included, and lets an admin sign anyone out", async () => {
    const kim = await signedIn("kim@example.com");
    const boss = await signedIn("boss@example.com", true);
    const lee = await signedIn("lee@example.com");
    const other = newToken();
    await db.query("INSERT INTO staff_sessions (token_hash, staff_id) VALUES ($1, $2)", [
      tokenHash(other),
      kim.member.id,
    ]);
    const everywhere = await call("/sign-out/everywhere", { method: "POST", cookie: kim.cookie });
    expect(everywhere.status).toBe(200);
    expect(await everywhere.json()).toEqual({ ended: 2 });
    expect(everywhere.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    for (const cookie of [kim.cookie, `${SESSION_COOKIE}=${other}`]) {
      expect((await call("/me", { cookie })).status).toBe(401);
    }
    expect(await teamCall("/team/sign-out", boss.cookie, { email: "lee@example.com" })).toEqual({
      status: 200,
      body: { ended: 1 },
    });
    expect((await call("/me", { cookie: lee.cookie })).status).toBe(401);
    expect((await call("/me", { cookie: boss.cookie })).status).toBe(200);
    expect((await teamCall("/team/sign-out", boss.cookie, { email: "nobody@example.com" })).status).toBe(404);
    expect((await teamCall("/team/sign-out", kim.cookie, { email: "boss@example.com" })).status).toBe(401);
    expect(await audit()).toEqual([
      { actor: "kim@example.com", action: "sign-out-everywhere", lead_id: null },
      { actor: "boss@example.com", action: "sign-out-everywhere", lead_id: null },
    ]);
  });

  it("records each read of the team, the audit log and the report once", async () => {
    const boss = await signedIn("boss@example.com", true);
    for (const pathname of ["/team", "/audit", "/report"]) {
      expect((await call(pathname, { cookie: boss.cookie })).status).toBe(200);
    }
    expect(await audit()).toEqual(
      ["read-team", "read-audit", "read-report"].map((action) => ({
        actor: "boss@example.com",
        action,
        lead_id: null,
      })),
    );
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
