/**
 * The headers and redirects a deploy serves: the build's public/_headers and public/_redirects (Gatsby's Netlify
 * adapter writes them, as it does on Netlify) merged with netlify.toml, read by Netlify's own parsers. Every served
 * address is walked: each file of the build, and the client-only inbox's addresses.
 */
import fs from "fs";
import path from "path";
import { allRoutes } from "../support/site-routes";
import { headerRules, parseErrors, redirectRules, servedHeaders } from "../support/netlify-rules";

const publicDir = path.resolve(__dirname, "../../public");

/** Every address the build serves: a page by its folder, any other file by its own name. */
const servedPaths = fs
  .readdirSync(publicDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.name.startsWith("_"))
  .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name))}`)
  .map((file) => file.replace(/(^|\/)index\.html$/, "/").replace(/^\/\//, "/"));
const inboxPaths = ["/staff/", "/staff/leads/9b2e1c4a/", "/staff/spam/"];

it("reads the build's rules and netlify.toml's without an error", () => {
  expect(parseErrors()).toEqual([]);
  expect(headerRules().some((rule) => rule.source === "_headers")).toBe(true);
});

it("writes every header in lower case, so no header has two spellings", () => {
  const names = headerRules().flatMap((rule) => Object.keys(rule.values));
  expect(names.filter((name) => name !== name.toLowerCase())).toEqual([]);
});

it("sets each header of an address in one of the two files only", () => {
  const both = [...servedPaths, ...inboxPaths].flatMap((pathname) => {
    const named = (source: string) =>
      new Set(
        headerRules()
          .filter((rule) => rule.source === source && rule.matches(pathname))
          .flatMap((rule) => Object.keys(rule.values).map((name) => name.toLowerCase())),
      );
    const fromConfig = named("netlify.toml");
    return [...named("_headers")].filter((name) => fromConfig.has(name)).map((name) => `${pathname}: ${name}`);
  });
  expect(both).toEqual([]);
});

describe.each(allRoutes)("%s", (route) => {
  const headers = servedHeaders(route);

  it("is revalidated on every visit, so a deploy shows at once", () => {
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("carries the security headers, and a policy that names no script or style source", () => {
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}; includeSubDomains/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\)/);
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    const policy = headers["content-security-policy"];
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/script-src|style-src|unsafe/);
  });
});

it.each(inboxPaths)("%s, the staff inbox, is never cached nor indexed, with the site's policy", (pathname) => {
  const headers = servedHeaders(pathname);
  expect(headers["cache-control"]).toBe("no-store");
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(headers["content-security-policy"]).toBe(servedHeaders("/")["content-security-policy"]);
});

it("serves every address of the inbox its one page", () => {
  const rewrite = redirectRules().find((rule) => rule.from === "/staff/*");
  expect(rewrite?.status).toBe(200);
  expect(fs.existsSync(path.join(publicDir, rewrite!.to))).toBe(true);
});

it("answers an unknown service address with the Service Not Found page and status 404", () => {
  const rule = redirectRules().find((candidate) => candidate.from === "/services/*");
  expect(rule).toMatchObject({ to: "/service-not-found/", status: 404, force: false });
  expect(fs.existsSync(path.join(publicDir, "service-not-found", "index.html"))).toBe(true);
});

it("keeps the build's scripts (their names change with their content) a year, and revalidates the page data", () => {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[]>;
  };
  const scripts = Object.values(stats.assetsByChunkName)
    .flat()
    .map((file) => `/${file}`);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(servedHeaders(script)["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
  expect(servedHeaders("/page-data/app-data.json")["cache-control"]).toBe("public, max-age=0, must-revalidate");
});
