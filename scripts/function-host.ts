/**
 * The one local host of the site's functions: `npm start` (scripts/serve.mjs, for the built site), `npm run develop`
 * (plugins/develop-functions) and the benchmarks run them here, in the server's own process, on the request as
 * Netlify builds it: the submit-form function at /.netlify/functions/submit-form, the newsletter's links and the
 * staff inbox's endpoints under /api/staff/.
 * Netlify's emulator would bundle a function anew for every request and, doing so, serve them one at a time.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "@netlify/functions";
import newsletter from "../netlify/functions/newsletter";
import staff from "../netlify/functions/staff";
import submitForm from "../netlify/functions/submit-form";
import { NEWSLETTER_PATH } from "../netlify/lib/mail/links";
import { catchMailLocally } from "../netlify/lib/mail/transport";
import { FORM_ACTION } from "../src/lib/form-action";
import { STAFF_API } from "../src/lib/staff-api";

type NetlifyFunction = (req: Request, context: Context) => Promise<Response>;

const root = path.resolve(__dirname, "..");

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
export const serveFunction = (fn: NetlifyFunction) => (req: IncomingMessage, res: ServerResponse) => {
  const context = { ip: req.socket.remoteAddress ?? "", requestId: crypto.randomUUID() } as Context;
  fn(toRequest(req), context)
    .then((response) => send(response, res))
    .catch((error: unknown) => {
      console.error(`${fn.name} failed:`, error);
      res.statusCode = 500;
      res.end("The function failed; see the terminal.");
    });
};

/** The site's functions by the path each answers. */
export const functionRoutes: Readonly<Record<string, ReturnType<typeof serveFunction>>> = {
  [FORM_ACTION]: serveFunction(submitForm),
  [NEWSLETTER_PATH]: serveFunction(newsletter),
  [STAFF_API]: serveFunction(staff),
};

/** The function that answers a request's path (or a path under it: the staff function's), if one does. */
export function functionFor(req: IncomingMessage) {
  const pathname = (req.url ?? "/").split("?")[0];
  const route = Object.keys(functionRoutes).find((path) => pathname === path || pathname.startsWith(`${path}/`));
  return route && functionRoutes[route];
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
