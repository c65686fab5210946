/**
 * Each built page carries its own Content-Security-Policy in a <meta> element: scripts and style elements
 * only from this site or with the exact SHA-256 of an inline one on that page (Gatsby's loader scripts,
 * gatsby-plugin-image's, Emotion's critical CSS). No 'unsafe-inline' or 'unsafe-eval' for scripts.
 *
 * Per page, because the inline code differs from page to page; in the page, because a static host sends
 * headers by address, and the 404 page is sent for any address. The directives a <meta> cannot carry
 * (frame-ancestors) and the rest of the security headers are in netlify.toml, for every response.
 */
import { createHash } from "crypto";

/** The office map's frame is the only third-party content (data/site-config.json mapEmbedUrl). */
export function pagePolicy(sources: { scripts: string[]; styles: string[]; frameOrigin: string }): string {
  const hashes = (texts: string[]) => [
    ...new Set(texts.map((text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`)),
  ];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes(sources.scripts)].join(" "),
    // Emotion adds empty <style> elements after hydration and fills them through the CSSOM (allowed): "" is hashed.
    ["style-src-elem 'self'", ...hashes(["", ...sources.styles])].join(" "),
    // Inline style attributes (gatsby-plugin-image's sizing, React's style props) cannot run code.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${sources.frameOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** Scripts the browser runs: no type, a JavaScript type or a module (JSON-LD and other data blocks are not run). */
const EXECUTABLE = /^(?:|text\/javascript|application\/javascript|module)$/i;

/** A policy this step put in a page before: a warm build (`gatsby build` with .cache and public kept) leaves the
 * pages it did not render as they were, policy included, though their inline scripts may have changed since. */
const EARLIER_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/gi;

/**
 * The page with its policy at the top of <head> (after the charset, which must stay first), so it governs all after it.
 * A policy already there is replaced, so running this again on a built page gives one policy, for the page as it is.
 */
export function withContentSecurityPolicy(built: string, frameOrigin: string): string {
  const html = built.replace(EARLIER_POLICY, "");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes, body]) =>
        !/\bsrc=/i.test(attributes) &&
        body.length > 0 &&
        EXECUTABLE.test(/\btype="([^"]*)"/i.exec(attributes)?.[1] ?? ""),
    )
    .map(([, , body]) => body);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => body);
  const policy = pagePolicy({ scripts, styles, frameOrigin });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return /<head><meta charSet="utf-8"\/>/i.test(html)
    ? html.replace(/<head><meta charSet="utf-8"\/>/i, (head) => `${head}${meta}`)
    : html.replace(/<head>/i, `<head>${meta}`);
}
