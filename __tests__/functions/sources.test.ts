/**
 * The sources report (netlify/lib/store/sources.ts, its endpoint and the inbox's filter it links to): sales leads of
 * an office week or month by source, medium and campaign, most first, with answered in time over those due,
 * consultations booked and not cancelled, quote and service requests; spam and other queues never counted; days
 * bounded at the office's midnight; the inbox finding each row's leads by the same values.
 */
import type { Context } from "@netlify/functions";
import staff from "../../netlify/functions/staff";
import { openLeadStore, type LeadStore } from "../../netlify/lib/lead-store";
import { NOT_SET, type InboxPageJson, type SourcesReportJson } from "../../src/lib/staff-api";
import { dayIn } from "../../src/lib/consultation-hours";
import { signedInStaff } from "./support/staff-session";
import { storeLead } from "./support/stored-lead";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const HOUR = 3_600_000;
/** Wednesday noon in Detroit: its week began Monday 2026-11-23 at 05:00 UTC. */
const NOW = new Date("2026-11-25T17:00:00Z");
const WEEK = { since: "2026-11-23", before: "2026-11-30" };

const NEWSLETTER = { source: "newsletter", medium: "email", campaign: "winter-2027" };
const GOOGLE = { source: "google", medium: "organic", campaign: null, referrer: "www.google.com" };

