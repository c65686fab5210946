/**
 * npm run bench:leads -- [--n 5000] [--concurrency 50] [--replays 1000] [--database auto|postgres|pglite] [--rtt 0]
 *
 * Drives valid submissions of every form (one in seven a job application with a PDF resume, multipart)
 * over HTTP through the submit-form function, served as `npm start` serves it (scripts/serve.mjs, whose functions run
 * in its own process: scripts/function-host.ts), then
 * replays already-sent submission ids, and checks with its own connection that the rows are exactly the
 * accepted submissions. Then the mail: the function sends through a real SMTP server in this process
 * (__tests__/support/smtp-receiver.ts), which goes down from 30% to 60% of the posts, so those leads stay stored with their
 * mails pending; once the posts are done and it is back, the outbox's retry (deliverMail, a few runs at once
 * as the scheduled retry and the leads command may run) sends the rest. Every stored lead's team mail and every planned confirmation or opt-in must
 * arrive exactly once (counted by Message-ID, which is the outbox row's id), up to the site's daily caps
 * (SITE_MAILS_PER_DAY, with one notice to the team per cap reached), and nothing stay unsent. Last, the
 * raw INSERT rate of the same database through the same driver, so the function's cost reads as a ratio.
 *
 * `--rtt <ms>`: the function reaches the database through a proxy in this process that holds every packet half that
 * long each way, as a database across a network would (Netlify Database is a hosted Postgres, not on the
 * function's machine), so what each round trip costs shows in the latencies.
 *
 * Database: a fresh one on the PostgreSQL server at 127.0.0.1:5432 when it answers (dropped at the end),
 * otherwise the local Netlify Database emulation (PGlite on files in a temporary folder, removed at the end).
 * The rate limit stays in force: each simulated visitor posts from its own loopback address (127.x.y.z, all
 * local on Linux) and stays under it, like traffic from many practices; each lead has its own email address,
 * and no visitor sends more leads than the sender mails one network may cause a day, so no confirmation is left
 * out by a limit. Exits non-zero when a check fails.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { RATE_LIMIT } from "../netlify/lib/rate-limit";
import { isDeployed } from "../netlify/lib/env";
import { leadKeys } from "../netlify/lib/hashing";
import { closeLeadStores, openLeadStore, type LeadStore } from "../netlify/lib/lead-store";
import { openPool } from "../netlify/lib/store/sql";
import { siteOrigin } from "../netlify/lib/mail/links";
import { teamRecipients } from "../netlify/lib/mail/messages";
import { deliverMail } from "../netlify/lib/mail/outbox";
import { SENDER_MAILS_PER_DAY, SITE_MAILS_PER_DAY, type MailKind } from "../netlify/lib/store/outbox";
import { FORM_ACTION } from "../src/lib/form-action";
import { FORM_NAMES, forms, type FormName } from "../src/form-definitions";
import { pdfBytes } from "../__tests__/form-definitions/support/resume-files";
import { validSubmissions } from "../__tests__/form-definitions/support/valid-submissions";
import { percentile } from "./percentile";
import { startTestDatabase, type Backend, type TestDatabase } from "../__tests__/functions/support/test-database";
import { startServedSite, stopServedSite } from "../__tests__/support/served-site";
import { freePort } from "../scripts/local-server";
import { startSmtpReceiver, type SmtpReceiver } from "../__tests__/support/smtp-receiver";
import { tcpProxy } from "../__tests__/support/tcp-proxy";

const POSTGRES_SERVER = "postgres://postgres@127.0.0.1:5432/postgres";
/** Posts per simulated visitor, replays included: under the rate limit, so no answer is a 429. */
const POSTS_PER_VISITOR = RATE_LIMIT.max - 2;
/** The share of the posts during which the SMTP server is down. */
const SMTP_OUTAGE = { from: 0.3, to: 0.6 };
/** Where the team's mail goes (LEAD_EMAIL_TO, and CAREERS_EMAIL_TO for job applications). */
const TEAM_ADDRESSES = { LEAD_EMAIL_TO: "team@bench.example", CAREERS_EMAIL_TO: "careers@bench.example" };
/**
 * Retries running at once, as the scheduled retry and `npm run leads -- --retry-notifications` may: the claim
 * gives each mail to one of them. Each sends one mail at a time, and smtp-server greets a connection only after
 * 100 ms (its early-talker check), so one alone would take minutes for a long outage.
 */
