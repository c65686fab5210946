/**
 * A person's rights through `npm run leads`: --export prints everything held under an email address and saves
 * their resumes; --erase and --erase-id delete leads, resumes, unsent notifications and mails and record the erasure
 * without the address; --spam lists held posts and --not-spam restores a time-trap post a person sent.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { slotStart } from "../../netlify/lib/booking/availability";
import { Keyring } from "../../netlify/lib/hashing";
import { openLeadStore } from "../../netlify/lib/lead-store";
import { mailboxHash } from "../../netlify/lib/mail/outbox";
import { emailSubject, type PersonalExport } from "../../netlify/lib/personal-data";
import { MIN_FILL_MS } from "../../src/form-definitions";
import { HELD_STATUS } from "../../src/lib/held-posts";
import { docxBytes } from "../form-definitions/support/resume-files";
import { validSubmissions, type Entries } from "../form-definitions/support/valid-submissions";
import { body, multipart, post, urlencoded } from "./support/post";
import { startWebhook, type TestWebhook } from "./support/webhook";
import { by } from "./support/audit";
import { invitedStaff } from "./support/staff-session";
import { describeWithDatabase } from "./support/test-database";
import { runInProcess } from "../support/run-script";
import { leads as leadsCommand } from "../../scripts/leads";

jest.setTimeout(60_000);

const SALT = "test-salt-for-erasures";
const ANA = "ana.silva@example.com";

/** A form's valid entries with `changes` applied (same keys replaced). */
const withValues = (entries: Entries, changes: Record<string, string>): Entries =>
  entries.map(([key, value]) => [key, key in changes ? changes[key] : value]);

async function submit(
  entries: Entries,
  { resume, renderedAgo = 60_000 }: { resume?: Uint8Array; renderedAgo?: number } = {},
) {
  const sent: Entries = [...entries, ["submissionId", randomUUID()], ["renderedAt", String(Date.now() - renderedAgo)]];
  const response = await post(resume ? multipart(sent, { bytes: resume, name: "CV.docx" }) : urlencoded(sent), {
    ip: `192.0.2.${Math.floor(Math.random() * 200) + 1}`,
  });
  // Too quick: held until its sender confirms by mail.
  expect(response.status).toBe(renderedAgo < MIN_FILL_MS ? HELD_STATUS : 201);
  return (await body(response)).id!;
}

