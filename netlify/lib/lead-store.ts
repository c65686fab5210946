/**
 * All SQL of the lead pipeline, behind one narrow interface made of the store's parts (./store/): leads, the
 * outbox and subscriptions, the purge, a person's rows, the team's inbox, replies, reports, the consultation calendar,
 * the team's agenda of it and a booking's changes, its staff and their audit log. The tables come from
 * netlify/database/migrations/.
 * openLeadStore opens it on Netlify Database through getDatabase() (NETLIFY_DB_URL), or on any Postgres by its
 * connection string, as tests and scripts do.
 */
import { getConnectionString } from "@netlify/database";
import { createAgendaQueries, type AgendaQueries } from "./store/agenda";
import { createAuditQueries, type AuditQueries } from "./store/audit";
import { createBookingChangeQueries, type BookingChangeQueries } from "./store/booking-changes";
import { createBookingQueries, type BookingQueries } from "./store/bookings";
import { createInboxQueries, type InboxQueries } from "./store/inbox";
import { createLeadQueries, type LeadQueries } from "./store/leads";
import { createOutboxStore, type OutboxStore } from "./store/outbox";
import { createPersonQueries, type PersonQueries } from "./store/person";
import { createPurgeQueries, type PurgeQueries } from "./store/purge";
import { createReplyQueries, type ReplyQueries } from "./store/replies";
import { createReportQueries, type ReportQueries } from "./store/report";
import { createSourceQueries, type SourceQueries } from "./store/sources";
import { openPool, type SqlDatabase, type SqlPool } from "./store/sql";
import { createStaffQueries, type StaffQueries } from "./store/staff";

export interface LeadStore
  extends
    LeadQueries,
    OutboxStore,
    PurgeQueries,
    PersonQueries,
    InboxQueries,
    ReplyQueries,
    ReportQueries,
    SourceQueries,
    StaffQueries,
    AuditQueries,
    BookingQueries,
    AgendaQueries,
    BookingChangeQueries {}

const createLeadStore = (pool: SqlDatabase): LeadStore => ({
  ...createLeadQueries(pool),
  ...createOutboxStore(pool),
  ...createPurgeQueries(pool),
  ...createPersonQueries(pool),
  ...createInboxQueries(pool),
  ...createReplyQueries(pool),
  ...createReportQueries(pool),
  ...createSourceQueries(pool),
  ...createStaffQueries(pool),
  ...createAuditQueries(pool),
  ...createBookingQueries(pool),
  ...createAgendaQueries(pool),
  ...createBookingChangeQueries(pool),
});

const opened = new Map<string, { store: LeadStore; pool: SqlPool }>();

/**
 * The lead store on Netlify Database (or on `connectionString`), one pool per connection string for the
 * life of the process. Throws MissingDatabaseConnectionError when NETLIFY_DB_URL is not set.
 */
export function openLeadStore(connectionString: string = getConnectionString()): LeadStore {
  const existing = opened.get(connectionString);
  if (existing) return existing.store;
  const pool = openPool(connectionString);
  const store = createLeadStore(pool);
  opened.set(connectionString, { store, pool });
  return store;
}

/** Closes every pool openLeadStore made (for scripts and tests). */
export async function closeLeadStores(): Promise<void> {
  const pools = [...opened.values()].map(({ pool }) => pool);
  opened.clear();
  await Promise.all(pools.map((pool) => pool.end().catch(() => {})));
}
