/**
 * The staff inbox in Debian's chromium with a virtual authenticator (the DevTools WebAuthn domain): invited by
 * `npm run staff`, a person opens the mailed link, makes a passkey, stays signed in from link to link, finds a contact
 * message in the sales view (a newsletter sign-up in its own), reads it in full, taps to mail or call, works it
 * (status and note saved together; leaving unsaved asks first), replies from its page (the mail caught with its
 * headers), marks it as spam and undoes it, exports it, sees the reply times and a booked consultation's lead (its
 * move and cancel, and the question before cancelling), follows a newsletter link's visit to its lead (its page, its
 * CSV columns, the sources report and the inbox filtered from it), signs out and in again by keyboard;
 * removed, they are refused. Axe finds nothing on any view, at a phone's width and a desktop's.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { promisify } from "node:util";
import type { ParsedMail } from "mailparser";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { violations } from "./setup/axe";
import { launchBrowser } from "./setup/browser";
import { caughtMail, caughtMailWhere } from "./setup/mail";
import { pastTheTimeTrap } from "./setup/time-trap";
import { parseCsv } from "../functions/support/csv";
import { databaseUrl, mailDir, origin, root } from "./setup/server";
import { clearPostLimits } from "./setup/post-limits";
import { FORM_ACTION } from "../../src/lib/form-action";
import { SLOTS_API, dayIn, type SlotDay } from "../../src/lib/consultation-hours";
import { validSubmissions } from "../form-definitions/support/valid-submissions";
import { openPool, type SqlPool } from "../../netlify/lib/store/sql";
import { scriptArgs } from "../support/run-script";

const run = promisify(execFile);
const ADMIN = `e2e.admin.${randomUUID().slice(0, 8)}@example.com`;
const SUCCESSOR = `e2e.successor.${randomUUID().slice(0, 8)}@example.com`;
const SENDER = `e2e.staff.${randomUUID().slice(0, 8)}@example.com`;
const READER = `e2e.reader.${randomUUID().slice(0, 8)}@example.com`;
const BOOKER = `e2e.booker.${randomUUID().slice(0, 8)}@example.com`;
const CAMPAIGN_READER = `e2e.campaign.${randomUUID().slice(0, 8)}@example.com`;
const BOOKER_PRACTICE = `Practice ${randomUUID().slice(0, 8)}`;
const PHONE = "(555) 201-7788";
const MESSAGE = "We see 40 patients a day.\nCould a scribe start next month?";
/** A name of this test only (letters, as the form accepts), so no other test's lead matches. */
const NAME = `Priya ${randomUUID()
  .replace(/[^a-f]/g, "")
  .slice(0, 6)}raman`;

let browser: Browser;
let pool: SqlPool;
let context: BrowserContext;
let page: Page;
let errors: string[];
let leadId: string;

/** `npm run staff` against the served site's database, its mail caught where the site's is. */
const staff = (...args: string[]) =>
  run(process.execPath, scriptArgs("scripts/staff.ts", ...args), {
    cwd: root,
    env: { ...process.env, NETLIFY_DB_URL: databaseUrl(), MAIL_CATCH_DIR: mailDir, SITE_URL: origin },
  });

/** A form sent as the site's form sends it, with JavaScript, long enough after the page appeared. */
async function send(formName: string, fields: Record<string, string>): Promise<string> {
  const body = new URLSearchParams({
    "form-name": formName,
    submissionId: randomUUID(),
    renderedAt: String(Date.now() - 60_000),
    ...fields,
  });
  // The confirmation this test's reply is threaded under is a mail to a sender.
  await clearPostLimits(pool);
  const response = await fetch(`${origin}${FORM_ACTION}`, {
    method: "POST",
    body,
    headers: { accept: "application/json", origin },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const mailedTo = (mail: ParsedMail, address: string) =>
  !!mail.to && !Array.isArray(mail.to) && mail.to.value.some((to) => to.address === address);

async function expectNoViolations(state: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect({ state, width, violations: await violations(page) }).toEqual({ state, width, violations: [] });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  pool = openPool(databaseUrl());
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
    acceptDownloads: true,
  });
  page = await context.newPage();
  errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  leadId = await send("contact", {
    name: NAME,
    email: SENDER,
    phone: PHONE,
    company: "Lakeside Family Practice",
    subject: "virtual-scribes",
    message: MESSAGE,
  });
  await send("newsletter", { email: READER });
  // A consultation booked for the earliest free time.
  const today = (await (await fetch(`${origin}${SLOTS_API}?date=${dayIn(new Date())}`)).json()) as SlotDay;
  const day = (await (await fetch(`${origin}${SLOTS_API}?date=${today.earliest}`)).json()) as SlotDay;
  const slot = day.slots[0] ?? day.next[0];
  await send("consultation", {
    ...Object.fromEntries(validSubmissions.consultation.entries),
    email: BOOKER,
    practiceName: BOOKER_PRACTICE,
    preferredDate: slot.date,
    preferredTime: slot.time,
  });
});

