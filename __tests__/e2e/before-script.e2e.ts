/**
 * The site before and without its script. The header leads to every destination at a phone's and a desktop's width
 * with JavaScript off and on. With the page's scripts held back, then run on a CPU throttled 6× (Lighthouse's mobile
 * preset is 4×), a click or key on each control made before React has taken over does its native thing or is honoured
 * once the script runs, and nothing moves when it does (CLS 0).
 */
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, openPage } from "./setup/browser";
import { origin } from "./setup/server";
import { openWithScriptsHeld } from "./setup/scripts-held";
import { FORM_ACTION } from "../../src/lib/form-action";
import { companyLinks, getStartedLinks } from "../../src/lib/nav-links";
import services from "../../data/services.json";
import siteConfig from "../../data/site-config.json";
import jobs from "../../data/jobs.json";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const serviceDestinations = ["/services/", ...services.map((service) => `/services/${service.slug}/`)];
const getStarted = getStartedLinks.map((link) => link.to);
/** What each width's header leads to: its links, and those of every menu it opens. */
const destinations = {
  1280: ["/", ...serviceDestinations, "/about/", "/blog/", "/client-portal/", ...getStarted],
  375: [
    "/",
    ...serviceDestinations,
    ...getStarted,
    ...companyLinks.map((link) => link.to),
    "/client-portal/",
    "/contact/",
    // The phone bar's Call (its Book a call is the Get Started menu's consultation).
    `tel:${siteConfig.contact.phoneE164}`,
  ],
};

/** Opens each menu the header shows (by its summary, as a visitor would) and collects the links it can see. */
async function headerDestinations(page: Page): Promise<string[]> {
  const header = page.locator("header").first();
  const visibleLinks = () =>
    header.locator("a:visible").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const found = new Set(await visibleLinks());
  const summaries = header.locator("summary:visible");
  for (let index = 0; index < (await summaries.count()); index++) {
    await summaries.nth(index).click();
    for (const href of await visibleLinks()) found.add(href);
    await summaries.nth(index).click();
  }
  return [...found].filter((href): href is string => href !== null).sort();
}

describe("the header, with JavaScript off and on", () => {
  it.each([
    [375, false],
    [375, true],
    [1280, false],
    [1280, true],
  ] as const)("at %i px (JavaScript %s) leads to every destination", async (width, javaScriptEnabled) => {
    const { page } = await openPage(browser, { viewport: { width, height: 800 }, javaScriptEnabled });
    await page.goto(`${origin}/about/`, { waitUntil: "networkidle" });
    await expect(headerDestinations(page)).resolves.toEqual([...new Set(destinations[width])].sort());

    // And a menu's link takes the visitor there, opened from the keyboard.
    const summary = page.locator("header summary:visible").first();
    await summary.focus();
    await page.keyboard.press("Enter");
    const link = page.locator("header details[open] a", { hasText: services[0].title }).first();
    await link.click();
    await page.waitForURL(`${origin}/services/${services[0].slug}/`);
    await page.context().close();
  });
});

/** What Chrome tells assistive technology about the first element `selector` matches: its role and expanded state. */
async function exposed(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
  const expanded = nodes[0].properties?.find((property) => property.name === "expanded");
  return { role: nodes[0].role?.value as string, expanded: expanded?.value.value as boolean | undefined };
}

describe("each menu's toggle, to assistive technology", () => {
  it.each([false, true])(
    "is a disclosure button with its expanded state (JavaScript %s)",
    async (javaScriptEnabled) => {
      const { page } = await openPage(browser, { javaScriptEnabled });
      await page.goto(`${origin}/`, { waitUntil: "networkidle" });
      for (const [name, selector] of [
        ["Services", "nav[aria-label='Main'] > details:first-of-type > summary"],
        ["Get Started", "nav[aria-label='Main'] > details:last-of-type > summary"],
      ]) {
        const summary = page.locator(selector);
        await expect(summary.textContent()).resolves.toBe(name);
        await expect(exposed(page, selector)).resolves.toEqual({ role: "DisclosureTriangle", expanded: false });
        await summary.click();
        await expect(exposed(page, selector)).resolves.toEqual({ role: "DisclosureTriangle", expanded: true });
        await summary.click();
      }
      await page.context().close();
    },
  );
});

