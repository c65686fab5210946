/**
 * Gatsby ends each page with <script src async> tags for its runtime, React and the app, which the browser
 * fetches as soon as it reads the HTML. Locally they arrive before the first paint and can run before it, so
 * the page may paint only after React has hydrated it, and Lighthouse counts their downloads in the page's
 * first paint and LCP (up to half a second in its simulated mobile load). Here they are fetched once the page
 * has painted: one small inline script adds them once the browser reports the first contentful paint (or after
 * a second at most); the page's text is on screen meanwhile, as it is without JavaScript.
 *
 * With them it fetches what Gatsby's app would ask for only once it has run: the page's own chunks and its data
 * (page-data.json, app-data.json, its static queries). Gatsby's loader reads the data with XMLHttpRequest, which
 * a `<link rel="preload" as="fetch" crossorigin>` answers, and webpack adopts a chunk that arrived early. Without
 * this the page's code came two round trips after the app's (npm run bench:compare: docs/architecture.md).
 */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";

// Gatsby's tags, as its scripts slice writes them into every page.
const gatsbyScriptTag = /<script src="([^"]+)" async><\/script>/g;

// Runs where it stands, at the end of <body>. The signal is the browser's own first-contentful-paint entry, which
// comes once the frame is on screen (the frame after this script holds the whole page); where there is no paint
// timing, after the next frame; after a second at most, as in a tab that draws no frames.
const loader = `(function(s){var d;function l(){if(d)return;d=1;s.getAttribute("${AFTER_PAINT_ATTRIBUTE}").split(" ").forEach(function(u){var e;if(/\\.json$/.test(u)){e=document.createElement("link");e.rel="preload";e.as="fetch";e.crossOrigin="anonymous";e.href=u}else{e=document.createElement("script");e.src=u}document.body.appendChild(e)})}try{new PerformanceObserver(function(p){if(p.getEntriesByName("first-contentful-paint").length)setTimeout(l)}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(l)})}setTimeout(l,1000)})(document.currentScript)`;

/**
 * A built page with Gatsby's script tags replaced by one loader that adds them after paint, where the first was,
 * followed by `pageFiles`: the page's own scripts and data files.
 */
export function withScriptsAfterPaint(html: string, pageFiles: readonly string[] = []): string {
  const sources = [...[...html.matchAll(gatsbyScriptTag)].map((match) => match[1]), ...pageFiles];
  let placed = false;
  return html.replace(gatsbyScriptTag, () => {
    if (placed) return "";
    placed = true;
    return `<script ${AFTER_PAINT_ATTRIBUTE}="${sources.join(" ")}">${loader}</script>`;
  });
}

/** The script files a built page loads: its <script src> tags and those its after-paint loader adds. */
export function scriptFiles(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  const deferred = [...html.matchAll(new RegExp(`<script[^>]*\\s${AFTER_PAINT_ATTRIBUTE}="([^"]+)"`, "g"))].flatMap(
    (match) => match[1].split(" "),
  );
  return [...tags, ...deferred.filter((file) => file.endsWith(".js"))];
}
