/**
 * The consultations in the staff function: the agenda (upcoming booked, not cancelled consultations, soonest first,
 * grouped by the office's days) for anyone on the team, with a host anyone can set; the hours (weekly slots, closed
 * days) for admins only, checked on the server, which change the calendar the form books from; each read of the
 * agenda and each change in the audit log.
 */
import type { Context } from "@netlify/functions";
import staff from "../../netlify/functions/staff";
import { freeSlots, slotStart } from "../../netlify/lib/booking/availability";
import { openLeadStore, type LeadStore } from "../../netlify/lib/lead-store";
import { agendaGroup } from "../../netlify/lib/staff/agenda-routes";
import { forms } from "../../src/form-definitions";
import { addDays, dayIn, SLOT_TIMES, slotInWords } from "../../src/lib/consultation-hours";
import {
  AGENDA_GROUPS,
  BOOKING_OUTCOMES,
  CLOSED_DAY_NOTE_MAX_LENGTH,
  type AgendaJson,
  type ClosedDayJson,
  type HoursJson,
  type LeadJson,
} from "../../src/lib/staff-api";
import { BOOKING_CHANGES_PER_DAY } from "../../netlify/lib/store/booking-changes";
import { forgetMailSettings, mailThrough, startSmtp, type TestSmtp } from "./support/smtp";
import { signedInStaff } from "./support/staff-session";
import { storeLead } from "./support/stored-lead";
import { setClock } from "../support/clock";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const SITE = "http://localhost:8888";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZONE = "America/Detroit";

describe("agendaGroup", () => {
  // Wednesday, November 25, 2026, 10:00 AM in Detroit (EST, UTC-5).
  const wednesday = new Date("2026-11-25T15:00:00Z");

  it("groups by the office's days: today, the rest of the week to Sunday, then later", () => {
    // 11:30 PM in Detroit is already Thursday in UTC.
    expect(agendaGroup(new Date("2026-11-26T04:30:00Z"), wednesday, ZONE)).toBe("today");
    expect(agendaGroup(new Date("2026-11-26T14:00:00Z"), wednesday, ZONE)).toBe("week");
    expect(agendaGroup(new Date("2026-11-30T04:30:00Z"), wednesday, ZONE)).toBe("week");
    expect(agendaGroup(new Date("2026-11-30T14:00:00Z"), wednesday, ZONE)).toBe("later");
  });

  it("starts a new week on Monday: on a Sunday, Monday is later", () => {
    const sunday = new Date("2026-11-29T15:00:00Z");
    expect(agendaGroup(new Date("2026-11-29T22:00:00Z"), sunday, ZONE)).toBe("today");
    expect(agendaGroup(new Date("2026-11-30T14:00:00Z"), sunday, ZONE)).toBe("later");
  });

  // Noon in Detroit on each day of the week of Monday, November 23, 2026: Sunday 11:30 PM closes the week.
  it.each(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"])(
    "on %s, the week runs to Sunday night and Monday is later",
    (day) => {
      const noon = slotStart(day, "12:00 PM", ZONE);
      expect(agendaGroup(slotStart("2026-11-29", "11:30 PM", ZONE), noon, ZONE)).toBe("week");
      expect(agendaGroup(slotStart("2026-11-30", "12:00 AM", ZONE), noon, ZONE)).toBe("later");
    },
  );

  it.each([
    ["the turn of a month and a year", "2026-12-31", "2027-01-03", "2027-01-04"],
    ["the change to daylight saving time", "2027-03-12", "2027-03-14", "2027-03-15"],
    ["the change back to standard time", "2026-10-30", "2026-11-01", "2026-11-02"],
  ])("keeps the office's days over %s", (_, today, sunday, monday) => {
    const noon = slotStart(today, "12:00 PM", ZONE);
    expect(agendaGroup(slotStart(today, "11:30 PM", ZONE), noon, ZONE)).toBe("today");
    expect(agendaGroup(slotStart(sunday, "11:30 PM", ZONE), noon, ZONE)).toBe("week");
    expect(agendaGroup(slotStart(monday, "12:00 AM", ZONE), noon, ZONE)).toBe("later");
  });
});

type Call = { method?: "GET" | "POST"; cookie?: string; body?: unknown };

/** A request to the staff function as the inbox's own pages make it. */
function call(pathname: string, { method = "GET", cookie, body }: Call = {}) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (method === "POST") Object.assign(headers, { "content-type": "application/json", origin: SITE });
  return staff(
    new Request(`${SITE}/api/staff${pathname}`, {
      method,
      headers,
      body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
    }),
    { ip: "203.0.113.7", requestId: "test" } as Context,
  );
}