const RETRY_SENDERS = 4;
/** How long the function's sends after its last answers may take before the retry starts anyway. */
const SETTLE_MS = 60_000;

const { values: args } = parseArgs({
  options: {
    n: { type: "string", default: "5000" },
    concurrency: { type: "string", default: "50" },
    replays: { type: "string", default: "1000" },
    database: { type: "string", default: "auto" },
    rtt: { type: "string", default: "0" },
  },
});
const RTT_MS = Number(args.rtt);
const N = Number(args.n);
const C = Number(args.concurrency);
const R = Number(args.replays);
if (![N, C, R].every((value) => Number.isInteger(value) && value >= 0) || N < 1 || C < 1 || R > N) {
  throw new Error("--n and --concurrency must be positive integers, --replays an integer from 0 to n");
}
if (!(RTT_MS >= 0)) throw new Error("--rtt must be a number of milliseconds, 0 or more");
if (!["auto", "postgres", "pglite"].includes(args.database))
  throw new Error("--database must be auto, postgres or pglite");
const SERVER = "scripts/serve.mjs";

type Post = {
  readonly form: FormName;
  readonly submissionId: string;
  readonly visitor: number;
  readonly body: Buffer;
  readonly contentType: string;
};
type Answer = {
  readonly status: number;
  readonly ms: number;
  readonly id?: string;
  readonly replayed: boolean;
  readonly body: string;
};

/** Visitor v's loopback address: 127.a.b.c with c in 1..254. */
const visitorAddress = (visitor: number) =>
  `127.${1 + Math.floor(visitor / (254 * 256))}.${Math.floor(visitor / 254) % 256}.${1 + (visitor % 254)}`;

const answersOn = (port: number, host = "127.0.0.1") =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host, timeout: 1000 });
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket
      .once("connect", () => done(true))
      .once("error", () => done(false))
      .once("timeout", () => done(false));
  });

/** Lead i's email address: its own, so the limit of one mail per address, form and day never holds one back. */
const senderAddress = (i: number) => `bench-lead-${i}@example.com`;

/** Post i, of `form`, encoded as the browser would: multipart (with a PDF) for a job application. */
async function makePost(form: FormName, visitor: number, i: number): Promise<Post> {
  const submissionId = randomUUID();
  const entries = [
    ...validSubmissions[form].entries
      // A consultation without a slot, a plain request: the calendar has fewer slots than the bench sends posts.
      .filter(([key]) => key !== "preferredDate" && key !== "preferredTime")
      .map(([key, value]) => [key, key === "email" ? senderAddress(i) : value]),
    ["submissionId", submissionId],
    ["renderedAt", String(Date.now() - 60_000)],
  ];
  let body: BodyInit;
  if (form === "career-application") {
    const data = new FormData();
    for (const [key, value] of entries) data.append(key, value);
    data.append("resume", new File([pdfBytes()], "cv.pdf", { type: "application/pdf" }));
    body = data;
  } else {
    body = new URLSearchParams(entries);
  }
  const encoded = new Request("http://localhost/", { method: "POST", body });
  return {
    form,
    submissionId,
    visitor,
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type")!,
  };
}

