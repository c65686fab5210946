import { started } from "./start-databases";

/** Stops the databases start-databases.ts started (a PostgreSQL one is dropped). */
export default async function stopDatabases() {
  await Promise.all(started.servers.splice(0).map((server) => server.stop()));
}
