/**
 * npm run bench:inbox -- [--leads 100000] [--runs 50]
 *
 * The team's inbox at scale: seeds a fresh database on the PostgreSQL server at 127.0.0.1:5432 with `leads` leads
 * of every form (names, addresses and practices drawn from short lists, so a search finds many; statuses as a
 * team at work leaves them: 2% new, 3% in progress, the rest answered or archived; one a minute back from now; one
 * in fifty held as spam), then times the inbox's queries as the store runs them (no
 * HTTP): the first page, a page twenty pages deep, each form, each status, a form and a status, a search by a
 * surname, by an address's start and by a practice, and one lead in full with its mails. Prints p50 and p95 of
 * `runs` runs of each, after three to warm up, and exits 1 when a p95 reaches 100 ms. The database is dropped
 * after.
 */
import { parseArgs } from "node:util";
import { closeLeadStores, openLeadStore, type LeadStore } from "../netlify/lib/lead-store";
import type { InboxFilter } from "../netlify/lib/store/inbox";
import { FORM_NAMES } from "../src/form-definitions";
import { LEAD_STATUSES } from "../src/lib/lead-status";
import { startTestDatabase } from "../__tests__/functions/support/test-database";
import { percentile } from "./percentile";

const POSTGRES_SERVER = "postgres://postgres@127.0.0.1:5432/postgres";
const TARGET_P95_MS = 100;
const WARM_UP_RUNS = 3;

const FIRST_NAMES = ["Ana", "Kim", "Lee", "Maria", "James", "Priya", "Omar", "Zoë", "Chen", "Fatima"];
const LAST_NAMES = ["Silva", "Nguyen", "Okafor", "Schmidt", "Patel", "García", "Kowalski", "Haddad", "Brown", "Ito"];
const PRACTICES = ["Lakeside", "Hill", "Riverside", "Maple", "Summit", "Harbor", "Oak", "Pine", "Valley", "Bay"];

const { values } = parseArgs({ options: { leads: { type: "string" }, runs: { type: "string" } } });
const LEADS = Number(values.leads ?? 100_000);
const RUNS = Number(values.runs ?? 50);

async function seed(query: (sql: string, params?: unknown[]) => Promise<unknown>) {
  // One statement: the lists are arrays, a lead's values picked from them by its number.
  await query(
    `INSERT INTO leads (id, form_name, submission_id, fields, created_at, spam, spam_reason, notification_state,
                        policy_version, status)
     SELECT gen_random_uuid(), forms[1 + i % cardinality(forms)], 'bench:' || i,
            jsonb_build_object(
              'firstName', first_names[1 + i % cardinality(first_names)],
              'lastName', last_names[1 + (i / 7) % cardinality(last_names)],
              'email', lower(first_names[1 + i % cardinality(first_names)]) || '.' || i || '@example.org',
              'practiceName', practices[1 + (i / 3) % cardinality(practices)] || ' Family Practice',
              'message', 'Free text that the list never shows, number ' || i),
            now() - i * interval '1 minute',
            i % 50 = 0, CASE WHEN i % 50 = 0 THEN 'time-trap' END, 'none', '2026-01-01',
            CASE WHEN i % 100 < 2 THEN 'new' WHEN i % 100 < 5 THEN 'in-progress'
                 WHEN i % 100 < 65 THEN 'answered' ELSE 'archived' END
     FROM generate_series(1, $1::int) AS i,
          (SELECT $2::text[] AS forms, $3::text[] AS first_names, $4::text[] AS last_names,
                  $5::text[] AS practices) AS lists`,
    [LEADS, FORM_NAMES, FIRST_NAMES, LAST_NAMES, PRACTICES],
  );
  await query("ANALYZE leads");
}

async function time(label: string, work: () => Promise<unknown>) {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The cursor of the page `pages` pages into a filter's list. */
async function deepCursor(store: LeadStore, filter: InboxFilter, pages: number) {
  let after: string | undefined;
  for (let page = 0; page < pages; page += 1) after = (await store.inbox({ ...filter, after })).next ?? undefined;
  return after;
}

async function main() {
  const db = await startTestDatabase({ name: "PostgreSQL", kind: "postgres", serverUrl: POSTGRES_SERVER });
  try {
    const started = performance.now();
    await seed((sql, params) => db.query(sql, params));
    console.log(`bench:inbox: ${LEADS} leads seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const store = openLeadStore(db.url);
    const deep = await deepCursor(store, {}, 20);
    const [{ id: leadId }] = (await store.inbox()).rows;
    const cases: [string, () => Promise<unknown>][] = [
      ["first page", () => store.inbox()],
      ["page 21", () => store.inbox({ after: deep })],
      ...FORM_NAMES.map((form): [string, () => Promise<unknown>] => [`form ${form}`, () => store.inbox({ form })]),
      ...LEAD_STATUSES.map((status): [string, () => Promise<unknown>] => [
        `status ${status}`,
        () => store.inbox({ status }),
      ]),
      ["form contact, status new", () => store.inbox({ form: "contact", status: "new" })],
      ["search a surname: kowalski", () => store.inbox({ search: "kowalski" })],
      ["search an address's start: priya.123", () => store.inbox({ search: "priya.123" })],
      ["search a practice: riverside family", () => store.inbox({ search: "riverside family" })],
      ["one lead in full, with its mails", () => Promise.all([store.leadsOf({ leadId }), store.mailOf(leadId)])],
    ];
    const results = [];
    for (const [label, work] of cases) results.push(await time(label, work));

    const width = Math.max(...results.map((result) => result.label.length));
    console.log(`\n${"query".padEnd(width)}   p50 ms   p95 ms   (${RUNS} runs each, store only, no HTTP)`);
    for (const { label, p50, p95 } of results) {
      console.log(`${label.padEnd(width)}   ${p50.toFixed(2).padStart(6)}   ${p95.toFixed(2).padStart(6)}`);
    }
    const slow = results.filter((result) => result.p95 >= TARGET_P95_MS);
    console.log(
      slow.length === 0
        ? `\nok   every p95 under ${TARGET_P95_MS} ms`
        : `\nFAIL p95 of ${TARGET_P95_MS} ms or more: ${slow.map((result) => result.label).join(", ")}`,
    );
    process.exitCode = slow.length === 0 ? 0 : 1;
  } finally {
    await closeLeadStores();
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
