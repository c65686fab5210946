// Serves the production build (public/) the way Netlify does, through @netlify/dev, the Netlify emulator:
// static files with the headers and redirects of netlify.toml, functions, and a local Netlify Database.
// Features that need the network or an account (edge functions, AI gateway, image CDN, geolocation) are off.
// The local Netlify Database is PGlite under .netlify/db, with netlify/database/migrations applied at start.
// SERVE_DATABASE_URL, when set, is used instead (any Postgres, already migrated: `npm run bench:leads` gives one);
// the emulator cannot be pointed at it, so its own database is then off and the function gets it as NETLIFY_DB_URL.
// A variable of its own, so a NETLIFY_DB_URL left exported (say, production's, for `npm run leads`) is never written to.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { NetlifyDev } from "@netlify/dev";
import { parseAllRedirects } from "@netlify/redirect-parser";

const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? "localhost";
// Without SMTP_URL, mail is caught in .netlify/mail (`npm run mail` shows it), and links in mail point here:
// catchMailLocally of netlify/lib/mail/transport.ts, which this plain script cannot import.
process.env.SITE_URL ||= `http://${host}:${port}`;
if (!process.env.SMTP_URL) process.env.MAIL_CATCH_DIR ||= path.resolve(".netlify", "mail");
const externalDatabase = process.env.SERVE_DATABASE_URL;
if (externalDatabase) process.env.NETLIFY_DB_URL = externalDatabase;

const netlify = new NetlifyDev({
  projectRoot: process.cwd(),
  aiGateway: { enabled: false },
  edgeFunctions: { enabled: false },
  images: { enabled: false },
  geolocation: { enabled: false },
  database: { enabled: !externalDatabase },
  serverAddress: null,
  logger: { log: console.log, info: console.log, warn: console.warn, error: console.error, debug: () => {} },
});
await netlify.start();

// Netlify applies migrations on deploy; locally we do it here, so a form posted at once finds its tables.
if (externalDatabase) {
  console.log("Database: SERVE_DATABASE_URL (migrations are not applied here)");
} else if (netlify.db) {
  const applied = await netlify.db.applyMigrations(path.join(process.cwd(), "netlify", "database", "migrations"));
  console.log(applied.length > 0 ? `Database: applied ${applied.join(", ")}` : "Database: migrations up to date");
} else {
  console.warn("The local Netlify Database did not start: forms will answer 503 until it does.");
}

// Uploads to functions are capped here only so a runaway body cannot fill memory; the function's own limit is lower.
const MAX_FUNCTION_UPLOAD_BYTES = 8 * 1024 * 1024;

/**
 * A multipart post to a function, as a Request the emulator passes on intact. @netlify/functions-dev 2.0.x
 * reads every body as text yet marks binary types (multipart/form-data among them) as base64, so the
 * function would receive garbage; giving it the body already base64-encoded makes the two cancel out.
 * Remove this when the emulator passes binary bodies through (Netlify itself does).
 */
async function multipartFunctionRequest(req, origin) {
  const isMultipart = /^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "");
  if (req.method !== "POST" || !isMultipart || !req.url?.startsWith("/.netlify/functions/")) return undefined;
  if (Number(req.headers["content-length"] ?? 0) > MAX_FUNCTION_UPLOAD_BYTES) return null;
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_FUNCTION_UPLOAD_BYTES) return null;
    chunks.push(chunk);
  }
  const headers = Object.entries(req.headers).filter(
    ([name]) => name !== "content-length" && name !== "transfer-encoding",
  );
  return new Request(new URL(req.url, origin), {
    method: "POST",
    headers: headers.map(([name, value]) => [name, Array.isArray(value) ? value.join(",") : String(value)]),
    body: Buffer.concat(chunks).toString("base64"),
  });
}

// Netlify serves a `status = 404` rewrite's target with status 404 (for addresses no file answers); the
// emulator serves it with 200. These rules, read from netlify.toml, put the status right.
const publicDir = path.resolve("public");
const { redirects } = await parseAllRedirects({
  redirectsFiles: [],
  netlifyConfigPath: "netlify.toml",
  configRedirects: [],
  minimal: false,
});
const notFoundRules = redirects
  .filter((rule) => rule.status === 404 && !rule.force)
  .map(
    (rule) =>
      new RegExp(
        `^${rule.from
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*$/, ".*")
          .replace(/:[^/]+/g, "[^/]+")}$`,
      ),
  );

function isNotFoundRewrite(pathname) {
  if (!notFoundRules.some((rule) => rule.test(pathname))) return false;
  const file = path.join(publicDir, decodeURIComponent(pathname));
  return (
    !file.startsWith(publicDir) ||
    !(fs.existsSync(path.join(file, "index.html")) || (fs.existsSync(file) && fs.statSync(file).isFile()))
  );
}

/**
 * @netlify/dev 5.1 bundles a function into a new directory for every request and deletes it afterwards, yet
 * keeps one record per function of where its bundle is: two requests at once load each other's deleted bundle
 * and answer 500 ("Cannot find module", `npm run bench:leads` showed half the posts lost). So function
 * requests run one at a time here; static files do not wait. Netlify itself has no such limit.
 */
let functionQueue = Promise.resolve();
function oneFunctionAtATime(work) {
  const result = functionQueue.then(work);
  functionQueue = result.catch(() => {});
  return result;
}

async function respond(req) {
  const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
  // Like Netlify's edge, tell functions who is asking (context.ip), whatever the client claimed.
  req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
  const upload = await multipartFunctionRequest(req, origin);
  if (upload === null)
    return new Response("Upload too large", { status: 413, headers: { "content-type": "text/plain" } });
  const handle = () =>
    upload
      ? netlify.handleAndIntrospect(upload, { serverAddress: origin })
      : netlify.handleAndIntrospectNodeRequest(req, { serverAddress: origin });
  const result = req.url?.startsWith("/.netlify/functions/") ? await oneFunctionAtATime(handle) : await handle();
  if (result) {
    const { pathname } = new URL(req.url ?? "/", origin);
    if (result.response.status === 200 && isNotFoundRewrite(pathname)) {
      return new Response(result.response.body, { status: 404, headers: result.response.headers });
    }
    return result.response;
  }
  // Nothing matched: Netlify answers with the site's 404.html and status 404.
  const page = await netlify.handle(new Request(new URL("/404.html", origin)), { serverAddress: origin });
  return new Response(page?.body ?? "Not found", {
    status: 404,
    headers: page?.headers ?? { "content-type": "text/plain" },
  });
}

const server = http.createServer(async (req, res) => {
  try {
    const response = await respond(req);
    const headers = {};
    response.headers.forEach((value, key) => {
      headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
    });
    res.writeHead(response.status, headers);
    if (response.body && req.method !== "HEAD") Readable.fromWeb(response.body).pipe(res);
    else res.end();
  } catch (error) {
    console.error(`serve: ${req.method} ${req.url} failed:`, error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end("Internal error");
  }
});

server.listen(port, host, () => console.log(`Site served at http://${host}:${port}/ (Ctrl+C to stop)`));

const stop = async () => {
  server.close();
  await netlify.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
