/**
 * A practice manager's path on a 390 px phone, in the served build: one tap to call or book from anywhere, a
 * service tier's link opening the quote form with that service and tier chosen (with and without JavaScript),
 * one message per mistake, forms that start within the first screen and a half, and a thank-you page that says
 * what was sent. And on a wide screen, the features the phone keeps behind a toggle.
 */
import type { Browser } from "playwright-core";
import { violations } from "./setup/axe";
import { formReady, launchBrowser, openPage, visitHydrated } from "./setup/browser";
import { freeTimes } from "./setup/free-times";
import { fillConsultationDetails } from "./setup/consultation";
import { origin } from "./setup/server";
import { requiredFields } from "../form-definitions/support/valid-submissions";
import { tierOption } from "../../src/form-definitions/presets";
import { formOptions } from "../../src/form-definitions/options";
import { CONFIRMATIONS } from "../../src/lib/confirmations";
import { slotRange } from "../../src/lib/consultation-hours";
import { FORM_ACTION } from "../../src/lib/form-action";
import services from "../../data/services.json";
import siteConfig from "../../data/site-config.json";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(route: string, { viewport = PHONE, javaScriptEnabled = true } = {}) {
  const { page, errors } = await openPage(browser, { viewport, javaScriptEnabled });
  if (javaScriptEnabled) await visitHydrated(page, `${origin}${route}`);
  else await page.goto(`${origin}${route}`);
  return { page, errors };
}

/** Whether an element is drawn inside the viewport as it is scrolled now (run in the page). */
const inView = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
};

