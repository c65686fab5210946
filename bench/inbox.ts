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
import { staffApi } from "../src/lib/staff-api";
import { signedInStaff } from "../__tests__/functions/support/staff-session";
import { startTestDatabase } from "../__tests__/functions/support/test-database";
import { freePort, startServedSite, stopServedSite } from "../__tests__/support/served-site";
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
    type Case = [label: string, filter: InboxFilter | "lead"];
    const cases: Case[] = [
      ["first page", {}],
      ["page 21", { after: deep }],
      ...FORM_NAMES.map((form): Case => [`form ${form}`, { form }]),
      ...LEAD_STATUSES.map((status): Case => [`status ${status}`, { status }]),
      ["form contact, status new", { form: "contact", status: "new" }],
      ["search a surname: kowalski", { search: "kowalski" }],
      ["search an address's start: priya.123", { search: "priya.123" }],
      ["search a practice: riverside family", { search: "riverside family" }],
      ["one lead in full", "lead"],
    ];

    type Timing = Awaited<ReturnType<typeof time>>;
    const onStore: Timing[] = [];
    for (const [label, filter] of cases) {
      onStore.push(
        await time(label, () =>
          filter === "lead"
            ? Promise.all([store.leadsOf({ leadId }), store.mailOf(leadId), store.leadWork(leadId)])
            : store.inbox(filter),
        ),
      );
    }

    const port = await freePort();
    const site = await startServedSite(port, { SERVE_DATABASE_URL: db.url, HOST: "127.0.0.1" });
    const onHttp: Timing[] = [];
    try {
      const { cookie } = await signedInStaff(store, "bench@example.com");
      const get = async (path: string) => {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        await response.arrayBuffer();
      };
      for (const [label, filter] of cases) {
        const path =
          filter === "lead"
            ? staffApi.lead(leadId)
            : `${staffApi.leads}?${new URLSearchParams(
                Object.entries({
                  form: filter.form,
                  status: filter.status,
                  q: filter.search,
                  after: filter.after,
                }).filter((entry): entry is [string, string] => entry[1] !== undefined),
              ).toString()}`;
        onHttp.push(await time(label, () => get(path)));
      }
    } finally {
      stopServedSite(site.pid);
    }

    const width = Math.max(...cases.map(([label]) => label.length));
    console.log(`\n${"query".padEnd(width)}   store p50   p95   HTTP p50   p95 ms   (${RUNS} runs each)`);
    cases.forEach(([label], i) => {
      const cell = (ms: number) => ms.toFixed(2).padStart(6);
      console.log(
        `${label.padEnd(width)}    ${cell(onStore[i].p50)} ${cell(onStore[i].p95)}    ${cell(onHttp[i].p50)} ${cell(onHttp[i].p95)}`,
      );
    });
    const slow = [...onStore, ...onHttp].filter((result) => result.p95 >= TARGET_P95_MS);
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
