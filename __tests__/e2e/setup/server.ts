import fs from "node:fs";
import path from "node:path";

/**
 * The served site of this Jest worker. The global setup (start-server.ts) serves the build once per worker, each on
 * its own port from a directory of its own (its .netlify/ with the local database, and its caught mail), and lists
 * them in E2E_SITES before the workers start; Jest numbers its workers from 1, and runs in band as worker 1.
 */
export type ServedSite = { readonly port: number; readonly dir: string };

/** The repository, whose build (public/) every worker's site serves. */
export const root = path.resolve(__dirname, "../../..");

const worker = Number(process.env.JEST_WORKER_ID ?? "1");
const site = (JSON.parse(process.env.E2E_SITES ?? "[]") as ServedSite[])[worker - 1];
if (!site) throw new Error(`No served site for Jest worker ${worker}: run these tests with jest.e2e.config.js.`);

export const port = site.port;
export const origin = `http://localhost:${port}`;
/** Where this worker's site writes the mail it would send (it has no SMTP_URL). */
export const mailDir = path.join(site.dir, "mail");

/** The connection string of the local Netlify Database this worker's function writes to. */
export function databaseUrl(): string {
  const state = JSON.parse(fs.readFileSync(path.join(site.dir, ".netlify", "state.json"), "utf8")) as {
    dbConnectionString?: string;
  };
  if (!state.dbConnectionString) throw new Error(`${site.dir}/.netlify/state.json has no dbConnectionString`);
  return state.dbConnectionString;
}
