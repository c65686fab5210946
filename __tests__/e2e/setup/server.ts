import fs from "node:fs";
import path from "node:path";

/** Where the browser tests find the site `npm run serve` is serving, and its local database. */
export const root = path.resolve(__dirname, "../../..");
/** E2E_PORT, or the free port the global setup picked and put there before any test file loaded. */
export const port = Number(process.env.E2E_PORT ?? 8899);
export const origin = `http://localhost:${port}`;
export const pidFile = path.join(root, ".netlify", "e2e-server.pid");
/** Where the served site writes the mail it would send (no SMTP_URL), apart from a developer's .netlify/mail. */
export const mailDir = path.join(root, ".netlify", "e2e-mail");

/** The connection string of the local Netlify Database the served function writes to. */
export function databaseUrl(): string {
  const state = JSON.parse(fs.readFileSync(path.join(root, ".netlify", "state.json"), "utf8")) as {
    dbConnectionString?: string;
  };
  if (!state.dbConnectionString)
    throw new Error(".netlify/state.json has no dbConnectionString: is the server running?");
  return state.dbConnectionString;
}
