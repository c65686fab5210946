/**
 * The hostile-input corpus (./support/hostile-corpus.ts) through the submit-form function and its database, one case
 * of each category (the whole corpus is checked where its rules live, without a database: read-post.test.ts):
 * each is a 4xx with a clear message, never a 5xx, stores nothing, and the function answers the next valid post
 * with 201 and stores it; as a native post, it gets an error page. Each case has its own client address, so the
 * rate limit stays out of the way. A consultation's slot the calendar refuses, and the slot function's route, too.
 * Then hostile requests to a booked consultation's page (its link, query and buttons' posts): each a 4xx page for
 * people that reflects nothing, the booking and its mails untouched.
 */
import siteConfig from "../../data/site-config.json";
import type { Context } from "@netlify/functions";
import consultationBooking from "../../netlify/functions/consultation-booking";
import { earliestDay, nextFreeSlots } from "../../netlify/lib/booking/availability";
import { leadKeys } from "../../netlify/lib/hashing";
import { toCsv } from "../../netlify/lib/lead-csv";
import { openLeadStore } from "../../netlify/lib/lead-store";
import { bookingLink } from "../../netlify/lib/mail/links";
import { pdfBytes } from "../form-definitions/support/resume-files";
import consultationSlots from "../../netlify/functions/consultation-slots";
import { dayIn, SLOTS_API, SLOT_TIMES, type SlotDay } from "../../src/lib/consultation-hours";
import { inDays, validSubmissions, weekdayInDays } from "../form-definitions/support/valid-submissions";
import {
  HUMAN,
  expectSafeErrorPage,
  hostileCases,
  hostileReferers,
  type Category,
  type HostileCase,
} from "./support/hostile-corpus";
import { ENDPOINT, HTML_ACCEPT, body, fetchPost, multipart, post, urlencoded } from "./support/post";
import { storeLead } from "./support/stored-lead";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(60_000);

/** A distinct address per case (198.18.0.0/15 is for tests), so the rate limit never answers instead. */
const addressOf = (index: number, offset = 0) => `198.18.${(index + offset) >> 8}.${(index + offset) & 255}`;

/** The first Sunday `days` or more from now: a day without consultation hours. */
const sundayInDays = (days: number) => inDays(days + ((7 - new Date(`${inDays(days)}T00:00:00Z`).getUTCDay()) % 7));

/** The slot function, called as Netlify calls it. */
const slots = (query: string, method = "GET") =>
  consultationSlots(new Request(new URL(`${SLOTS_API}${query}`, ENDPOINT), { method }), {
    requestId: "hostile",
  } as unknown as Context);

/** Answered by the request guards before the body is read, as submit-form.test.ts and request-guards.test.ts test. */
const GUARDED: readonly Category[] = ["method", "content type", "size"];

/** The first case of each other category: what the function and its database add is the same for all of one. */
const numbered = hostileCases
  .map((testCase, index) => ({ ...testCase, index, title: `${testCase.category}: ${testCase.name}` }))
  .filter((testCase) => !GUARDED.includes(testCase.category))
  .filter((testCase, _, all) => all.find((other) => other.category === testCase.category) === testCase);