afterAll(async () => {
  await browser?.close();
  // The worker's database serves its next test files too: leave them nothing of this test.
  await pool?.query("DELETE FROM leads WHERE fields->>'email' = ANY($1)", [[SENDER, READER, BOOKER, CAMPAIGN_READER]]);
  await pool?.query("DELETE FROM staff_audit WHERE actor = $1", [ADMIN]);
  await pool?.query("DELETE FROM staff WHERE email = ANY($1)", [[ADMIN, SUCCESSOR]]);
  await pool?.end();
});

it("links the team's mail to the lead's page in the inbox", async () => {
  const team = await caughtMailWhere((mail) => (mail.text ?? "").includes(`lead ${leadId}`), `about lead ${leadId}`);
  expect(team.text).toContain(`Everything they sent, in the inbox: ${origin}/staff/leads/${leadId}/`);
  expect(team.text).not.toContain("40 patients");
});

it("shows the sign-in, and nothing of the leads, to someone not signed in", async () => {
  await page.goto(`${origin}/staff/`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).waitFor();
  expect(await page.getByText(NAME).count()).toBe(0);
  await expectNoViolations("sign-in");
});

it("enrols an invited person's passkey from the mailed link, and signs them in", async () => {
  const { stdout } = await staff("--invite", ADMIN, "--name", "Avery Admin", "--admin");
  const printed = stdout.match(/http\S+\/staff\/enrol\/#\S+/)?.[0];
  const mail = await caughtMail(ADMIN);
  expect(mail.text).toContain(printed);
  await page.goto(printed!);
  await page.getByRole("button", { name: "Create my passkey" }).waitFor();
  // The token leaves the address bar as soon as the page has read it.
  expect(page.url()).toBe(`${origin}/staff/enrol/`);
  await expectNoViolations("enrolment");
  await page.getByRole("button", { name: "Create my passkey" }).click();
  await page.getByText("Welcome, Avery Admin").waitFor();
  // The link works once.
  const again = await page.evaluate(
    async ([url, token]) =>
      (
        await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ token }),
        })
      ).status,
    ["/api/staff/enrol/options", printed!.split("#")[1]],
  );
  expect(again).toBe(410);
  await expect(page.getByRole("link", { name: "Open the leads inbox" }).getAttribute("href")).resolves.toBe("/staff/");
});

it("keeps the person enrolled signed in on every link of the inbox, without asking the function again", async () => {
  const asked: string[] = [];
  const onRequest = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === "/api/staff/me") asked.push(request.url());
  };
  page.on("request", onRequest);
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Leads inbox/ })
    .click();
  await page.waitForURL(`${origin}/staff/`);
  await page.getByRole("link", { name: NAME }).waitFor();
  await page.getByText("Signed in as Avery Admin (admin)").waitFor();
  await page.getByRole("link", { name: "Held as spam" }).click();
  await page.getByRole("heading", { name: "Held as spam" }).waitFor();
  await page.getByRole("link", { name: "Leads", exact: true }).click();
  await page.getByRole("link", { name: NAME }).waitFor();
  expect(await page.getByRole("button", { name: "Sign in with a passkey" }).count()).toBe(0);
  page.off("request", onRequest);
  expect(asked).toEqual([]);
});

