import fs from "fs";
import path from "path";
import { ISLAND_ATTRIBUTE, ISLAND_CHUNK_PREFIX, ISLAND_ENTRY } from "../../src/lib/form-island";

type WebpackStats = {
  namedChunkGroups: Record<string, { assets?: { name: string }[] } | undefined>;
  /** Per chunk group, the chunks of the imports it marks `webpackPreload` (and `webpackPrefetch`). */
  childAssetsByChunkName?: Record<string, { preload?: string[] } | undefined>;
};
type PageData = { componentChunkName: string; staticQueryHashes?: string[] };

/** The page-data folder of a built page's route: "/" → index, "/contact/" → contact, "/404.html" → 404.html. */
const pageDataDir = (route: string) => (route === "/" ? "index" : route.replace(/^\/|\/$/g, ""));

/**
 * What Gatsby's app fetches for a built page once it runs, in `public`: the scripts of its component's chunk group
 * (shared chunks included), its data (page-data.json, app-data.json, its static queries' results) and, apart, the
 * chunks it imports with `webpackPreload` (a lead form's code, which the page does not wait for). Nothing for a page
 * without page data.
 */
export function pageFiles(
  publicDir: string,
  route: string,
  stats: WebpackStats,
): { scripts: string[]; preloaded: string[]; data: string[] } {
  const dataFile = `/page-data/${pageDataDir(route)}/page-data.json`;
  const local = (file: string) => path.join(publicDir, file);
  if (!fs.existsSync(local(dataFile))) return { scripts: [], preloaded: [], data: [] };
  const page = JSON.parse(fs.readFileSync(local(dataFile), "utf8")) as PageData;
  const js = (names: string[]) => names.filter((name) => name.endsWith(".js")).map((name) => `/${name}`);
  const scripts = js((stats.namedChunkGroups[page.componentChunkName]?.assets ?? []).map((asset) => asset.name));
  const preloaded = js(stats.childAssetsByChunkName?.[page.componentChunkName]?.preload ?? []).filter(
    (name) => !scripts.includes(name),
  );
  const data = [
    dataFile,
    "/page-data/app-data.json",
    ...(page.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
  ].filter((file) => fs.existsSync(local(file)));
  return { scripts, preloaded, data };
}

const scriptsOf = (stats: WebpackStats, group: string) => {
  const assets = stats.namedChunkGroups[group]?.assets;
  if (!assets) throw new Error(`The build's webpack stats have no chunk group "${group}".`);
  return assets.map((asset) => `/${asset.name}`).filter((name) => name.endsWith(".js"));
};

/** The names of the lead form islands in a built page's HTML. */
export const islandNames = (html: string) =>
  [...html.matchAll(new RegExp(` ${ISLAND_ATTRIBUTE}="([^"]+)"`, "g"))].map((match) => match[1]);

/**
 * The scripts that hydrate a page's lead form islands (src/components/forms/form-island.tsx), by the islands' names:
 * the islands' own entry with what it needs (webpack's runtime, React), and apart each island's form code. None for a
 * page without islands.
 */
export function islandFiles(stats: WebpackStats, names: readonly string[]): { entry: string[]; forms: string[] } {
  if (names.length === 0) return { entry: [], forms: [] };
  const entry = scriptsOf(stats, ISLAND_ENTRY);
  const forms = names
    .flatMap((name) => scriptsOf(stats, ISLAND_CHUNK_PREFIX + name))
    .filter((file, at, all) => !entry.includes(file) && all.indexOf(file) === at);
  return { entry, forms };
}

/** The build's webpack stats, which name each page component's chunks. */
export const webpackStats = (publicDir: string) =>
  JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;

/**
 * A built page's route from its file: public/contact/index.html → /contact/, public/404.html → /404.html, and a
 * client-only section's page, which Gatsby's Netlify adapter moves to public/staff/[...].html for its rewrite, →
 * /staff/[...]/.
 */
export const routeOf = (publicDir: string, file: string) =>
  "/" +
  path
    .relative(publicDir, file)
    .replace(/index\.html$/, "")
    .replace(/\[\.\.\.\]\.html$/, "[...]/")
    .split(path.sep)
    .join("/");
