import type { GatsbySSR } from "gatsby";
import { CacheProvider } from "@emotion/react";
import createCache from "@emotion/cache";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToString } from "react-dom/server";
import { IslandRenderer } from "./src/components/forms/form-island";
import { carouselNoScriptStyles } from "./src/components/home/testimonial-carousel";
import { renderComplete } from "./src/lib/render-complete";
import { holdInputScript, needsScriptStyles } from "./src/lib/before-script";
import { HERO_ID } from "./src/components/ui/page-hero";
import favicon from "./static/favicon.svg";

/**
 * Emotion's critical CSS goes into <head>, one <style data-emotion> per page, instead of a <style> before each
 * element in <body>: the HTML stays valid, selectors such as :first-child work before hydration, and the
 * browser's default Emotion cache (key "css") adopts these styles when the page hydrates.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  // No vendor prefixes (Emotion's default stylis plugin): they are for browsers long gone (-ms-flexbox,
  // -webkit-box…) and made up a third of each page's inline CSS, which every first paint has to parse. Class
  // names do not depend on them, so the browser's cache, which still prefixes what it adds, adopts these styles.
  const cache = createCache({ key: "css", stylisPlugins: [] });
  // Creating the server instance marks the cache as "compat", which stops Emotion from inlining <style> tags.
  const emotionServer = createEmotionServer(cache);
  // A form island's root (src/components/forms/form-island.tsx), rendered with the same cache, so its styles are
  // extracted with the page's.
  const renderIsland = (form: JSX.Element, identifierPrefix: string) =>
    renderToString(<CacheProvider value={cache}>{form}</CacheProvider>, { identifierPrefix });
  const html = await renderComplete(
    <CacheProvider value={cache}>
      <IslandRenderer.Provider value={renderIsland}>{bodyComponent}</IslandRenderer.Provider>
    </CacheProvider>,
  );
  const { styles } = emotionServer.extractCriticalToChunks(html);
  replaceBodyHTMLString(html);
  setHeadComponents(
    styles
      .filter((style) => style.css)
      .map((style) => (
        <style
          key={style.key}
          data-emotion={`${style.key} ${style.ids.join(" ")}`}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  );
  // On a page with a hero, the browser draws no frame before it has read the hero: the first content on screen is
  // then the hero, the page's largest, and the scripts that wait for it (src/lib/scripts-after-paint.ts) are no part
  // of the page's LCP.
  if (html.includes(` id="${HERO_ID}"`))
    setHeadComponents([<link key="expect-hero" rel="expect" href={`#${HERO_ID}`} blocking="render" />]);
};

/**
 * Styles only a browser without JavaScript applies (see carouselNoScriptStyles and src/lib/before-script.ts), as raw
 * HTML in <head>; the script that holds clicks and submits until React has hydrated the page, before anything can
 * be clicked; and the site's icon, as a data URI (Gatsby inlines an imported image under 10,000 bytes): the browser
 * asked for /favicon.svg as the page finished loading, often before its first paint was on screen, and Lighthouse
 * counted that request in the page's LCP (docs/architecture.md).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="hold-input" dangerouslySetInnerHTML={{ __html: holdInputScript }} />,
    <noscript key="needs-script" dangerouslySetInnerHTML={{ __html: needsScriptStyles }} />,
    <noscript key="carousel-no-script" dangerouslySetInnerHTML={{ __html: carouselNoScriptStyles }} />,
    <link key="icon" rel="icon" href={favicon} type="image/svg+xml" />,
  ]);
};
