/**
 * axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules on every page at a phone and a desktop width, and with the
 * menus and dialogs open: zero violations.
 */
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage } from "./setup/browser";
import { origin } from "./setup/server";
import { allRoutes } from "../support/site-routes";

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const axeSource = require.resolve("axe-core/axe.min.js");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The violations on the page as it is now, one readable line each (rule, impact, first element). */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    return (await axe.run(document, { runOnly: { type: "tag", values: tags } })).violations;
  }, WCAG_TAGS);
  return found.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

async function visit(route: string, width: number) {
  // axe is injected as a script the page's Content-Security-Policy rightly refuses; the other browser tests keep it.
  const { page } = await openPage(browser, { viewport: { width, height: 900 }, bypassCSP: true });
  await page.goto(`${origin}${route}`, { waitUntil: "networkidle" });
  return page;
}

describe.each([375, 1280])("at %i px", (width) => {
  it.each(allRoutes)("%s has no WCAG A or AA violation", async (route) => {
    const page = await visit(route, width);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("open menus and dialogs", () => {
  it("the Services and Get Started menus, open", async () => {
    const page = await visit("/", 1280);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).click();
    expect(await violations(page)).toEqual([]);
    await nav.getByRole("button", { name: "Get Started" }).click();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it("the mobile menu, open", async () => {
    const page = await visit("/", 375);
    await page.getByRole("button", { name: "Open menu" }).click();
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
