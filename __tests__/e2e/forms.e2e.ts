/**
 * Every form of the site, filled in a real browser as a visitor would, through the real function into the real
 * (local Netlify) database: one stored lead each, with the values typed, read back field by field. And the
 * same without JavaScript, where the form posts natively and the function answers with a redirect.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { violations } from "./setup/axe";
import { launchBrowser, openPage } from "./setup/browser";
import { caughtMail } from "./setup/mail";
import { holdScripts } from "./setup/scripts-held";
import { databaseUrl, origin, root } from "./setup/server";
import { clearPostLimits } from "./setup/post-limits";
import { pastTheTimeTrap } from "./setup/time-trap";
import { FORM_ACTION } from "../../src/lib/form-action";
import { islandFiles, webpackStats } from "../../plugins/scripts-after-paint/page-files";
import { openPool, type SqlPool } from "../../netlify/lib/store/sql";
import { offeredServices } from "../../src/form-definitions";
import plans from "../../data/plans.json";
import addOns from "../../data/add-ons.json";
import priorityLevels from "../../data/priority-levels.json";

type Lead = { form_name: string; fields: Record<string, unknown>; spam: boolean };

let browser: Browser;
let pool: SqlPool;
beforeAll(async () => {
  browser = await launchBrowser();
  pool = openPool(databaseUrl());
  await clearPostLimits(pool);
});
afterAll(async () => {
  await browser?.close();
  await pool?.end();
});

/** A name with an apostrophe, a diaeresis and a non-Latin letter, stored and shown byte for byte. */
const NAME = { first: "Zoë", last: "O'Brien-Łukasz" };
const uniqueEmail = (form: string) => `e2e.${form}.${randomUUID().slice(0, 8)}@example.com`;

async function leadsFor(email: string): Promise<Lead[]> {
  return (await pool.query<Lead>("SELECT form_name, fields, spam FROM leads WHERE fields->>'email' = $1", [email]))
    .rows;
}

/**
 * Opens a form page whose forms count as shown long enough ago for a person to have filled them: the function holds
 * a form sent sooner than MIN_FILL_MS as a bot's (without JavaScript the form sends no time, and the trap is off).
 */
async function visit(path: string, javaScriptEnabled = true) {
  const { page, errors } = await openPage(browser, { javaScriptEnabled });
  if (javaScriptEnabled) await pastTheTimeTrap(page);
  await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
  return { page, errors };
}

/** Sends the form, then waits for the thank-you page. */
async function submit(page: Page, button: string) {
  await page.getByRole("button", { name: button }).click();
  // The form's own thank-you page: /thank-you/<form>/.
  await page.waitForURL(new RegExp(`^${origin}/thank-you/[a-z-]+/$`), { timeout: 15000 });
  await page.getByRole("heading", { name: "Thank You for Your Submission!" }).waitFor();
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel("First Name").fill(NAME.first);
  await page.getByLabel("Last Name").fill(NAME.last);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone Number").fill("(248) 555-0199");
}

async function fillPractice(page: Page, practiceType?: string) {
  await page.getByLabel("Practice Name").fill('Lakeshore "Family" Medicine 🩺');
  if (practiceType) await page.getByLabel("Practice Type").selectOption({ label: practiceType });
  await page.getByLabel("Practice Size").selectOption({ value: "3-5" });
}

/** The mail the served site caught for an address, once the function has sent it (after its answer). */
async function expectOneLead(email: string, form: string, expected: Record<string, unknown>) {
  const leads = await leadsFor(email);
  expect(leads).toHaveLength(1);
  expect(leads[0].form_name).toBe(form);
  expect(leads[0].spam).toBe(false);
  expect(leads[0].fields).toMatchObject(expected);
}

