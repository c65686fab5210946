/**
 * The submit-form function alone on a plain Node HTTP server, the way `npm run develop` mounts it (no
 * emulator in between), on NETLIFY_DB_URL: `npm run bench:leads -- --via node` measures the function with it.
 */
import http from "node:http";
import { serveSubmitForm } from "../plugins/develop-functions/mount-functions";
import { FORM_ACTION } from "../src/lib/form-action";

const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? "localhost";

const server = http.createServer((req, res) => {
  if (req.url?.split("?")[0] === FORM_ACTION) serveSubmitForm(req, res);
  else res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
});
server.listen(port, host, () => console.log(`Function served at http://${host}:${port}${FORM_ACTION}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
