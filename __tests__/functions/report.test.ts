/**
 * The reply report: sales leads by ISO week of receipt (Monday 00:00 on the office's clock, America/Detroit: 05:00 UTC
 * in winter, 04:00 in summer), newest first, empty weeks included; how many were not answered yet; the median and 90th
 * percentile of the time to a first response; the share answered within the promised time of the
 * leads whose time has run out; the leads overdue now; the last 24 hours for the digest; spam and leads of other
 * queues never counted. And its endpoint, for admins only.
 */
import type { Context } from "@netlify/functions";
import staff from "../../netlify/functions/staff";
import { openLeadStore, type LeadStore } from "../../netlify/lib/lead-store";
import { OFFICE_TIME_ZONE } from "../../src/lib/consultation-hours";
import type { ReplyReportJson } from "../../src/lib/staff-api";
import { signedInStaff } from "./support/staff-session";
import { storeLead } from "./support/stored-lead";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const MIN = 60_000;
const HOUR = 60 * MIN;
/** A Wednesday noon: its ISO week began on Monday 2026-11-23. */
const NOW = new Date("2026-11-25T12:00:00Z");

type Seeded = {
  formName?: string;
  /** Milliseconds from receipt to the first response; none when absent. */
  respondedAfter?: number;
  status?: "new" | "in-progress" | "answered" | "archived";
  spam?: boolean;
};

