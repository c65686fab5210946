import { closeLeadStores } from "../../../netlify/lib/lead-store";
import { openPool } from "../../../netlify/lib/store/sql";
import { BACKEND, spawnDatabase, type Backend, type PgliteFiles, type WorkerDatabases } from "./spawn-database";

export { BACKEND, PGLITE, type Backend, type PgliteFiles } from "./spawn-database";

export type TestDatabase = {
  readonly url: string;
  /** A pool of our own, to read rows back independently of the code under test. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Empties every table. */
  truncate(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The statements that empty every table the migrations made and restart their sequences: DELETE, each table after
 * those that reference it, rather than TRUNCATE, which makes every table's files anew (on PostgreSQL it took 80 ms
 * for the few rows a test leaves, DELETE 2-4 ms; the function tests empty their database about 700 times a run).
 */
async function emptyingStatements(pool: ReturnType<typeof openPool>): Promise<string> {
  const names = async (sql: string) => (await pool.query<{ name: string }>(sql)).rows.map((row) => row.name);
  const tables = await names("SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'");
  const sequences = await names(
    "SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public'",
  );
  const references = (
    await pool.query<{ child: string; parent: string }>(
      `SELECT quote_ident(child.relname) AS child, quote_ident(parent.relname) AS parent FROM pg_constraint
       JOIN pg_class child ON child.oid = conrelid JOIN pg_class parent ON parent.oid = confrelid
       WHERE contype = 'f' AND conrelid <> confrelid AND connamespace = 'public'::regnamespace`,
    )
  ).rows;
  const order: string[] = [];
  let left = tables.sort();
  while (left.length > 0) {
    const free = left.filter((table) => !references.some((ref) => ref.parent === table && left.includes(ref.child)));
    if (free.length === 0) throw new Error(`The tables ${left.join(", ")} reference each other in a circle`);
    order.push(...free);
    left = left.filter((table) => !free.includes(table));
  }
  return [
    "BEGIN",
    ...order.map((table) => `DELETE FROM ${table}`),
    ...sequences.map((sequence) => `ALTER SEQUENCE ${sequence} RESTART`),
    "COMMIT",
  ].join("; ");
}

function testDatabase(url: string, stopServer: () => Promise<void>): TestDatabase {
  const pool = openPool(url);
  let emptying: Promise<string> | undefined;
  return {
    url,
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query<Row>(sql, params)).rows;
    },
    async truncate() {
      // Read from the catalogue once, so a new table is emptied too.
      emptying ??= emptyingStatements(pool);
      await pool.query(await emptying);
    },
    async stop() {
      await pool.end();
      await stopServer();
    },
  };
}

/**
 * Starts a fresh database with the migrations applied, in a process of its own. A PGlite database on `files`
 * survives stop(): started again on the same files and port, it is the same database at the same URL.
 */
export async function startTestDatabase(backend: Backend, files?: PgliteFiles): Promise<TestDatabase> {
  const server = await spawnDatabase(backend, files);
  return testDatabase(server.url, () => server.stop());
}

/**
 * This Jest worker's database on `backend`, emptied: the one started for the worker before the run when there is
 * one (starting PGlite takes seconds, a test file's setup should not), else one of its own.
 */
async function workerDatabase(backend: Backend): Promise<TestDatabase> {
  const started = process.env.TEST_WORKER_DATABASES
    ? (JSON.parse(process.env.TEST_WORKER_DATABASES) as WorkerDatabases)
    : undefined;
  const url = started?.kind === backend.kind ? started.urls[Number(process.env.JEST_WORKER_ID ?? 1) - 1] : undefined;
  if (!url) return startTestDatabase(backend);
  // The next test file of this worker finds it empty again; the database itself outlives this file.
  const db = testDatabase(url, async () => {});
  await db.truncate();
  return db;
}

type DatabaseTests = (db: TestDatabase, backend: Backend) => void;
type DatabaseOptions = {
  /** Whether every table is emptied before each test (the default), or only before the first. */
  readonly emptyBeforeEach?: boolean;
  /** The database to run on, when not the run's (BACKEND). */
  readonly backend?: Backend;
};

/**
 * The database setup every function test file shares: `tests` run on the run's database (BACKEND), or on
 * `options.backend`, as "title on <backend>", with NETLIFY_DB_URL naming it, emptied before each test unless
 * `emptyBeforeEach` is false; the pools the code under test opened are closed after the last. `db` is usable from
 * the first hook on.
 */
export function describeWithDatabase(title: string, tests: DatabaseTests): void;
export function describeWithDatabase(title: string, options: DatabaseOptions, tests: DatabaseTests): void;
export function describeWithDatabase(title: string, ...args: [DatabaseTests] | [DatabaseOptions, DatabaseTests]): void {
  const [options, tests] = args.length === 1 ? [{}, args[0]] : args;
  const { emptyBeforeEach = true, backend = BACKEND } = options;
  describe(`${title} on ${backend.name}`, () => {
    let current: TestDatabase | undefined;
    const running = () => {
      if (!current) throw new Error("The test database starts in beforeAll: use it from a hook or a test");
      return current;
    };
    const db: TestDatabase = {
      get url() {
        return running().url;
      },
      query: <Row>(sql: string, params?: unknown[]) => running().query<Row>(sql, params),
      truncate: () => running().truncate(),
      stop: () => running().stop(),
    };
    beforeAll(async () => {
      current = await workerDatabase(backend);
      process.env.NETLIFY_DB_URL = current.url;
    }, 60_000);
    beforeEach(async () => {
      if (emptyBeforeEach) await db.truncate();
      process.env.NETLIFY_DB_URL = db.url;
    });
    afterAll(async () => {
      delete process.env.NETLIFY_DB_URL;
      await closeLeadStores();
      await current?.stop();
    });
    tests(db, backend);
  });
}

/**
 * Resolves once a statement on `db`'s database sleeps in pg_sleep: a DO block that takes locks and then waits in a
 * loop (PostgreSQL only) has taken them.
 */
export async function untilSleeping(db: TestDatabase, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs;
  const sleeping = "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'";
  while ((await db.query(sleeping)).length === 0) {
    if (performance.now() > deadline) throw new Error(`No statement slept in pg_sleep within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