describeWithDatabase("hostile input", { emptyBeforeEach: false }, (db) => {
  const rowCount = async () =>
    (
      await db.query<{ n: number }>(
        "SELECT (SELECT count(*) FROM leads)::int + (SELECT count(*) FROM resumes)::int AS n",
      )
    )[0].n;

  /** The form's valid post, which must be stored as usual right after a hostile one. */
  async function expectStillServing(testCase: HostileCase & { index: number }) {
    const entries = fetchPost(testCase.form);
    const request =
      testCase.form === "career-application"
        ? multipart(entries, { bytes: pdfBytes(), name: "cv.pdf" })
        : urlencoded(entries);
    const before = await rowCount();
    const response = await post(request, { ip: addressOf(testCase.index) });
    expect(response.status).toBe(201);
    const { id } = await body(response);
    const [row] = await db.query<{ fields: Record<string, unknown> }>("SELECT fields FROM leads WHERE id = $1", [id]);
    expect(row.fields).toEqual(validSubmissions[testCase.form].expected);
    expect(await rowCount()).toBe(before + (testCase.form === "career-application" ? 2 : 1));
  }

  beforeAll(() => {
    delete process.env.LEAD_WEBHOOK_URL;
  });

  beforeEach(() => {
    jest.spyOn(console, "log").mockImplementation(() => {});
    jest.spyOn(console, "error").mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  it.each(numbered)("$title", async (testCase) => {
    const before = await rowCount();
    const { body: payload, headers, method } = testCase.request();
    const response = await post(payload, { ip: addressOf(testCase.index), headers, method });

    expect(response.status).toBe(testCase.status ?? 400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const answer = await body(response);
    expect(answer.error).toMatch(HUMAN);
    expect(answer.ok).toBeUndefined();
    if (testCase.field) expect(answer.fields?.[testCase.field]).toMatch(HUMAN);
    for (const message of Object.values(answer.fields ?? {})) expect(message).toMatch(HUMAN);
    expect(await rowCount()).toBe(before);

    await expectStillServing(testCase);
  });

  // Where the visit began is not typed by the visitor, so a hostile value in it never costs the lead: it is stored
  // with its source cut to bounds and stripped (lead-source.test.ts has each rule), and the CSV defuses it.
  it("first touch: a 40 KB value, control characters, script and a formula are bounded, and the lead is stored", async () => {
    const hostile: [string, string][] = [
      ["landingPath", `/${"a".repeat(40 * 1024)}`],
      ["referrerHost", "evil.example\r\nSet-Cookie: x=1"],
      ["utm_source", "<script>alert(1)</script>"],
      ["utm_medium", "e\u0000mail\u001b[31m"],
      ["utm_campaign", '=HYPERLINK("http://evil.example","win")'],
      ["utm_term", "x".repeat(10 * 1024)],
    ];
    const response = await post(urlencoded(fetchPost("contact", hostile)), { ip: addressOf(4000) });
    expect(response.status).toBe(201);
    const { id } = await body(response);
    const [row] = await db.query<{ source: Record<string, string | null> }>("SELECT source FROM leads WHERE id = $1", [
      id,
    ]);
    expect(row.source).toMatchObject({
      source: "<script>alert(1)</script>",
      medium: "email[31m",
      campaign: '=hyperlink("http://evil.example","win")',
      referrer: null,
    });
    expect(row.source.landing!.length).toBeLessThanOrEqual(200);
    expect(row.source.term!.length).toBeLessThanOrEqual(100);
    const csv = toCsv(await openLeadStore().leadsOf({ leadId: id! }));
    expect(csv).toContain(`"'=hyperlink(""http://evil.example"",""win"")"`);
  });

  // A consultation's slot that the schema lets through but the calendar cannot take: half a slot, a day without
  // hours, a day out of reach. Each is refused with a sentence at the slot's fields, and the next free slot the slot
  // function offers is still booked.
  describe("consultation slots", () => {
    const [firstTime] = SLOT_TIMES;
    const slotCases: { name: string; date?: string; time?: string; status: number }[] = [
      { name: "a date without a time", date: weekdayInDays(7), status: 422 },
      { name: "a time without a date", time: firstTime, status: 422 },
      { name: "a Sunday", date: sundayInDays(7), time: firstTime, status: 409 },
      { name: "today", date: dayIn(new Date()), time: firstTime, status: 409 },
      { name: "ten years ahead", date: inDays(3653), time: firstTime, status: 409 },
    ];

    it.each(slotCases.map((slotCase, i) => ({ ...slotCase, index: i })))(
      "$name",
      async ({ date, time, status, index }) => {
        const before = await rowCount();
        const entries = fetchPost("consultation").filter(([key]) => key !== "preferredDate" && key !== "preferredTime");
        const slot = [...(date ? [["preferredDate", date]] : []), ...(time ? [["preferredTime", time]] : [])];
        const response = await post(urlencoded([...entries, ...(slot as [string, string][])]), {
          ip: addressOf(index, 2048),
        });

        expect(response.status).toBe(status);
        const answer = await body(response);
        expect(answer.error).toMatch(HUMAN);
        expect(Object.keys(answer.fields ?? {}).length).toBeGreaterThan(0);
        for (const message of Object.values(answer.fields ?? {})) expect(message).toMatch(HUMAN);
        expect(await rowCount()).toBe(before);

        // The first slot the slot function offers a week ahead is booked as usual (a mailbox holds one booking).
        const day = (await (await slots(`?date=${weekdayInDays(7)}`)).json()) as SlotDay;
        const free = day.slots[0];
        const own = entries.map(([key, value]): [string, string] => [
          key,
          key === "email" ? `booker.${index}@example.com` : value,
        ]);
        const booked = await post(urlencoded([...own, ["preferredDate", free.date], ["preferredTime", free.time]]), {
          ip: addressOf(index, 2048 + 512),
        });
        expect(booked.status).toBe(201);
      },
    );
  });

  // The slot function's one parameter, hostile: never a 5xx, a sentence, nothing written.
  describe("the slot function's route", () => {
    const queries = [
      "?date=2030-01-01'; DROP TABLE leads;--",
      `?date=${"9".repeat(40 * 1024)}`,
      "?date=%00",
      "?date=2026-13-01",
      "?date=%EF%BC%92%EF%BC%90%EF%BC%92%EF%BC%96-01-01",
      "?date=<script>alert(1)</script>",
      "?date[]=2026-12-07",
      "?DATE=2026-12-07",
    ];

    it.each(queries)("GET %s", async (query) => {
      const before = await rowCount();
      const response = await slots(query);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect((await body(response)).error).toMatch(HUMAN);
      expect(await rowCount()).toBe(before);
    });

    it.each(["POST", "PUT", "DELETE", "PATCH"])("%s", async (method) => {
      const response = await slots(`?date=${weekdayInDays(7)}`, method);
      expect(response.status).toBe(405);
      expect((await body(response)).error).toMatch(HUMAN);
    });
  });

  // The same posts from a browser without JavaScript: an HTML page whose only link goes back to this site.
  it.each(numbered.map((testCase, i) => ({ ...testCase, referer: hostileReferers[i % hostileReferers.length] })))(
    "native post, $title, Referer $referer",
    async (testCase) => {
      const before = await rowCount();
      const { body: payload, headers, method } = testCase.request();
      const response = await post(payload, {
        ip: addressOf(testCase.index, 1024),
        accept: HTML_ACCEPT,
        method,
        headers: { ...headers, referer: testCase.referer },
      });

      expect(response.status).toBe(testCase.status ?? 400);
      await expectSafeErrorPage(response, testCase.payload);
      expect(await rowCount()).toBe(before);
    },
  );
});

/** Hostile requests to a booked consultation's page: each refused with a clear page, the booking untouched. */
type BookingCase = {
  readonly name: string;
  readonly status: number;
  /** The request, made from the booking's valid link and its slot's day. */
  readonly request: (link: string, day: string) => { readonly url: string; readonly init?: RequestInit };
  /** Text that must never appear unescaped in the page. */
  readonly payload?: string;
};

const SCRIPT = "<script>alert(1)</script>";
const IMG = '"><img src=x onerror=alert(1)>';
const SQL = "' OR 1=1; DROP TABLE leads; --";
const postForm = (body: string, type = "application/x-www-form-urlencoded"): RequestInit => ({
  method: "POST",
  body,
  headers: { "content-type": type },
});
const withToken = (link: string, token: string) => `${link.split("?")[0]}?token=${encodeURIComponent(token)}`;

const bookingCases: readonly BookingCase[] = [
  { name: "a PUT", status: 405, request: (link) => ({ url: link, init: { method: "PUT", body: "action=cancel" } }) },
  { name: "no token", status: 400, request: (link) => ({ url: link.split("?")[0] }) },
  { name: "the token twice", status: 400, request: (link) => ({ url: `${link}&${new URL(link).search.slice(1)}` }) },
  { name: "SQL as the token", status: 400, request: (link) => ({ url: withToken(link, SQL) }), payload: SQL },
  { name: "HTML as the token", status: 400, request: (link) => ({ url: withToken(link, SCRIPT) }), payload: SCRIPT },
  {
    name: "a token with CRLF",
    status: 400,
    request: (link) => ({ url: withToken(link, `${new URL(link).searchParams.get("token")}\r\nSet-Cookie: a=b`) }),
  },
  { name: "a 10 KB token", status: 400, request: (link) => ({ url: withToken(link, "a".repeat(10_240)) }) },
  {
    name: "another lead's id under this signature",
    status: 400,
    request: (link) => ({
      url: withToken(
        link,
        new URL(link).searchParams.get("token")!.replace(/^[0-9a-f]/, (c) => (c === "0" ? "1" : "0")),
      ),
    }),
  },
  {
    name: "HTML as the date",
    status: 400,
    request: (link) => ({ url: `${link}&date=${encodeURIComponent(IMG)}` }),
    payload: IMG,
  },
  { name: "a day that does not exist", status: 400, request: (link) => ({ url: `${link}&date=2026-02-30` }) },
  { name: "the date twice", status: 400, request: (link, day) => ({ url: `${link}&date=${day}&date=${day}` }) },
  {
    name: "JSON",
    status: 415,
    request: (link) => ({ url: link, init: postForm('{"action":"cancel"}', "application/json") }),
  },
  {
    name: "multipart",
    status: 415,
    request: (link) => ({ url: link, init: postForm("--x\r\n\r\n--x--", "multipart/form-data; boundary=x") }),
  },
  {
    name: "a 64 KB post",
    status: 413,
    request: (link) => ({ url: link, init: postForm(`action=cancel&x=${"a".repeat(65_536)}`) }),
  },
  {
    name: "the action twice",
    status: 400,
    request: (link) => ({ url: link, init: postForm("action=cancel&action=move") }),
  },
  { name: "an unknown action", status: 400, request: (link) => ({ url: link, init: postForm("action=delete") }) },
  {
    name: "HTML as the slot",
    status: 400,
    request: (link) => ({ url: link, init: postForm(`action=move&slot=${encodeURIComponent(IMG)}`) }),
    payload: IMG,
  },
  {
    name: "SQL after the slot",
    status: 400,
    request: (link, day) => ({
      url: link,
      init: postForm(`action=move&slot=${encodeURIComponent(`${day} 9:00 AM${SQL}`)}`),
    }),
    payload: SQL,
  },
  {
    name: "a time that is no slot",
    status: 400,
    request: (link, day) => ({ url: link, init: postForm(`action=move&slot=${encodeURIComponent(`${day} 3:00 AM`)}`) }),
  },
  {
    name: "a day that does not exist in the slot",
    status: 400,
    request: (link) => ({ url: link, init: postForm(`action=move&slot=${encodeURIComponent("2026-02-30 9:00 AM")}`) }),
  },
  {
    name: "the slot twice",
    status: 400,
    request: (link, day) => ({
      url: link,
      init: postForm(
        `action=move&slot=${encodeURIComponent(`${day} 9:00 AM`)}&slot=${encodeURIComponent(`${day} 10:00 AM`)}`,
      ),
    }),
  },
];

describeWithDatabase("hostile input to a booked consultation's page", (db) => {
  const keys = leadKeys(false);
  const store = () => openLeadStore(db.url);
  const context = { ip: "203.0.113.10", requestId: "test-request-id" } as unknown as Context;
  const state = async (id: string) => ({
    booking: await db.query("SELECT starts_at, cancelled_at, sequence FROM consultation_bookings WHERE lead_id = $1", [
      id,
    ]),
    outbox: await db.query("SELECT kind FROM outbox WHERE lead_id = $1", [id]),
  });

  beforeEach(() => {
    jest.spyOn(console, "log").mockImplementation(() => {});
    jest.spyOn(console, "error").mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  it.each(bookingCases)("$name", async (testCase) => {
    const calendar = await store().bookingCalendar(new Date());
    const [slot] = nextFreeSlots(earliestDay(calendar), calendar, 1);
    const id = await storeLead(store(), { formName: "consultation", fields: validSubmissions.consultation.expected });
    await db.query("INSERT INTO consultation_bookings (lead_id, starts_at) VALUES ($1, $2)", [id, slot.start]);
    const link = bookingLink(keys, id, new Date(slot.start));
    const before = await state(id);

    const { url, init } = testCase.request(link, slot.date);
    const response = await consultationBooking(new Request(url, init), context);
    expect(response.status).toBe(testCase.status);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html.match(/<h1>[A-Z][^<]+<\/h1>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script|<img|\son\w+=|javascript:/i);
    if (testCase.payload) expect(html).not.toContain(testCase.payload);
    // Every link stays on the site, but the office's own phone and mail (from the site's content, never the input).
    const office = [`tel:${siteConfig.contact.phoneE164}`, `mailto:${siteConfig.contact.email}`];
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
      if (!office.includes(href)) expect(href).toMatch(/^\/(?![/\\])/);
    }
    expect(await state(id)).toEqual(before);

    // The link itself still opens the booking.
    expect((await consultationBooking(new Request(link), context)).status).toBe(200);
  });
});