const post = (pathname: string, cookie: string, body: unknown) => call(pathname, { method: "POST", cookie, body });

const [firstType] = forms.consultation.fields.consultationType.options;

/** A weekday at least `ahead` days from now, in the office's zone, that the default hours open: a Wednesday. */
function wednesdayAhead(now: Date, ahead = 8): string {
  let day = addDays(dayIn(now), ahead);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 3) day = addDays(day, 1);
  return day;
}

describeWithDatabase("the consultations in the staff function", (db) => {
  let store: LeadStore;

  beforeAll(() => {
    store = openLeadStore(db.url);
    jest.spyOn(console, "log").mockImplementation(() => {});
  });

  const signedIn = (email: string, admin = false) => signedInStaff(store, email, admin);

  /** A consultation lead with a booking at `start` (as the submit function books), its id. */
  async function booked(start: Date, { name = "Ana Silva", cancelled = false, spam = false } = {}) {
    const id = await storeLead(store, {
      formName: "consultation",
      fields: { name, email: "ana@example.org", practiceName: `${name} Clinic`, consultationType: firstType.value },
      spam,
    });
    await db.query(
      `INSERT INTO consultation_bookings (lead_id, starts_at, cancelled_at) VALUES ($1, $2, CASE WHEN $3 THEN now() END)`,
      [id, start, cancelled],
    );
    return id;
  }

  const audit = () =>
    db.query<{ actor: string; action: string; lead_id: string | null; detail: string }>(
      "SELECT actor, action, lead_id, detail FROM staff_audit ORDER BY id",
    );
  const errorOf = async (response: Response) => [response.status, ((await response.json()) as { error: string }).error];

  it("keeps the hours to admins, and lets anyone on the team read the agenda and set a host", async () => {
    const { cookie } = await signedIn("kim@example.com");
    const id = await booked(new Date(Date.now() + 3 * DAY));
    for (const [method, pathname] of [
      ["GET", "/hours"],
      ["POST", "/hours/weekly"],
      ["POST", "/hours/closed"],
      ["POST", "/hours/closed/remove"],
    ] as const) {
      const response = await call(pathname, { method, cookie, body: { day: wednesdayAhead(new Date()) } });
      expect([pathname, response.status]).toEqual([pathname, 403]);
    }
    expect(await db.query("SELECT * FROM consultation_closed_days")).toEqual([]);
    expect(await audit()).toEqual([]);
    expect((await call("/agenda", { cookie })).status).toBe(200);
    expect((await post(`/leads/${id}/host`, cookie, { host: null })).status).toBe(200);
  });

  afterEach(() => jest.useRealTimers());

  it("lists the booked consultations still to come, soonest first, with their lead, type and host, and records the read", async () => {
    // A Wednesday morning, so that two days on is still this week, whatever day the test runs.
    const now = setClock(slotStart(wednesdayAhead(new Date(), 1), "10:00 AM")).getTime();
    const { cookie, member } = await signedIn("kim@example.com");
    const later = await booked(new Date(now + 20 * DAY), { name: "Lee Park" });
    const underWay = await booked(new Date(now - 10 * 60_000), { name: "Ana Silva" });
    const soon = await booked(new Date(now + 2 * DAY), { name: "Bo Chen" });
    await booked(new Date(now - 2 * HOUR), { name: "Past Person" });
    await booked(new Date(now + DAY), { name: "Cancelled Person", cancelled: true });
    await booked(new Date(now + 3 * DAY), { name: "Held Post", spam: true });
    await db.query("UPDATE consultation_bookings SET host = $1 WHERE lead_id = $2", [member.id, soon]);

    const response = await call("/agenda", { cookie });
    expect(response.status).toBe(200);
    const agenda = (await response.json()) as AgendaJson;
    expect(agenda.timeZone).toBe(ZONE);
    expect(agenda.groups.map(({ group }) => group)).toEqual(Object.keys(AGENDA_GROUPS));
    const entries = agenda.groups.flatMap((group) => group.entries);
    expect(entries.map((entry) => entry.leadId)).toEqual([underWay, soon, later]);
    expect(agenda.groups[0].entries.map((entry) => entry.leadId)).toContain(underWay);
    expect(agenda.groups[2].entries.map((entry) => entry.leadId)).toEqual([later]);
    expect(entries[1]).toEqual({
      leadId: soon,
      person: "Bo Chen",
      practice: "Bo Chen Clinic",
      consultationType: firstType.label,
      start: new Date(now + 2 * DAY).toISOString(),
      host: { id: member.id, name: member.name },
    });
    expect(agenda.team).toEqual([{ id: member.id, name: member.name }]);
    expect(await audit()).toEqual([
      { actor: "kim@example.com", action: "list-agenda", lead_id: null, detail: "3 booked" },
    ]);
  });

  it("sets and clears a booking's host, an active team member only, each change audited", async () => {
    const { cookie } = await signedIn("kim@example.com");
    const lee = await signedIn("lee@example.com");
    const gone = await signedIn("gone@example.com");
    await store.removeStaff("gone@example.com", "tester@example.com");
    await db.query("DELETE FROM staff_audit");
    const id = await booked(new Date(Date.now() + 3 * DAY));
    const cancelled = await booked(new Date(Date.now() + 4 * DAY), { cancelled: true });
    const unbooked = await storeLead(store, { fields: { name: "No Booking", email: "nb@example.org" } });

    const set = await post(`/leads/${id}/host`, cookie, { host: lee.member.id });
    expect(await set.json()).toEqual({ leadId: id, host: { id: lee.member.id, name: lee.member.name } });
    const page = (await (await call(`/leads/${id}`, { cookie })).json()) as LeadJson;
    expect(page.booking).toEqual({
      start: new Date(
        (await db.query<{ s: Date }>("SELECT starts_at AS s FROM consultation_bookings WHERE lead_id = $1", [id]))[0].s,
      ).toISOString(),
      cancelledAt: null,
      host: lee.member.name,
      outcome: null,
    });
    expect(await (await post(`/leads/${id}/host`, cookie, { host: null })).json()).toEqual({ leadId: id, host: null });

    for (const [lead, host] of [
      [id, gone.member.id],
      [id, "not-a-uuid"],
      [cancelled, lee.member.id],
      [unbooked, lee.member.id],
    ]) {
      expect((await post(`/leads/${lead}/host`, cookie, { host })).status).toBe(404);
    }
    expect(await errorOf(await post(`/leads/${id}/host`, cookie, { host: 5 }))).toEqual([
      400,
      "Choose a host, or no host.",
    ]);
    expect(await db.query("SELECT host FROM consultation_bookings WHERE lead_id = $1", [id])).toEqual([{ host: null }]);
    expect((await audit()).filter((entry) => entry.action === "set-host")).toEqual([
      { actor: "kim@example.com", action: "set-host", lead_id: id, detail: lee.member.id },
      { actor: "kim@example.com", action: "set-host", lead_id: id, detail: "nobody" },
    ]);
  });

  it("refuses a closed day or weekly hours it cannot use, saying why, and changes nothing", async () => {
    const { cookie } = await signedIn("boss@example.com", true);
    const yesterday = addDays(dayIn(new Date()), -1);
    const day = wednesdayAhead(new Date());
    for (const [body, error] of [
      [{}, "Give a day, as YYYY-MM-DD."],
      [{ day: "2027-02-30" }, '"2027-02-30" is not a date: give a day as YYYY-MM-DD.'],
      [{ day: "next friday" }, '"next friday" is not a date: give a day as YYYY-MM-DD.'],
      [{ day: yesterday }, "That day is past: choose today or a later day."],
      [{ day, note: 7 }, "Give the note as text."],
      [
        { day, note: "x".repeat(CLOSED_DAY_NOTE_MAX_LENGTH + 1) },
        `A closed day's note holds at most ${CLOSED_DAY_NOTE_MAX_LENGTH} characters.`,
      ],
    ] as const) {
      expect(await errorOf(await post("/hours/closed", cookie, body))).toEqual([400, error]);
    }
    const week = (slots: unknown) => Array.from({ length: 7 }, () => slots);
    const everyDay = "Give the weekly hours: a list of slots for each day, Sunday to Saturday.";
    for (const [weekly, error] of [
      [undefined, everyDay],
      [week([]).slice(1), everyDay],
      [week("9:00 AM"), everyDay],
      [week(["9:30 AM"]), `"9:30 AM" is not a slot. The slots are ${SLOT_TIMES.join(", ")}.`],
      [week([9]), `9 is not a slot. The slots are ${SLOT_TIMES.join(", ")}.`],
    ] as const) {
      expect(await errorOf(await post("/hours/weekly", cookie, { weekly }))).toEqual([400, error]);
    }
    expect(await db.query("SELECT * FROM consultation_closed_days")).toEqual([]);
    expect(await db.query("SELECT * FROM consultation_hours")).toEqual([]);
    expect(await audit()).toEqual([]);
  });

  it("closes a day, counting its bookings without cancelling them, and opens it again; the calendar follows", async () => {
    const { cookie } = await signedIn("boss@example.com", true);
    const now = new Date();
    const day = wednesdayAhead(now);
    const id = await booked(slotStart(day, "10:00 AM"));
    // The evening before, in the office's zone, is another day there.
    await booked(slotStart(addDays(day, -1), "4:00 PM"));
    expect(freeSlots(day, await store.bookingCalendar(now)).length).toBe(SLOT_TIMES.length - 1);

    const closing = await post("/hours/closed", cookie, { day, note: "  Thanksgiving " });
    expect(await closing.json()).toEqual({ day, note: "Thanksgiving", bookings: 1 } satisfies ClosedDayJson);
    expect(await db.query("SELECT cancelled_at FROM consultation_bookings WHERE lead_id = $1", [id])).toEqual([
      { cancelled_at: null },
    ]);
    expect(freeSlots(day, await store.bookingCalendar(now))).toEqual([]);
    const hours = (await (await call("/hours", { cookie })).json()) as HoursJson;
    expect(hours.closedDays).toEqual([{ day, note: "Thanksgiving", bookings: 1 }]);
    expect(hours.today).toBe(dayIn(now));

    expect((await post("/hours/closed/remove", cookie, { day })).status).toBe(200);
    expect(freeSlots(day, await store.bookingCalendar(now)).length).toBe(SLOT_TIMES.length - 1);
    expect(await errorOf(await post("/hours/closed/remove", cookie, { day }))).toEqual([
      404,
      "That day is not closed.",
    ]);
    expect(await audit()).toEqual([
      { actor: "boss@example.com", action: "close-day", lead_id: null, detail: day },
      { actor: "boss@example.com", action: "open-day", lead_id: null, detail: day },
    ]);
  });

  it("saves the weekly hours in the day's order, which the calendar then offers", async () => {
    const { cookie } = await signedIn("boss@example.com", true);
    const now = new Date();
    const day = wednesdayAhead(now);
    const [first, second] = SLOT_TIMES;
    const weekly = [[], [], [], [second, first, first], [], [], []];
    const saved = await post("/hours/weekly", cookie, { weekly });
    const expected = [[], [], [], [first, second], [], [], []];
    expect(await saved.json()).toEqual({ weekly: expected });
    expect((await store.bookingCalendar(now)).hours).toEqual(expected);
    expect(freeSlots(day, await store.bookingCalendar(now)).map((slot) => slot.time)).toEqual([first, second]);
    expect(freeSlots(addDays(day, 1), await store.bookingCalendar(now))).toEqual([]);
    expect(((await (await call("/hours", { cookie })).json()) as HoursJson).weekly).toEqual(expected);
    expect(await audit()).toEqual([
      {
        actor: "boss@example.com",
        action: "set-hours",
        lead_id: null,
        detail: "Sun 0, Mon 0, Tue 0, Wed 2, Thu 0, Fri 0, Sat 0",
      },
    ]);
  });

  describe("a booking changed from the inbox", () => {
    let smtp: TestSmtp;
    beforeAll(async () => {
      smtp = await startSmtp();
    }, 60_000);
    beforeEach(() => {
      mailThrough(smtp, { LEAD_EMAIL_TO: "team@example.com" });
    });
    afterAll(async () => {
      forgetMailSettings();
      await smtp?.close();
    });

    const BOOKER = "ana@example.org";
    const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelope.to.includes(address));
    const startOf = async (id: string) =>
      (
        await db.query<{ starts_at: Date; cancelled_at: Date | null; changes: number }>(
          `SELECT starts_at, cancelled_at, cardinality(recent_changes) AS changes FROM consultation_bookings
           WHERE lead_id = $1`,
          [id],
        )
      )[0];
    /** A day's free slots a week or more ahead, as the slot function offers them. */
    const freeOn = async (day: string) => freeSlots(day, await store.bookingCalendar(new Date()));

    it("moves a booking to a free time, uncapped: the booker is mailed each updated invitation, each move audited", async () => {
      const { cookie } = await signedIn("kim@example.com");
      const day = wednesdayAhead(new Date());
      const [first, ...others] = await freeOn(day);
      const id = await booked(new Date(first.start));
      await db.query("DELETE FROM staff_audit");

      // More moves than a booker's link may make in a day: the team's are not capped, nor counted against it.
      const moves = others.slice(0, BOOKING_CHANGES_PER_DAY + 1);
      for (const slot of moves) {
        const moved = await post(`/leads/${id}/booking`, cookie, { action: "move", start: slot.start });
        expect(moved.status).toBe(200);
        expect(((await moved.json()) as LeadJson).booking).toMatchObject({ start: slot.start, cancelledAt: null });
      }
      expect(await startOf(id)).toEqual({ starts_at: new Date(moves.at(-1)!.start), cancelled_at: null, changes: 0 });
      // The first slot is free again; the booker got one mail a move, the last with the last time; the team none.
      expect((await freeOn(day)).map((slot) => slot.start)).toContain(first.start);
      const mails = mailsTo(BOOKER);
      expect(mails).toHaveLength(moves.length);
      expect(mails.at(-1)!.mail.text).toContain(slotInWords(moves.at(-1)!.start));
      expect(mailsTo("team@example.com")).toHaveLength(0);
      expect(await audit()).toEqual(
        moves.map((slot) => ({ actor: "kim@example.com", action: "move-booking", lead_id: id, detail: slot.start })),
      );
    });

    it("refuses a time that is not free, or taken, and a booking cancelled or begun, saying why and changing nothing", async () => {
      const { cookie } = await signedIn("kim@example.com");
      const day = wednesdayAhead(new Date());
      const [first, second] = await freeOn(day);
      const id = await booked(new Date(first.start));
      const other = await booked(new Date(second.start), { name: "Bo Chen" });
      const cancelled = await booked(new Date(Date.now() + 20 * DAY), { cancelled: true });
      const begun = await booked(new Date(Date.now() - HOUR));
      await db.query("DELETE FROM staff_audit");
      const move = (lead: string, start: string) => post(`/leads/${lead}/booking`, cookie, { action: "move", start });

      expect(await errorOf(await move(id, second.start))).toEqual([
        409,
        "That is not a free time: choose one of the day's free times.",
      ]);
      const nightTime = slotStart(day, "11:30 PM").toISOString();
      expect((await move(id, nightTime)).status).toBe(409);
      expect((await move(cancelled, first.start)).status).toBe(409);
      expect(await errorOf(await post(`/leads/${begun}/booking`, cookie, { action: "cancel" }))).toEqual([
        409,
        "This consultation has begun or passed: record what became of it instead.",
      ]);
      expect(await errorOf(await post(`/leads/${id}/booking`, cookie, { action: "move", start: "soon" }))).toEqual([
        400,
        'Give "cancel", or "move" with the free time\'s start.',
      ]);
      expect((await startOf(id)).starts_at).toEqual(new Date(first.start));
      expect((await startOf(other)).starts_at).toEqual(new Date(second.start));
      expect(smtp.received).toHaveLength(0);
      expect(await audit()).toEqual([]);
    });

    it("cancels a booking, mailing the booker the cancellation, audited; its slot is free again", async () => {
      const { cookie } = await signedIn("kim@example.com");
      const [first] = await freeOn(wednesdayAhead(new Date()));
      const id = await booked(new Date(first.start));
      await db.query("DELETE FROM staff_audit");
      const cancelled = await post(`/leads/${id}/booking`, cookie, { action: "cancel" });
      expect(cancelled.status).toBe(200);
      expect(((await cancelled.json()) as LeadJson).booking?.cancelledAt).not.toBeNull();
      const [mail] = mailsTo(BOOKER);
      expect(mail.mail.subject).toMatch(/cancel/i);
      expect((await freeOn(wednesdayAhead(new Date()))).map((slot) => slot.start)).toContain(first.start);
      expect(await audit()).toEqual([{ actor: "kim@example.com", action: "cancel-booking", lead_id: id, detail: "" }]);
      expect((await post(`/leads/${id}/booking`, cookie, { action: "cancel" })).status).toBe(409);
    });

    it("records what became of a call once it has begun, one of the outcomes, audited", async () => {
      const { cookie } = await signedIn("kim@example.com");
      const begun = await booked(new Date(Date.now() - HOUR));
      const ahead = await booked(new Date(Date.now() + 3 * DAY), { name: "Bo Chen" });
      await db.query("DELETE FROM staff_audit");
      const outcome = (lead: string, value: unknown) =>
        post(`/leads/${lead}/booking/outcome`, cookie, { outcome: value });

      for (const value of Object.keys(BOOKING_OUTCOMES)) {
        const set = await outcome(begun, value);
        expect(((await set.json()) as LeadJson).booking?.outcome).toBe(value);
      }
      expect(((await (await outcome(begun, null)).json()) as LeadJson).booking?.outcome).toBeNull();
      expect((await outcome(begun, "went well")).status).toBe(400);
      expect(await errorOf(await outcome(ahead, "held"))).toEqual([
        409,
        "Only a consultation that has begun, and was not cancelled, has an outcome.",
      ]);
      expect((await audit()).map((entry) => entry.detail)).toEqual([...Object.keys(BOOKING_OUTCOMES), "unknown"]);
    });
  });
});
