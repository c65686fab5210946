import { promises as fs } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { builtPages } from "../content-security-policy";
import { pageFiles, routeOf, webpackStats } from "./page-files";
import { withScriptsAfterPaint } from "../../src/lib/scripts-after-paint";
import { ISLAND_ATTRIBUTE } from "../../src/lib/form-island";

/** After the build, Gatsby's scripts, and the page's own code and data, load after each page's first paint
 * (src/lib/scripts-after-paint.ts). Gatsby writes its scripts into the pages last of all (its scripts slice), so this
 * runs on the built files; every page, also on a warm build, which may stitch the slice into pages it did not render
 * again. Before the content security policy, which hashes the loader. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const publicDir = path.resolve("public");
  const stats = webpackStats(publicDir);
  for (const file of builtPages(publicDir)) {
    const html = await fs.readFile(file, "utf8");
    // A lead form's island hydrates as soon as its code arrives (src/components/forms/form-island.tsx): its code is
    // fetched last, with the page's own. Another page's form (the newsletter's) hydrates with the page: its code,
    // fetched beside the page's own, would take their bandwidth, and the page would hydrate later.
    const { scripts, data, preloaded } = pageFiles(publicDir, routeOf(publicDir, file), stats);
    const island = html.includes(` ${ISLAND_ATTRIBUTE}=`) ? preloaded : [];
    const deferred = withScriptsAfterPaint(html, [...scripts, ...data, ...island]);
    if (deferred !== html) await fs.writeFile(file, deferred);
  }
};
