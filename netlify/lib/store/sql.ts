/**
 * The connection to Postgres that every store module shares: what a store needs of it, and a pool on Netlify
 * Database (or any Postgres) that fails fast when the database does not answer.
 */
import { getDatabase } from "@netlify/database";

/** What the store needs of a connection: parameterised queries. pg's Pool and Client and Neon's fit. */
export type SqlClient = {
  /** Row is what the statement returns: the SQL beside each call says it. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
};
/** A database the store writes to: single statements, and transactions of several. */
export type SqlDatabase = SqlClient & {
  /**
   * Runs `work` in a transaction on a connection of its own, committed when `work` resolves and rolled back when it
   * throws; a Rollback it throws ends the transaction without its changes and resolves to the Rollback's result.
   * `work` queries through the client it is given, never through the database.
   */
  transaction<T>(work: (client: SqlClient) => Promise<T>): Promise<T>;
};
export type SqlPool = SqlDatabase & { end(): Promise<void> };

/** Thrown by a transaction's work to undo what it did and answer `result`: a refusal, say. */
export class Rollback<T> extends Error {
  constructor(readonly result: T) {
    super("Rolled back");
    this.name = "Rollback";
  }
}

/** What openPool needs of the pool getDatabase makes: pg's, or Neon's over WebSockets. */
type DriverPool = SqlClient & {
  connect(): Promise<
    SqlClient & {
      release(destroy?: boolean): void;
      on(event: "error", listener: () => void): unknown;
      off(event: "error", listener: () => void): unknown;
    }
  >;
  end(): Promise<void>;
  on(event: "error", listener: () => void): unknown;
  options: { connectionTimeoutMillis?: number; query_timeout?: number };
};

/** How long a request waits for a connection, then for one query, before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 5000;
export const QUERY_TIMEOUT_MS = 10000;

/**
 * The local Netlify Database emulation (PGlite, compiled by Emscripten) says so in its version. It serves every
 * connection from one session, so a transaction there would take in other connections' statements.
 */
const isEmulation = (version: string) => /emscripten/i.test(version);

/** Whether a connection string names this machine, the only place the emulation runs (a hosted database never does). */
function onThisMachine(connectionString: string): boolean {
  try {
    return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(connectionString).hostname);
  } catch {
    return true; // not a URL: ask the server what it is
  }
}

/**
 * A pool on Netlify Database, or on any Postgres by its connection string, that fails fast rather than hangs when
 * the database does not answer, and survives an idle connection that breaks (the database restarts). On the local
 * emulation, this process's statements and transactions run one at a time, so that a transaction holds the session
 * alone; a pool on this machine asks the server what it is at its first use (one round trip per process).
 */
export function openPool(connectionString: string): SqlPool {
  const pool: DriverPool = getDatabase({ connectionString }).pool;
  // getDatabase takes no pool options: they are set on the pool it made, before its first connection.
  pool.options.connectionTimeoutMillis ??= CONNECT_TIMEOUT_MS;
  pool.options.query_timeout ??= QUERY_TIMEOUT_MS;
  pool.on("error", () => {});

  const local = onThisMachine(connectionString);
  let emulation: Promise<boolean> | undefined;
  const onEmulation = () =>
    (emulation ??= pool.query<{ version: string }>("SELECT version()").then(
      ({ rows }) => isEmulation(rows[0].version),
      (error: unknown) => {
        emulation = undefined; // asked again once the database answers
        throw error;
      },
    ));
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    if (!local || !(await onEmulation())) return work();
    const mine = turn.then(work);
    turn = mine.catch(() => {});
    return mine;
  };

  /** `work` on a connection of its own, in a transaction (SqlDatabase's). */
  async function transaction<T>(work: (client: SqlClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    // A connection that breaks while it is ours fails its query; the pool listens only to its idle ones.
    const ignore = () => {};
    client.on("error", ignore);
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      client.off("error", ignore);
      client.release();
      return result;
    } catch (error) {
      // A connection that cannot roll back is broken: it is closed rather than given to the next request.
      const rolledBack = await client.query("ROLLBACK").then(
        () => true,
        () => false,
      );
      client.off("error", ignore);
      client.release(!rolledBack);
      if (error instanceof Rollback) return error.result as T;
      throw error;
    }
  }

  return {
    query: (text, params) => inTurn(() => pool.query(text, params)),
    transaction: (work) => inTurn(() => transaction(work)),
    end: () => pool.end(),
  };
}

/**
 * An SQL text in lower case in ASCII only, as addresses are compared. lower() follows the database's locale, where
 * "İ" becomes "i" and the Kelvin sign "k": an address on a look-alike domain would match someone else's.
 */
export const asciiLower = (sql: string) =>
  `translate(${sql}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A lead id as a uuid parameter: a text that is not one becomes the nil UUID, which no lead has, so a query finds
 * nothing rather than failing, and the primary key's index still finds the ones that are.
 */
export const asUuid = (id: string) => (UUID.test(id) ? id : "00000000-0000-0000-0000-000000000000");

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "53300", // too many connections
  "57P01", // admin shutdown
  "57P02", // crash shutdown
  "57P03", // cannot connect now
  "42P01", // a table is missing: the migrations have not been applied
]);

/** True when an error means the database cannot be reached (or is not set up), so a retry later may work. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed: socket errors come from Node's own realm, where `instanceof Error` may not hold.
  if (typeof error !== "object" || error === null) return false;
  const { name, code, message, errors } = error as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (name === "MissingDatabaseConnectionError") return true;
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
  if (Array.isArray(errors)) return errors.some(isDatabaseUnavailable);
  return typeof message === "string" && /timeout|terminated|connection refused|could not connect/i.test(message);
}

/** A page's cursor (the inbox's list, the audit log) that the store did not make: changed, or from another list. */
export class InvalidCursorError extends Error {
  constructor() {
    super("This page of the inbox does not exist: start again from the first page");
    this.name = "InvalidCursorError";
  }
}