describe("with JavaScript", () => {
  it("the quote request stores one lead with the services chosen and email as the default contact", async () => {
    const email = uniqueEmail("quote");
    const { page, errors } = await visit("/request-quote/");
    await fillContact(page, email);
    await fillPractice(page, "Family Medicine");
    await page.getByRole("checkbox", { name: "Virtual Medical Scribes" }).check();
    await page.getByRole("checkbox", { name: "Revenue Cycle Management" }).check();
    await page
      .getByLabel("Current Challenges")
      .fill("Denials up 12% since the payer's portal changed; we can't keep up.");
    await submit(page, "Request Quote");
    await expectOneLead(email, "quote-request", {
      firstName: NAME.first,
      lastName: NAME.last,
      practiceName: 'Lakeshore "Family" Medicine 🩺',
      practiceType: "family-medicine",
      practiceSize: "3-5",
      services: ["virtual-scribes", "revenue-cycle"],
      currentChallenges: "Denials up 12% since the payer's portal changed; we can't keep up.",
      preferredContact: "email",
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the consultation request stores one lead with the practice type by its label", async () => {
    const email = uniqueEmail("consultation");
    const { page } = await visit("/consultation/");
    await fillContact(page, email);
    await fillPractice(page, "Pediatrics");
    await page.getByLabel("Consultation Type").selectOption({ label: "Revenue Cycle Management" });
    await page.getByRole("radio", { name: "Phone" }).check();
    await submit(page, "Schedule Consultation");
    await expectOneLead(email, "consultation", {
      practiceType: "Pediatrics",
      consultationType: "Revenue Cycle Management",
      contactMethod: "phone",
    });
    await page.context().close();
  });

  it("a form reached by a link inside the site, with no server HTML to hydrate, is rendered and stores one lead", async () => {
    const email = uniqueEmail("consultation-navigated");
    const { page, errors } = await visit("/contact/");
    // Gatsby's router renders the next page in the browser: the form's island is made there, not hydrated.
    await page.getByRole("link", { name: /book a free consultation/i }).click();
    await page.waitForURL(`${origin}/consultation/`);
    // The hidden fields the script adds: React runs the form (Playwright's clock hides the form-ready mark).
    await page.locator('#consultation-form input[name="submissionId"]').waitFor({ state: "attached" });
    await fillContact(page, email);
    await fillPractice(page, "Cardiology");
    await page.getByLabel("Consultation Type").selectOption({ label: "Revenue Cycle Management" });
    await submit(page, "Schedule Consultation");
    await expectOneLead(email, "consultation", { practiceType: "Cardiology" });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a form reached by a link inside the site whose code fails to download comes from the server, ready to post", async () => {
    const { page } = await visit("/contact/");
    // The consultation form's own code, which the contact page's form does not share.
    const publicDir = path.join(root, "public");
    const formCode = (island: string) => islandFiles(webpackStats(publicDir), [island]).forms;
    const contactCode = formCode("contact");
    const consultationOnly = formCode("consultation").filter((file) => !contactCode.includes(file));
    expect(consultationOnly.length).toBeGreaterThan(0);
    await page.route(
      (url) => consultationOnly.includes(url.pathname),
      (route) => route.abort(),
    );
    // A mark of this document, which a reload drops (Playwright's clock hides the navigation's own timing).
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await page.getByRole("link", { name: /book a free consultation/i }).click();
    await page.waitForURL(`${origin}/consultation/`);
    // The page is loaded again from the server, whose form posts natively (as the tests without JavaScript send it:
    // a post here would take one more from this address's rate-limit window, which these tests fill).
    await page.waitForFunction(() => !("beforeReload" in window), undefined, { polling: 100 });
    await page.waitForLoadState("load");
    const form = page.locator("#consultation-form");
    await expect(form.getAttribute("action")).resolves.toBe(FORM_ACTION);
    await page.getByLabel("Consultation Type").selectOption({ label: "Revenue Cycle Management" });
    // React did not take it over: none of the hidden fields its script adds.
    await expect(form.locator('input[name="submissionId"]').count()).resolves.toBe(0);
    await page.context().close();
  });

  it("the subscription stores one lead with its plan and add-ons once the terms are agreed", async () => {
    const email = uniqueEmail("subscription");
    const { page } = await visit("/subscription/");
    const submitButton = page.getByRole("button", { name: "Start Subscription" });
    const [plan, addOn] = [plans.at(-1)!, addOns.at(-1)!];
    await page.getByRole("radio", { name: plan.name }).check();
    await page.getByRole("checkbox", { name: addOn.name }).check();
    await fillContact(page, email);
    await page.getByLabel("Practice Name").fill("Riverside Pediatrics");
    expect(await submitButton.isDisabled()).toBe(true);
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await submit(page, "Start Subscription");
    await expectOneLead(email, "subscription", {
      selectedPlan: plan.id,
      addOnServices: [addOn.id],
      agreedToTerms: true,
    });
    await page.context().close();
  });

  it("the service request, its service picked by a card's Request link, shows its summary and stores one lead", async () => {
    const email = uniqueEmail("service");
    const { page } = await visit("/service-request/");
    const [chosen, urgency] = [offeredServices.at(-1)!, priorityLevels.at(-1)!];
    await page.getByRole("link", { name: `Request ${chosen.title}` }).click();
    await page.waitForURL(new RegExp(`[?&]service=${chosen.slug}`));
    await expect(page.getByLabel("Service Type").inputValue()).resolves.toBe(chosen.slug);
    // The field takes the focus once the form has applied the link's choice, which may come a moment after its value.
    await page.waitForFunction(() => document.activeElement?.getAttribute("name") === "serviceType");
    await expect(page.getByText(chosen.setupTime).first().isVisible()).resolves.toBe(true);
    await page.getByRole("radio", { name: urgency.label }).check();
    await fillContact(page, email);
    await page.getByLabel("Practice Name").fill("Northpoint Urgent Care");
    await page
      .getByLabel("Project Description")
      .fill("Two medical assistants for the flu season, starting next month.");
    await submit(page, "Submit Service Request");
    await expectOneLead(email, "service-request", {
      serviceType: chosen.slug,
      urgency: urgency.id,
      contactMethod: "email",
    });
    await page.context().close();
  });

  it("the newsletter sign-up on the home page stores one lead and says to confirm it from the mail", async () => {
    await clearPostLimits(pool);
    const email = uniqueEmail("newsletter");
    const { page } = await visit("/");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page
      .getByRole("status")
      .getByText(/check your inbox and press the link/)
      .waitFor({ timeout: 15000 });
    await expectOneLead(email, "newsletter", { email });

    await page.context().close();

    // The opt-in mail's link opens a page whose button confirms; until it is pressed, nothing is confirmed. Each
    // of the link pages passes axe (bypassCSP: axe runs as a script).
    const mail = await caughtMail(email);
    const link = /https?:\/\/\S+\?confirm=\S+/.exec(mail.text ?? "")?.[0];
    expect(link?.startsWith(`${origin}/`)).toBe(true);
    const { page: linkPage } = await openPage(browser, { bypassCSP: true });
    const reached = async (heading: string) => {
      await linkPage.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await violations(linkPage)).toEqual([]);
    };
    await linkPage.goto(link!);
    await reached("Confirm your subscription");
    const subscribed = async () =>
      (
        await pool.query(
          `SELECT 1 FROM subscriptions s JOIN leads l ON l.id = s.lead_id
           WHERE l.fields->>'email' = $1 AND s.confirmed_at IS NOT NULL AND s.unsubscribed_at IS NULL`,
          [email],
        )
      ).rows.length === 1;
    expect(await subscribed()).toBe(false);
    await linkPage.getByRole("button", { name: "Confirm my subscription" }).click();
    await reached("You’re subscribed");
    expect(await subscribed()).toBe(true);

    // Its List-Unsubscribe link: a page whose button unsubscribes, then offers to subscribe again.
    const unsubscribe = /<([^>]+)>/.exec(
      mail.headerLines.find((line) => line.key === "list-unsubscribe")?.line ?? "",
    )?.[1];
    expect(unsubscribe?.startsWith(`${origin}/`)).toBe(true);
    await linkPage.goto(unsubscribe!);
    await reached("Unsubscribe from the newsletter");
    await linkPage.getByRole("button", { name: "Unsubscribe" }).click();
    await reached("You’re unsubscribed");
    expect(await subscribed()).toBe(false);
    await linkPage.getByRole("button", { name: "Subscribe again" }).click();
    await reached("You’re subscribed");
    expect(await subscribed()).toBe(true);
    await linkPage.context().close();
  });

  it("a job application sends its resume and stores one lead with the file beside it", async () => {
    // This machine's one address may send only a few resumes a day (RESUMES_PER_NETWORK_PER_DAY): runs of the
    // suite on the same day start afresh.
    await pool.query("DELETE FROM resume_counts WHERE counter LIKE 'network:%'");
    const email = uniqueEmail("career");
    const { page } = await visit("/careers/");
    await page
      .getByRole("button", { name: /Apply Now/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    // A dialog's form is shown when it opens: its time trap starts then, not with the page (whose clock is behind).
    await dialog.waitFor();
    await dialog.getByLabel("Full Name").fill(`${NAME.first} ${NAME.last}`);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Phone").fill("+1 248 555 0100");
    await dialog.getByLabel("Resume/CV").setInputFiles({
      name: "Zoë résumé.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
    });
    await submit(page, "Submit Application");
    await expectOneLead(email, "career-application", { fullName: `${NAME.first} ${NAME.last}` });
    const resumes = await pool.query(
      "SELECT r.filename, r.content_type FROM resumes r JOIN leads l ON l.id = r.lead_id WHERE l.fields->>'email' = $1",
      [email],
    );
    expect(resumes.rows).toEqual([{ filename: "Zoë résumé.pdf", content_type: "application/pdf" }]);
    await page.context().close();
  });

  it("a form whose page is the visit's first, from a campaign link, sends where the visit began", async () => {
    const { page, errors } = await openPage(browser);
    // The form hydrates before Gatsby's app has run: the visit's first page view is kept before it reads it.
    await page.goto(`${origin}/consultation/?utm_source=newsletter&utm_campaign=spring`, { waitUntil: "networkidle" });
    const sent = (name: string) => page.locator(`#consultation-form input[name="${name}"]`).inputValue();
    await expect(sent("landingPath")).resolves.toBe("/consultation/");
    await expect(sent("utm_source")).resolves.toBe("newsletter");
    await expect(sent("utm_campaign")).resolves.toBe("spring");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("the contact form keeps what is typed before its code arrives, checks it with the schema and stores one lead", async () => {
    const email = uniqueEmail("contact");
    const { page, errors } = await openPage(browser);
    await pastTheTimeTrap(page);
    // Scripts arrive late, as on a slow phone: the visitor types into the server's HTML first.
    const release = await holdScripts(page);
    await page.goto(`${origin}/contact/`, { waitUntil: "domcontentloaded" });
    expect(await page.locator('#contact-form input[name="submissionId"]').count()).toBe(0);
    await page.getByLabel("Full Name").fill(`${NAME.first} ${NAME.last}`);
    await page.getByLabel("Email Address").fill("not-an-address@example");
    release();
    // Hydrated in place: the script's hidden fields appear and the typed answers are still there.
    await page.locator('#contact-form input[name="submissionId"]').waitFor({ state: "attached", timeout: 15000 });
    await expect(page.getByLabel("Full Name").inputValue()).resolves.toBe(`${NAME.first} ${NAME.last}`);
    await page.getByRole("button", { name: "Send Message" }).click();
    // The browser lets that address through; the schema does not, and says so at the field.
    await page.getByText("Enter a valid email address, like name@example.com").waitFor();
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Subject").selectOption({ value: "general-inquiry" });
    await page.getByRole("textbox", { name: /^Message/ }).fill("مرحبا — can you review our A/R over 90 days?");
    await submit(page, "Send Message");
    await expectOneLead(email, "contact", {
      name: `${NAME.first} ${NAME.last}`,
      subject: "general-inquiry",
      message: "مرحبا — can you review our A/R over 90 days?",
      contactMethod: "email",
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("without JavaScript", () => {
  it("the contact form posts natively, lands on the thank-you page and stores one lead", async () => {
    const email = uniqueEmail("nojs");
    const { page } = await visit("/contact/", false);
    await page.getByLabel("Full Name").fill("Dr. Ada Nwosu");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Subject").selectOption({ value: "general-inquiry" });
    await page.getByRole("textbox", { name: /^Message/ }).fill("Do you support NextGen?");
    await submit(page, "Send Message");
    expect(page.url()).toBe(`${origin}/thank-you/contact/`);
    await page.getByText("We have received your message.").waitFor();
    await expectOneLead(email, "contact", {
      name: "Dr. Ada Nwosu",
      message: "Do you support NextGen?",
      contactMethod: "email",
    });
    await page.context().close();
  });

  it("a form the browser lets through but the function refuses gets a readable error page that links back", async () => {
    const { page } = await visit("/contact/", false);
    // Past the browser's own checks: an address the schema refuses (no dot in the domain).
    const email = `nojs-${randomUUID().slice(0, 8)}@localhost`;
    await page.getByLabel("Full Name").fill("Dr. Ada Nwosu");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Subject").selectOption({ value: "general-inquiry" });
    await page.getByRole("textbox", { name: /^Message/ }).fill("Hello");
    const [response] = await Promise.all([
      page.waitForNavigation(),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/check your form/i);
    await expect(page.getByRole("link", { name: /back/i }).getAttribute("href")).resolves.toMatch(/\/contact\/$/);
    expect(await leadsFor(email)).toEqual([]);
    await page.context().close();
  });
});

describe("from another site", () => {
  it("a post with another site's Origin is refused with 403 and stores nothing", async () => {
    const email = uniqueEmail("cross-site");
    const response = await fetch(`${origin}${FORM_ACTION}`, {
      method: "POST",
      headers: { origin: "https://evil.example", accept: "application/json" },
      body: new URLSearchParams({ "form-name": "contact", name: "Dr. Ada Nwosu", email, message: "Hello" }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(/only be sent from our own website/);
    expect(await leadsFor(email)).toEqual([]);
  });
});
