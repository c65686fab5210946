/**
 * The production build served as `npm start` serves it (`node scripts/serve.mjs`), started for the browser
 * tests and the Lighthouse benchmark. It runs in its own process group so the emulator's workers stop with it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

/** A port on 127.0.0.1 nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * Starts the server on `port` and resolves once it says it is serving; rejects with its output if it cannot.
 * `command` is what node runs: scripts/serve.mjs, or (for the leads benchmark) the function alone.
 * `siteDir` is the site it serves (its public/, netlify.toml and .netlify/): this one, or a copy (bench:build's).
 */
export async function startServedSite(
  port: number,
  env: Record<string, string> = {},
  command = ["scripts/serve.mjs"],
  siteDir = root,
): Promise<ChildProcess> {
  const server = spawn(process.execPath, command, {
    cwd: siteDir,
    env: { ...process.env, PORT: String(port), HOST: "localhost", LEAD_WEBHOOK_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in 60 s:\n${output}`)), 60000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/ served at http/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout.on("data", read);
    server.stderr.on("data", read);
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}):\n${output}`));
    });
  });
  server.stdout.removeAllListeners("data");
  server.stderr.removeAllListeners("data");
  server.removeAllListeners("exit");
  server.stdout.resume();
  server.stderr.resume();
  return server;
}

/** Stops the server and its workers (the whole process group). */
export function stopServedSite(pid: number | undefined) {
  if (!pid) return;
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    // already gone
  }
}
