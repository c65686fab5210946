/**
 * Serves the production build (public/) as `npm start` does, once per Jest worker, so that the test files run side
 * by side, each worker with a site, a local Netlify Database and a mail folder of its own. The emulator keeps its
 * database in the .netlify/ of the directory it serves from, so each site is served from a directory of its own in
 * the system's temporary folder, holding links to this build, netlify.toml and netlify/ (the migrations): a fresh
 * database per run, and the repository's own .netlify/ untouched. A fresh salt per run gives this run's address its
 * own rate-limit counter.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServedSite } from "../../support/served-site";
import { freePort } from "../../../scripts/local-server";
import type { ServedSite } from "./server";
import stopServers from "./stop-server";

const root = path.resolve(__dirname, "../../..");

async function serve(site: ServedSite): Promise<void> {
  for (const shared of ["public", "netlify", "netlify.toml"])
    fs.symlinkSync(path.join(root, shared), path.join(site.dir, shared));
  const server = await startServedSite(
    site.port,
    { LEAD_HASH_SALT: `e2e-${randomUUID()}`, MAIL_CATCH_DIR: path.join(site.dir, "mail") },
    [path.join(root, "scripts", "serve.mjs")],
    site.dir,
  );
  server.unref();
  fs.writeFileSync(path.join(site.dir, "server.pid"), String(server.pid));
  const response = await fetch(`http://localhost:${site.port}/`);
  if (!response.ok) throw new Error(`The site served from ${site.dir} answered / with ${response.status}`);
}

export default async function startServers(globalConfig: { maxWorkers: number }) {
  if (!fs.existsSync(path.join(root, "public", "index.html")))
    throw new Error("No production build in public/: run `npm run build` first.");
  // Read by the teardown, which runs in this process.
  process.env.E2E_RUN_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-sites-"));
  const sites: ServedSite[] = [];
  while (sites.length < Math.max(1, globalConfig.maxWorkers)) {
    const port = await freePort();
    if (sites.some((site) => site.port === port)) continue;
    const dir = path.join(process.env.E2E_RUN_DIR, `worker-${sites.length + 1}`);
    fs.mkdirSync(dir);
    sites.push({ port, dir });
  }
  const started = await Promise.allSettled(sites.map(serve));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopServers();
    throw failed.reason;
  }
  // The workers, which Jest starts after this, read their site from here (./server.ts).
  process.env.E2E_SITES = JSON.stringify(sites);
}
