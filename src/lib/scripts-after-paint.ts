/**
 * Gatsby ends each page with <script src async> tags for its runtime, React and the app, which the browser
 * fetches as soon as it reads the HTML. Locally they arrive before the first paint and can run before it, so
 * the page may paint only after React has hydrated it, and Lighthouse counts their downloads in the page's
 * first paint and LCP (up to half a second in its simulated mobile load). Here they are fetched once the browser has
 * shown the page's first content: one small inline script at the end of <head> adds them then (or after a second at
 * most); until they have run, the page works as it does without JavaScript. The page's head asks the browser to draw
 * no frame before the page's hero has been read (gatsby-ssr.tsx), so that first content is the hero.
 *
 * With them it fetches what Gatsby's app would ask for only once it has run: the page's own chunks and its data
 * (page-data.json, app-data.json, its static queries). Gatsby's loader reads the data with XMLHttpRequest, which
 * a `<link rel="preload" as="fetch" crossorigin>` answers, and webpack adopts a chunk that arrived early. Without
 * this the page's code came two round trips after the app's (npm run bench:compare: docs/architecture.md).
 */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";
/** The files the loader adds once those it added first have loaded (a lead form's island comes first). */
export const THEN_ATTRIBUTE = "data-then";

// Gatsby's tags, as its scripts slice writes them into every page.
const gatsbyScriptTag = /<script src="([^"]+)" async><\/script>/g;

// Runs in <head>, so that it sees the page's first frames, which a phone draws while it is still reading the rest of
// the HTML. Two signs that the first content has been shown, whichever comes first: the browser's first-contentful-paint
// entry, which reaches a page only once the browser has stopped reading it; and, while it is still reading, the
// second frame, which begins once the first has been drawn. Once the page has been read, a frame may begin before
// the one before it is on screen, and Lighthouse would count files asked for then in the page's LCP. In a tab that
// draws no frames, a second at most. Files are added to <head>, which is there whenever it runs. The files named "then"
// come once the first ones have loaded (or failed), so that the first have the bandwidth to themselves.
const loader = `(function(s){var d;function a(l,t){var n=1;function f(){if(!--n&&t)t()}l.split(" ").forEach(function(u){var e;if(/\\.json$/.test(u)){e=document.createElement("link");e.rel="preload";e.as="fetch";e.crossOrigin="anonymous";e.href=u}else{e=document.createElement("script");e.src=u;n++;e.onload=e.onerror=f}document.head.appendChild(e)});f()}function l(){if(d)return;d=1;var t=s.getAttribute("${THEN_ATTRIBUTE}");a(s.getAttribute("${AFTER_PAINT_ATTRIBUTE}"),t&&function(){a(t)})}var P=window.PerformanceObserver,p=P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0;if(p)new P(function(q,o){if(q.getEntriesByName("first-contentful-paint").length){o.disconnect();l()}}).observe({type:"paint",buffered:true});requestAnimationFrame(function(){requestAnimationFrame(function(){if(!p||document.readyState==="loading")setTimeout(l)})});setTimeout(l,1000)})(document.currentScript)`;

const writtenLoader = new RegExp(
  `(<script ${AFTER_PAINT_ATTRIBUTE}="[^"]*"(?: ${THEN_ATTRIBUTE}="[^"]*")?>)[\\s\\S]*?</script>`,
);

/**
 * A built page with Gatsby's script tags replaced by one loader at the end of its <head> that adds them after paint,
 * followed by `pageFiles`: the page's own scripts and data files. With `firstFiles` (what hydrates a lead form's
 * island), the loader adds those first and the rest once they have loaded.
 */
export function withScriptsAfterPaint(
  html: string,
  pageFiles: readonly string[] = [],
  firstFiles: readonly string[] = [],
): string {
  // A page a warm build did not render again holds an earlier build's loader: it keeps its files, with this loader.
  const tags = [...html.matchAll(gatsbyScriptTag)].map((match) => match[1]);
  if (tags.length === 0) return html.replace(writtenLoader, (_, tag: string) => `${tag}${loader}</script>`);
  const sources = [...tags, ...pageFiles].filter(
    (file, at, all) => !firstFiles.includes(file) && all.indexOf(file) === at,
  );
  const waves = firstFiles.length > 0 ? [firstFiles, sources] : [sources];
  const then = waves[1] ? ` ${THEN_ATTRIBUTE}="${waves[1].join(" ")}"` : "";
  const tag = `<script ${AFTER_PAINT_ATTRIBUTE}="${waves[0].join(" ")}"${then}>${loader}</script>`;
  return html.replace(gatsbyScriptTag, "").replace("</head>", `${tag}</head>`);
}

/** The script files a built page loads: its <script src> tags and those its after-paint loader adds. */
export function scriptFiles(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  const deferred = [AFTER_PAINT_ATTRIBUTE, THEN_ATTRIBUTE].flatMap((attribute) =>
    [...html.matchAll(new RegExp(`<script[^>]*\\s${attribute}="([^"]+)"`, "g"))].flatMap((match) =>
      match[1].split(" "),
    ),
  );
  return [...tags, ...deferred.filter((file) => file.endsWith(".js"))];
}
