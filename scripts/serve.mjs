// Serves the production build (public/) the way Netlify does, through @netlify/dev, the Netlify emulator:
// static files with the headers and redirects of netlify.toml, functions, and a local Netlify Database.
// Features that need the network or an account (edge functions, AI gateway, image CDN, geolocation) are off.
import http from "node:http";
import { Readable } from "node:stream";
import { NetlifyDev } from "@netlify/dev";

const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? "localhost";

const netlify = new NetlifyDev({
  projectRoot: process.cwd(),
  aiGateway: { enabled: false },
  edgeFunctions: { enabled: false },
  images: { enabled: false },
  geolocation: { enabled: false },
  serverAddress: null,
  logger: { log: console.log, info: console.log, warn: console.warn, error: console.error, debug: () => {} },
});
await netlify.start();

async function respond(req) {
  const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
  const result = await netlify.handleAndIntrospectNodeRequest(req, { serverAddress: origin });
  if (result) return result.response;
  // Nothing matched: Netlify answers with the site's 404.html and status 404.
  const page = await netlify.handle(new Request(new URL("/404.html", origin)), { serverAddress: origin });
  return new Response(page?.body ?? "Not found", { status: 404, headers: page?.headers ?? { "content-type": "text/plain" } });
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
