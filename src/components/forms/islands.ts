/**
 * Every lead form that is an island (form-island.tsx), by the name its page gives it. Each import names its chunk
 * group `island-<name>` (ISLAND_CHUNK_PREFIX): the build's loader after paint fetches that group, with the islands'
 * own entry, before the rest of the page's code. An island runs before Gatsby's app has arrived, so nothing in it
 * imports from "gatsby": links are plain `<a>`, navigation goes through navigateInSite (src/lib/app-start.ts). The
 * build tests check that none of Gatsby's runtime comes with it.
 */
export const ISLAND_FORMS = {
  contact: () => import(/* webpackChunkName: "island-contact" */ "./contact-form"),
  consultation: () => import(/* webpackChunkName: "island-consultation" */ "./consultation-form"),
  "quote-request": () => import(/* webpackChunkName: "island-quote-request" */ "./quote-request-form"),
  subscription: () => import(/* webpackChunkName: "island-subscription" */ "./subscription-form"),
  "service-request": () => import(/* webpackChunkName: "island-service-request" */ "./service-request-form"),
};

export type IslandName = keyof typeof ISLAND_FORMS;