describeWithDatabase("a person's data", { emptyBeforeEach: false }, (db) => {
  let workDir: string;
  let webhook: TestWebhook;
  const ids: Record<string, string> = {};

  /** `npm run leads -- …args`, run in this process (runInProcess). */
  const leads = (args: string[], extraEnv: Record<string, string> = {}) =>
    runInProcess(leadsCommand, args, { NETLIFY_DB_URL: db.url, INIT_CWD: workDir, LEAD_HASH_SALT: SALT, ...extraEnv });

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), "personal-data-"));
    webhook = await startWebhook();
    jest.spyOn(console, "log").mockImplementation(() => {});

    // Notifications fail while these are stored, so the leads keep a pending one.
    process.env.LEAD_WEBHOOK_URL = "http://127.0.0.1:9/";
    ids.contact = await submit([
      ...withValues(validSubmissions.contact.entries, { email: ANA }),
      ["landingPath", "/"],
      ["utm_source", "linkedin"],
    ]);
    ids.career = await submit(
      withValues(validSubmissions["career-application"].entries, { email: "Ana.Silva@Example.com" }),
      {
        resume: docxBytes(),
      },
    );
    ids.billing = await submit(withValues(validSubmissions.subscription.entries, { billingEmail: ANA }));
    ids.heldSpam = await submit(withValues(validSubmissions.newsletter.entries, { email: ANA }), { renderedAgo: 500 });
    ids.other = await submit(validSubmissions.contact.entries);
    // Someone else's application with the same file: its bytes are stored once for both.
    ids.otherCareer = await submit(validSubmissions["career-application"].entries, { resume: docxBytes() });
    ids.otherHeld = await submit(validSubmissions.newsletter.entries, { renderedAgo: 500 });
    await submit([...validSubmissions.newsletter.entries, ["bot-field", "I am a bot"]]);
    ids.honeypot = (await db.query<{ id: string }>("SELECT id FROM leads WHERE spam_reason = 'honeypot'"))[0].id;
    delete process.env.LEAD_WEBHOOK_URL;
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await webhook?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it("exports everything held under an address in any case, with the resume as a file", async () => {
    const store = openLeadStore(db.url);
    const rep = await invitedStaff(store, { email: "rep@team.example", name: "Rep One" }, "export-test");
    await store.addReply(
      ids.contact,
      {
        authorId: rep.id,
        authorName: "Rep One",
        authorEmail: rep.email,
        body: "Hi Ana",
      },
      by("reply"),
    );
    const { stdout } = await leads(["--export", "ANA.SILVA@example.com"]);
    const data = JSON.parse(stdout) as PersonalExport;
    expect(data.leads.map((lead) => lead.id).sort()).toEqual([ids.contact, ids.career, ids.heldSpam].sort());
    const career = data.leads.find((lead) => lead.id === ids.career)!;
    expect(career).toMatchObject({
      form: "career-application",
      policyVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      fields: expect.objectContaining({ email: "Ana.Silva@Example.com" }),
      resume: { file: `resume-${ids.career}.docx`, name: "CV.docx" },
      status: "new",
    });
    expect(data.leads.find((lead) => lead.id === ids.heldSpam)!.heldAsSpam).toBe("time-trap");
    // With its newsletter consent and the mail sent about it (none had gone out: no mail server was set).
    const contact = data.leads.find((lead) => lead.id === ids.contact)!;
    expect(contact.subscription).toBeNull();
    // With where the visit that sent it began.
    expect(contact.source).toMatchObject({ source: "linkedin", landing: "/" });
    // With what the team wrote back from the inbox.
    expect(contact.replies).toEqual([
      { from: "Rep One", writtenAt: expect.any(String), text: "Hi Ana", mail: "pending", sentAt: null },
    ]);
    expect(contact.mails).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "confirmation", state: expect.any(String) })]),
    );
    const signUp = data.leads.find((lead) => lead.id === ids.heldSpam)!;
    // Held by the time trap: only the request to confirm it (unsent here: no mail server while it was stored).
    expect(signUp.mails).toEqual([expect.objectContaining({ kind: "confirm-request" })]);
    expect(readdirSync(workDir)).toEqual([`resume-${ids.career}.docx`]);
    expect(new Uint8Array(readFileSync(path.join(workDir, `resume-${ids.career}.docx`)))).toEqual(docxBytes());
    expect(data.erasures).toEqual([]);
    expect(data.newsletterSuppressedSince).toBeNull();
  });

  // "İ" and the Kelvin sign fold to "i" and "k" in a database's lower(): a look-alike domain someone can register.
  it.each(["ana.sİlva@example.com", "ANA.SİLVA@EXAMPLE.COM", "\u212aim@example.com"])(
    "refuses the look-alike address %s for --export and --erase, and touches nothing",
    async (lookAlike) => {
      for (const command of ["--export", "--erase"]) {
        const run = leads([command, lookAlike]);
        await expect(run).rejects.toMatchObject({
          code: 1,
          stdout: "",
          stderr: expect.stringContaining(`${command}: give an email address as the forms accept it`),
        });
      }
      expect(
        await db.query("SELECT id FROM leads WHERE id = ANY($1::uuid[])", [[ids.contact, ids.career]]),
      ).toHaveLength(2);
    },
  );

  it("matches an address in ASCII case only, even where the command's check is bypassed", async () => {
    const store = openLeadStore(db.url);
    const matches = async (email: string) => (await store.leadsOf(emailSubject(email))).map((lead) => lead.id).sort();
    expect(await matches("ANA.SILVA@EXAMPLE.COM")).toEqual([ids.contact, ids.career, ids.billing, ids.heldSpam].sort());
    expect(await matches("ana.sİlva@example.com")).toEqual([]);
    expect(await matches("ANA.SİLVA@EXAMPLE.COM")).toEqual([]);
  });

  it("exports a newsletter sign-up with the times it was confirmed and withdrawn", async () => {
    const reader = "reader@example.org";
    ids.reader = await submit(withValues(validSubmissions.newsletter.entries, { email: reader }));
    const store = openLeadStore(db.url);
    await store.confirmSubscription(ids.reader);
    await store.unsubscribe(ids.reader, mailboxHash(new Keyring([SALT]), reader));
    const { stdout } = await leads(["--export", reader], { INIT_CWD: mkdtempSync(path.join(workDir, "reader-")) });
    const data = JSON.parse(stdout) as PersonalExport;
    const [signUp] = data.leads;
    expect(signUp.subscription).toEqual({
      confirmedAt: expect.stringMatching(/^\d{4}-/),
      unsubscribedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(signUp.mails.map((mail) => mail.kind)).toEqual(["opt-in"]);
    // The keyed hash that keeps the mailbox from opt-in mail is held about it too.
    expect(data.newsletterSuppressedSince).toMatch(/^\d{4}-/);
  });

  it("exports from someone else's lead that names the address (a billing contact) that field and the name beside it only", async () => {
    // Into a folder of its own: the first export saved Ana's resume in workDir.
    const { stdout } = await leads(["--export", ANA], { INIT_CWD: mkdtempSync(path.join(workDir, "again-")) });
    const data = JSON.parse(stdout) as PersonalExport;
    const subscription = Object.fromEntries(validSubmissions.subscription.entries);
    expect(data.mentions).toEqual([
      {
        lead: ids.billing,
        form: "subscription",
        sentAt: expect.any(String),
        fields: { billingEmail: ANA, billingContact: subscription.billingContact },
      },
    ]);
    // Nothing else of that lead: its id once, and none of the subscription's own answers.
    expect(stdout.split(ids.billing)).toHaveLength(2);
    for (const field of ["specialRequests", "currentEHR", "practiceName"]) {
      expect(stdout).not.toContain(subscription[field]);
    }
  });

  it("lists the held spam with its time, form and reason", async () => {
    const { stdout } = await leads(["--spam"]);
    expect(stdout.split("\n")[0]).toMatch(/^created \(UTC\)\s+form\s+name\s+email\s+practice\s+held as\s+id$/);
    expect(stdout).toMatch(new RegExp(`newsletter .*time-trap\\s+${ids.otherHeld}`));
    expect(stdout).toMatch(new RegExp(`newsletter .*honeypot\\s+${ids.honeypot}`));
    expect(stdout).toContain("3 shown, newest first.");
  });

  it("moves a time-trap post a person sent into the leads, notifies and mails its sender as a new sign-up; a honeypot post cannot be", async () => {
    const mailDir = path.join(workDir, "mail");
    const { stdout } = await leads(["--not-spam", ids.otherHeld], {
      LEAD_WEBHOOK_URL: webhook.url,
      MAIL_CATCH_DIR: mailDir,
    });
    expect(stdout).toContain(`Lead ${ids.otherHeld} moved from spam into the leads.`);
    expect(
      await db.query("SELECT spam, spam_reason, notification_state FROM leads WHERE id = $1", [ids.otherHeld]),
    ).toEqual([{ spam: false, spam_reason: null, notification_state: "sent" }]);
    expect(webhook.texts()).toEqual([`New newsletter sign-up (lead ${ids.otherHeld})`]);
    // A newsletter sign-up gets what a new one does: its opt-in mail, to be confirmed (no mail to the team).
    expect(
      await db.query("SELECT kind, state FROM outbox WHERE lead_id = $1 AND kind <> 'confirm-request'", [
        ids.otherHeld,
      ]),
    ).toEqual([{ kind: "opt-in", state: "sent" }]);
    expect(await db.query("SELECT confirmed_at FROM subscriptions WHERE lead_id = $1", [ids.otherHeld])).toEqual([
      { confirmed_at: null },
    ]);
    const [caught] = readdirSync(mailDir);
    expect(readFileSync(path.join(mailDir, caught), "utf8")).toContain("Confirm your subscription");
    await expect(leads(["--not-spam", ids.honeypot])).rejects.toMatchObject({
      stderr: expect.stringContaining("A honeypot post keeps no values, so there is nothing to restore"),
    });
    await expect(leads(["--not-spam", ids.other])).rejects.toMatchObject({
      stderr: expect.stringContaining("That post is a lead already"),
    });
  });

  it("erases an address's leads, resumes and pending notifications, and records it without the address", async () => {
    const { stdout } = await leads(["--erase", ` ${ANA.toUpperCase()} `]);
    // The team's replies go with the lead they answer.
    expect(await db.query("SELECT 1 FROM lead_replies")).toEqual([]);
    // Two leads' webhook notifications, their team mails and confirmations, the held sign-up's request to confirm,
    // and the reply (no mail was sent).
    expect(stdout).toContain("Erased: 3 leads, 1 resumes, 2 pending notifications, 6 unsent mails.");
    expect(stdout).toContain("Cleared the address from 1 other people's leads (that field, and the name beside it).");
    const left = await db.query<{ id: string }>("SELECT id FROM leads ORDER BY id");
    expect(left.map((row) => row.id).sort()).toEqual(
      [ids.billing, ids.other, ids.otherCareer, ids.otherHeld, ids.honeypot, ids.reader].sort(),
    );
    // The subscriber's own lead stays whole, without the billing contact's address.
    const [billing] = await db.query<{ fields: Record<string, unknown> }>("SELECT fields FROM leads WHERE id = $1", [
      ids.billing,
    ]);
    expect(billing.fields).not.toHaveProperty("billingEmail");
    // Nor the billing contact's name: it was theirs too.
    expect(billing.fields).not.toHaveProperty("billingContact");
    expect(billing.fields.email).toBe(Object.fromEntries(validSubmissions.subscription.entries).email);
    // The file stays while another application carries it.
    expect(await db.query("SELECT lead_id FROM resumes")).toEqual([{ lead_id: ids.otherCareer }]);
    expect(await db.query("SELECT sha256 FROM resume_files")).toHaveLength(1);
    const erasures = await db.query<Record<string, unknown>>("SELECT * FROM erasures");
    expect(erasures).toEqual([
      expect.objectContaining({
        leads_deleted: 3,
        resumes_deleted: 1,
        subject_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
    expect(JSON.stringify(erasures).toLowerCase()).not.toContain("ana");
    // Asked again, the export shows nothing held, and that an erasure happened.
    const again = JSON.parse((await leads(["--export", ANA])).stdout) as PersonalExport;
    expect(again.leads).toEqual([]);
    expect(again.mentions).toEqual([]);
    expect(again.erasures).toEqual([{ erasedAt: expect.any(String), leadsDeleted: 3, resumesDeleted: 1 }]);
  });

  it("finds an erasure recorded under the previous secret once LEAD_HASH_SALT has rotated", async () => {
    const rotated = { LEAD_HASH_SALT: "a-new-secret" };
    const withPrevious = { ...rotated, LEAD_HASH_SALT_PREVIOUS: SALT };
    const erasures = async (env: Record<string, string>) =>
      (JSON.parse((await leads(["--export", ANA], env)).stdout) as PersonalExport).erasures;
    expect(await erasures(withPrevious)).toHaveLength(1);
    expect(await erasures(rotated)).toEqual([]);
  });

  it("erases one lead by its id", async () => {
    const { stdout } = await leads(["--erase-id", ids.other]);
    // Its webhook notification, its team mail and its confirmation.
    expect(stdout).toContain("Erased: 1 leads, 0 resumes, 1 pending notifications, 2 unsent mails.");
    expect(await db.query("SELECT id FROM leads WHERE id = $1", [ids.other])).toEqual([]);
    expect(await db.query("SELECT leads_deleted FROM erasures ORDER BY erased_at")).toHaveLength(2);
    // The last application that carried a file takes it with it.
    await leads(["--erase-id", ids.otherCareer]);
    expect(await db.query("SELECT sha256 FROM resume_files")).toEqual([]);
  });

  it("refuses to record an erasure on a production database without LEAD_HASH_SALT", async () => {
    await expect(leads(["--erase", "someone@example.com"], { LEAD_HASH_SALT: "" })).rejects.toMatchObject({
      stderr: expect.stringContaining("LEAD_HASH_SALT is not set"),
    });
    expect(await db.query("SELECT id FROM erasures")).toHaveLength(3);
    await expect(leads(["--export", "not-an-address"])).rejects.toMatchObject({
      stderr: expect.stringContaining("--export: give an email address"),
    });
  });

  it("exports a booked consultation with its slot, and erasing its sender frees the slot", async () => {
    const booker = "booker@example.org";
    const id = await submit(withValues(validSubmissions.consultation.entries, { email: booker }));
    const asked = Object.fromEntries(validSubmissions.consultation.entries);
    const start = slotStart(asked.preferredDate, asked.preferredTime);
    const { stdout } = await leads(["--export", booker], { INIT_CWD: mkdtempSync(path.join(workDir, "booker-")) });
    const [lead] = (JSON.parse(stdout) as PersonalExport).leads;
    expect(lead.consultation).toEqual({ startsAt: start.toISOString(), cancelledAt: null });
    // Opened at each use: the command closes the lead stores it leaves, as its process would on exit.
    const booked = async () => (await openLeadStore(db.url).bookingCalendar(new Date())).booked.has(start.getTime());
    await expect(booked()).resolves.toBe(true);
    await leads(["--erase", booker]);
    expect(await db.query("SELECT 1 FROM consultation_bookings WHERE lead_id = $1", [id])).toEqual([]);
    await expect(booked()).resolves.toBe(false);
  });
});
