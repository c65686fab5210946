/**
 * The post components' preview markup, made from the site's own components: each is rendered once at build time
 * with placeholders ({{name}}) for its props, and the editor's script fills them with what the writer wrote. The
 * stylesheet is what Emotion made for that markup, so the preview and the site share one source.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import CallToAction from "../../../src/components/mdx/call-to-action";
import Figure from "../../../src/components/mdx/figure";
import { FigureImages } from "../../../src/components/mdx/figure-images";
import Stat from "../../../src/components/mdx/stat";

/** A placeholder as the templates carry it. */
const slot = (name: string) => `{{${name}}}`;

/** The templates by name: one per component, and Stat twice, as its markup differs without a source. */
export type TemplateName = "Figure" | "Stat" | "StatWithSource" | "CallToAction";

/**
 * Figure's image as a stand-in for the build's optimised one: one file (the writer's, by its URL in the editor) in a
 * constrained box, as the post template queries figures. Its 1×1 size is a marker that `finish` replaces.
 */
const placeholderImage: IGatsbyImageData = {
  layout: "constrained",
  width: 1,
  height: 1,
  images: { fallback: { src: slot("src") }, sources: [] },
};

const elements = (): Record<TemplateName, ReactElement> => ({
  Figure: (
    <FigureImages.Provider value={{ [slot("src")]: placeholderImage }}>
      <Figure src={slot("src")} alt={slot("alt")} caption={slot("caption")} />
    </FigureImages.Provider>
  ),
  Stat: <Stat figure={slot("figure")} label={slot("label")} />,
  StatWithSource: <Stat figure={slot("figure")} label={slot("label")} source={slot("source")} />,
  // A site path, as posts link to the site's forms, so the button is the Gatsby Link the site renders.
  CallToAction: (
    <CallToAction heading={slot("heading")} to={`/${slot("to")}`} label={slot("label")}>
      {slot("body")}
    </CallToAction>
  ),
});

/** What the rendered markup says of its placeholders, turned into plain slots. */
const finish: Record<TemplateName, (html: string) => string> = {
  // The box takes its shape from an empty image of the built image's size, which the editor cannot know: the
  // writer's image itself stands in for it, as wide as the column allows.
  Figure: (html) =>
    html.replace(/src="data:image\/svg\+xml[^"]*"/, `src="${slot("src")}"`).replace(/max-width:1px/, "max-width:100%"),
  Stat: (html) => html,
  StatWithSource: (html) => html,
  // React's useId names the heading; each preview gets its own, as two bands in a post would have.
  CallToAction: (html) => {
    const id = /\bid="([^"]+)"/.exec(html)?.[1];
    return (id ? html.split(`"${id}"`).join(`"${slot("id")}"`) : html).replace(
      `href="/${slot("to")}"`,
      `href="${slot("to")}"`,
    );
  },
};

/** The components' markup with placeholders, and the CSS its classes need. */
export function renderTemplates(): { templates: Record<TemplateName, string>; css: string } {
  // compat: the styles are collected for the stylesheet, not written inline beside each element.
  const cache = createCache({ key: "post-preview" });
  cache.compat = true;
  const templates = {} as Record<TemplateName, string>;
  for (const [name, element] of Object.entries(elements()) as [TemplateName, ReactElement][]) {
    const html = renderToStaticMarkup(<CacheProvider value={cache}>{element}</CacheProvider>);
    templates[name] = finish[name](html);
  }
  const { css } = createEmotionServer(cache).extractCritical(Object.values(templates).join(""));
  return { templates, css };
}
