import { CHECK_INBOX_PAGE } from "../lib/held-posts";

/**
 * Pages that exist but should not be found through search: after a form, the demo portal, error pages and the staff
 * inbox.
 * One list serves both the sitemap (gatsby-config excludes them) and the pages' robots noindex (PageHead).
 */
export const unlistedPaths = [
  "/client-portal/",
  "/service-not-found/",
  "/404/",
  "/404.html",
  "/dev-404-page/",
  CHECK_INBOX_PAGE,
];

/** Sections kept out of search as a whole: the thank-you pages (one per form) and the staff inbox. */
export const unlistedSections = ["/thank-you/", "/staff/"];

export const isUnlisted = (pathname: string) =>
  unlistedPaths.includes(pathname) || unlistedSections.some((section) => pathname.startsWith(section));
