/**
 * Every page a visitor can land on, in the served production build, at a phone's and a desktop's width, each opened
 * once: it answers 200, hydrates (React's first render) under the page's own Content-Security-Policy without a
 * console error, has a heading, and has no WCAG 2.0, 2.1 or 2.2 A or AA violation (axe-core); on the desktop, the
 * hero's right half is not empty. `npm run test:content-edits` runs it for the pages a writer's edits make or change
 * (by the test's name: "at <width> px <route> …").
 */
import type { Browser, Page } from "playwright-core";
import { violations } from "./setup/axe";
import { launchBrowser, openPage, visitHydrated } from "./setup/browser";
import { origin } from "./setup/server";
import { allRoutes, thankYouRoutes } from "../support/site-routes";
import services from "../../data/services.json";

const PHONE = 375;
const DESKTOP = 1280;

/** The site's pages, each form's thank-you page, and the quote form as a service's link opens it. */
const routes = [...allRoutes, ...thankYouRoutes, `/request-quote/${services[0].slug}/`];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The only resource a page may fail to load here: the office map's frame, a third-party host this sandbox cannot reach. */
const offline = (error: string) => /Failed to load resource: net::ERR_/.test(error);

/** Whether the band of the page's h1, the hero, holds something sizeable in its right half (run in the page). */
const heroFilled = (page: Page) =>
  page.locator("main h1").evaluate((heading) => {
    const fullWidth = document.documentElement.clientWidth;
    let hero = heading;
    while (hero.parentElement && hero.getBoundingClientRect().width < fullWidth) hero = hero.parentElement;
    return [...hero.querySelectorAll("*")].some((element) => {
      const box = element.getBoundingClientRect();
      return box.width >= 100 && box.height >= 60 && box.left >= fullWidth / 2;
    });
  });

describe.each([PHONE, DESKTOP])("at %i px", (width) => {
  // One page per width, taken from route to route: each visit is still a document of its own (loaded, its scripts
  // run, hydrated), as for a visitor who follows a link in from elsewhere, but a fresh context per visit (a renderer
  // process each) cost more than the visit itself.
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ page, errors } = await openPage(browser, { viewport: { width, height: 900 } }));
  });
  afterAll(() => page?.context().close());
  beforeEach(() => {
    errors.length = 0;
  });

  it.each(routes)("%s loads, hydrates without an error and has no WCAG A or AA violation", async (route) => {
    const response = await visitHydrated(page, `${origin}${route}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("main h1").first().textContent()).resolves.toBeTruthy();
    expect(await violations(page)).toEqual([]);
    // The home page's hero is the whole band, with no half to fill.
    if (width === DESKTOP && route !== "/") expect(await heroFilled(page)).toBe(true);
    expect(errors.filter((error) => !offline(error))).toEqual([]);
  });
});
