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
import { blogListPath } from "../../src/lib/blog-pages";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The category of posts/ with the fewest posts (all on its first page) and a post of it.
const postsIn = (category: string) => posts.filter((post) => post.category === category);
const [category] = [...new Set(posts.map((post) => post.category))].sort(
  (a, b) => postsIn(a).length - postsIn(b).length,
);
const target = postsIn(category)[0];
const titlesWith = (word: string) => posts.filter((post) => post.title.toLowerCase().includes(word)).length;
/** The word of its title that the fewest titles share, so its results fit on one page. */
const term = target.title
  .toLowerCase()
  .split(/[^a-z]+/)
  .filter((word) => word.length >= 5)
  .sort((a, b) => titlesWith(a) - titlesWith(b))[0];
const categoryList = `${origin}${blogListPath(category)}`;
/** The titles of a category's posts, in any order (its page shows them newest first). */
const titlesIn = (name: string) =>
  postsIn(name)
    .map((post) => post.title)
    .sort();
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
    const { page, errors, indexFetches } = await visit("/blog/", { width: 375 });
    const firstTitles = await cardTitles(page);
    expect(firstTitles.length).toBeGreaterThan(0);
    expect(indexFetches).toEqual([]);

    await page.getByRole("searchbox", { name: "Search articles" }).pressSequentially(term);
    await page.getByRole("heading", { name: "Search results" }).waitFor({ state: "attached" });
    await page
      .getByRole("status")
      .getByText(/^Showing \d+ articles?$/)
      .waitFor();
    await expect(cardTitles(page)).resolves.toContain(target.title);
    expect(indexFetches).toHaveLength(1);
    expect(new URL(page.url()).search).toBe(`?q=${term}`);

    // To a result and back: the search is still there.
    await page.getByRole("link", { name: target.title }).click();
    await page.waitForURL(`${origin}/blog/${target.slug}/`);
    await page.goBack();
    await page.getByRole("heading", { name: "Search results" }).waitFor({ state: "attached" });
    await expect(page.getByRole("searchbox", { name: "Search articles" }).inputValue()).resolves.toBe(term);
    await expect(cardTitles(page)).resolves.toContain(target.title);
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
    await page.getByRole("navigation", { name: "Category" }).getByRole("link", { name: category, exact: true }).click();
    await page.waitForURL(`${categoryList}#articles`);
    // Gatsby changes the address first, then shows the new page.
    await page
      .getByRole("navigation", { name: "Category" })
      .locator('a[aria-current="page"]', { hasText: category })
      .waitFor();
    expect((await cardTitles(page)).sort()).toEqual(titlesIn(category));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the blog without JavaScript", () => {
  it("leads from the category links to each category's page", async () => {
    const { page } = await visit("/blog/", { javaScriptEnabled: false, width: 375 });
    await page.getByRole("navigation", { name: "Category" }).getByRole("link", { name: category, exact: true }).click();
    await page.waitForURL(`${categoryList}#articles`);
    expect((await cardTitles(page)).sort()).toEqual(titlesIn(category));
    await page.context().close();
  });

  it("sends a search to the list's address and answers with the list and a note, never an error", async () => {
    const { page, indexFetches } = await visit(blogListPath(category), { javaScriptEnabled: false });
    await page.getByRole("searchbox", { name: "Search articles" }).fill(term);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().includes("?q=")),
      page.keyboard.press("Enter"),
    ]);
    expect(response.status()).toBe(200);
    expect(response.url()).toBe(`${categoryList}?q=${term}`);
    await expect(page.getByRole("search").innerText()).resolves.toContain("Searching needs JavaScript");
    expect((await cardTitles(page)).length).toBeGreaterThan(0);
    expect(indexFetches).toEqual([]);
    await page.context().close();
  });
});
