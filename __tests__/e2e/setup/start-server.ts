/**
 * Serves the production build (public/) with the form function and a local Netlify Database, as `npm start`
 * does, for the browser tests. A fresh salt per run gives this run's address its own rate-limit counter.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { startServedSite } from "../../support/served-site";

/** A port nothing listens on now, so a run never collides with another server on this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "localhost", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export default async function startServer() {
  // Test files read the port from the environment when they load, which is after this setup ran.
  process.env.E2E_PORT ??= String(await freePort());
  const { mailDir, origin, pidFile, port, root } = await import("./server");
  if (!fs.existsSync(path.join(root, "public", "index.html")))
    throw new Error("No production build in public/: run `npm run build` first.");
  fs.rmSync(mailDir, { recursive: true, force: true });
  const server = await startServedSite(port, { LEAD_HASH_SALT: `e2e-${randomUUID()}`, MAIL_CATCH_DIR: mailDir });
  server.unref();
  fs.writeFileSync(pidFile, String(server.pid));
  const response = await fetch(`${origin}/`);
  if (!response.ok) throw new Error(`${origin}/ answered ${response.status}`);
}
