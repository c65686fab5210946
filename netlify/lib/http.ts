/** Reading a form post within a size cap, and the functions' answers (JSON or a small HTML page). */
import siteConfig from "../../data/site-config.json";
import { getStartedLinks, supportLinks, type MenuLink } from "../../src/lib/nav-links";
import { colors, fonts } from "../../src/styles/theme";

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`body larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * The request body, refusing anything over `limit` bytes: first by its Content-Length, then by the bytes
 * actually read, so a body that lies about (or omits) its length is never buffered past the cap.
 */
export async function readBodyCapped(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw new BodyTooLargeError(limit);
  if (!req.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The media type of the request's body, lower-cased, without parameters ("" when none). */
export const mediaType = (req: Request) => (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();

/**
 * Whether to answer with HTML: a browser's native form post asks for text/html; fetch() posts ask for
 * application/json. Anything else (curl's default, any type) gets JSON.
 */
export function wantsHtml(req: Request): boolean {
  const accept = (req.headers.get("accept") ?? "").toLowerCase();
  return accept.includes("text/html") && !accept.includes("application/json");
}

/**
 * On every answer of the functions: never cached (each is about one post or link), never sniffed into another type,
 * never framed, no Referer sent on from a page, and nothing loaded by it but its own inline style. A page's form
 * may still post (form-action does not fall back to default-src): the newsletter's buttons post to their own URL.
 */
export const RESPONSE_HEADERS = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  "referrer-policy": "no-referrer",
};

/**
 * What every function's 503 adds while the database does not answer: try again in 30 seconds (its sentence says "in a
 * minute"), long enough for a restarting database, short enough that a person's retry works.
 */
export const RETRY_SOON = { "retry-after": "30" } as const;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...RESPONSE_HEADERS, ...headers },
  });
}

/** Post/Redirect/Get for a native post (Response.redirect needs an absolute URL in Node; a header does not). */
export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, ...RESPONSE_HEADERS } });

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/**
 * A post another site's page made (a forged or scripted cross-site submission): the browser says so in
 * Sec-Fetch-Site, or its Origin is not this function's own. A native post without Origin passes; Origin "null"
 * (a sandboxed or privacy-stripped page) passes only when Sec-Fetch-Site vouches for this very origin.
 */
export function isCrossSite(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site === "cross-site") return true;
  const origin = req.headers.get("origin");
  if (origin === null) return false;
  if (origin === "null") return site !== "same-origin";
  return origin !== new URL(req.url).origin;
}

/** The path (and query) of the page a post came from, when its Referer is on this site; never another site. */
export function refererPath(req: Request): string | undefined {
  const referer = req.headers.get("referer");
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    if (from.host !== new URL(req.url).host || (from.protocol !== "https:" && from.protocol !== "http:"))
      return undefined;
    // One leading slash: "//evil.example/" (or "/\evil.example/", which URL turns into it) is another site.
    return `/${from.pathname.replace(/^\/+/, "")}${from.search}`;
  } catch {
    return undefined; // not a URL
  }
}

/** Where "back to the form" goes: the page the post came from (refererPath), otherwise the form's own page. */
export const backTo = (req: Request, fallbackPath: string) => refererPath(req) ?? fallbackPath;

type ErrorPage = {
  readonly title: string;
  readonly message: string;
  /** One line per problem, e.g. the field messages. */
  readonly problems?: readonly string[];
  /**
   * What the sender may choose instead (e.g. free consultation times), under a heading. With `repost`, each item is
   * a button that posts to `repost.action` the post's `entries` with the item's own `fields` (the free time), so
   * nothing typed is lost; without it, a line of text.
   */
  readonly offers?: {
    readonly title: string;
    readonly items: readonly { readonly label: string; readonly fields: readonly (readonly [string, string])[] }[];
    readonly repost?: { readonly action: string; readonly entries: readonly (readonly [string, string])[] };
  };
  readonly backHref: string;
};

const hiddenInputs = (entries: readonly (readonly [string, string])[]) =>
  entries
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");

/** The offers as buttons that post the sender's answers again with the item's fields, or as lines of text. */
function offerList({ title, items, repost }: NonNullable<ErrorPage["offers"]>): string {
  if (items.length === 0) return "";
  const list = repost
    ? `<div class="choices">${items
        .map(
          (item) =>
            `<form method="post" action="${escapeHtml(repost.action)}">${hiddenInputs(repost.entries)}${hiddenInputs(item.fields)}<button type="submit">${escapeHtml(item.label)}</button></form>`,
        )
        .join("")}</div>`
    : `<ul class="offers">${items.map((item) => `<li>${escapeHtml(item.label)}</li>`).join("")}</ul>`;
  return `<h2>${escapeHtml(title)}</h2>\n${list}`;
}

/** A small readable page for a native (no-JavaScript) post that failed, linking back to the form. */
export function errorPage(status: number, page: ErrorPage, headers: Record<string, string> = {}): Response {
  const problems = page.problems?.length
    ? `<ul>${page.problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("")}</ul>`
    : "";
  const offers = page.offers ? offerList(page.offers) : "";
  const body = `<p>${escapeHtml(page.message)}</p>
