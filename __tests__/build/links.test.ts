/**
 * No broken internal link, anchor or asset in the production build: every href and src that stays on this
 * site names a file that exists, and every #fragment names an element on its page.
 */
import fs from "fs";
import path from "path";
import { builtPages } from "../../plugins/content-security-policy";
import { redirectRules } from "../support/netlify-rules";

const publicDir = path.resolve(__dirname, "../../public");

/** The rewrites (status 200) Netlify will serve: a client-only section's one page serves every path under it. */
const rewrites = redirectRules()
  .filter((rule) => rule.status === 200)
  .map((rule) => ({ prefix: rule.from.replace(/\*$/, ""), splat: rule.from.endsWith("*"), to: rule.to }));

/** The file a site path is served from, as Netlify resolves it (directories by their index.html, then rewrites). */
function fileFor(pathname: string): string | undefined {
  const decoded = path.join(publicDir, decodeURIComponent(pathname));
  for (const candidate of [decoded, path.join(decoded, "index.html"), `${decoded}.html`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  const rewrite = rewrites.find((rule) => (rule.splat ? pathname.startsWith(rule.prefix) : pathname === rule.prefix));
  return rewrite && fileFor(rewrite.to);
}

const idsCache = new Map<string, Set<string>>();
function idsIn(file: string): Set<string> {
  if (!idsCache.has(file)) {
    const html = fs.readFileSync(file, "utf8");
    idsCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])));
  }
  return idsCache.get(file)!;
}

const pages = builtPages(publicDir);
const decodeEntities = (value: string) => value.replace(/&amp;/g, "&");

it.each(pages.map((file) => [path.relative(publicDir, file), file]))(
  "%s links only to things that exist",
  (_name, file) => {
    const html = fs.readFileSync(file, "utf8");
    const references = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((match) => decodeEntities(match[1]));
    const srcsets = [...html.matchAll(/\ssrc[sS]et="([^"]+)"/g)].flatMap((match) =>
      match[1].split(",").map((candidate) => candidate.trim().split(/\s+/)[0]),
    );
    const broken = [...references, ...srcsets].filter((reference) => {
      if (/^(?:[a-z]+:|\/\/)/i.test(reference)) return false; // another site, tel:, mailto:, data:
      // Resolved against the page's own address (/blog/x/ for public/blog/x/index.html), as a browser would.
      const url = new URL(
        reference,
        `https://site.invalid/${path.relative(publicDir, file).replace(/index\.html$/, "")}`,
      );
      const target = fileFor(url.pathname);
      if (!target) return true;
      const fragment = decodeURIComponent(url.hash.slice(1));
      return fragment !== "" && target.endsWith(".html") && !idsIn(target).has(fragment);
    });
    expect(broken).toEqual([]);
  },
);
