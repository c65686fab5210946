/**
 * npm run bench:slots -- [--leads 100000] [--requests 1000]
 *
 * The slot function at scale: seeds a fresh database on the PostgreSQL server at 127.0.0.1:5432 with `leads` leads
 * (bench:inbox's, ./seed-leads.ts), then a busy calendar: four in five slots of every business day booked over the
 * year behind and the BOOKING_HORIZON_DAYS ahead, one booking in twenty of them cancelled (its slot free again), and
 * a few closed days. Then calls the function's handler in-process, as Netlify calls it, for `requests` days in turn
 * (every day from today to the horizon, weekends and closed days included), after a few to warm up, and prints
 * p50, p95 and max. Exits 1 when the p95 reaches TARGET_P95_MS. The database is dropped after.
 */
import { parseArgs } from "node:util";
import type { Context } from "@netlify/functions";
import consultationSlots from "../netlify/functions/consultation-slots";
import { BOOKING_HORIZON_DAYS, slotStart } from "../netlify/lib/booking/availability";
import { closeLeadStores } from "../netlify/lib/lead-store";
import { addDays, dayIn, DEFAULT_WEEKLY_HOURS, SLOTS_API } from "../src/lib/consultation-hours";
import { startTestDatabase } from "../__tests__/functions/support/test-database";
import { percentile } from "./percentile";
import { seedLeads } from "./seed-leads";

const POSTGRES_SERVER = "postgres://postgres@127.0.0.1:5432/postgres";
const TARGET_P95_MS = 50;
const WARM_UP_REQUESTS = 20;
const HISTORY_DAYS = 365;

const { values } = parseArgs({ options: { leads: { type: "string" }, requests: { type: "string" } } });
const LEADS = Number(values.leads ?? 100_000);
const REQUESTS = Number(values.requests ?? 1000);

/** Every slot the default weekly hours offer from `from`, for `days` days. */
function everySlot(from: string, days: number): Date[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i)).flatMap((day) =>
    DEFAULT_WEEKLY_HOURS[new Date(`${day}T00:00:00Z`).getUTCDay()].map((time) => slotStart(day, time)),
  );
}

async function main() {
  const db = await startTestDatabase({ name: "PostgreSQL", kind: "postgres", serverUrl: POSTGRES_SERVER });
  const log = console.log;
  try {
    const started = performance.now();
    await seedLeads((sql, params) => db.query(sql, params), LEADS, [null, null]);

    // Four slots in five booked, by consultation leads; one booking in twenty of them cancelled.
    const today = dayIn(new Date());
    const slots = everySlot(addDays(today, -HISTORY_DAYS), HISTORY_DAYS + BOOKING_HORIZON_DAYS + 1);
    const booked = slots.filter((_, i) => i % 5 !== 0);
    await db.query(
      `INSERT INTO consultation_bookings (lead_id, starts_at, cancelled_at)
       SELECT l.id, s.start, CASE WHEN s.n % 20 = 0 THEN s.start - interval '2 days' END
       FROM unnest($1::timestamptz[]) WITH ORDINALITY AS s(start, n)
       JOIN (SELECT id, row_number() OVER (ORDER BY created_at DESC) AS n FROM leads
             WHERE form_name = 'consultation' AND NOT spam) l ON l.n = s.n`,
      [booked],
    );
    // A few holidays ahead.
    await db.query(`INSERT INTO consultation_closed_days (day, note) SELECT unnest($1::date[]), 'Holiday'`, [
      [14, 45, 80].map((days) => addDays(today, days)),
    ]);
    await db.query("VACUUM ANALYZE");
    const [{ bookings }] = await db.query<{ bookings: number }>(
      "SELECT count(*)::int AS bookings FROM consultation_bookings WHERE cancelled_at IS NULL",
    );
    log(
      `bench:slots: ${LEADS} leads and ${bookings} booked slots (of ${slots.length}) seeded in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    process.env.NETLIFY_DB_URL = db.url;
    const context = { requestId: "bench" } as unknown as Context;
    const days = Array.from({ length: BOOKING_HORIZON_DAYS + 1 }, (_, i) => addDays(today, i));
    const ask = async (i: number) => {
      const response = await consultationSlots(
        new Request(`http://localhost:8888${SLOTS_API}?date=${days[i % days.length]}`),
        context,
      );
      if (response.status !== 200) throw new Error(`the slot function answered ${response.status}`);
      await response.arrayBuffer();
    };
    // The function logs a line a request: not part of what is timed.
    console.log = () => {};
    for (let i = 0; i < WARM_UP_REQUESTS; i += 1) await ask(i);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const requestStarted = performance.now();
      await ask(i);
      times.push(performance.now() - requestStarted);
    }
    console.log = log;
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    log(
      `\nslot function, ${REQUESTS} requests:   p50 ${percentile(times, 50).toFixed(2)} ms   ` +
        `p95 ${p95.toFixed(2)} ms   max ${times.at(-1)!.toFixed(2)} ms`,
    );
    log(p95 < TARGET_P95_MS ? `ok   p95 under ${TARGET_P95_MS} ms` : `FAIL p95 of ${TARGET_P95_MS} ms or more`);
    process.exitCode = p95 < TARGET_P95_MS ? 0 : 1;
  } finally {
    console.log = log;
    await closeLeadStores();
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
