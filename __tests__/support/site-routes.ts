/**
 * Every address of the site: the specification's routes and the pages made from data/ and posts/.
 * The build tests and the browser tests both walk this list.
 */
import fs from "fs";
import path from "path";
import services from "../../data/services.json";
import options from "../../data/options.json";
import { blogListPages } from "../../src/lib/blog-pages";
import { quotePresets } from "../../src/form-definitions/presets";
import { thankYouPages } from "../../src/lib/confirmations";

const postsDir = path.resolve(__dirname, "../../posts");

export const posts = fs
  .readdirSync(postsDir)
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => {
    const source = fs.readFileSync(path.join(postsDir, file), "utf8");
    const field = (name: string) => new RegExp(`^${name}:\\s*"?(.+?)"?\\s*$`, "m").exec(source)?.[1] ?? "";
    return { slug: field("slug"), title: field("title"), category: field("category") };
  });

export const staticRoutes = [
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
const blogCategories = options.blogCategories.map((option) => option.value);
/** The blog's list pages after /blog/: its later pages, and each category's pages. */
export const blogListRoutes = blogListPages(
  blogCategories,
  posts.map((post) => ({ id: post.slug, category: post.category })),
)
  .map((page) => page.path)
  .filter((route) => route !== "/blog/");
export const serviceRoutes = services.map((service) => [`/services/${service.slug}/`, service.title] as const);
export const postRoutes = posts.map((post) => [`/blog/${post.slug}/`, post.title] as const);
export const allRoutes = [
  ...staticRoutes,
  ...blogListRoutes,
  ...serviceRoutes.map(([route]) => route),
  ...postRoutes.map(([route]) => route),
];

/**
 * Pages that are another page with something chosen or said for one form: the quote form as a service's and its
 * tiers' links open it (canonical: /request-quote/), and each form's own thank-you page. Not in allRoutes: they
 * share their page's title and, for the presets, its canonical address.
 */
export const quotePresetPages = quotePresets(services);
export const thankYouRoutes = thankYouPages().map((page) => page.path);