it("lists the lead among sales leads, the sign-up in its own view, and offers the sender's address and phone", async () => {
  const row = page.getByRole("row").filter({ hasText: NAME });
  await expect(row.getByText("Lakeside Family Practice").count()).resolves.toBe(1);
  await expect(row.getByText(/^New, waiting/).count()).resolves.toBe(1);
  expect(await page.getByRole("row").filter({ hasText: READER }).count()).toBe(0);
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(row.getByRole("link", { name: SENDER }).getAttribute("href")).resolves.toBe(`mailto:${SENDER}`);
  await expect(row.getByRole("link", { name: PHONE }).isVisible()).resolves.toBe(true);
  // On a phone (the inbox opened there) the first lead, by its name, shows on the first screen under the folded filters.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await row.waitFor();
  const firstLead = page
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
    .first();
  const name = await firstLead.getByRole("link").first().boundingBox();
  expect(name!.y + name!.height).toBeLessThanOrEqual(844);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await row.waitFor();
  await expect(row.getByRole("link", { name: PHONE }).isVisible()).resolves.toBe(false);
  await expectNoViolations("inbox");
  await page.getByRole("button", { name: "Newsletter sign-ups" }).click();
  await page.waitForURL(/view=newsletter/);
  await page.getByRole("row").filter({ hasText: READER }).waitFor();
  await expect(page.getByRole("button", { name: "Newsletter sign-ups" }).getAttribute("aria-pressed")).resolves.toBe(
    "true",
  );
  await page.getByRole("button", { name: "Sales leads" }).click();
  await page.getByLabel("Name, email or practice").fill(`lakeside ${NAME.split(" ")[1].slice(0, 4)}`);
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/q=lakeside/);
  await row.waitFor();
  await row.getByRole("link", { name: NAME }).click();
  await page.waitForURL(`${origin}/staff/leads/${leadId}/`);
  await page.getByRole("heading", { name: `Contact message from ${NAME}` }).waitFor();
  expect(await page.locator("dd", { hasText: "Could a scribe start next month?" }).innerText()).toBe(MESSAGE);
  await expect(page.getByRole("link", { name: `Email ${SENDER}` }).getAttribute("href")).resolves.toBe(
    `mailto:${SENDER}`,
  );
  await expect(page.getByRole("link", { name: `Call ${PHONE}` }).getAttribute("href")).resolves.toBe("tel:5552017788");
  await expectNoViolations("lead");
});

it("asks before leaving unsaved changes, and saves the status and a note together", async () => {
  await page.getByLabel("Status").selectOption("in-progress");
  await page.getByLabel("Add a note").fill("Called back; sending a proposal.");
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "← All leads" }).click();
  expect(asked).toEqual([expect.stringContaining("not saved")]);
  expect(page.url()).toBe(`${origin}/staff/leads/${leadId}/`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Changes saved.").waitFor();
  await page.getByText("Called back; sending a proposal.", { exact: true }).waitFor();
  const stored = await pool.query<{ status: string }>("SELECT status FROM leads WHERE id = $1", [leadId]);
  expect(stored.rows).toEqual([{ status: "in-progress" }]);
});

it("replies from the lead's page: mailed to the sender, Reply-To the rep, in the confirmation's thread", async () => {
  const box = page.getByLabel(`Your reply to ${SENDER}`);
  await expect(box.inputValue()).resolves.toMatch(/^Hello Priya,\n[\s\S]*Avery Admin$/);
  await box.fill("Hello Priya,\n\nA scribe can start on the 1st. Shall we talk on Thursday?\n\nAvery");
  await page.getByRole("button", { name: "Send reply" }).click();
  await page
    .getByRole("list", { name: "Replies sent" })
    .getByText(/Avery Admin, .*: Sent/)
    .waitFor();
  await expectNoViolations("replied");
  const reply = await caughtMailWhere(
    (mail) => mail.subject === "Re: We received your contact message" && mailedTo(mail, SENDER),
    `replying to ${SENDER}`,
  );
  const confirmation = await caughtMailWhere(
    (mail) => mail.subject === "We received your contact message" && mailedTo(mail, SENDER),
    `confirming to ${SENDER}`,
  );
  expect({
    replyTo: reply.replyTo?.value[0].address,
    inReplyTo: reply.inReplyTo,
    references: reply.references,
  }).toEqual({ replyTo: ADMIN, inReplyTo: confirmation.messageId, references: confirmation.messageId });
  expect(reply.text).toContain("A scribe can start on the 1st.");
  const stored = await pool.query<{ status: string; answered: boolean }>(
    "SELECT status, first_response_at IS NOT NULL AS answered FROM leads WHERE id = $1",
    [leadId],
  );
  expect(stored.rows).toEqual([{ status: "answered", answered: true }]);
  await page.getByText(/First answered .* after it came/).waitFor();
});

