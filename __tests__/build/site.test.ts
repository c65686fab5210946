/**
 * Reads the production build in public/ (run after `gatsby build`): every route of the specification and
 * every page generated from data/ and posts/ exists, with its own title, description, canonical URL and
 * valid JSON-LD; the sitemap, feed and robots.txt list them.
 */
import fs from "fs";
import path from "path";
import services from "../../data/services.json";
import { allRoutes, postRoutes, posts, quotePresetPages, serviceRoutes, thankYouRoutes } from "../support/site-routes";
import siteConfig from "../../data/site-config.json";
import faqs from "../../data/faqs.json";
import jobs from "../../data/jobs.json";
import { OFFICE_TIME_ZONE, zoneGenericName } from "../../src/lib/consultation-hours";

const publicDir = path.resolve(__dirname, "../../public");
const html = (route: string) => fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const titleOf = (page: string) => decode(/<title[^>]*>([^<]*)<\/title>/.exec(page)?.[1] ?? "");
const metaContent = (page: string, attribute: string) =>
  new RegExp(`<meta[^>]*(?:name|property)="${attribute}"[^>]*content="([^"]*)"`).exec(page)?.[1];

describe("the production build", () => {
  it("has posts and services to build pages from", () => {
    expect(posts.length).toBeGreaterThan(0);
    expect(services.length).toBeGreaterThan(0);
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

  it("publishes no path of the machine that built it (page data, pages, app data)", () => {
    const root = path.resolve(__dirname, "../..");
    const published = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return published(file);
        return /\.(json|html)$/.test(entry.name) ? [file] : [];
      });
    const leaking = published(publicDir).filter((file) => fs.readFileSync(file, "utf8").includes(root));
    expect(leaking.map((file) => path.relative(publicDir, file))).toEqual([]);
  });

  it("has a page under /services/ for each service and no other", () => {
    const built = fs
      .readdirSync(path.join(publicDir, "services"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `/services/${entry.name}/`);
    expect(built.sort()).toEqual(serviceRoutes.map(([route]) => route).sort());
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
    const blocks = [...html(route).matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]) as unknown,
    );
    expect(blocks.length).toBeGreaterThan(0);
    expect(JSON.stringify(blocks)).toContain('"MedicalBusiness"');
  });

  it("serves the unknown-route page with the specification's title", () => {
    const page = fs.readFileSync(path.join(publicDir, "404.html"), "utf8");
    expect(page).toContain("Unexpected Application Error!");
    expect(page).toContain("404 Not Found");
  });

  it("lists exactly the indexable pages in sitemap.xml: a page is listed if and only if it is not noindex", () => {
    const sitemap = fs
      .readdirSync(publicDir)
      .filter((file) => file.startsWith("sitemap"))
      .map((file) => fs.readFileSync(path.join(publicDir, file), "utf8"))
      .join("\n");
    const pages = fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8");
    expect(sitemap).toContain("sitemap-0.xml");
    const noindex = (route: string) => /<meta name="robots" content="noindex"/.test(html(route));
    for (const route of [...allRoutes, "/service-not-found/"]) {
      expect([route, pages.includes(`<loc>${siteConfig.siteUrl}${route}</loc>`)]).toEqual([route, !noindex(route)]);
    }
    expect(["/thank-you/", "/client-portal/", "/service-not-found/"].filter(noindex)).toHaveLength(3);
  });

  it.each(quotePresetPages.map((preset) => [preset.path, preset] as const))(
    "%s has its service and tier chosen in the HTML, points at /request-quote/ as canonical and stays out of the sitemap",
    (route, preset) => {
      const page = html(route);
      expect(page).toContain(`<link rel="canonical" href="${siteConfig.siteUrl}/request-quote/"`);
      const ticked = [
        ...page.matchAll(/<input type="checkbox"[^>]*name="services\[\]" checked=""[^>]*value="([^"]+)"/g),
      ];
      // A service the quote form does not offer yet (just added to the content) is named by its tier alone.
      expect(ticked.map((match) => match[1])).toEqual(preset.values.services ?? []);
      if (typeof preset.values.tier === "string") {
        expect(decode(page)).toMatch(new RegExp(`<input [^>]*name="tier"[^>]*value="${preset.values.tier}"`));
      }
      const sitemap = fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8");
      expect(sitemap).not.toContain(`<loc>${siteConfig.siteUrl}${route}</loc>`);
    },
  );

  it.each(thankYouRoutes)("%s exists and is kept out of search", (route) => {
    expect(html(route)).toMatch(/<meta name="robots" content="noindex"/);
  });

  const jsonLdTypes = (route: string) => [...html(route).matchAll(/"@type":"(\w+)"/g)].map((match) => match[1]);

  it.each(services.map((service) => [`/services/${service.slug}/`, service.pricing.length] as const))(
    "%s describes the service with an offer per pricing tier (%i) and a breadcrumb trail",
    (route, tiers) => {
      const types = jsonLdTypes(route);
      expect(types).toContain("Service");
      expect(types.filter((type) => type === "Offer")).toHaveLength(tiers);
      expect(types).toContain("BreadcrumbList");
    },
  );

  it.each(postRoutes.map(([route]) => route))("%s is a BlogPosting with a breadcrumb trail", (route) => {
    expect(jsonLdTypes(route)).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList", "Person"]));
  });

  it("marks up every FAQ on /faq/ and every job on /careers/", () => {
    expect(jsonLdTypes("/faq/").filter((type) => type === "Question")).toHaveLength(faqs.length);
    expect(jsonLdTypes("/careers/").filter((type) => type === "JobPosting")).toHaveLength(jobs.length);
  });

  it("names the office's zone on /consultation/ as the build made it from data/site-config.json, for the script too", () => {
    const zone = zoneGenericName(OFFICE_TIME_ZONE);
    expect(html("consultation")).toContain(`${zone}.`);
    const pageData = JSON.parse(
      fs.readFileSync(path.join(publicDir, "page-data/consultation/page-data.json"), "utf8"),
    ) as { result: { data: Queries.ConsultationPageQuery } };
    expect(pageData.result.data.siteConfigJson?.contact.timeZoneName).toBe(zone);
  });

  it("has an RSS feed with every post", () => {
    const feed = fs.readFileSync(path.join(publicDir, "rss.xml"), "utf8");
    for (const [route] of postRoutes) expect(feed).toContain(`${siteConfig.siteUrl}${route}`);
  });

  it("gives browsers without JavaScript the carousel's list style, as raw HTML in <head>", () => {
    const head = html("/").split("</head>")[0];
    expect(head).toMatch(/<noscript><style>\s*\[data-carousel\]/);
  });

  it("has a robots.txt that keeps crawlers off /thank-you/ and points at the sitemap", () => {
    const robots = fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8");
    expect(robots).toBe(
      `User-agent: *\nAllow: /\nDisallow: /thank-you/\n\nSitemap: ${siteConfig.siteUrl}/sitemap-index.xml\n`,
    );
  });
});
