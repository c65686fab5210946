import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { closeLeadStores } from "../../../netlify/lib/lead-store";
import { openPool } from "../../../netlify/lib/store/sql";

export type Backend = { readonly name: string; readonly kind: "pglite" | "postgres"; readonly serverUrl?: string };

/**
 * The databases the function tests run on: the local Netlify Database emulation (PGlite) always, and the
 * PostgreSQL server at TEST_DATABASE_URL when set (e.g. postgres://postgres@127.0.0.1:5432/test).
 */
export const backends: Backend[] = [
  { name: "local Netlify Database (PGlite)", kind: "pglite" },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "PostgreSQL (TEST_DATABASE_URL)", kind: "postgres" as const, serverUrl: process.env.TEST_DATABASE_URL }]
    : []),
];

export type TestDatabase = {
  readonly url: string;
  /** A pool of our own, to read rows back independently of the code under test. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Empties every table between tests. */
  truncate(): Promise<void>;
  stop(): Promise<void>;
};

/** Where a PGlite database keeps its files (in memory when absent) and the port it listens on (any when absent). */
export type PgliteFiles = { readonly directory: string; readonly port?: number };

/**
 * Starts a fresh database with the migrations applied (one per test file and backend). A PGlite database on
 * `files` survives stop(): started again on the same files and port, it is the same database at the same URL.
 */
export async function startTestDatabase(backend: Backend, files?: PgliteFiles): Promise<TestDatabase> {
  const script = path.join(__dirname, "database-server.mjs");
  const target =
    backend.kind === "postgres"
      ? [backend.serverUrl!]
      : files
        ? [files.directory, ...(files.port ? [String(files.port)] : [])]
        : [];
  const child: ChildProcess = spawn(process.execPath, [script, backend.kind, ...target], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once("line", (line) => resolve((JSON.parse(line) as { url: string }).url));
    child.once("exit", (code) => reject(new Error(`the test database exited with ${code}`)));
  });
  const pool = openPool(url);
  return {
    url,
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query<Row>(sql, params)).rows;
    },
    async truncate() {
      await pool.query(
        "TRUNCATE leads, resumes, resume_files, outbox, subscriptions, rate_limit_hits, erasures, mail_counts, resume_counts, suppressed_addresses, " +
          "staff, staff_invitations, staff_credentials, staff_challenges, staff_sessions, staff_audit, lead_notes, lead_replies, held_post_tokens, " +
          "consultation_bookings, consultation_closed_days, consultation_hours",
      );
    },
    async stop() {
      await pool.end();
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.stdin!.end();
      const timer = setTimeout(() => child.kill(), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

type DatabaseTests = (db: TestDatabase, backend: Backend) => void;

/**
 * The per-database setup every function test file shares: `tests` run once per backend (as "title on backend"), on
 * a fresh migrated database that NETLIFY_DB_URL names, emptied before each test unless `emptyBeforeEach` is false,
 * and stopped after the last, with the pools the code under test opened. `db` is usable from the first hook on.
 */
export function describeOnEachDatabase(title: string, tests: DatabaseTests): void;
export function describeOnEachDatabase(
  title: string,
  options: { emptyBeforeEach: boolean },
  tests: DatabaseTests,
): void;
export function describeOnEachDatabase(
  title: string,
  ...args: [DatabaseTests] | [{ emptyBeforeEach: boolean }, DatabaseTests]
): void {
  const [{ emptyBeforeEach }, tests] = args.length === 1 ? [{ emptyBeforeEach: true }, args[0]] : args;
  describe.each(backends)(`${title} on $name`, (backend) => {
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
      current = await startTestDatabase(backend);
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