describe("one tap to act, from anywhere on a phone", () => {
  it("the sticky header offers Call and Book a call at the foot of a long page, and the desktop bar does not", async () => {
    const [service] = services;
    const { page, errors } = await visit(`/services/${service.slug}/`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const call = page.getByRole("banner").getByRole("link", { name: `Call ${siteConfig.contact.phone}` });
    const book = page.getByRole("banner").getByRole("link", { name: "Book a call" });
    expect(await call.getAttribute("href")).toBe(`tel:${siteConfig.contact.phoneE164}`);
    expect(await book.getAttribute("href")).toBe("/consultation/");
    expect(await call.evaluate(inView)).toBe(true);
    expect(await book.evaluate(inView)).toBe(true);
    await book.click();
    await page.waitForURL(`${origin}/consultation/`);
    expect(errors).toEqual([]);
    await page.context().close();

    const wide = await visit("/", { viewport: DESKTOP });
    expect(await wide.page.getByRole("banner").getByRole("link", { name: "Book a call" }).isVisible()).toBe(false);
    await wide.page.context().close();
  });
});

describe("a service tier's quote link", () => {
  const service = services[1];
  const tier = service.pricing[0];

  it.each([true, false])(
    "opens the quote form with that service and tier chosen (JavaScript %s), which the visitor can change",
    async (javaScriptEnabled) => {
      const { page } = await visit(`/services/${service.slug}/`, { javaScriptEnabled });
      await page.getByRole("link", { name: `Get Quote for ${tier.tier}` }).click();
      await page.waitForURL(/\/request-quote\/.+#quote-form$/);
      if (javaScriptEnabled) await formReady(page);
      const form = page.locator("#quote-form");
      const label = service.title;
      expect(await form.getByRole("checkbox", { name: label }).isChecked()).toBe(true);
      expect(await form.getByRole("checkbox", { checked: true }).count()).toBe(1);
      const pricingOption = form.getByRole("textbox", { name: /^Pricing Option/ });
      expect(await pricingOption.inputValue()).toBe(tierOption(service, tier.tier));
      // The visitor's own choice wins.
      await form.getByRole("checkbox", { name: label }).uncheck();
      await pricingOption.fill("");
      expect(await form.getByRole("checkbox", { checked: true }).count()).toBe(0);
      await page.context().close();
    },
  );
});

describe("one message per mistake, once the form's script runs", () => {
  it("an empty consultation shows its own message at each required field, and no browser bubble blocks it", async () => {
    const { page } = await visit("/consultation/");
    const form = page.locator("#consultation-form");
    // The browser's checks go off once the form's script runs: they are what a visitor without it gets.
    await form.and(page.locator("[novalidate]")).waitFor();
    let posted = false;
    await page.route(`**${FORM_ACTION}`, async (request) => {
      posted = true;
      await request.abort();
    });
    await page.getByRole("button", { name: "Schedule Consultation" }).click();
    const invalid = form.locator('[aria-invalid="true"]');
    await invalid.first().waitFor();
    const names = await invalid.evaluateAll((controls) => [
      ...new Set(controls.map((control) => (control as HTMLInputElement).name)),
    ]);
    expect([...names].sort()).toEqual([...requiredFields.consultation].sort());
    // The first of them in the page has focus, with its message read through aria-describedby.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe(names[0]);
    expect(posted).toBe(false);
    await page.context().close();
  });
});

describe("forms sooner on a phone", () => {
  it.each([
    ["/consultation/", "#consultation-form"],
    ["/request-quote/", "#quote-form"],
    ["/service-request/", "#service-request-form"],
    ["/subscription/", "#subscription-form"],
    ["/contact/", "#contact-form"],
  ])("%s: the form starts within the first screen and a half", async (route, form) => {
    const { page } = await visit(route);
    const top = await page.locator(form).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThanOrEqual(PHONE.height * 1.5);
    await page.context().close();
  });

  it("a service page links to its pricing and next step, and keeps most features behind a toggle until asked", async () => {
    const [service] = services;
    const { page } = await visit(`/services/${service.slug}/`);
    const contents = page.getByRole("navigation", { name: "On this page" });
    await contents.getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL(/#pricing$/);
    expect(await page.locator("#pricing h2").evaluate(inView)).toBe(true);
    const features = page.locator("#features");
    const toggle = features.getByText(`Show all ${service.features.length} features`);
    expect(await features.getByText(service.features.at(-1)!).isVisible()).toBe(false);
    await toggle.click();
    expect(await features.getByText(service.features.at(-1)!).isVisible()).toBe(true);
    await page.context().close();

    const wide = await visit(`/services/${service.slug}/`, { viewport: DESKTOP });
    expect(await wide.page.locator("#features").getByText(service.features.at(-1)!).isVisible()).toBe(true);
    expect(await wide.page.locator("#features summary").isVisible()).toBe(false);
    await wide.page.context().close();
  });
});

describe("a free time from the top of the consultation form", () => {
  it("the hero's Choose a time leads to the free times, a press fills in day and time, and the form sends them", async () => {
    const { page, errors } = await openPage(browser, { viewport: PHONE });
    // The slot function's answers, from the page's first ask: these times free every day.
    const times = [formOptions.timeSlots[1].value, formOptions.timeSlots[4].value];
    await freeTimes(page, times);
    // The submit function's too: its own answers are tested with the forms, and no lead is stored here.
    let posted: URLSearchParams | undefined;
    await page.route(`**${FORM_ACTION}`, (request) => {
      posted = new URLSearchParams(request.request().postData() ?? "");
      return request.fulfill({
        status: 201,
        contentType: "application/json",
        body: JSON.stringify({ ok: true, id: "x" }),
      });
    });
    await visitHydrated(page, `${origin}/consultation/`);
    await formReady(page);

    await page.getByRole("link", { name: "Choose a time" }).click();
    const picker = page.getByRole("group", { name: "Pick a free time" });
    await picker.waitFor();
    expect(await picker.getByRole("heading").first().evaluate(inView)).toBe(true);
    // The days side by side scroll within the form, never the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const day = picker.getByRole("group").first();
    const time = day.getByRole("button", { name: slotRange(times[1]) });
    const box = (await time.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await time.click();
    expect(await time.getAttribute("aria-pressed")).toBe("true");
    const date = await page.getByLabel(/^Preferred Date/).inputValue();
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await page.getByLabel(/^Preferred Time/).inputValue()).toBe(times[1]);
    expect(await page.locator("#free-times [role=status]").textContent()).toContain(slotRange(times[1]));
    expect(await violations(page)).toEqual([]);

    await fillConsultationDetails(page, "ana.lima@example.com");
    await page.getByRole("button", { name: "Schedule Consultation" }).click();
    await page.waitForURL(`${origin}/thank-you/consultation/`);
    expect([posted?.get("preferredDate"), posted?.get("preferredTime")]).toEqual([date, times[1]]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a confirmation that fits the request", () => {
  it("the consultation's thank-you page repeats the date and time asked for and its promise; the address names only the form", async () => {
    const { page } = await visit("/consultation/");
    await formReady(page);
    // The function's own answers are tested with the forms; here its success is given, so no lead is stored.
    await page.route(`**${FORM_ACTION}`, (request) =>
      request.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ ok: true, id: "x" }) }),
    );
    // And the slot function's: the day asked for has the time free (a day that far is past any booking's horizon).
    await freeTimes(page, [formOptions.timeSlots[0].value]);
    await fillConsultationDetails(page, "ana.lima@example.com");
    await page.getByLabel(/^Preferred Date/).fill("2099-12-01");
    await page.getByLabel(/^Preferred Time/).selectOption({ value: formOptions.timeSlots[0].value });
    await page.getByRole("button", { name: "Schedule Consultation" }).click();
    await page.waitForURL(`${origin}/thank-you/consultation/`);
    await page.getByRole("heading", { name: "Thank You for Your Submission!" }).waitFor();
    const asked = page.locator("dl");
    expect(await asked.textContent()).toContain("December 1, 2099");
    expect(await asked.textContent()).toContain(formOptions.timeSlots[0].label);
    expect(await page.getByText(CONFIRMATIONS.consultation.promise).count()).toBeGreaterThan(0);
    expect(await page.getByText(/until then you are not subscribed/).count()).toBe(0);
    await page.context().close();
  });
});
