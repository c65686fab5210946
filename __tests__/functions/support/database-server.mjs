// A throwaway database with the site's migrations, for the tests (one per Jest worker, or a test file's own) and the
// benchmarks; run as a child process because the Netlify Database emulator is an ES module jest cannot load. Prints
// {"url": "..."} once ready, then waits until its stdin closes (its user is done) and removes the database (a PGlite
// directory is kept).
//   node database-server.mjs pglite                  the local Netlify Database emulation (PGlite, in memory)
//   node database-server.mjs pglite <dir> [port]     the same on files in <dir> (as `npm start`'s .netlify/db),
//                                                    on a fixed port: started again, it is the same database
//   node database-server.mjs postgres <server url>   a new database on that PostgreSQL server
// Also used by `npm run bench:leads`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { NetlifyDB, applyMigrations } from "@netlify/database-dev";
import { getDatabase } from "@netlify/database";

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../netlify/database/migrations");
const [kind, target, port] = process.argv.slice(2);

const untilStdinCloses = () =>
  new Promise((resolve) => {
    process.stdin.on("end", resolve).on("close", resolve).resume();
  });

async function pglite() {
  const db = new NetlifyDB({ directory: target, port: port ? Number(port) : undefined, logger: () => {} });
  const url = await db.start();
  await db.applyMigrations(migrations);
  return { url, cleanUp: () => db.stop() };
}

/** A SQL executor (what applyMigrations takes) over one pg connection. */
const executor = (client) => ({
  exec: (sql) => client.query(sql),
  query: (sql, params) => client.query(sql, params),
  async transaction(work) {
    await client.query("BEGIN");
    try {
      const result = await work(this);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  },
});

async function postgres() {
  const name = `leads_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = getDatabase({ connectionString: target }).pool;
  admin.on("error", () => {});
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(target);
  url.pathname = `/${name}`;
  const pool = getDatabase({ connectionString: url.toString() }).pool;
  const client = await pool.connect();
  try {
    await applyMigrations(executor(client), migrations);
  } finally {
    client.release();
    await pool.end();
  }
  return {
    url: url.toString(),
    async cleanUp() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const { url, cleanUp } = kind === "postgres" ? await postgres() : await pglite();
process.stdout.write(`${JSON.stringify({ url })}\n`);
await untilStdinCloses();
await cleanUp();
process.exit(0);
