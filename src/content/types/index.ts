/**
 * Every content type, one declaration a file. A new type is its file, imported and listed here: Gatsby bundles
 * gatsby-node.ts with what it imports, so the folder itself cannot be read when the site is built.
 */
import type { ContentType } from "../content-type";
import addOns from "./add-ons";
import careers from "./careers";
import clientLogos from "./client-logos";
import faqs from "./faqs";
import jobs from "./jobs";
import options from "./options";
import plans from "./plans";
import posts from "./posts";
import priorityLevels from "./priority-levels";
import services from "./services";
import siteConfig from "./site-config";
import team from "./team";
import testimonials from "./testimonials";

export const contentTypes: ContentType[] = [
  addOns,
  careers,
  clientLogos,
  faqs,
  jobs,
  options,
  plans,
  posts,
  priorityLevels,
  services,
  siteConfig,
  team,
  testimonials,
];

/** The declaration of each node type, by its name (ServicesJson, Mdx, …). */
export const contentTypeByName = new Map(contentTypes.map((declaration) => [declaration.type, declaration]));
