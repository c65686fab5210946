/**
 * The served production build in a real browser (every page as it opens: every-page.e2e.ts): unknown addresses
 * answer 404 with the right page, the headers a deploy gives are sent, and the header's menus, a dialog and a form
 * work with the keyboard alone.
 */
import type { Browser } from "playwright-core";
import { launchBrowser, openPage } from "./setup/browser";
import { databaseUrl, origin } from "./setup/server";
import { clearPostLimits } from "./setup/post-limits";
import { pastTheTimeTrap } from "./setup/time-trap";
import { postRoutes } from "../support/site-routes";
import { servedHeaders } from "../support/netlify-rules";
import { openPool } from "../../netlify/lib/store/sql";
import services from "../../data/services.json";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A post's page, whichever posts/ has.
const [[postRoute]] = postRoutes;
/** The first service of the header's menu, which lists them by their order. */
const [firstService] = [...services].sort((a, b) => a.order - b.order);

describe("headers, as npm start serves them", () => {
  it.each(["/", "/contact/", postRoute, "/no-such-page/", "/staff/", "/staff/leads/9b2e1c4a/", "/admin/"])(
    "%s gets every header a deploy gives it",
    async (route) => {
      const response = await fetch(`${origin}${route}`);
      const served = Object.fromEntries(response.headers);
      expect(served).toMatchObject(servedHeaders(route));
    },
  );

  it.each(["/", "/contact/", postRoute, "/no-such-page/"])(
    "%s has its own policy, which runs scripts by hash only",
    async (route) => {
      const page = await (await fetch(`${origin}${route}`)).text();
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page)?.[1] ?? "";
      const scriptSrc = policy.split("; ").find((part) => part.startsWith("script-src ")) ?? "";
      expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(policy).not.toMatch(/unsafe-eval/);
    },
  );
});

describe("unknown addresses", () => {
  it("answer 404 with the 'Unexpected Application Error!' page", async () => {
    const { page } = await openPage(browser);
    const response = await page.goto(`${origin}/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(page.title()).resolves.toContain("Unexpected Application Error!");
    await expect(page.getByText("404 Not Found").isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it("answer an unknown service with 'Service Not Found', status 404 and a way back", async () => {
    const { page } = await openPage(browser);
    const response = await page.goto(`${origin}/services/no-such-service/`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Service Not Found" }).isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Back to Services" }).click();
    await page.waitForURL(`${origin}/services/`);
    await page.context().close();
  });
});

/** Whether a menu's <details> is open: what the browser reports as its summary's expanded state. */
const isOpen = (summary: import("playwright-core").Locator) =>
  summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);

describe("the header, by keyboard alone", () => {
  it("opens the Services menu with Enter, moves with the arrows, closes with Escape and follows a link", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${origin}/`, { waitUntil: "networkidle" });
    const toggle = page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Services" });
    // Tab from the top of the page: skip link, logo, then the Services button.
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Skip to main content");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press("Enter");
    await expect(isOpen(toggle)).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("All Services");
    await page.keyboard.press("ArrowDown");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(firstService.title);
    await page.keyboard.press("Escape");
    await expect(isOpen(toggle)).resolves.toBe(false);
    await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press(" ");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${origin}/services/${firstService.slug}/`);
    await expect(isOpen(toggle)).resolves.toBe(false);
    await page.context().close();
  });

  it("opens the mobile menu on a phone with the keyboard, and closes it when the visitor navigates", async () => {
    const { page } = await openPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto(`${origin}/`, { waitUntil: "networkidle" });
    const focusedName = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim() ?? "",
      );
    // Skip link, logo, Call, Book a call, then the menu button.
    for (let press = 0; press < 5; press++) await page.keyboard.press("Tab");
    await expect(focusedName()).resolves.toBe("Menu");
    const toggle = page.locator("summary", { hasText: "Menu" });
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(isOpen(toggle)).resolves.toBe(true);
    let presses = 0;
    while ((await focusedName()) !== "Get Quote" && presses++ < 30) await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${origin}/request-quote/`);
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(isOpen(toggle)).resolves.toBe(false);
    await page.context().close();
  });
});

describe("dialogs and forms, by keyboard alone", () => {
  /** Presses Tab until `done` says focus arrived, at most `limit` times; returns how many presses it took. */
  async function tabUntil(page: import("playwright-core").Page, done: () => Promise<boolean>, limit = 80) {
    for (let presses = 1; presses <= limit; presses++) {
      await page.keyboard.press("Tab");
      if (await done()) return presses;
    }
    throw new Error(`focus did not arrive in ${limit} Tab presses`);
  }
  const focusedText = (page: import("playwright-core").Page) =>
    page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

  it("opens a job's application dialog with Enter, keeps Tab off the page behind it, and Escape returns focus to Apply Now", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${origin}/careers/`, { waitUntil: "networkidle" });
    await tabUntil(page, async () => /Apply Now/.test(await focusedText(page)));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const insideDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect(insideDialog()).resolves.toBe(true);
    // A modal <dialog> lets Tab go from its last control to the browser's own UI (the page then has no focus), and
    // on to its first control again: never to the page behind it.
    const offThePage = () =>
      dialog.evaluate((element) => element.contains(document.activeElement) || !document.hasFocus());
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press("Tab");
      expect(await offThePage()).toBe(true);
    }
    await tabUntil(page, insideDialog, 2);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect(focusedText(page)).resolves.toMatch(/Apply Now/);
    await page.context().close();
  });

  it("fills and sends the newsletter form from the keyboard, then reads that it needs the mail's link", async () => {
    const { page } = await openPage(browser);
    // Typed as fast as a person could not, but counted as taking them long enough (the function's time trap).
    await pastTheTimeTrap(page);
    await page.goto(`${origin}/blog/`, { waitUntil: "networkidle" });
    // What the form says in place is React's, once it has hydrated the form (its hidden fields are there); before, Enter
    // posts it natively, as the tests without JavaScript do.
    await page.locator('form[action$="/submit-form"] input[name="submissionId"]').waitFor({ state: "attached" });
    await tabUntil(page, () =>
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === "email"),
    );
    const email = `keyboard.${Date.now()}@example.com`;
    await page.keyboard.type(email);
    const pool = openPool(databaseUrl());
    try {
      await clearPostLimits(pool);
      // Enter submits the form.
      await page.keyboard.press("Enter");
      await page
        .getByRole("status")
        .getByText(/check your inbox and press the link/)
        .waitFor({ timeout: 15000 });
      await expect(focusedText(page)).resolves.toMatch(/check your inbox/);
      await page.context().close();
      // The lead reached the local database, once.
      const stored = await pool.query("SELECT id FROM leads WHERE fields->>'email' = $1 AND NOT spam", [email]);
      expect(stored.rows).toHaveLength(1);
    } finally {
      await pool.end();
    }
  });
});