${problems}
${offers}
<p><a href="${escapeHtml(page.backHref)}">Go back to the form</a></p>
<p class="hint">Your browser's Back button returns to the form with what you typed.</p>`;
  return htmlPage(status, { title: page.title, body }, headers);
}

type HtmlPage = {
  /** The page's title and h1, as text. */
  readonly title: string;
  /** What follows the h1: HTML in which every value is already escaped (escapeHtml). */
  readonly body: string;
};

const link = ({ label, to }: MenuLink) => `<a href="${escapeHtml(to)}">${escapeHtml(label)}</a>`;
const { contact } = siteConfig;
/** The office's phone and mail as links a phone dials or a mail program opens. */
export const phoneLink = `<a href="tel:${escapeHtml(contact.phoneE164)}">${escapeHtml(contact.phone)}</a>`;
export const mailLink = `<a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a>`;

/** The site's header and footer in HTML alone: its name home, its first call to action, its phone, its links. */
const siteHeader = `<header class="site"><div class="bar">
<a class="brand" href="/">${escapeHtml(siteConfig.siteTitle)}</a>
<nav aria-label="Site">${link(getStartedLinks[0])} ${phoneLink}</nav>
</div></header>`;
const siteFooter = `<footer class="site"><div class="bar">
<p>${escapeHtml(siteConfig.siteTitle)}</p>
<p class="links">${phoneLink} ${mailLink}</p>
<nav aria-label="Footer">${supportLinks.map(link).join(" ")}</nav>
</div></footer>`;

/**
 * A small page of the site's colours and fonts, under its header and over its footer, that loads nothing: the
 * functions' answers to a browser.
 */
export function htmlPage(status: number, page: HtmlPage, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${escapeHtml(siteConfig.siteTitle)}</title>
<style>
body{margin:0;font-family:${fonts.body};color:${colors.body};background:${colors.surfaceAlt};line-height:1.6}
.site{background:${colors.surface};border-bottom:1px solid ${colors.line}}
footer.site{border-top:1px solid ${colors.line};border-bottom:0;font-size:.95rem}
.bar{max-width:60rem;margin:0 auto;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;justify-content:space-between}
.bar p{margin:0}
.bar nav,.bar .links{display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.bar a{display:inline-block;padding:.5rem 0}
.brand{color:${colors.ink};font-size:1.1rem;text-decoration:none}
main{max-width:40rem;margin:1rem;padding:2rem 1.5rem;background:${colors.surface};border-radius:16px;border:1px solid ${colors.line}}
@media (min-width:44rem){main{margin:2rem auto}}
h1{color:${colors.ink};font-size:1.6rem;line-height:1.25;margin:0 0 1rem}
h2{color:${colors.ink};font-size:1.2rem;margin:1.5rem 0 .5rem}
li{color:${colors.danger};margin:.25rem 0}
.offers li{color:${colors.body}}
a{color:${colors.primary};font-weight:700}
button{font:inherit;font-weight:700;color:${colors.onPrimary};background:${colors.primary};border:0;border-radius:8px;padding:.75rem 1.5rem;cursor:pointer}
button:hover{background:${colors.primaryDark}}
h2{color:${colors.ink};font-size:1.2rem;margin:1.5rem 0 .5rem}
fieldset{border:0;padding:0;margin:0 0 1rem}
legend{font-weight:700;color:${colors.ink}}
input[type=date]{font:inherit;padding:.4rem .6rem;border:1px solid ${colors.muted};border-radius:6px}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}
.hint{color:${colors.muted};font-size:.95rem}
.choices{display:flex;flex-wrap:wrap;gap:.5rem}
a[href^="tel:"]{white-space:nowrap}
</style>
</head>
<body>
${siteHeader}
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.body}
</main>
${siteFooter}
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", ...RESPONSE_HEADERS, ...headers },
  });
}
