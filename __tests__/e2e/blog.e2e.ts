/**
 * The blog's list pages and search in the served build: the search index is fetched only once a visitor types,
 * the search lives in the address (back, forward and shared links), and without JavaScript the categories, the
 * pages and the search box still lead somewhere.
 */
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage } from "./setup/browser";
import { origin } from "./setup/server";
import { posts } from "../support/site-routes";
import { SEARCH_INDEX_PATH } from "../../src/lib/blog-search";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hipaa = posts.find((post) => post.category === "Compliance");
const cardTitles = (page: Page) => page.locator("main article h3, main article h2").allTextContents();

/** Opens a page and counts the requests for the search index from then on. */
async function visit(route: string, options: { javaScriptEnabled?: boolean; width?: number } = {}) {
  const { javaScriptEnabled = true, width = 1280 } = options;
  const { page, errors } = await openPage(browser, { javaScriptEnabled, viewport: { width, height: 900 } });
  const indexFetches: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === SEARCH_INDEX_PATH) indexFetches.push(request.url());
  });
  await page.goto(`${origin}${route}`, { waitUntil: "networkidle" });
  return { page, errors, indexFetches };
}

describe("the blog with JavaScript", () => {
  it("fetches the search index only when the visitor types, and keeps the search in the address", async () => {
    expect(hipaa).toBeDefined();
    const { page, errors, indexFetches } = await visit("/blog/", { width: 375 });
    const firstTitles = await cardTitles(page);
    expect(firstTitles.length).toBeGreaterThan(0);
    expect(indexFetches).toEqual([]);

    await page.getByRole("searchbox", { name: "Search articles" }).pressSequentially("hipaa");
    await page.getByRole("heading", { name: "Search results" }).waitFor({ state: "attached" });
    await page
      .getByRole("status")
      .getByText(/^Showing \d+ articles?$/)
      .waitFor();
    await expect(cardTitles(page)).resolves.toContain(hipaa?.title);
    expect(indexFetches).toHaveLength(1);
    expect(new URL(page.url()).search).toBe("?q=hipaa");

    // To a result and back: the search is still there.
    await page.getByRole("link", { name: hipaa?.title }).click();
    await page.waitForURL(`${origin}/blog/${hipaa?.slug}/`);
    await page.goBack();
    await page.getByRole("heading", { name: "Search results" }).waitFor({ state: "attached" });
    await expect(page.getByRole("searchbox", { name: "Search articles" }).inputValue()).resolves.toBe("hipaa");
    await expect(cardTitles(page)).resolves.toContain(hipaa?.title);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens a shared search link, and says so when nothing matches", async () => {
    const { page, errors } = await visit("/blog/?q=zzz-no-such-topic");
    await page.getByRole("heading", { name: "No articles found" }).waitFor();
    await page.getByRole("button", { name: "Clear search" }).click();
    await page.getByRole("heading", { name: "Articles", exact: true }).waitFor({ state: "attached" });
    expect(new URL(page.url()).search).toBe("");
    expect((await cardTitles(page)).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("goes to a category's own page from its link", async () => {
    const { page, errors } = await visit("/blog/");
    await page.getByRole("navigation", { name: "Category" }).getByRole("link", { name: "Compliance" }).click();
    await page.waitForURL(`${origin}/blog/category/compliance/#articles`);
    // Gatsby changes the address first, then shows the new page.
    await page
      .getByRole("navigation", { name: "Category" })
      .locator('a[aria-current="page"]', { hasText: "Compliance" })
      .waitFor();
    await expect(cardTitles(page)).resolves.toEqual(
      posts.filter((post) => post.category === "Compliance").map((post) => post.title),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the blog without JavaScript", () => {
  it("leads from the category links to each category's page", async () => {
    const { page } = await visit("/blog/", { javaScriptEnabled: false, width: 375 });
    await page.getByRole("navigation", { name: "Category" }).getByRole("link", { name: "Compliance" }).click();
    await page.waitForURL(`${origin}/blog/category/compliance/#articles`);
    await expect(cardTitles(page)).resolves.toEqual(
      posts.filter((post) => post.category === "Compliance").map((post) => post.title),
    );
    await page.context().close();
  });

  it("sends a search to the list's address and answers with the list and a note, never an error", async () => {
    const { page, indexFetches } = await visit("/blog/category/compliance/", { javaScriptEnabled: false });
    await page.getByRole("searchbox", { name: "Search articles" }).fill("hipaa");
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().includes("?q=")),
      page.keyboard.press("Enter"),
    ]);
    expect(response.status()).toBe(200);
    expect(response.url()).toBe(`${origin}/blog/category/compliance/?q=hipaa`);
    await expect(page.getByRole("search").innerText()).resolves.toContain("Searching needs JavaScript");
    expect((await cardTitles(page)).length).toBeGreaterThan(0);
    expect(indexFetches).toEqual([]);
    await page.context().close();
  });
});
