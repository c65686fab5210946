/**
 * Reads the production build in public/ (run after `gatsby build`): every route of the specification and
 * every page generated from data/ and posts/ exists, with its own title, description, canonical URL and
 * valid JSON-LD; the sitemap, feed and robots.txt list them.
 */
import fs from "fs";
import path from "path";
import services from "../../data/services.json";
import siteConfig from "../../data/site-config.json";

const publicDir = path.resolve(__dirname, "../../public");
const postsDir = path.resolve(__dirname, "../../posts");

const posts = fs
  .readdirSync(postsDir)
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => {
    const source = fs.readFileSync(path.join(postsDir, file), "utf8");
    const field = (name: string) => new RegExp(`^${name}:\\s*"?(.+?)"?\\s*$`, "m").exec(source)?.[1] ?? "";
    return { slug: field("slug"), title: field("title") };
  });

const staticRoutes = [
  "/",
  "/about/",
  "/services/",
  "/careers/",
  "/blog/",
  "/contact/",
  "/client-portal/",
  "/consultation/",
  "/subscription/",
  "/service-request/",
  "/request-quote/",
  "/testimonials/",
  "/faq/",
  "/privacy-policy/",
  "/terms-of-service/",
  "/thank-you/",
];
const serviceRoutes = services.map((service) => [`/services/${service.slug}/`, service.title] as const);
const postRoutes = posts.map((post) => [`/blog/${post.slug}/`, post.title] as const);
const allRoutes = [...staticRoutes, ...serviceRoutes.map(([route]) => route), ...postRoutes.map(([route]) => route)];

const html = (route: string) => fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
const decode = (text: string) => text.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
const titleOf = (page: string) => decode(/<title[^>]*>([^<]*)<\/title>/.exec(page)?.[1] ?? "");
const metaContent = (page: string, attribute: string) =>
  new RegExp(`<meta[^>]*(?:name|property)="${attribute}"[^>]*content="([^"]*)"`).exec(page)?.[1];

describe("the production build", () => {
  it("has six posts and five services to build pages from", () => {
    expect(posts).toHaveLength(6);
    expect(services).toHaveLength(5);
  });

  it.each(allRoutes)("%s exists with a title, description, canonical URL and Open Graph tags", (route) => {
    const page = html(route);
    expect(titleOf(page)).toMatch(new RegExp(`${siteConfig.siteTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    expect(metaContent(page, "description")?.length).toBeGreaterThan(20);
    expect(page).toContain(`<link rel="canonical" href="${siteConfig.siteUrl}${route}"`);
    expect(metaContent(page, "og:title")).toBeTruthy();
    expect(metaContent(page, "og:image")).toMatch(/^https:\/\//);
    expect(page).toMatch(/<html[^>]*lang="en"/);
  });

  it("gives every page its own title", () => {
    const titles = allRoutes.map((route) => titleOf(html(route)));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each([...serviceRoutes, ...postRoutes])("%s is titled after its content (%s)", (route, title) => {
    expect(titleOf(html(route))).toContain(title);
    expect(decode(html(route))).toContain(title);
  });

  it.each(allRoutes)("%s has valid JSON-LD with the Organization", (route) => {
    const blocks = [...html(route).matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
    expect(blocks.length).toBeGreaterThan(0);
    expect(JSON.stringify(blocks)).toContain('"MedicalBusiness"');
  });

  it("serves the unknown-route page with the specification's title", () => {
    const page = fs.readFileSync(path.join(publicDir, "404.html"), "utf8");
    expect(page).toContain("Unexpected Application Error!");
    expect(page).toContain("404 Not Found");
  });

  it("lists every public page in sitemap.xml and keeps the thank-you page out", () => {
    const sitemap = fs.readdirSync(publicDir).filter((file) => file.startsWith("sitemap")).map((file) => fs.readFileSync(path.join(publicDir, file), "utf8")).join("\n");
    const pages = fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8");
    expect(sitemap).toContain("sitemap-0.xml");
    for (const route of allRoutes.filter((route) => route !== "/thank-you/")) expect(pages).toContain(`<loc>${siteConfig.siteUrl}${route}</loc>`);
    expect(pages).not.toContain("/thank-you/");
    expect(pages).not.toContain("/service-not-found/");
  });

  it("has an RSS feed with every post", () => {
    const feed = fs.readFileSync(path.join(publicDir, "rss.xml"), "utf8");
    for (const [route] of postRoutes) expect(feed).toContain(`${siteConfig.siteUrl}${route}`);
  });

  it("has a robots.txt that points at the sitemap", () => {
    const robots = fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8");
    expect(robots).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap-index.xml`);
  });
});
