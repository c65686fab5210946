/**
 * npm run bench:inbox -- [--leads 100000] [--runs 50]
 *
 * The team's inbox at scale: seeds a fresh database on the PostgreSQL server at 127.0.0.1:5432 with `leads` leads
 * of every form (names, addresses and practices drawn from short lists, so a search finds many; statuses as a
 * team at work leaves them: 2% new, 3% in progress, the rest answered or archived, the answered and most archived
 * with a first response 0 to 36 hours after they came; one a minute back from now; one in fifty held as spam; two
 * in five given to one of two staff members), then times the inbox's queries as the store runs them and over HTTP:
 * the first page, a page twenty pages deep, each form, each status, a form and a status, each queue, sales oldest
 * first, mine, unassigned and overdue, a search by a surname, by an address's start and by a practice, one lead in
 * full with its mails, the reply report (12 weeks) and the last day's figures (the digest's; store only). Prints
 * p50 and p95 of `runs` runs of each, after three to warm up, and exits 1 when a p95 reaches 100 ms. The database
 * is dropped after.
 */
import { parseArgs } from "node:util";
import { closeLeadStores, openLeadStore, type LeadStore } from "../netlify/lib/lead-store";
import type { InboxFilter } from "../netlify/lib/store/inbox";
import { FORM_NAMES } from "../src/form-definitions";
import { LEAD_QUEUES, LEAD_QUEUE_NAMES, type LeadQueue } from "../src/lib/lead-queues";
import { LEAD_STATUSES } from "../src/lib/lead-status";
import { staffApi } from "../src/lib/staff-api";
import { signedInStaff } from "../__tests__/functions/support/staff-session";
import { startTestDatabase } from "../__tests__/functions/support/test-database";
import { startServedSite, stopServedSite } from "../__tests__/support/served-site";
import { freePort } from "../scripts/local-server";
import { percentile } from "./percentile";
import { seedLeads } from "./seed-leads";

const POSTGRES_SERVER = "postgres://postgres@127.0.0.1:5432/postgres";
const TARGET_P95_MS = 100;
const WARM_UP_RUNS = 3;

const { values } = parseArgs({ options: { leads: { type: "string" }, runs: { type: "string" } } });
const LEADS = Number(values.leads ?? 100_000);
const RUNS = Number(values.runs ?? 50);

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

/** The queue a form's leads are in: the list endpoint always shows one queue (sales when none is asked for). */
const queueOf = (form: string) =>
  LEAD_QUEUE_NAMES.find((queue) => (LEAD_QUEUES[queue].forms as readonly string[]).includes(form));

/** A list's filter as the list endpoint's query (InboxQuery), for the signed-in person `me`. */
function listPath(filter: InboxFilter, me: string) {
  const view: LeadQueue | undefined = filter.queue ?? (filter.form ? queueOf(filter.form) : undefined);
  const who = filter.assignee === null ? "unassigned" : filter.assignee === me ? "mine" : undefined;
  const query = Object.entries({
    view,
    form: filter.form,
    status: filter.status,
    who,
    overdue: filter.overdue ? "1" : undefined,
    order: filter.order,
    q: filter.search,
    after: filter.after,
  }).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return `${staffApi.leads}?${new URLSearchParams(query).toString()}`;
}

async function main() {
  const db = await startTestDatabase({ name: "PostgreSQL", kind: "postgres", serverUrl: POSTGRES_SERVER });
  try {
    const store = openLeadStore(db.url);
    // An admin, to read the report over HTTP too, and a colleague: the leads are shared between them.
    const me = await signedInStaff(store, "bench@example.com", true);
    const colleague = await signedInStaff(store, "colleague@example.com");
    const started = performance.now();
    await seedLeads((sql, params) => db.query(sql, params), LEADS, [me.member.id, colleague.member.id]);
    console.log(`bench:inbox: ${LEADS} leads seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const deep = await deepCursor(store, {}, 20);
    const [{ id: leadId }] = (await store.inbox()).rows;
    type Case = { label: string; onStore: () => Promise<unknown>; path: string | null };
    const list = (label: string, filter: InboxFilter): Case => ({
      label,
      onStore: () => store.inbox(filter),
      path: listPath(filter, me.member.id),
    });
    const cases: Case[] = [
      list("first page", {}),
      list("page 21", { after: deep }),
      ...FORM_NAMES.map((form) => list(`form ${form}`, { form })),
      ...LEAD_STATUSES.map((status) => list(`status ${status}`, { status })),
      list("form contact, status new", { form: "contact", status: "new" }),
      ...LEAD_QUEUE_NAMES.map((queue) => list(`queue ${queue}`, { queue })),
      list("queue sales, oldest first", { queue: "sales", order: "oldest" }),
      list("queue sales, mine", { queue: "sales", assignee: me.member.id }),
      list("queue sales, unassigned", { queue: "sales", assignee: null }),
      list("queue sales, overdue", { queue: "sales", overdue: true }),
      list("search a surname: kowalski", { search: "kowalski" }),
      list("search an address's start: priya.123", { search: "priya.123" }),
      list("search a practice: riverside family", { search: "riverside family" }),
      {
        label: "one lead in full",
        onStore: () => Promise.all([store.leadsOf({ leadId }), store.mailOf(leadId), store.leadWork(leadId)]),
        path: staffApi.lead(leadId),
      },
      { label: "reply report, 12 weeks", onStore: () => store.replyReport({ weeks: 12 }), path: staffApi.report },
      { label: "last day (the digest's)", onStore: () => store.lastDay(), path: null },
    ];

    type Timing = Awaited<ReturnType<typeof time>>;
    const onStore: Timing[] = [];
    for (const { label, onStore: work } of cases) onStore.push(await time(label, work));

    const port = await freePort();
    const site = await startServedSite(port, { SERVE_DATABASE_URL: db.url, HOST: "127.0.0.1" });
    const onHttp: (Timing | null)[] = [];
    try {
      const get = async (path: string) => {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie: me.cookie } });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        await response.arrayBuffer();
      };
      for (const { label, path } of cases) onHttp.push(path === null ? null : await time(label, () => get(path)));
    } finally {
      stopServedSite(site.pid);
    }

    const width = Math.max(...cases.map(({ label }) => label.length));
    console.log(`\n${"query".padEnd(width)}   store p50   p95   HTTP p50   p95 ms   (${RUNS} runs each)`);
    cases.forEach(({ label }, i) => {
      const cell = (ms: number | undefined) => (ms === undefined ? "     –" : ms.toFixed(2).padStart(6));
      console.log(
        `${label.padEnd(width)}    ${cell(onStore[i].p50)} ${cell(onStore[i].p95)}    ${cell(onHttp[i]?.p50)} ${cell(onHttp[i]?.p95)}`,
      );
    });
    const slow = [...onStore, ...onHttp].filter((result) => result !== null && result.p95 >= TARGET_P95_MS);
    console.log(
      slow.length === 0
        ? `\nok   every p95 under ${TARGET_P95_MS} ms`
        : `\nFAIL p95 of ${TARGET_P95_MS} ms or more: ${slow.map((result) => result!.label).join(", ")}`,
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