it("marks the lead as spam and undoes it, the spam view's count following", async () => {
  const spamLink = page.getByRole("link", { name: /^Held as spam/ });
  const before = Number((await spamLink.innerText()).match(/\((\d+)\)/)![1]);
  await page.getByRole("button", { name: "Mark as spam" }).click();
  await page.getByText("Marked as spam: it is out of the inbox.").waitFor();
  await expectNoViolations("marked as spam");
  await page.getByRole("button", { name: "Undo: not spam" }).click();
  await page.getByText("Back in the inbox.").waitFor();
  const stored = await pool.query<{ spam: boolean }>("SELECT spam FROM leads WHERE id = $1", [leadId]);
  expect(stored.rows).toEqual([{ spam: false }]);
  await page.getByRole("link", { name: "← All leads" }).click();
  await page.getByRole("link", { name: `Held as spam (${before})`, exact: true }).waitFor();
});

it("exports the list as CSV, and shows the admin's pages and the consultations without a violation", async () => {
  await page.goto(`${origin}/staff/?status=answered`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export these leads as CSV" }).click(),
  ]);
  const [header, ...rows] = parseCsv(fs.readFileSync(await download.path(), "utf8").slice(1));
  const exported = rows
    .map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])))
    .find((row) => row["Lead id"] === leadId);
  expect(exported).toMatchObject({
    Form: "contact message",
    Status: "Answered",
    "Assigned to": "",
    Replies: "1",
    "Full Name": NAME,
    Message: MESSAGE,
  });
  await page.getByRole("link", { name: "Held as spam" }).click();
  await page.getByRole("heading", { name: "Held as spam" }).waitFor();
  await expectNoViolations("spam");
  await page.getByRole("link", { name: "Team and records" }).click();
  await page
    .getByRole("row")
    .filter({ hasText: ADMIN })
    .getByRole("cell", { name: "Avery Admin", exact: true })
    .waitFor();
  await page.getByRole("cell", { name: "export" }).first().waitFor();
  await expectNoViolations("team");
  await page.getByRole("link", { name: "Reply times" }).click();
  await page.getByRole("heading", { level: 1, name: "Reply times" }).waitFor();
  // This week's row: the lead answered above has a first response, so the median is a time, not a dash.
  const thisWeek = page.getByRole("row").nth(1);
  await expect(thisWeek.getByRole("cell").nth(2).innerText()).resolves.toMatch(/\d+ (min|h|d), of \d+ answered/);
  await expectNoViolations("reply times");
  await page.getByRole("link", { name: "Consultations", exact: true }).click();
  await page.getByRole("heading", { level: 2, name: "Later" }).waitFor();
  await expectNoViolations("consultations");
  // A booked consultation's lead: its booking to move or cancel, and the question before cancelling.
  await page.getByRole("link", { name: new RegExp(BOOKER_PRACTICE) }).click();
  const booking = page.getByRole("region", { name: "The booked consultation" });
  await booking.getByLabel("Day").waitFor();
  await expectNoViolations("a booked consultation");
  await booking.getByRole("button", { name: "Cancel the consultation…" }).click();
  await expectNoViolations("asking before cancelling a consultation");
  await booking.getByRole("button", { name: "Keep it" }).click();
  await page.getByRole("link", { name: "Consultations", exact: true }).click();
  await page.getByRole("link", { name: "Consultation hours" }).click();
  await page.getByRole("group", { name: "Wednesday" }).waitFor();
  await expectNoViolations("consultation hours");
});