describeWithDatabase("the reply report", (db, backend) => {
  let store: LeadStore;

  beforeAll(() => {
    store = openLeadStore(db.url);
  });

  /** A lead received at `at` (ISO, UTC), first answered `respondedAfter` later, with its status. */
  async function lead(at: string, { formName = "contact", respondedAfter, status, spam = false }: Seeded = {}) {
    const id = await storeLead(store, { formName, fields: { name: "Ana Silva", email: "ana@example.org" }, spam });
    const created = new Date(at);
    const responded = respondedAfter === undefined ? null : new Date(created.getTime() + respondedAfter);
    await db.query("UPDATE leads SET created_at = $2, first_response_at = $3, status = $4 WHERE id = $1", [
      id,
      created,
      responded,
      status ?? (responded ? "answered" : "new"),
    ]);
    return id;
  }

  const week = (weekStart: string, figures: Partial<Record<string, unknown>>) => ({
    weekStart: new Date(weekStart),
    received: 0,
    answered: 0,
    unanswered: 0,
    medianMs: null,
    p90Ms: null,
    due: 0,
    answeredInTime: 0,
    inTimeShare: null,
    consultations: { booked: 0, held: 0, noShow: 0 },
    ...figures,
  });

  /** The same leads for every test: four weeks, the last 24 hours, and what must not count. */
  async function seed() {
    // This week, up to NOW: the promised time has run out for leads received before Tuesday noon.
    await lead("2026-11-23T08:00:00Z", { respondedAfter: HOUR });
    await lead("2026-11-23T09:00:00Z", { formName: "consultation", respondedAfter: 3 * HOUR + 20 * MIN });
    await lead("2026-11-23T13:00:00Z", { formName: "quote-request", respondedAfter: 32 * HOUR });
    await lead("2026-11-24T06:00:00Z", { formName: "quote-request" }); // overdue
    await lead("2026-11-24T10:00:00Z", { formName: "subscription", respondedAfter: 4 * HOUR });
    // Answered after NOW: not yet answered as of NOW.
    await lead("2026-11-24T11:00:00Z", { respondedAfter: 27 * HOUR });
    // Inside its 24 hours: its quick answer is left out of the share, not counted in time.
    await lead("2026-11-25T08:00:00Z", { formName: "service-request", respondedAfter: 30 * MIN });
    await lead("2026-11-25T10:00:00Z");
    // Last week: late, exactly on time, archived and in progress unanswered, and one received on Sunday night (Monday
    // in UTC, still Sunday in the office).
    await lead("2026-11-16T10:00:00Z", { respondedAfter: 25 * HOUR });
    await lead("2026-11-19T10:00:00Z", { respondedAfter: 24 * HOUR });
    await lead("2026-11-20T10:00:00Z", { status: "in-progress" });
    await lead("2026-11-21T10:00:00Z", { status: "archived" });
    await lead("2026-11-23T04:59:00Z", { respondedAfter: 2 * HOUR });
    // Three weeks ago, from its first moment; the week before it is outside a four-week report.
    await lead("2026-11-02T05:00:00Z", { respondedAfter: 10 * MIN });
    await lead("2026-11-02T04:59:59Z", { respondedAfter: HOUR });
    // Long ago and still new: overdue, in no recent week.
    await lead("2026-10-20T10:00:00Z");

    // Never counted: spam, job applications and sign-ups, and a lead received after NOW.
    await lead("2026-11-24T10:00:00Z", { spam: true, respondedAfter: HOUR });
    await lead("2026-10-20T10:00:00Z", { spam: true });
    await lead("2026-11-24T10:00:00Z", { formName: "career-application" });
    await lead("2026-11-23T10:00:00Z", { formName: "career-application", respondedAfter: 100 * HOUR });
    await lead("2026-11-25T09:00:00Z", { formName: "newsletter", respondedAfter: HOUR });
    await lead("2026-10-20T10:00:00Z", { formName: "newsletter" });
    await lead("2026-11-25T13:00:00Z", { respondedAfter: MIN });
  }

  it("gives each ISO week's leads, first responses, percentiles and share in time, newest first", async () => {
    await seed();
    const report = await store.replyReport({ weeks: 4, now: NOW });
    expect(report.overdueNow).toBe(2);
    expect(report.weeks).toEqual([
      // Answered by NOW: 30 min, 1 h, 3 h 20 min, 4 h, 32 h. Due: six; in time: three.
      week("2026-11-23T05:00:00Z", {
        received: 8,
        answered: 5,
        unanswered: 3,
        medianMs: 3 * HOUR + 20 * MIN,
        p90Ms: 4 * HOUR + (6 * 28 * HOUR) / 10,
        due: 6,
        answeredInTime: 3,
        inTimeShare: 0.5,
      }),
      // 2 h, 24 h, 25 h; five due, unanswered ones included, two in time.
      week("2026-11-16T05:00:00Z", {
        received: 5,
        answered: 3,
        unanswered: 2,
        medianMs: 24 * HOUR,
        p90Ms: 24 * HOUR + (8 * HOUR) / 10,
        due: 5,
        answeredInTime: 2,
        inTimeShare: 0.4,
      }),
      week("2026-11-09T05:00:00Z", {}),
      week("2026-11-02T05:00:00Z", {
        received: 1,
        answered: 1,
        medianMs: 10 * MIN,
        p90Ms: 10 * MIN,
        due: 1,
        answeredInTime: 1,
        inTimeShare: 1,
      }),
    ]);
  });

  it("states the base of a median: one of 48 answered in 2 minutes is not a week answered in 2 minutes", async () => {
    await lead("2026-11-23T14:00:00Z", { respondedAfter: 2 * MIN });
    for (let i = 0; i < 47; i++) await lead(new Date(Date.parse("2026-11-23T15:00:00Z") + i * MIN).toISOString());
    const [current] = (await store.replyReport({ weeks: 1, now: NOW })).weeks;
    expect(current).toMatchObject({ received: 48, answered: 1, unanswered: 47, medianMs: 2 * MIN });
  });

  it("counts each week's consultations by when the call is: booked and not cancelled, held, no-show", async () => {
    /** A consultation whose call is at `at`, with the outcome the team recorded, or cancelled. */
    async function call(at: string, outcome: string | null = null, cancelled = false) {
      const id = await lead("2026-11-01T10:00:00Z", { formName: "consultation" });
      await db.query(
        `INSERT INTO consultation_bookings (lead_id, starts_at, outcome, cancelled_at)
         VALUES ($1, $2, $3, CASE WHEN $4 THEN now() END)`,
        [id, at, outcome, cancelled],
      );
    }
    await call("2026-11-24T15:00:00Z", "held");
    await call("2026-11-24T16:00:00Z", "no-show");
    await call("2026-11-24T17:00:00Z", "moved-by-phone");
    await call("2026-11-26T15:00:00Z"); // later this week: booked, no outcome yet
    await call("2026-11-25T15:00:00Z", null, true); // cancelled: not counted
    await call("2026-11-18T15:00:00Z", "held");
    await call("2026-11-23T04:30:00Z", "no-show"); // Sunday night in the office, Monday in UTC: last week
    const { weeks } = await store.replyReport({ weeks: 3, now: NOW });
    expect(weeks.map((figures) => figures.consultations)).toEqual([
      { booked: 4, held: 1, noShow: 1 },
      { booked: 2, held: 1, noShow: 1 },
      { booked: 0, held: 0, noShow: 0 },
    ]);
  });

  it("covers twelve weeks by default, weeks without leads too, up to the current one", async () => {
    await seed();
    const { weeks } = await store.replyReport({ now: NOW });
    expect(weeks.map((figures) => figures.weekStart.toISOString().slice(0, 10))).toEqual([
      "2026-11-23",
      "2026-11-16",
      "2026-11-09",
      "2026-11-02",
      "2026-10-26",
      "2026-10-19",
      "2026-10-12",
      "2026-10-05",
      "2026-09-28",
      "2026-09-21",
      "2026-09-14",
      "2026-09-07",
    ]);
    // The lead still new since October: due, and not answered in time.
    // Before the clocks went back on November 1, weeks began at 04:00 UTC.
    expect(weeks[5]).toEqual(week("2026-10-19T04:00:00Z", { received: 1, unanswered: 1, due: 1, inTimeShare: 0 }));
    expect(weeks[4]).toEqual(
      week("2026-10-26T04:00:00Z", {
        received: 1,
        answered: 1,
        medianMs: HOUR,
        p90Ms: HOUR,
        due: 1,
        answeredInTime: 1,
        inTimeShare: 1,
      }),
    );
  });

  // PGlite's server ignores a connection's startup options, so its sessions are always in UTC.
  (backend.kind === "postgres" ? it : it.skip)(
    "starts weeks on Monday 00:00 in the office whatever the session's time zone",
    async () => {
      await seed();
      const url = new URL(db.url);
      url.searchParams.set("options", "-c TimeZone=Pacific/Auckland");
      const inAuckland = openLeadStore(url.toString());
      expect(await inAuckland.replyReport({ weeks: 4, now: NOW })).toEqual(
        await store.replyReport({ weeks: 4, now: NOW }),
      );
    },
  );

  it("gives the last 24 hours by event: received, first responses given, and leads whose time ran out", async () => {
    await seed();
    expect(await store.lastDay({ now: NOW })).toEqual({
      // Received on Tuesday after noon or on Wednesday morning.
      received: 2,
      // First answered since Tuesday noon: 30 min, 4 h and 32 h after they came.
      answered: 3,
      // Of the two received, the one at 10:00 today.
      unanswered: 1,
      medianMs: 4 * HOUR,
      p90Ms: 4 * HOUR + (8 * 28 * HOUR) / 10,
      // Received between Monday and Tuesday noon: one of four answered in time.
      due: 4,
      answeredInTime: 1,
      inTimeShare: 0.25,
      overdueNow: 2,
    });
  });

  it("gives zeros and no times when there is nothing to measure", async () => {
    await lead("2026-11-25T09:00:00Z", { formName: "newsletter" });
    expect(await store.lastDay({ now: NOW })).toEqual({
      received: 0,
      answered: 0,
      unanswered: 0,
      medianMs: null,
      p90Ms: null,
      due: 0,
      answeredInTime: 0,
      inTimeShare: null,
      overdueNow: 0,
    });
    const { weeks, overdueNow } = await store.replyReport({ weeks: 2, now: NOW });
    expect({ weeks, overdueNow }).toEqual({
      weeks: [week("2026-11-23T05:00:00Z", {}), week("2026-11-16T05:00:00Z", {})],
      overdueNow: 0,
    });
  });

  describe("GET /api/staff/report", () => {
    const get = (pathname: string, cookie: string) =>
      staff(new Request(`http://localhost:8888/api/staff${pathname}`, { headers: { cookie } }), {
        ip: "203.0.113.7",
        requestId: "test",
      } as Context);

    beforeEach(() => {
      jest.spyOn(console, "log").mockImplementation(() => {});
    });
    afterEach(() => jest.restoreAllMocks());

    it("is refused to staff who are not admins", async () => {
      const { cookie } = await signedInStaff(store, "kim@example.com");
      const response = await get("/report", cookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: "Only an admin can do that." });
    });

    it("answers admins with the report up to now, and refuses a number of weeks it does not give", async () => {
      const { cookie } = await signedInStaff(store, "boss@example.com", true);
      const now = Date.now();
      await db.query("UPDATE leads SET created_at = $2, first_response_at = $3 WHERE id = $1", [
        await storeLead(store, { fields: { name: "Ana" } }),
        new Date(now - 2 * HOUR),
        new Date(now - HOUR),
      ]);
      await db.query("UPDATE leads SET created_at = $2 WHERE id = $1", [
        await storeLead(store, { fields: { name: "Bo" } }),
        new Date(now - 30 * HOUR),
      ]);

      const response = await get("/report", cookie);
      expect(response.status).toBe(200);
      const report = (await response.json()) as ReplyReportJson;
      expect(report.overdueNow).toBe(1);
      expect(report.replyWithinHours).toBe(24);
      expect(report.weeks).toHaveLength(12);
      const [current] = report.weeks;
      expect(new Date(current.weekStart).toLocaleString("en-US", { timeZone: OFFICE_TIME_ZONE })).toMatch(
        /, 12:00:00\sAM$/,
      );
      expect(
        new Date(current.weekStart).toLocaleDateString("en-US", { timeZone: OFFICE_TIME_ZONE, weekday: "long" }),
      ).toBe("Monday");
      expect(Date.parse(current.weekStart)).toBeLessThanOrEqual(now);
      expect(now - Date.parse(current.weekStart)).toBeLessThan(7 * 24 * HOUR);
      const total = (key: "received" | "answered" | "due") => report.weeks.reduce((sum, w) => sum + w[key], 0);
      expect([total("received"), total("answered"), total("due")]).toEqual([2, 1, 1]);
      expect(report.weeks.find((w) => w.answered === 1)?.medianMs).toBe(HOUR);

      expect((await (await get("/report?weeks=3", cookie)).json()) as ReplyReportJson).toMatchObject({
        weeks: { length: 3 },
      });
      for (const weeks of ["0", "53", "1.5", "many"]) {
        expect((await get(`/report?weeks=${weeks}`, cookie)).status).toBe(400);
      }
    });
  });
});
