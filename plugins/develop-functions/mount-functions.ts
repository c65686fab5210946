/**
 * Forms work under `npm run develop` too: this plugin's onCreateDevServer mounts this, so a post to
 * /.netlify/functions/submit-form runs the real function against the local Netlify Database (.netlify/db, the
 * one `npm start` uses; run one of the two at a time), migrated at start; so do the newsletter's links in the
 * mail caught in .netlify/mail.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "@netlify/functions";
import newsletter from "../../netlify/functions/newsletter";
import submitForm from "../../netlify/functions/submit-form";
import { NEWSLETTER_PATH } from "../../netlify/lib/mail/links";
import { catchMailLocally } from "../../netlify/lib/mail/transport";
import { FORM_ACTION } from "../../src/lib/form-action";

type DevServer = { use(route: string, handler: (req: IncomingMessage, res: ServerResponse) => void): void };

const root = path.resolve(__dirname, "../..");

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

export async function mountFunctions(app: DevServer, log: (message: string) => void) {
  // ESM only: imported, not required.
  const { NetlifyDB } = await import("@netlify/database-dev");
  const db = new NetlifyDB({ directory: path.join(root, ".netlify", "db"), logger: () => {} });
  process.env.NETLIFY_DB_URL = await db.start();
  catchMailLocally(root, "http://localhost:8000");
  const applied = await db.applyMigrations(path.join(root, "netlify", "database", "migrations"));
  log(
    `Forms post to the submit-form function; local database ready${applied.length > 0 ? ` (applied ${applied.join(", ")})` : ""}`,
  );

  app.use(FORM_ACTION, serveSubmitForm);
  app.use(NEWSLETTER_PATH, serveFunction(newsletter));
}

type NetlifyFunction = (req: Request, context: Context) => Promise<Response>;

/** Answers each request with the function, in this process (no emulator in between). */
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

/** The submit-form function, as `npm run develop` (and scripts/serve-function.ts) serve it. */
export const serveSubmitForm = serveFunction(submitForm);