function send(port: number, post: Post): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: FORM_ACTION,
        method: "POST",
        localAddress: visitorAddress(post.visitor),
        agent: false,
        headers: {
          accept: "application/json",
          "content-type": post.contentType,
          "content-length": post.body.byteLength,
          "user-agent": "bench-leads",
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const ms = performance.now() - started;
          const body = Buffer.concat(chunks).toString();
          let id: string | undefined;
          try {
            id = (JSON.parse(body) as { id?: string }).id;
          } catch {
            // not JSON: counted by its status
          }
          resolve({
            status: response.statusCode ?? 0,
            ms,
            id,
            replayed: response.headers["idempotent-replayed"] === "true",
            body,
          });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(post.body);
  });
}

/** Runs `work` over `items` with `concurrency` at once; resolves with the results in order and the elapsed ms. */
async function pool<T, U>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<U>) {
  const results = new Array<U>(items.length);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return { results, ms: performance.now() - started };
}

const round = (value: number, digits = 1) => value.toFixed(digits);

function statusCounts(answers: readonly Answer[]) {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  const line = [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  // The first answer of each unexpected status, shortened: what went wrong, at a glance.
  const samples = [...counts.keys()]
    .filter((status) => status !== 201)
    .map(
      (status) =>
        `\n    first ${status}: ${answers
          .find((answer) => answer.status === status)!
          .body.replace(/\s+/g, " ")
          .slice(0, 300)}`,
    );
  return line + samples.join("");
}

function latencyLine(answers: readonly Answer[]) {
  const sorted = answers.map(({ ms }) => ms).sort((a, b) => a - b);
  return `latency ms: p50 ${round(percentile(sorted, 50))}, p95 ${round(percentile(sorted, 95))}, p99 ${round(percentile(sorted, 99))}, max ${round(sorted[sorted.length - 1])}`;
}

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};

/** The raw INSERT rate: rows like the function's, one autocommitted INSERT each, through @netlify/database's pool. */
async function rawInsertRate(url: string, rows: number, concurrency: number) {
  const sqlPool = openPool(url);
  const items = Array.from({ length: rows }, (_, i) => FORM_NAMES[i % FORM_NAMES.length]);
  try {
    const { ms } = await pool(items, concurrency, (form) =>
      sqlPool.query(
        `INSERT INTO leads (id, form_name, submission_id, fields, address_hash, user_agent, spam, spam_reason, notification_state)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, false, NULL, 'none')`,
        [
          randomUUID(),
          form,
          `raw:${randomUUID()}`,
          JSON.stringify(validSubmissions[form].expected),
          "0".repeat(64),
          "bench-leads",
        ],
      ),
    );
    return ms;
  } finally {
    await sqlPool.end();
  }
}

const countOf = async (db: TestDatabase, sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(sql, params))[0].n;

