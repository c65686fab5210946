import path from "path";
import type { GatsbyNode } from "gatsby";

type MountFunctions = typeof import("./mount-functions");

/**
 * `npm run develop` serves the form function as Netlify does, so forms work while writing. The function is
 * TypeScript outside Gatsby's bundle, so tsx loads it at run time.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, reporter }) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when the development server starts
  const tsx = require("tsx/cjs/api") as { require: (id: string, fromFile: string) => MountFunctions };
  // From the site's root: Gatsby runs a compiled copy of this file from .cache/.
  const entry = path.resolve("plugins/develop-functions/mount-functions.ts");
  const devServer = app as Parameters<MountFunctions["mountFunctions"]>[0];
  await tsx.require(entry, entry).mountFunctions(devServer, (message) => {
    reporter.info(message);
  });
};