it("follows a visit from a newsletter link to its lead: its page, its CSV columns and the sources report", async () => {
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await visitor.newPage();
  await pastTheTimeTrap(tab);
  await tab.goto(`${origin}/?utm_source=newsletter&utm_medium=email&utm_campaign=Winter-2027`);
  // Kept once the page's script has run, before any form.
  await tab.waitForFunction(() => sessionStorage.getItem("first-touch") !== null, undefined, { timeout: 15000 });
  // On to the contact page, in the same tab: a visit.
  await tab.goto(`${origin}/contact/`);
  await tab.locator('#contact-form input[name="utm_campaign"]').waitFor({ state: "attached", timeout: 15000 });
  await tab.getByLabel("Full Name").fill("Noor Haddad");
  await tab.getByLabel("Email Address").fill(CAMPAIGN_READER);
  await tab.getByLabel("Subject").selectOption({ value: "general-inquiry" });
  await tab.getByRole("textbox", { name: /^Message/ }).fill("Saw your winter newsletter.");
  await clearPostLimits(pool);
  await tab.getByRole("button", { name: "Send Message" }).click();
  await tab.waitForURL(`${origin}/thank-you/contact/`, { timeout: 15000 });
  await visitor.close();
  const [{ id }] = (
    await pool.query<{ id: string }>("SELECT id FROM leads WHERE fields->>'email' = $1", [CAMPAIGN_READER])
  ).rows;

  await page.goto(`${origin}/staff/leads/${id}/`);
  await page.getByText("Newsletter · winter-2027", { exact: false }).waitFor();
  await expect(page.getByText(/Landed on \/, /).count()).resolves.toBe(1);

  const { stdout } = await run(process.execPath, scriptArgs("scripts/leads.ts", "--csv"), {
    cwd: root,
    env: { ...process.env, NETLIFY_DB_URL: databaseUrl() },
  });
  const [header, ...rows] = parseCsv(stdout.replace(/^\uFEFF/, ""));
  const row = Object.fromEntries(header.map((name, i) => [name, rows.find((cells) => cells[0] === id)![i]]));
  expect(row).toMatchObject({ Source: "newsletter", Medium: "email", Campaign: "winter-2027", "Landing page": "/" });

  await page.getByRole("link", { name: "Lead sources" }).click();
  const campaign = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: /^Newsletter · winter-2027/ }) });
  const leads = campaign.getByRole("cell").first().getByRole("link");
  await expect(leads.innerText()).resolves.toBe("1");
  await expectNoViolations("lead sources");
  await leads.click();
  await page.getByText("Only leads from: Newsletter · winter-2027 (email)", { exact: false }).waitFor();
  await page.getByRole("link", { name: "Noor Haddad" }).waitFor();
  await expect(page.getByRole("row").count()).resolves.toBe(2);
  await expectNoViolations("the inbox filtered by a source");
});

it("signs out on the server, and in again with the passkey by keyboard", async () => {
  // From the account menu, which its summary opens.
  await page.getByText("Signed in as Avery Admin (admin)").click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).waitFor();
  expect(await page.evaluate(async () => (await fetch("/api/staff/me")).status)).toBe(401);
  await page.getByRole("button", { name: "Sign in with a passkey" }).focus();
  await page.keyboard.press("Enter");
  await page.getByText("Signed in as Avery Admin (admin)").waitFor();
  // Signed in once: the header's link opens the inbox, not a second sign-in.
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Leads inbox/ })
    .click();
  await page.waitForURL(`${origin}/staff/`);
  await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
  expect(await page.getByRole("button", { name: "Sign in with a passkey" }).count()).toBe(0);
  await page.getByRole("link", { name: "Team and records" }).click();
  await page.getByRole("heading", { level: 1, name: "Team and records" }).waitFor();
});

it("refuses a removed person at once, passkey and all", async () => {
  // The inbox never goes without an admin: another one first.
  await staff("--invite", SUCCESSOR, "--admin");
  await staff("--remove", ADMIN);
  await page.getByRole("link", { name: "Leads", exact: true }).click();
  await page.getByText("Your session has ended. Sign in again to continue.").waitFor();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.getByText(/not registered for this inbox/).waitFor();
  expect(errors).toEqual([]);
});
