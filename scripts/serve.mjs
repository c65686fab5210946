// Serves the production build (public/) the way Netlify does: static files with the headers and redirects of
// netlify.toml and of the build (public/_headers, public/_redirects) and a local Netlify Database through
// @netlify/dev, the Netlify emulator, and the site's functions, routed by their own config as Netlify reads it, in
// this process through scripts/function-host.ts (the emulator would bundle a function anew for every request).
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
import { tsImport } from "tsx/esm/api";

const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? "localhost";
// Without SMTP_URL, mail is caught in .netlify/mail (`npm run mail` shows it), and links in mail point here.
process.env.SITE_URL ||= `http://${host}:${port}`;
if (!process.env.SMTP_URL) process.env.MAIL_CATCH_DIR ||= path.resolve(".netlify", "mail");
const externalDatabase = process.env.SERVE_DATABASE_URL;
if (externalDatabase) process.env.NETLIFY_DB_URL = externalDatabase;

const netlify = new NetlifyDev({
  projectRoot: process.cwd(),
  aiGateway: { enabled: false },
  edgeFunctions: { enabled: false },
  images: { enabled: false },
  functions: { enabled: false },
  geolocation: { enabled: false },
  database: { enabled: !externalDatabase },
  serverAddress: null,
  logger: { log: console.log, info: console.log, warn: console.warn, error: console.error, debug: () => {} },
});
await netlify.start();
// After the emulator has set NETLIFY_DB_URL to its local database.
/** @type {typeof import("./function-host.ts")} */
const { functionFor, hostedFunctions } = await tsImport("./function-host.ts", import.meta.url);
const functions = await hostedFunctions();

// Netlify applies migrations on deploy; locally we do it here, so a form posted at once finds its tables.
if (externalDatabase) {
  console.log("Database: SERVE_DATABASE_URL (migrations are not applied here)");
} else if (netlify.db) {
  const applied = await netlify.db.applyMigrations(path.join(process.cwd(), "netlify", "database", "migrations"));
  console.log(applied.length > 0 ? `Database: applied ${applied.join(", ")}` : "Database: migrations up to date");
} else {
  console.warn("The local Netlify Database did not start: forms will answer 503 until it does.");
}

// Netlify serves a `status = 404` rewrite's target with status 404 (for addresses no file answers); the
// emulator serves it with 200. These rules, read from the build's _redirects and netlify.toml, put the status right.
const publicDir = path.resolve("public");
const { redirects } = await parseAllRedirects({
  redirectsFiles: [path.join(publicDir, "_redirects")],
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

async function respond(req) {
  const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
  const result = await netlify.handleAndIntrospectNodeRequest(req, { serverAddress: origin });
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
  const serveFunction = functionFor(functions, req);
  if (serveFunction) return serveFunction(req, res);
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
