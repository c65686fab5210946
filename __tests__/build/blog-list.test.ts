/**
 * Reads the production build in public/: the blog's list pages each hold only their own cards, together they
 * link every post, and the search index has every post, for the browser to fetch when a visitor searches.
 */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { blogListRoutes } from "../support/site-routes";
import { SEARCH_INDEX_PATH, type SearchEntry } from "../../src/lib/blog-search";
import { PAGE_SIZE } from "../../src/lib/paginate";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const listRoutes = ["/blog/", ...blogListRoutes];
const html = (route: string) => fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
const pageData = (route: string) =>
  JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", route, "page-data.json"), "utf8")) as {
    result: { data: { posts: { frontmatter: { slug: string; category: string } }[] } };
  };
/** The posts a list page's cards link to, in order. */
const cardSlugs = (route: string) =>
  [...html(route).matchAll(/<article[^>]*>[\s\S]*?<a [^>]*href="\/blog\/([^/"]+)\/"/g)].map((match) => match[1]);

type Post = { slug: string; title: string; excerpt: string; tags: string[]; category: string; date: string };

/** The site's posts as their files say, newest first (a date as YYYY-MM-DD). */
const posts: Post[] = fs
  .readdirSync(path.join(root, "posts"))
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => matter(fs.readFileSync(path.join(root, "posts", file), "utf8")).data as Post & { date: Date })
  .map((data) => ({ ...data, date: data.date.toISOString().slice(0, 10) }))
  .sort((a, b) => b.date.localeCompare(a.date));

describe("the blog's list pages", () => {
  it.each(listRoutes)("%s holds at most six cards, in its HTML and in its page data alike", (route) => {
    const slugs = cardSlugs(route);
    expect(slugs.length).toBeLessThanOrEqual(PAGE_SIZE);
    expect(pageData(route).result.data.posts.map((node) => node.frontmatter.slug)).toEqual(slugs);
  });

  it("list every post once across the pages of all posts, newest first", () => {
    const allPages = listRoutes.filter((route) => !route.includes("/category/"));
    expect(allPages.flatMap(cardSlugs)).toEqual(posts.map((post) => post.slug));
  });

  it("list each category's posts, and only those, on its pages", () => {
    const categoryPages = listRoutes.filter((route) => route.includes("/category/"));
    expect(categoryPages.length).toBeGreaterThan(0);
    for (const route of categoryPages) {
      const categories = new Set(pageData(route).result.data.posts.map((node) => node.frontmatter.category));
      expect(categories.size).toBeLessThanOrEqual(1);
    }
    expect(categoryPages.flatMap(cardSlugs).sort()).toEqual(posts.map((post) => post.slug).sort());
  });

  it("link every category's list from every list page, without a script", () => {
    const categoryPages = listRoutes.filter((route) => route.includes("/category/") && !route.includes("/page/"));
    for (const route of listRoutes) {
      for (const category of categoryPages) expect(html(route)).toContain(`href="${category}#articles"`);
    }
  });

  it("give the search box an address to send ?q= to without a script, and do not load the index", () => {
    for (const route of listRoutes) {
      const page = html(route);
      expect(page).toMatch(/<form role="search" method="get" action="\/blog\/[^"]*"/);
      expect(page).not.toContain(SEARCH_INDEX_PATH);
    }
  });
});

describe("the search index", () => {
  const index = JSON.parse(fs.readFileSync(path.join(publicDir, SEARCH_INDEX_PATH), "utf8")) as SearchEntry[];

  it("has every post, newest first, with what its result shows and what the search matches", () => {
    expect(index).toEqual(
      posts.map((post) => [
        post.slug,
        post.title,
        post.excerpt,
        post.tags,
        post.category,
        post.date,
        expect.any(Number) as number,
      ]),
    );
  });
});
