/**
 * The one local host of the site's functions: `npm start` (scripts/serve.mjs, for the built site), `npm run develop`
 * (plugins/develop-functions) and the benchmarks run them here, in the server's own process, on the request as
 * Netlify builds it.
 *
 * Which function answers an address is what Netlify itself reads from the functions: its bundler's parser
 * (`listFunctions` of @netlify/zip-it-and-ship-it) gives each function's routes from its `config`, and one without a
 * route answers at /.netlify/functions/<name>. So a route Netlify cannot read (say, a `path` that is not a literal)
 * is missing here too. Scheduled functions answer no address, as on Netlify.
 * Netlify's emulator would bundle a function anew and start a worker for every request (docs/architecture.md).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "@netlify/functions";
import type { ExtendedRoute, NodeBundlerName, Route } from "@netlify/zip-it-and-ship-it";
import { catchMailLocally } from "../netlify/lib/mail/transport";

type NetlifyFunction = (req: Request, context: Context) => Promise<Response>;
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const root = path.resolve(__dirname, "..");

/** A [functions] table of netlify.toml, as @netlify/config reads it. */
export type FunctionsSettings = {
  readonly external_node_modules?: string[];
  readonly included_files?: string[];
  readonly ignored_node_modules?: string[];
  readonly node_bundler?: NodeBundlerName | "esbuild";
  readonly schedule?: string;
};

/** netlify.toml as Netlify reads it for a deploy context: the functions' folder and their settings. */
export async function netlifyConfig(context = "dev") {
  // ESM only: imported, not required.
  const { resolveConfig } = await import("@netlify/config");
  const { config } = (await resolveConfig({
    config: path.join(root, "netlify.toml"),
    context,
    cwd: root,
    repositoryRoot: root,
    offline: true,
    mode: "cli",
  })) as { config: { functionsDirectory: string; functions?: Record<string, FunctionsSettings> } };
  return config;
}

/** The function's Request, as Netlify would build it from the visitor's request. */
function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  // Express keeps the full URL in originalUrl when a handler is mounted on a path.
  const { originalUrl } = req as IncomingMessage & { originalUrl?: string };
  const url = new URL(originalUrl ?? req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this for a streamed request body.
    ...(hasBody ? { duplex: "half" } : {}),
  });
}

async function send(response: Response, res: ServerResponse) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Answers each request with the function; context.ip is the socket's address, as Netlify's edge gives it. */
export const serveFunction =
  (name: string, fn: NetlifyFunction): Handler =>
  (req, res) => {
    const context = { ip: req.socket.remoteAddress ?? "", requestId: crypto.randomUUID() } as Context;
    fn(toRequest(req), context)
      .then((response) => send(response, res))
      .catch((error: unknown) => {
        console.error(`${name} failed:`, error);
        res.statusCode = 500;
        res.end("The function failed; see the terminal.");
      });
  };

/** Whether a route Netlify's parser gave matches a path, as Netlify's own local router matches it. */
function matches(route: Route | ExtendedRoute, pathname: string, method = "GET") {
  if ("methods" in route && route.methods?.length && !route.methods.includes(method)) return false;
  return "literal" in route ? pathname === route.literal : new RegExp(route.expression).test(pathname);
}

export type HostedFunction = {
  readonly name: string;
  /** Whether it answers this path: by its routes, or, without any, at its default address. */
  readonly answers: (pathname: string, method?: string) => boolean;
  readonly serve: Handler;
};

/** The functions of a folder (netlify.toml's, unless told otherwise) that answer an address, loaded once. */
export async function hostedFunctions(directory?: string): Promise<HostedFunction[]> {
  // ESM only: imported, not required.
  const { listFunctions } = await import("@netlify/zip-it-and-ship-it");
  const listed = await listFunctions([directory ?? (await netlifyConfig()).functionsDirectory], { parseISC: true });
  const routed = listed.filter((listedFunction) => !listedFunction.schedule);
  return routed.map(({ name, mainFile, routes = [], excludedRoutes = [] }) => {
    // Required as this file is (tsx, Jest): the functions' JSON imports need no import attributes then.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(mainFile) as { default: NetlifyFunction };
    const answers = (pathname: string, method?: string) => {
      // Netlify's router ignores case and a trailing slash.
      const normalized = (pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname).toLowerCase();
      if (routes.length === 0) return normalized.split("/").slice(0, 4).join("/") === `/.netlify/functions/${name}`;
      return (
        routes.some((route) => matches(route, normalized, method)) &&
        !excludedRoutes.some((route) => matches(route, normalized, method))
      );
    };
    return { name, answers, serve: serveFunction(name, module.default) };
  });
}

/** The handler of the function that answers a request, if one does. */
export function functionFor(functions: readonly HostedFunction[], req: IncomingMessage): Handler | undefined {
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  return functions.find((hosted) => hosted.answers(pathname, req.method))?.serve;
}

/**
 * The local Netlify Database (.netlify/db, PGlite) for `npm run develop`, migrated, as NETLIFY_DB_URL; mail caught in
 * .netlify/mail with links to `siteUrl`. `npm start` gets both from the emulator and scripts/serve.mjs instead.
 */
export async function startLocalDatabase(siteUrl: string): Promise<string[]> {
  // ESM only: imported, not required.
  const { NetlifyDB } = await import("@netlify/database-dev");
  const db = new NetlifyDB({ directory: path.join(root, ".netlify", "db"), logger: () => {} });
  process.env.NETLIFY_DB_URL = await db.start();
  catchMailLocally(root, siteUrl);
  return db.applyMigrations(path.join(root, "netlify", "database", "migrations"));
}
