/**
 * The production build served as `npm start` serves it (`node scripts/serve.mjs`), started for the browser
 * tests and the Lighthouse benchmark. It runs in its own process group so the emulator's workers stop with it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { whenReady } from "../../scripts/local-server";

const root = path.resolve(__dirname, "../..");

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
  await whenReady(server, / served at http/, 60_000, "The server");
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
