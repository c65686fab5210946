/**
 * The function tests' databases: one per Jest worker, started once before the run (starting the local emulation
 * takes seconds, too long to pay in every test file) on the run's backend, and stopped by stop-databases.ts. Each
 * test file empties its worker's database before it starts (functions/support/test-database.ts).
 */
import { BACKEND, spawnDatabase, type DatabaseServer, type WorkerDatabases } from "../functions/support/spawn-database";

/** Read by the teardown, which runs in this process. */
export const started: { servers: DatabaseServer[] } = (globalThis as { testDatabases?: { servers: DatabaseServer[] } })
  .testDatabases ?? { servers: [] };
(globalThis as { testDatabases?: typeof started }).testDatabases = started;

export default async function startDatabases(globalConfig: { maxWorkers: number }) {
  const results = await Promise.allSettled(
    Array.from({ length: Math.max(1, globalConfig.maxWorkers) }, () => spawnDatabase(BACKEND)),
  );
  for (const result of results) if (result.status === "fulfilled") started.servers.push(result.value);
  const failed = results.find((result) => result.status === "rejected");
  if (failed) {
    await Promise.all(started.servers.map((server) => server.stop()));
    throw failed.reason;
  }
  // The workers, which Jest starts after this, read their database from here.
  const databases: WorkerDatabases = { kind: BACKEND.kind, urls: started.servers.map((server) => server.url) };
  process.env.TEST_WORKER_DATABASES = JSON.stringify(databases);
}