describeWithDatabase("the sources report", (db) => {
  let store: LeadStore;

  beforeAll(() => {
    store = openLeadStore(db.url);
  });

  /** A lead received at `at` from `source`, first answered `respondedAfter` later. */
  async function lead(
    at: string,
    source: object | null,
    {
      formName = "contact",
      respondedAfter,
      spam = false,
    }: { formName?: string; respondedAfter?: number; spam?: boolean } = {},
  ) {
    const id = await storeLead(store, { formName, fields: { name: "Ana Silva", email: "ana@example.org" }, spam });
    const created = new Date(at);
    await db.query("UPDATE leads SET created_at = $2, first_response_at = $3, source = $4 WHERE id = $1", [
      id,
      created,
      respondedAfter === undefined ? null : new Date(created.getTime() + respondedAfter),
      source && JSON.stringify(source),
    ]);
    return id;
  }

  async function seed() {
    // This office week: three from the newsletter (one quote answered in an hour, one consultation booked, one
    // consultation whose booking was cancelled), two from Google, one not known.
    await lead("2026-11-23T05:00:00Z", NEWSLETTER, { formName: "quote-request", respondedAfter: HOUR });
    const booked = await lead("2026-11-24T10:00:00Z", NEWSLETTER, { formName: "consultation" });
    const cancelled = await lead("2026-11-25T10:00:00Z", NEWSLETTER, { formName: "consultation" });
    await db.query(
      `INSERT INTO consultation_bookings (lead_id, starts_at, cancelled_at)
       VALUES ($1, '2026-12-01T15:00:00Z', NULL), ($2, '2026-12-02T15:00:00Z', now())`,
      [booked, cancelled],
    );
    await lead("2026-11-23T09:00:00Z", GOOGLE, { formName: "service-request", respondedAfter: 30 * HOUR });
    await lead("2026-11-25T16:00:00Z", GOOGLE);
    await lead("2026-11-24T12:00:00Z", null);
    // Never counted: the Sunday before in the office (Monday in UTC), spam, an application.
    await lead("2026-11-23T04:59:00Z", NEWSLETTER);
    await lead("2026-11-24T12:00:00Z", NEWSLETTER, { spam: true });
    await lead("2026-11-24T12:00:00Z", NEWSLETTER, { formName: "career-application" });
  }

  it("groups a week's sales leads by source, medium and campaign, most first, each figure with its base", async () => {
    await seed();
    expect(await store.sourceFigures(WEEK, { now: NOW })).toEqual([
      {
        ...NEWSLETTER,
        leads: 3,
        // Only Monday's quote is past its 24 hours, answered in one.
        due: 2,
        answeredInTime: 1,
        consultations: 1,
        quotes: 1,
        serviceRequests: 0,
      },
      {
        source: "google",
        medium: "organic",
        campaign: null,
        leads: 2,
        due: 1,
        answeredInTime: 0,
        consultations: 0,
        quotes: 0,
        serviceRequests: 1,
      },
      {
        source: null,
        medium: null,
        campaign: null,
        leads: 1,
        due: 1,
        answeredInTime: 0,
        consultations: 0,
        quotes: 0,
        serviceRequests: 0,
      },
    ]);
  });

  it("finds each row's leads in the inbox by the same values and days, and a lead of unknown source by NOT_SET", async () => {
    await seed();
    const ids = async (filter: Parameters<LeadStore["inbox"]>[0]) =>
      (await store.inbox({ queue: "sales", ...WEEK, ...filter })).total;
    expect(await ids({ ...NEWSLETTER })).toBe(3);
    expect(await ids({ ...NEWSLETTER, form: "consultation" })).toBe(2);
    expect(await ids({ source: "google", medium: "organic", campaign: null })).toBe(2);
    expect(await ids({ source: null, medium: null, campaign: null })).toBe(1);
  });

  it("names the last day's top sources for the digest", async () => {
    await seed();
    const top = await store.lastDaySources({ now: NOW, limit: 1 });
    // Since Tuesday 17:00 UTC: one newsletter consultation and one Google lead; ties go to the source's name.
    expect(top).toEqual([expect.objectContaining({ source: "google", leads: 1 })]);
  });

  describe("GET /api/staff/sources and the inbox's filter", () => {
    const get = (pathname: string, cookie: string) =>
      staff(new Request(`http://localhost:8888/api/staff${pathname}`, { headers: { cookie } }), {
        ip: "203.0.113.7",
        requestId: "test",
      } as Context);

    beforeEach(() => jest.spyOn(console, "log").mockImplementation(() => {}));
    afterEach(() => jest.restoreAllMocks());

    it("answers any signed-in person with this office week, and the weeks and months it can give", async () => {
      const { cookie } = await signedInStaff(store, "kim@example.com");
      // A second old: in this office week but for the second after its Monday midnight.
      await lead(new Date(Date.now() - 1000).toISOString(), NEWSLETTER);
      const response = await get("/sources", cookie);
      expect(response.status).toBe(200);
      const report = (await response.json()) as SourcesReportJson;
      const today = dayIn(new Date());
      expect(report.unit).toBe("week");
      expect(report.since <= today && today < report.before).toBe(true);
      expect(new Date(`${report.since}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(report.periods.week[0]).toBe(report.since);
      expect(report.periods.month[0]).toBe(`${today.slice(0, 7)}-01`);
      expect(report.rows).toEqual([expect.objectContaining({ ...NEWSLETTER, leads: 1 })]);

      const month = (await (
        await get(`/sources?unit=month&start=${report.periods.month[1]}`, cookie)
      ).json()) as SourcesReportJson;
      expect(month).toMatchObject({ unit: "month", since: report.periods.month[1], before: report.periods.month[0] });
    });

    it("refuses a span it does not give, and an inbox filter that is no day or too long a value", async () => {
      const { cookie } = await signedInStaff(store, "kim@example.com");
      for (const query of ["?unit=year", "?unit=week&start=2026-11-24", "?unit=month&start=1999-01-01"])
        expect((await get(`/sources${query}`, cookie)).status).toBe(400);
      for (const query of ["?since=2026-02-30", "?before=soon", `?campaign=${"x".repeat(101)}`])
        expect((await get(`/leads${query}`, cookie)).status).toBe(400);
      const page = (await (await get(`/leads?source=${encodeURIComponent(NOT_SET)}`, cookie)).json()) as InboxPageJson;
      expect(page.total).toBe(0);
    });
  });
});
