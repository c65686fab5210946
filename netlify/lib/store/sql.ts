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
/** Every write is one statement, so the store never holds a connection of its own: a pool is just a client. */
export type SqlPool = SqlClient & { end(): Promise<void> };

/** How long a request waits for a connection, then for one query, before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 5000;
export const QUERY_TIMEOUT_MS = 10000;

/**
 * A pool on Netlify Database, or on any Postgres by its connection string, that fails fast rather than hangs when
 * the database does not answer, and survives an idle connection that breaks (the database restarts).
 */
export function openPool(connectionString: string): SqlPool {
  const { pool } = getDatabase({ connectionString });
  // getDatabase takes no pool options: they are set on the pool it made, before its first connection.
  pool.options.connectionTimeoutMillis ??= CONNECT_TIMEOUT_MS;
  pool.options.query_timeout ??= QUERY_TIMEOUT_MS;
  pool.on("error", () => {});
  return pool;
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
