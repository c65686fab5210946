import path from "path";
import type { IncomingMessage, ServerResponse } from "http";
import type { GatsbyNode } from "gatsby";

type FunctionHost = typeof import("../../scripts/function-host");
type Next = () => void;
type DevServer = { use(handler: (req: IncomingMessage, res: ServerResponse, next: Next) => void): void };

/**
 * `npm run develop` serves the site's functions as `npm start` does (scripts/function-host.ts: each at the addresses
 * Netlify reads from its own config), against the local Netlify Database (.netlify/db, the one `npm start` uses; run
 * one of the two at a time), so forms and the staff inbox work while writing. The functions are TypeScript outside
 * Gatsby's bundle, so tsx loads them at run time.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, reporter }) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when the development server starts
  const tsx = require("tsx/cjs/api") as { require: (id: string, fromFile: string) => FunctionHost };
  // From the site's root: Gatsby runs a compiled copy of this file from .cache/.
  const entry = path.resolve("scripts/function-host.ts");
  const host = tsx.require(entry, entry);
  const applied = await host.startLocalDatabase("http://localhost:8000");
  const functions = await host.hostedFunctions();
  (app as DevServer).use((req, res, next) => {
    const serve = host.functionFor(functions, req);
    if (serve) serve(req, res);
    else next();
  });
  reporter.info(
    `Functions: ${functions.map((hosted) => hosted.name).join(", ")}; local database ready${applied.length > 0 ? ` (applied ${applied.join(", ")})` : ""}`,
  );
};
