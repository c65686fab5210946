/**
 * Serves the production build (public/) with the form function and a local Netlify Database, as `npm start`
 * does, for the browser tests. A fresh salt per run gives this run's address its own rate-limit counter.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { origin, pidFile, port, root } from "./server";

export default async function startServer() {
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
