/**
 * Serves the production build (public/) with the form function and a local Netlify Database, as `npm start`
 * does, for the browser tests. A fresh salt per run gives this run's address its own rate-limit counter.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

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
  const { origin, pidFile, port, root } = await import("./server");
  if (!fs.existsSync(path.join(root, "public", "index.html"))) throw new Error("No production build in public/: run `npm run build` first.");
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "localhost", LEAD_HASH_SALT: `e2e-${randomUUID()}`, LEAD_WEBHOOK_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in 60 s:\n${output}`)), 60000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Site served at")) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout.on("data", read);
    server.stderr.on("data", read);
    server.on("exit", (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });
  server.stdout.removeAllListeners("data");
  server.stderr.removeAllListeners("data");
  server.stdout.resume();
  server.stderr.resume();
  server.unref();
  fs.writeFileSync(pidFile, String(server.pid));
  const response = await fetch(`${origin}/`);
  if (!response.ok) throw new Error(`${origin}/ answered ${response.status}`);
}