/** Waits until the function has tried every mail of its leads (none untried, none being sent); what is left. */
async function settle(db: TestDatabase) {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const left = await countOf(
      db,
      "SELECT count(*)::int AS n FROM outbox WHERE state = 'sending' OR (state = 'pending' AND attempts = 0)",
    );
    if (left === 0 || Date.now() > deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The function's sends, then the retry (deliverMail over the whole outbox, run until nothing is unsent or a run
 * sends nothing: a run stops after a few failures in a row), checked against the outbox rows and the leads.
 */
async function checkMail(db: TestDatabase, store: LeadStore, smtp: SmtpReceiver) {
  const untried = await settle(db);
  const states = await db.query<{ state: string; n: number }>(
    "SELECT state, count(*)::int AS n FROM outbox GROUP BY state ORDER BY state",
  );
  console.log(
    `  after the posts: outbox ${states.map(({ state, n }) => `${state} ${n}`).join(", ")}; received ${smtp.received.length}, ${smtp.refused} refused (421) in sessions open when the server went down`,
  );
  check(untried === 0, `the function tried every mail of its leads within ${SETTLE_MS / 1000} s (${untried} left)`);

  const keys = leadKeys(isDeployed());
  const started = performance.now();
  let rounds = 0;
  let retried = 0;
  while ((await store.unsentMailCount()) > 0) {
    const runs = await Promise.all(Array.from({ length: RETRY_SENDERS }, () => deliverMail(store, keys)));
    const sent = runs.reduce((total, run) => total + run.sent, 0);
    rounds += 1;
    retried += sent;
    if (sent === 0) break;
  }
  const unsent = await store.unsentMailCount();
  console.log(
    `  retry: ${rounds} round(s) of ${RETRY_SENDERS} deliverMail runs at once in ${round((performance.now() - started) / 1000, 2)} s, ${retried} sent, ${unsent} unsent after`,
  );

  const planned = await db.query<{ kind: MailKind; n: number }>(
    "SELECT kind, count(*)::int AS n FROM outbox GROUP BY kind ORDER BY kind",
  );
  const plannedOf = (kind: MailKind) => planned.find((row) => row.kind === kind)?.n ?? 0;
  const rows = await db.query<{ id: string; kind: MailKind; attempts: number; form_name: string; email: string }>(
    `SELECT o.id, o.kind, o.attempts, l.form_name, lower(btrim(l.fields ->> 'email')) AS email
     FROM outbox o JOIN leads l ON l.id = o.lead_id`,
  );
  const leads = await countOf(db, "SELECT count(*)::int AS n FROM leads");
  const requests = await countOf(db, "SELECT count(*)::int AS n FROM leads WHERE form_name <> $1", [
    forms.newsletter.name,
  ]);
  console.log(`  outbox rows by kind: ${planned.map(({ kind, n }) => `${kind} ${n}`).join(", ")}`);
  console.log(
    `  sent only on a later attempt (failed while the server was down): ${rows.filter((row) => row.attempts > 1).length}`,
  );

  // Each mail's Message-ID is `<outbox row id@site host>`; its recipient, its kind's.
  const host = new URL(siteOrigin()).hostname;
  const expected = new Map(
    rows.map((row) => [
      `<${row.id}@${host}>`,
      row.kind === "team"
        ? teamRecipients(row.form_name).toLowerCase()
        : row.kind === "cap-reached"
          ? teamRecipients("").toLowerCase()
          : row.email,
    ]),
  );
  const team = new Set(Object.values(TEAM_ADDRESSES));
  const teamMails = smtp.received.filter((mail) => mail.to.some((address) => team.has(address))).length;
  const senderMails = smtp.received.length - teamMails;
  const times = new Map<string | null, number>();
  for (const { messageId } of smtp.received) times.set(messageId, (times.get(messageId) ?? 0) + 1);
  const duplicates = smtp.received.length - times.size;
  const misdirected = smtp.received.filter(
    (mail) => mail.to.length !== 1 || expected.get(mail.messageId ?? "") !== mail.to[0],
  ).length;
  console.log(
    `  received ${smtp.received.length}: team ${teamMails}, confirmations and opt-ins ${senderMails}; duplicates ${duplicates}`,
  );
  // Each kind as many as its leads, up to the site's daily cap; past a cap, one notice to the team.
  const wanted = { team: requests, confirmation: requests, "opt-in": leads - requests };
  const kinds = Object.entries(wanted) as [keyof typeof wanted, number][];
  for (const [kind, n] of kinds) {
    check(
      plannedOf(kind) === Math.min(n, SITE_MAILS_PER_DAY[kind]),
      `${kind} mails planned ${plannedOf(kind)} == its leads ${n}, at most the daily cap ${SITE_MAILS_PER_DAY[kind]}`,
    );
  }
  const capsReached = kinds.filter(([kind, n]) => n > SITE_MAILS_PER_DAY[kind]).length;
  check(
    plannedOf("cap-reached") === capsReached,
    `cap notices ${plannedOf("cap-reached")} == caps reached ${capsReached}`,
  );
  check(
    teamMails === plannedOf("team") + plannedOf("cap-reached"),
    `team mails received ${teamMails} == team mails and cap notices planned ${plannedOf("team") + plannedOf("cap-reached")}`,
  );
  check(
    senderMails === plannedOf("confirmation") + plannedOf("opt-in"),
    `confirmations and opt-ins received ${senderMails} == outbox rows of those kinds ${plannedOf("confirmation") + plannedOf("opt-in")}`,
  );
  check(duplicates === 0, `duplicates (a Message-ID received twice) ${duplicates} == 0`);
  check(
    misdirected === 0,
    `every mail received is an outbox row's (by Message-ID), to its one recipient (${misdirected} not)`,
  );
  check(unsent === 0, `unsent after the retry ${unsent} == 0`);
}

async function main() {
  const onServer = args.database === "postgres" || (args.database === "auto" && (await answersOn(5432)));
  const backend: Backend = onServer
    ? { name: "PostgreSQL at 127.0.0.1:5432 (a fresh database)", kind: "postgres", serverUrl: POSTGRES_SERVER }
    : { name: "local Netlify Database emulation (PGlite on files)", kind: "pglite" };
  const directory = onServer ? undefined : mkdtempSync(path.join(tmpdir(), "bench-leads-db-"));
  // Post i comes from visitor i mod visitors, and so does its replay: few enough posts per address, and no more
  // leads than the sender mails one network may cause a day.
  let visitors = Math.max(Math.ceil((N + R) / POSTS_PER_VISITOR), Math.ceil(N / SENDER_MAILS_PER_DAY));
  while (Math.ceil(N / visitors) + Math.ceil(R / visitors) > POSTS_PER_VISITOR) visitors += 1;

  let db: TestDatabase | undefined;
  let site: { pid?: number } | undefined;
  let smtp: SmtpReceiver | undefined;
  let proxy: Awaited<ReturnType<typeof tcpProxy>> | undefined;
  try {
    db = await startTestDatabase(backend, directory ? { directory } : undefined);
    if (RTT_MS > 0) proxy = await tcpProxy(db.url, { delayMs: RTT_MS / 2 });
    const functionDatabase = proxy?.url ?? db.url;
    const port = await freePort();
    smtp = await startSmtpReceiver();
    const mailEnv = {
      SMTP_URL: smtp.url,
      // A server that is down refuses at once; one that stops answering must not hold a send for long.
      SMTP_TIMEOUT_MS: "1000",
      MAIL_FROM: "Bench <mail@bench.example>",
      SITE_URL: `http://localhost:${port}`,
      ...TEAM_ADDRESSES,
    };
    // The retry, in this process, composes and sends mail with the function's settings.
    Object.assign(process.env, mailEnv);
    site = await startServedSite(
      port,
      { SERVE_DATABASE_URL: functionDatabase, NETLIFY_DB_URL: functionDatabase, HOST: "127.0.0.1", ...mailEnv },
      [SERVER],
    );
    console.log(
      `bench:leads on ${backend.name}${proxy ? `, ${RTT_MS} ms round trip` : ""}, served by ${SERVER} on :${port},` +
        ` mail to ${smtp.url}`,
    );
    // A GET (405, nothing stored, not rate-limited) warms the function.
    await new Promise<void>((resolve, reject) =>
      http
        .get({ host: "127.0.0.1", port, path: FORM_ACTION, agent: false }, (response) =>
          response.resume().on("end", resolve),
        )
        .on("error", reject),
    );

    const posts = await Promise.all(
      Array.from({ length: N }, (_, i) => makePost(FORM_NAMES[i % FORM_NAMES.length], i % visitors, i)),
    );
    const receiver = smtp;
    const outage = { from: Math.floor(N * SMTP_OUTAGE.from), to: Math.floor(N * SMTP_OUTAGE.to) };
    let outageOver = Promise.resolve();
    const { results: answers, ms } = await pool(posts, C, (post, i) => {
      if (i === outage.from) outageOver = outageOver.then(() => receiver.stop());
      if (i === outage.to) outageOver = outageOver.then(() => receiver.start());
      return send(port, post);
    });
    await outageOver;
    const accepted = new Map<string, string>();
    answers.forEach(
      (answer, i) => answer.status === 201 && answer.id && accepted.set(posts[i].submissionId, answer.id),
    );
    console.log(
      `\nsubmissions: N ${N}, concurrency ${C}, ${visitors} visitors (addresses), ${FORM_NAMES.length} forms, ${posts.filter((p) => p.form === "career-application").length} with a PDF resume`,
    );
    console.log(
      `  elapsed ${round(ms / 1000, 2)} s, accepted ${accepted.size} (${round((accepted.size / ms) * 1000)}/s)`,
    );
    console.log(`  ${latencyLine(answers)}`);
    console.log(`  status: ${statusCounts(answers)}`);
    check(
      answers.every(({ status }) => status === 201 || status === 503),
      "every answer is 201, or 503 (database busy)",
    );

    const rowsBefore = Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM leads"))[0].n);
    // Replays: the first accepted posts, each from its visitor's own address (a browser retrying).
    const acceptedPosts = posts.filter((post) => accepted.has(post.submissionId));
    const replays = acceptedPosts.slice(0, R);
    const { results: replayAnswers, ms: replayMs } = await pool(replays, C, (post) => send(port, post));
    const rowsAfter = Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM leads"))[0].n);
    console.log(`\nreplays of sent submission ids: ${replays.length} in ${round(replayMs / 1000, 2)} s`);
    console.log(`  ${latencyLine(replayAnswers)}`);
    console.log(`  status: ${statusCounts(replayAnswers)}`);
    check(replays.length === R, `${R} replays sent`);
    check(
      replayAnswers.every(
        (answer, i) => answer.status === 201 && answer.replayed && answer.id === accepted.get(replays[i].submissionId),
      ),
      "every replay answered 201, idempotent-replayed: true, the original id",
    );
    check(rowsAfter === rowsBefore, `no new rows from the replays (${rowsBefore} before, ${rowsAfter} after)`);

    console.log("\nrows against accepted submissions (own connection):");
    const rows = await db.query<{ id: string; submission_id: string; spam: boolean }>(
      "SELECT id, submission_id, spam FROM leads",
    );
    const distinct = Number(
      (await db.query<{ n: string }>("SELECT count(DISTINCT submission_id) AS n FROM leads"))[0].n,
    );
    const resumes = Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM resumes"))[0].n);
    const acceptedApplications = acceptedPosts.filter((post) => post.form === "career-application").length;
    check(rows.length === accepted.size, `rows ${rows.length} == accepted ${accepted.size}`);
    check(
      rows.every((row) => accepted.get(row.submission_id) === row.id && !row.spam),
      "every row is an accepted submission with its answered id, none spam",
    );
    check(distinct === rows.length, `count(distinct submission_id) ${distinct} == count ${rows.length}`);
    check(resumes === acceptedApplications, `resumes ${resumes} == accepted job applications ${acceptedApplications}`);

    console.log(`\nmail, the SMTP server down from post ${outage.from} to post ${outage.to} of ${N}:`);
    await checkMail(db, openLeadStore(db.url), smtp);

    const rawMs = await rawInsertRate(db.url, N, C);
    const functionRate = (accepted.size / ms) * 1000;
    const rawRate = (N / rawMs) * 1000;
    console.log(`\nraw INSERT, same database and driver (@netlify/database pool), concurrency ${C}:`);
    console.log(`  ${N} rows in ${round(rawMs / 1000, 2)} s: ${round(rawRate)} rows/s`);
    console.log(
      `  function/raw: ${(functionRate / rawRate).toPrecision(3)} (the served function stores ${round(rawRate / functionRate)}x fewer leads per second than bare INSERTs)`,
    );
  } finally {
    stopServedSite(site?.pid);
    await proxy?.cut();
    await smtp?.stop();
    await closeLeadStores();
    await db?.stop();
    if (directory) rmSync(directory, { recursive: true, force: true });
  }
  console.log(failures.length === 0 ? "\nall checks passed" : `\n${failures.length} check(s) failed`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

void main();
