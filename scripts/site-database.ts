/**
 * The database the site's commands (`npm run leads`, `npm run staff`) work on: NETLIFY_DB_URL (production's, say),
 * else the running `npm start`'s local database, else the local database's files, opened here and migrated.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { closeLeadStores, openLeadStore, type LeadStore } from "../netlify/lib/lead-store";

const root = path.resolve(__dirname, "..");

export type SiteDatabase = { store: LeadStore; close: () => Promise<void> };

export async function openSiteDatabase(): Promise<SiteDatabase> {
  if (process.env.NETLIFY_DB_URL) return { store: openLeadStore(process.env.NETLIFY_DB_URL), close: closeLeadStores };

  const statePath = path.join(root, ".netlify", "state.json");
  const running = existsSync(statePath)
    ? (JSON.parse(readFileSync(statePath, "utf8")) as { dbConnectionString?: string }).dbConnectionString
    : undefined;
  if (running) {
    const store = openLeadStore(running);
    try {
      await store.listLeads({ limit: 1 });
      return { store, close: closeLeadStores };
    } catch {
      await closeLeadStores(); // not running any more: open the files ourselves
    }
  }

  const { NetlifyDB } = await import("@netlify/database-dev");
  const db = new NetlifyDB({ directory: path.join(root, ".netlify", "db"), logger: () => {} });
  const url = await db.start();
  await db.applyMigrations(path.join(root, "netlify", "database", "migrations"));
  return {
    store: openLeadStore(url),
    close: async () => {
      await closeLeadStores();
      await db.stop();
    },
  };
}
