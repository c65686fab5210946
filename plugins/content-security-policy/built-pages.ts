import fs from "fs";
import path from "path";

/**
 * Folders of a build that hold no pages of the site: data, hashed assets, Gatsby's internal HTML fragments (slices),
 * Partytown, and the writers' editor (Decap CMS's own page, with its own policy in netlify.toml).
 */
const NOT_PAGES = ["page-data", "static", "_gatsby", "~partytown", "admin"];

/** Every HTML page of a production build (public/): each route's index.html and 404.html. */
export function builtPages(publicDir: string): string[] {
  return fs.readdirSync(publicDir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(publicDir, entry.name);
    if (entry.isDirectory()) return NOT_PAGES.includes(entry.name) ? [] : builtPages(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}
