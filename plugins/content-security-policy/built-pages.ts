import fs from "fs";
import path from "path";

/**
 * Folders at the top of a build that hold no pages of the site: data, hashed assets, Gatsby's internal HTML
 * fragments (slices), Partytown, and the writers' editor (Decap CMS's own page, with its own policy in netlify.toml).
 * Only there: a page whose address merely contains one of these names (/blog/admin/, say) is a page like any other.
 */
const NOT_PAGES = ["page-data", "static", "_gatsby", "~partytown", "admin"];

/** Every HTML page of a production build (public/): each route's index.html and 404.html. */
export function builtPages(publicDir: string, dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return dir === publicDir && NOT_PAGES.includes(entry.name) ? [] : builtPages(publicDir, full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}