/** A page whose scripts are held back (./setup/scripts-held.ts); `hydrated()` waits for React's first render (Gatsby marks it). */
async function beforeScript(route: string, width = 1280) {
  const { page, errors, release } = await openWithScriptsHeld(browser, route, width);
  const isHydrated = () => page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length > 0);
  return {
    page,
    errors,
    /** Asserts the page has not hydrated yet, so the input before it really came before the script. */
    release: async () => {
      await expect(isHydrated()).resolves.toBe(false);
      await release();
      await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
    },
  };
}

const isOpen = (summary: Locator) => summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);

describe("input before the script has taken over (scripts held back, then run on a CPU 6× slower)", () => {
  it("Services, clicked: opens at once, and is a working menu once React runs (Escape closes it)", async () => {
    const { page, release } = await beforeScript("/");
    const services = page.locator("nav[aria-label='Main'] summary", { hasText: "Services" });
    await services.click();
    await expect(page.getByRole("link", { name: "All Services" }).first().isVisible()).resolves.toBe(true);
    await release();
    await expect(isOpen(services)).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await expect(isOpen(services)).resolves.toBe(false);
    await page.context().close();
  });

  it("Get Started, by Enter: opens at once, and closes on a click outside once React runs", async () => {
    const { page, release } = await beforeScript("/");
    const getStarted = page.locator("nav[aria-label='Main'] summary", { hasText: "Get Started" });
    await getStarted.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "Book Consultation" }).first().isVisible()).resolves.toBe(true);
    await release();
    await expect(isOpen(getStarted)).resolves.toBe(true);
    await page.locator("main h1").first().click();
    await expect(isOpen(getStarted)).resolves.toBe(false);
    await page.context().close();
  });

  it("the mobile menu, tapped: opens at once; its link leads on and closes it once React runs", async () => {
    const { page, release } = await beforeScript("/", 375);
    const toggle = page.locator("summary", { hasText: "Menu" });
    await toggle.click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile.isVisible()).resolves.toBe(true);
    await release();
    await mobile.getByRole("link", { name: "Get Quote" }).click();
    await page.waitForURL(`${origin}/request-quote/`);
    await expect(isOpen(toggle)).resolves.toBe(false);
    await page.context().close();
  });

  it("the testimonial carousel's Next: the second quote shows once React runs", async () => {
    const { page, release } = await beforeScript("/");
    const slides = page.locator("[aria-roledescription='slide']");
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slides.nth(0).isVisible()).resolves.toBe(true);
    await release();
    await page.waitForFunction(
      () => getComputedStyle(document.querySelectorAll("[aria-roledescription='slide']")[1]).visibility === "visible",
    );
    await expect(page.getByRole("button", { name: "Show testimonial 2" }).getAttribute("aria-current")).resolves.toBe(
      "true",
    );
    await page.context().close();
  });

  it("an FAQ category and a search typed: both filter the questions once React runs", async () => {
    const { page, release } = await beforeScript("/faq/");
    const filters = page.getByRole("group", { name: "Category" }).getByRole("button");
    const category = filters.nth(1);
    const name = (await category.textContent())!;
    await category.click();
    await release();
    await page.waitForURL(/[?&]category=/);
    await expect(page.getByRole("button", { name, pressed: true }).count()).resolves.toBe(1);
    await page
      .getByRole("status")
      .filter({ hasText: /^Showing \d+ of \d+ questions$/ })
      .waitFor();
    await page.context().close();

    const typed = await beforeScript("/faq/");
    await typed.page.getByRole("searchbox", { name: "Search FAQs" }).fill("hipaa");
    await typed.release();
    await typed.page.waitForURL(/[?&]q=hipaa/);
    await expect(typed.page.getByRole("searchbox", { name: "Search FAQs" }).inputValue()).resolves.toBe("hipaa");
    await typed.page.context().close();
  });

  it("the testimonials' service filter, chosen: the list follows once React runs", async () => {
    const { page, release } = await beforeScript("/testimonials/");
    const select = page.getByLabel("Filter by service");
    const choice = await select.locator("option").nth(1).getAttribute("value");
    await select.selectOption(choice);
    await release();
    await page.waitForURL(new RegExp(`[?&]service=${choice}`));
    await page
      .getByRole("status")
      .filter({ hasText: / testimonials? for / })
      .waitFor();
    await page.context().close();
  });

  it("Apply Now: the job's application dialog opens once React runs", async () => {
    const { page, release } = await beforeScript("/careers/");
    await page.getByRole("button", { name: `Apply Now for ${jobs[0].title}` }).click();
    await release();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: `Apply for ${jobs[0].title}` }).waitFor();
    await page.context().close();
  });

  it("the client portal's Sign In, with what was typed before: the demo dashboard opens once React runs", async () => {
    const { page, release } = await beforeScript("/client-portal/");
    await page.getByLabel("Email address").fill("dr.mitchell@riverside.example.com");
    await page.getByLabel(/^Password/).fill("made-up");
    await page.getByRole("button", { name: "Sign In" }).click();
    await release();
    await page.getByRole("heading", { level: 1, name: /^Welcome back/ }).waitFor();
    await page.context().close();
  });

  it("a form's submit: the browser posts what was typed to the form function, natively", async () => {
    const { page } = await beforeScript("/contact/");
    // The function's answer to a native post is tested with the forms; here the post itself is caught, so this test
    // takes nothing from the address's rate limit, which the form tests of one run fill.
    let posted = "";
    await page.route(`**${FORM_ACTION}`, async (request) => {
      posted = request.request().postData() ?? "";
      await request.fulfill({ status: 303, headers: { location: "/thank-you/" } });
    });
    await page.getByLabel("Full Name").fill("Dr. Ada Nwosu");
    await page.getByLabel("Email Address").fill("ada.nwosu@example.com");
    await page.getByLabel("Subject").selectOption({ value: "general-inquiry" });
    await page.getByRole("textbox", { name: /^Message/ }).fill("Sent before the script ran.");
    await expect(page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length > 0)).resolves.toBe(
      false,
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    // Its scripts are held back too, so the page is ready when its HTML is.
    await page.waitForURL(`${origin}/thank-you/`, { timeout: 15000, waitUntil: "domcontentloaded" });
    const fields = new URLSearchParams(posted);
    expect(fields.get("form-name")).toBe("contact");
    expect(fields.get("email")).toBe("ada.nwosu@example.com");
    expect(fields.get("message")).toBe("Sent before the script ran.");
    await page.context().close();
  });

  it.each([375, 1280])("nothing moves as React takes over the home page at %i px (CLS 0)", async (width) => {
    const { page, release } = await beforeScript("/", width);
    // From here on: the static HTML is parsed and painted, and only React is yet to come.
    await page.evaluate(() => {
      const shifts: number[] = [];
      const add = (entries: PerformanceEntryList) =>
        entries.forEach((entry) => shifts.push((entry as PerformanceEntry & { value: number }).value));
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: "layout-shift" });
      // Every shift so far: those handed to the observer, and those still queued for it.
      (window as unknown as { layoutShifts: () => number[] }).layoutShifts = () => {
        add(observer.takeRecords());
        return shifts;
      };
    });
    const boxes = () =>
      page
        .locator("header a, header summary, main h1, main a")
        .evaluateAll((elements) => elements.map((element) => JSON.stringify(element.getBoundingClientRect())));
    const before = await boxes();
    await release();
    // React has rendered; what it fetches next (data, code) has arrived and been drawn.
    await page.waitForLoadState("networkidle");
    await expect(boxes()).resolves.toEqual(before);
    await expect(
      page.evaluate(() => (window as unknown as { layoutShifts: () => number[] }).layoutShifts()),
    ).resolves.toEqual([]);
    await page.context().close();
  });
});
