/**
 * The database stops in the middle of a run of submissions and comes back, while the function keeps running
 * (one process, one pool, never restarted): every 2xx has its row, every other answer is a 503 with
 * Retry-After and the "try again" sentence, within the store's timeouts; the 503'd submissions sent again with
 * the same submission id are stored once each, and new ones succeed.
 *
 * The local Netlify Database emulation (PGlite on files) is really stopped and started again on the same files
 * and port. The machine's PostgreSQL server is shared, so it is not stopped: the function reaches it through
 * this test's own TCP proxy, which is cut (every connection dropped, new ones refused) and restored; to the
 * function that is a database that went away and came back.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS } from "../../netlify/lib/store/sql";
import { closeLeadStores } from "../../netlify/lib/lead-store";
import { FORM_NAMES } from "../../src/form-definitions";
import { SLOT_TIMES } from "../../src/lib/consultation-hours";
import { pdfBytes } from "../form-definitions/support/resume-files";
import { weekdayInDays, type Entries } from "../form-definitions/support/valid-submissions";
import { fetchPost, multipart, post, urlencoded } from "./support/post";
import { freePort } from "../../scripts/local-server";
import { tcpProxy } from "../support/tcp-proxy";
import { BACKEND, PGLITE, startTestDatabase, type Backend, type TestDatabase } from "./support/test-database";

jest.setTimeout(90_000);

const UNAVAILABLE = { error: "We could not save your form just now. Please try again in a minute.", fields: {} };

/** The database the function uses, and a way to stop it and start it again at the same address. */
type Outage = {
  readonly functionUrl: string;
  readonly db: () => TestDatabase;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

async function pgliteOutage(backend: Backend): Promise<Outage> {
  const files = { directory: mkdtempSync(path.join(tmpdir(), "faults-db-")), port: await freePort() };
  let db = await startTestDatabase(backend, files);
  let running = true;
  return {
    functionUrl: db.url,
    db: () => db,
    async stop() {
      await db.stop();
      running = false;
    },
    async start() {
      db = await startTestDatabase(backend, files);
      running = true;
    },
    async close() {
      if (running) await db.stop();
      rmSync(files.directory, { recursive: true, force: true });
    },
  };
}

async function proxiedOutage(backend: Backend): Promise<Outage> {
  const db = await startTestDatabase(backend);
  const proxy = await tcpProxy(db.url);
  return {
    functionUrl: proxy.url,
    db: () => db,
    stop: () => proxy.cut(),
    start: () => proxy.restore(),
    async close() {
      await proxy.cut();
      await db.stop();
    },
  };
}

// The run's database, and the emulation's restart on its files whatever that is: `npm start` keeps its database there.
const outages = [BACKEND, ...(BACKEND.kind === "pglite" ? [] : [PGLITE])].map((backend) => ({
  ...backend,
  how:
    backend.kind === "pglite" ? "stopped and started again on its files" : "cut and restored by the test's TCP proxy",
}));

describe.each(outages)("submit-form while $name is $how", (backend) => {
  let outage: Outage;
  let visitor = 0;

  beforeAll(async () => {
    outage = backend.kind === "pglite" ? await pgliteOutage(backend) : await proxiedOutage(backend);
    process.env.NETLIFY_DB_URL = outage.functionUrl;
    delete process.env.LEAD_WEBHOOK_URL;
    jest.spyOn(console, "log").mockImplementation(() => {});
  }, 60_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await closeLeadStores();
    await outage?.close();
  });

  type Sent = { readonly submissionId: string; readonly send: () => Promise<Response> };

  /**
   * A consultation with a slot of its own (each of a day's in turn, a week further on each round) and a mailbox of
   * its own (a mailbox holds one booking to come): each is booked.
   */
  let consultations = 0;
  function ownSlot(entries: Entries): Entries {
    const k = (consultations += 1);
    const own: Record<string, string> = {
      preferredDate: weekdayInDays(7 * (1 + Math.floor(k / SLOT_TIMES.length))),
      preferredTime: SLOT_TIMES[k % SLOT_TIMES.length],
      email: `booker.${k}@example.com`,
    };
    return entries.map(([key, value]) => [key, own[key] ?? value]);
  }

  /** The i-th submission of the run: every form in turn (a job application with its PDF), each from its own address. */
  function submission(i: number): Sent {
    const form = FORM_NAMES[i % FORM_NAMES.length];
    const entries = form === "consultation" ? ownSlot(fetchPost(form)) : fetchPost(form);
    const submissionId = entries.find(([key]) => key === "submissionId")![1];
    const ip = `198.51.100.${(visitor += 1)}`;
    const encode = () =>
      form === "career-application" ? multipart(entries, { bytes: pdfBytes(), name: "cv.pdf" }) : urlencoded(entries);
    return { submissionId, send: () => post(encode(), { ip }) };
  }

  type Result = {
    readonly sent: Sent;
    readonly status: number;
    readonly ms: number;
    readonly id?: string;
    readonly retryAfter: string | null;
    readonly body: unknown;
  };

  async function run(sent: Sent): Promise<Result> {
    const started = Date.now();
    const response = await sent.send();
    const body = (await response.json()) as { id?: string };
    return {
      sent,
      status: response.status,
      ms: Date.now() - started,
      id: body.id,
      retryAfter: response.headers.get("retry-after"),
      body,
    };
  }

  it("stores every 2xx, answers 503 otherwise, and stores the retries once when the database is back", async () => {
    // Up: a concurrent batch is stored.
    const before = await Promise.all(Array.from({ length: 7 }, (_, i) => run(submission(i))));
    expect(before.map((result) => result.status)).toEqual(Array(7).fill(201));

    // Down in the middle of a concurrent batch: stopped once the first answers are back, the rest in flight.
    const during = Array.from({ length: 14 }, (_, i) => run(submission(i)));
    await Promise.race(during);
    await outage.stop();
    const whileDown = await Promise.all(Array.from({ length: 7 }, (_, i) => run(submission(i))));
    const results = [...before, ...(await Promise.all(during)), ...whileDown];

    for (const result of results) {
      // Bounded by the store's timeouts: no answer hangs.
      expect(result.ms).toBeLessThan(CONNECT_TIMEOUT_MS + QUERY_TIMEOUT_MS);
      if (result.status !== 201) {
        expect(result.status).toBe(503);
        expect(result.retryAfter).toBe("30");
        expect(result.body).toEqual(UNAVAILABLE);
      }
    }
    expect(whileDown.map((result) => result.status)).toEqual(Array(7).fill(503));

    await outage.start();
    const db = outage.db();
    const stored = async () => db.query<{ id: string; submission_id: string }>("SELECT id, submission_id FROM leads");

    // Every 2xx answered so far has its row, under the id it answered.
    const rowsBack = new Map((await stored()).map((row) => [row.submission_id, row.id]));
    for (const result of results.filter(({ status }) => status === 201))
      expect(rowsBack.get(result.sent.submissionId)).toBe(result.id);

    // The same function, never restarted: the 503'd submissions sent again are stored (or found) once each.
    const failed = results.filter(({ status }) => status === 503);
    const retried = await Promise.all(failed.map(({ sent }) => run(sent)));
    expect(retried.map((result) => result.status)).toEqual(Array(failed.length).fill(201));
    const fresh = await Promise.all(Array.from({ length: 7 }, (_, i) => run(submission(i))));
    expect(fresh.map((result) => result.status)).toEqual(Array(7).fill(201));

    const rows = await stored();
    const expected = new Set([...results, ...fresh].map(({ sent }) => sent.submissionId));
    expect(rows).toHaveLength(expected.size);
    expect(new Set(rows.map((row) => row.submission_id))).toEqual(expected);
    const byId = new Map(rows.map((row) => [row.submission_id, row.id]));
    for (const result of [...retried, ...fresh, ...results.filter(({ status }) => status === 201)]) {
      expect(byId.get(result.sent.submissionId)).toBe(result.id);
    }
    // A job application and its resume are one transaction: none is left without the other.
    const [{ applications, resumes }] = await db.query<{ applications: string; resumes: string }>(
      "SELECT (SELECT count(*) FROM leads WHERE form_name = 'career-application') AS applications, (SELECT count(*) FROM resumes) AS resumes",
    );
    expect(Number(applications)).toBeGreaterThan(0);
    expect(Number(resumes)).toBe(Number(applications));
  });
});
