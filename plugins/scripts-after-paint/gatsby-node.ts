import { promises as fs } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { builtPages } from "../content-security-policy";
import { islandFiles, islandNames, pageFiles, routeOf, webpackStats } from "./page-files";
import { withScriptsAfterPaint } from "../../src/lib/scripts-after-paint";
import { ISLAND_CHUNK_PREFIX, ISLAND_ENTRY } from "../../src/lib/form-island";

/**
 * The islands' own entry beside Gatsby's app in the browser's build: it hydrates a page's lead form before the app
 * has arrived (src/components/forms/form-island.tsx). Gatsby writes only its app's scripts into the pages; the loader
 * after paint fetches the entry's on a page with an island. An entry is the one setting `setWebpackConfig` drops, so
 * the config is replaced with one entry more, as Gatsby's docs show for `replaceWebpackConfig`. And Gatsby's
 * `commons` chunk (what every page uses) leaves the islands' modules to them: it also holds modules that import
 * Gatsby's runtime, which an island depending on it would then carry.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript") return;
  const config = (getConfig as () => unknown)() as {
    entry: Record<string, string>;
    optimization: { splitChunks: { cacheGroups: Record<string, object> } };
  };
  const { cacheGroups } = config.optimization.splitChunks;
  const notIsland = (chunk: { name?: string | null }) =>
    chunk.name !== ISLAND_ENTRY && !chunk.name?.startsWith(ISLAND_CHUNK_PREFIX);
  actions.replaceWebpackConfig({
    ...config,
    entry: { ...config.entry, [ISLAND_ENTRY]: path.resolve("src/components/forms/island-entry.ts") },
    optimization: {
      ...config.optimization,
      splitChunks: {
        ...config.optimization.splitChunks,
        cacheGroups: { ...cacheGroups, commons: { ...cacheGroups.commons, chunks: notIsland } },
      },
    },
  });
};

/** After the build, Gatsby's scripts, and the page's own code and data, load after each page's first paint
 * (src/lib/scripts-after-paint.ts). Gatsby writes its scripts into the pages last of all (its scripts slice), so this
 * runs on the built files; every page, also on a warm build, which may stitch the slice into pages it did not render
 * again and leaves those with an earlier build's loader. Before the content security policy, which hashes the loader.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const publicDir = path.resolve("public");
  const stats = webpackStats(publicDir);
  for (const file of builtPages(publicDir)) {
    const html = await fs.readFile(file, "utf8");
    // A lead form's island, and what hydrates it, come first; the rest of the page's code once they have loaded, so
    // that they do not share the bandwidth. Another page's form (the newsletter's) hydrates with the page: its code,
    // fetched beside the page's own, would take their bandwidth, and the page would hydrate later.
    const { scripts, data } = pageFiles(publicDir, routeOf(publicDir, file), stats);
    const { entry, forms } = islandFiles(stats, islandNames(html));
    const deferred = withScriptsAfterPaint(html, [...scripts, ...data], [...entry, ...forms]);
    if (deferred !== html) await fs.writeFile(file, deferred);
  }
};
