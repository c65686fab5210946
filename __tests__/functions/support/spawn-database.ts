import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

export type Backend = { readonly name: string; readonly kind: "pglite" | "postgres"; readonly serverUrl?: string };

/** The local Netlify Database emulation (PGlite), as `npm start` and `npm run develop` serve it. */
export const PGLITE: Backend = { name: "local Netlify Database (PGlite)", kind: "pglite" };

/**
 * The database the function tests run on: PostgreSQL at TEST_DATABASE_URL when set (e.g.
 * postgres://postgres@127.0.0.1:5432/test, as CI sets it: Netlify Database is PostgreSQL), else the local emulation,
 * so that they pass without a server. local-database.test.ts checks the emulation on every run.
 */
export const BACKEND: Backend = process.env.TEST_DATABASE_URL
  ? { name: "PostgreSQL (TEST_DATABASE_URL)", kind: "postgres", serverUrl: process.env.TEST_DATABASE_URL }
  : PGLITE;

/** What __tests__/setup/start-databases.ts started: a database per Jest worker, on this backend. */
export type WorkerDatabases = { readonly kind: Backend["kind"]; readonly urls: readonly string[] };

/** Where a PGlite database keeps its files (in memory when absent) and the port it listens on (any when absent). */
export type PgliteFiles = { readonly directory: string; readonly port?: number };

export type DatabaseServer = { readonly url: string; stop(): Promise<void> };

/**
 * A fresh database with the migrations applied, served by a child process (database-server.mjs), until stop(). A
 * PGlite database on `files` survives stop(): started again on the same files and port, it is the same database.
 */
export async function spawnDatabase(backend: Backend, files?: PgliteFiles): Promise<DatabaseServer> {
  const script = path.join(__dirname, "database-server.mjs");
  const target =
    backend.kind === "postgres"
      ? [backend.serverUrl!]
      : files
        ? [files.directory, ...(files.port ? [String(files.port)] : [])]
        : [];
  const child = spawn(process.execPath, [script, backend.kind, ...target], { stdio: ["pipe", "pipe", "inherit"] });
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once("line", (line) => resolve((JSON.parse(line) as { url: string }).url));
    child.once("exit", (code) => reject(new Error(`the test database exited with ${code}`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.stdin.end();
      const timer = setTimeout(() => child.kill(), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
