/** Reading a request within a size cap, and the functions' JSON answers and headers (their pages: ./pages/). */

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
 * How long every function's 503 asks to wait while the database does not answer (its sentence says "in a minute"):
 * long enough for a restarting database, short enough that a person's retry works.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** The header that says it. */
export const RETRY_SOON = { "retry-after": String(UNAVAILABLE_RETRY_AFTER_SECONDS) } as const;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...RESPONSE_HEADERS, ...headers },
  });
}

/** Post/Redirect/Get for a native post (Response.redirect needs an absolute URL in Node; a header does not). */
export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, ...RESPONSE_HEADERS } });

/** Text made safe inside HTML: the mails' HTML parts, which are strings (the functions' pages are JSX: ./pages/). */
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
