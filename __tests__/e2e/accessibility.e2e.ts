/**
 * axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules with the menus and dialogs open, before and after the page's
 * script runs: zero violations. Every page as it opens is checked in every-page.e2e.ts.
 */
import type { Browser } from "playwright-core";
import { violations } from "./setup/axe";
import { launchBrowser, openPage, visitHydrated } from "./setup/browser";
import { origin } from "./setup/server";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(route: string, width: number, { hydrate = true } = {}) {
  const { page } = await openPage(browser, { viewport: { width, height: 900 } });
  if (hydrate) {
    await visitHydrated(page, `${origin}${route}`);
    return page;
  }
  // The static HTML as it is before React takes over: the page's script files never arrive.
  await page.route(/\.js$/, (request) => request.abort());
  await page.goto(`${origin}${route}`);
  return page;
}

describe("open menus and dialogs", () => {
  it("the Services and Get Started menus, open", async () => {
    const page = await visit("/", 1280);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Services" }).click();
    expect(await violations(page)).toEqual([]);
    await nav.locator("summary", { hasText: "Get Started" }).click();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it("the Services and Get Started menus and the mobile menu, opened before the page's script runs", async () => {
    const desktop = await visit("/", 1280, { hydrate: false });
    const nav = desktop.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Services" }).click();
    await nav.locator("summary", { hasText: "Get Started" }).click();
    expect(await violations(desktop)).toEqual([]);
    await desktop.context().close();
    const phone = await visit("/", 375, { hydrate: false });
    await phone.locator("summary", { hasText: "Menu" }).click();
    expect(await violations(phone)).toEqual([]);
    await phone.context().close();
  });

  it("the mobile menu, open", async () => {
    const page = await visit("/", 375);
    await page.locator("summary", { hasText: "Menu" }).click();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it("the job application dialog", async () => {
    const page = await visit("/careers/", 375);
    await page
      .getByRole("button", { name: /Apply Now/ })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it("the full-story dialog of a testimonial", async () => {
    const page = await visit("/testimonials/", 1280);
    await page
      .getByRole("button", { name: /Read full story/ })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it("a form showing its errors", async () => {
    const page = await visit("/request-quote/", 375);
    // The browser's own checks stop an empty form; the schema's messages appear at the fields as well.
    await page.getByRole("button", { name: "Request Quote" }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});
