import { promises as fs } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { builtPages } from "../content-security-policy";
import { pageFiles, routeOf, webpackStats } from "./page-files";
import { withScriptsAfterPaint } from "../../src/lib/scripts-after-paint";

/** After the build, Gatsby's scripts, and the page's own code and data, load after each page's first paint
 * (src/lib/scripts-after-paint.ts). Gatsby writes its scripts into the pages last of all (its scripts slice), so this
 * runs on the built files; every page, also on a warm build, which may stitch the slice into pages it did not render
 * again. Before the content security policy, which hashes the loader. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const publicDir = path.resolve("public");
  const stats = webpackStats(publicDir);
  for (const file of builtPages(publicDir)) {
    const html = await fs.readFile(file, "utf8");
    // Not the lead form's code, which the page's code asks for as it runs (lazyForm): fetched beside the page's
    // own, it took their bandwidth, and the page hydrated later (docs/architecture.md).
    const { scripts, data } = pageFiles(publicDir, routeOf(publicDir, file), stats);
    const deferred = withScriptsAfterPaint(html, [...scripts, ...data]);
    if (deferred !== html) await fs.writeFile(file, deferred);
  }
};
