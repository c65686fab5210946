/**
 * Booking a consultation through submit-form, and the slot function that offers the free slots, over a real
 * database (the run's: test-database.ts). Which slots are free is the rules' part (booking-availability.test.ts);
 * here: a free slot is booked with its lead in one transaction, a taken one is refused with the next free times and
 * nothing stored, a race has one winner, and a replay stays a replay.
 */
import { randomUUID } from "node:crypto";
import { JSDOM } from "jsdom";
import type { Context } from "@netlify/functions";
import consultationSlots, { CDN_CACHE_SECONDS } from "../../netlify/functions/consultation-slots";
import consultationBooking from "../../netlify/functions/consultation-booking";
import { invitationUid } from "../../netlify/lib/mail/invitation";
import { bookingLink } from "../../netlify/lib/mail/links";
import { BOOKING_HORIZON_DAYS, slotStart } from "../../netlify/lib/booking/availability";
import { BOTH_OR_NEITHER_MESSAGE } from "../../netlify/lib/booking/slot-post";
import { escapeHtml } from "../../netlify/lib/http";
import { openLeadStore } from "../../netlify/lib/lead-store";
import { composeMail } from "../../netlify/lib/mail/messages";
import { leadKeys } from "../../netlify/lib/hashing";
import type { LeadRecord } from "../../netlify/lib/store/lead-records";
import { BOOKINGS_PER_HOUR_ALERT, BOOKINGS_PER_NETWORK_PER_DAY, type NewLead } from "../../netlify/lib/store/leads";
import { openPool } from "../../netlify/lib/store/sql";
import { forms } from "../../src/form-definitions";
import {
  addDays,
  dayIn,
  NEXT_FREE_COUNT,
  OFFICE_TIME_ZONE,
  SLOTS_API,
  SLOT_TIMES,
  slotInWords,
  type FreeSlot,
  type SlotDay,
} from "../../src/lib/consultation-hours";
import { HELD_STATUS } from "../../src/lib/held-posts";
import { FORM_ACTION } from "../../src/lib/form-action";
import { validSubmissions, weekdayInDays, type Entries } from "../form-definitions/support/valid-submissions";
import { ENDPOINT, HTML_ACCEPT, post, urlencoded } from "./support/post";
import { axeViolations } from "./support/axe-html";
import { describeWithDatabase, untilSleeping } from "./support/test-database";

jest.setTimeout(60_000);

type Answer = {
  ok?: boolean;
  id?: string;
  error?: string;
  fields?: Record<string, string>;
  nextFree?: FreeSlot[];
  booking?: { start: string; inWords: string; manage: string; calendar: string };
};

/** A weekday a week ahead: bookable whatever today is (after the lead time, within the horizon). */
const DAY = weekdayInDays(7);
const [FIRST, SECOND] = SLOT_TIMES;

/**
 * A consultation post for a date and a time (either left out when undefined), a new submission each time, from a
 * mailbox of its own unless `email` is given (a mailbox holds one booking to come).
 */
function consultation(
  date: string | undefined,
  time: string | undefined,
  renderedAt = Date.now() - 60_000,
  email = `booker.${randomUUID().slice(0, 8)}@example.com`,
): Entries {
  const entries = validSubmissions.consultation.entries
    .filter(([key]) => key !== "preferredDate" && key !== "preferredTime")
    .map(([key, value]): [string, string] => [key, key === "email" ? email : value]);
  return [
    ...entries,
    ...(date === undefined ? [] : ([["preferredDate", date]] as Entries)),
    ...(time === undefined ? [] : ([["preferredTime", time]] as Entries)),
    ["submissionId", randomUUID()],
    ["renderedAt", String(renderedAt)],
  ];
}

const answerOf = async (response: Response) => (await response.json()) as Answer;

/** Each post from its own address, so that the rate limit stays out of the way. */
let address = 0;
const book = (entries: Entries, accept?: string) =>
  post(urlencoded(entries), { ip: `198.51.100.${++address % 250}`, accept });

/** The slot function, called as Netlify calls it. */
function slots(query: string, method = "GET") {
  const context = { requestId: "test-request-id" } as unknown as Context;
  return consultationSlots(new Request(new URL(`${SLOTS_API}${query}`, ENDPOINT), { method }), context);
}

describeWithDatabase("consultation booking", (db, backend) => {
  const bookings = () =>
    db.query<{ lead_id: string; starts_at: Date }>("SELECT lead_id, starts_at FROM consultation_bookings");
  const leadCount = async () => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads"))[0].n;

  beforeEach(() => {
    jest.spyOn(console, "log").mockImplementation(() => {});
    jest.spyOn(console, "error").mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  describe("submit-form", () => {
    it("books a free slot with its lead: 201 with the booking's start, words, page and calendar file", async () => {
      const response = await book(consultation(DAY, FIRST));
      expect(response.status).toBe(201);
      const answer = await answerOf(response);
      const start = slotStart(DAY, FIRST);
      const manage = new URL(bookingLink(leadKeys(false), answer.id!, start));
      expect(answer.booking).toEqual({
        start: start.toISOString(),
        inWords: slotInWords(start),
        manage: manage.pathname + manage.search,
        calendar: `${manage.pathname}${manage.search}&format=ics`,
      });
      expect(await bookings()).toEqual([{ lead_id: answer.id, starts_at: start }]);

      // The calendar file: the booking's invitation, to download.
      const context = { ip: "203.0.113.5", requestId: "r" } as unknown as Context;
      const file = await consultationBooking(new Request(new URL(answer.booking!.calendar, ENDPOINT)), context);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(file.headers.get("content-disposition")).toBe('attachment; filename="consultation.ics"');
      const ics = await file.text();
      expect(ics).toContain("BEGIN:VEVENT");
      expect(ics).toContain(`UID:${invitationUid(answer.id!)}`);
    });

    it("answers a slot someone else booked with 409, the next free times, and stores nothing", async () => {
      await book(consultation(DAY, FIRST));
      const response = await book(consultation(DAY, FIRST));

      expect(response.status).toBe(409);
      const answer = await answerOf(response);
      expect(answer.error).toEqual(expect.any(String));
      expect(answer.fields?.preferredTime).toMatch(/booked/);
      // The asked day's other slots first, the taken one never.
      expect(answer.nextFree).toHaveLength(NEXT_FREE_COUNT);
      expect(answer.nextFree![0]).toEqual({ date: DAY, time: SECOND, start: slotStart(DAY, SECOND).toISOString() });
      expect(answer.nextFree!.map((slot) => slot.start)).not.toContain(slotStart(DAY, FIRST).toISOString());
      expect(await leadCount()).toBe(1);
      expect(await bookings()).toHaveLength(1);
    });

    it("books a slot once when several posts ask for it at the same time", async () => {
      const responses = await Promise.all(Array.from({ length: 4 }, () => book(consultation(DAY, FIRST))));
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
      expect(await leadCount()).toBe(1);
      expect(await bookings()).toHaveLength(1);
    });

    it("books one consultation to come per mailbox, however it is written: a second gets 409 and stores nothing", async () => {
      const first = await book(consultation(DAY, FIRST, undefined, "Dr.Ada.Nwosu+booking@Gmail.com"));
      expect(first.status).toBe(201);
      // The same mailbox: another case, without the dots and the +tag Gmail ignores.
      const second = await book(consultation(DAY, SECOND, undefined, "drADAnwosu@gmail.com"));
      expect(second.status).toBe(409);
      const answer = await answerOf(second);
      expect(answer.error).toMatch(/already has a consultation booked/);
      // Nothing about the first booking: whoever types an address learns nothing of its owner's consultation.
      expect(JSON.stringify(answer)).not.toContain(slotInWords(slotStart(DAY, FIRST)));
      expect(answer.fields).toEqual({ email: answer.error });
      expect(await leadCount()).toBe(1);
      expect(await bookings()).toHaveLength(1);

      // Once it is cancelled, or has passed, the mailbox books again.
      await db.query("UPDATE consultation_bookings SET cancelled_at = now()");
      expect((await book(consultation(DAY, SECOND, undefined, "drADAnwosu@gmail.com"))).status).toBe(201);
      await db.query(
        "UPDATE consultation_bookings SET starts_at = now() - interval '1 hour' WHERE cancelled_at IS NULL",
      );
      expect((await book(consultation(DAY, FIRST, undefined, "drADAnwosu@gmail.com"))).status).toBe(201);
      // A plain request (no time) from a mailbox with a booking is still taken.
      expect((await book(consultation(undefined, undefined, undefined, "drADAnwosu@gmail.com"))).status).toBe(201);
    });

    it(`books at most ${BOOKINGS_PER_NETWORK_PER_DAY} consultations a day per network, an IPv6 one by its /48`, async () => {
      const times = SLOT_TIMES;
      const from = (ip: string, time: string) => post(urlencoded(consultation(DAY, time)), { ip });
      for (let index = 0; index < BOOKINGS_PER_NETWORK_PER_DAY; index++) {
        // Each from another /64 of one /48.
        expect((await from(`2001:db8:7:${index + 1}::1`, times[index])).status).toBe(201);
      }
      const limited = await from("2001:db8:7:ff::1", times[BOOKINGS_PER_NETWORK_PER_DAY]);
      expect(limited.status).toBe(429);
      expect((await answerOf(limited)).error).toMatch(/Your network has booked/);
      expect(await bookings()).toHaveLength(BOOKINGS_PER_NETWORK_PER_DAY);
      expect(await leadCount()).toBe(BOOKINGS_PER_NETWORK_PER_DAY);
      // Another network books; a plain request from the limited one is still taken.
      expect((await from("2001:db8:8::1", times[BOOKINGS_PER_NETWORK_PER_DAY])).status).toBe(201);
      expect((await post(urlencoded(consultation(undefined, undefined)), { ip: "2001:db8:7:ff::2" })).status).toBe(201);
    });

    it(`alerts the team once an hour when ${BOOKINGS_PER_HOUR_ALERT} consultations are booked in it`, async () => {
      // The hour's bookings so far, one short of the alert (this hour and the next: a booking may land in either).
      await db.query(
        `INSERT INTO booking_counts (counter, day, bookings)
         SELECT 'site-hour:' || to_char(h AT TIME ZONE 'UTC', 'HH24'), (h AT TIME ZONE 'UTC')::date, $1
         FROM unnest(ARRAY[now(), now() + interval '1 hour']) AS h`,
        [BOOKINGS_PER_HOUR_ALERT - 1],
      );
      const alerts = () =>
        db.query<{ lead_id: string; limit_key: string }>(
          "SELECT lead_id, limit_key FROM outbox WHERE kind = 'cap-reached' ORDER BY created_at",
        );
      const answer = await answerOf(await book(consultation(DAY, FIRST)));
      const [alert] = await alerts();
      expect(alert).toEqual({
        lead_id: answer.id,
        limit_key: expect.stringMatching(/^cap-reached:bookings-per-hour:/),
      });
      // The mail names the hour in the office's time.
      const hour = alert.limit_key.split(":").at(-1)!;
      const mail = composeMail("cap-reached", {} as LeadRecord, {
        mailId: "m",
        keys: leadKeys(false),
        limitKey: alert.limit_key,
      });
      expect(mail.subject).toBe(`Many consultations booked: ${BOOKINGS_PER_HOUR_ALERT} in an hour`);
      expect(mail.text).toContain(slotInWords(`${hour}:00:00Z`));

      // Another booking that hour alerts no more.
      await book(consultation(DAY, SECOND));
      expect((await alerts()).filter((row) => row.limit_key === alert.limit_key)).toHaveLength(1);
    });

    it("answers a replay of a booked submission as before, never 409, even when both arrive at once", async () => {
      const entries = consultation(DAY, FIRST);
      const first = await answerOf(await book(entries));
      const again = await book(entries);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(await answerOf(again)).toEqual(first);

      const twice = consultation(DAY, SECOND);
      const both = await Promise.all([book(twice), book(twice)]);
      expect(both.map((response) => response.status)).toEqual([201, 201]);
      const [one, other] = await Promise.all(both.map(answerOf));
      expect(one.id).toBe(other.id);
      expect(await leadCount()).toBe(2);
      expect(await bookings()).toHaveLength(2);
    });

    it.each([
      ["a date without a time", DAY, undefined, "preferredTime"],
      ["a time without a date", undefined, FIRST, "preferredDate"],
    ])("answers %s with 422 at the missing field and stores nothing", async (_, date, time, field) => {
      const response = await book(consultation(date, time));
      expect(response.status).toBe(422);
      expect((await answerOf(response)).fields).toEqual({ [field]: BOTH_OR_NEITHER_MESSAGE });
      expect(await leadCount()).toBe(0);
    });

    it("keeps a consultation without date and time as a plain request", async () => {
      const response = await book(consultation(undefined, undefined));
      expect(response.status).toBe(201);
      expect(await answerOf(response)).not.toHaveProperty("booking");
      expect(await leadCount()).toBe(1);
      expect(await bookings()).toHaveLength(0);
    });

    it("books nothing for a post the time trap held, so that a bot cannot take the calendar", async () => {
      const held = consultation(DAY, FIRST, Date.now());
      expect((await book(held)).status).toBe(HELD_STATUS);
      expect(await bookings()).toHaveLength(0);
      expect((await book(consultation(DAY, FIRST))).status).toBe(201);
    });

    it("gives a browser without JavaScript the reason and the free times as buttons that book one with what was typed", async () => {
      await book(consultation(DAY, FIRST));
      const sent = consultation(DAY, FIRST);
      const response = await book(sent, HTML_ACCEPT);

      expect(response.status).toBe(409);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).not.toContain(escapeHtml(slotInWords(slotStart(DAY, FIRST))));
      expect(page).toContain(`<a href="${forms.consultation.page}">Go back to the form</a>`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await leadCount()).toBe(1);

      // Each free time is a form of its own: the answers as they were sent, with that date and time.
      const { document } = new JSDOM(page).window;
      const [choice] = [...document.querySelectorAll("form")];
      expect(choice.getAttribute("action")).toBe(FORM_ACTION);
      expect(choice.querySelector("button")!.textContent).toBe(slotInWords(slotStart(DAY, SECOND)));
      const entries = [...choice.querySelectorAll("input")].map(
        (input) => [input.name, input.value] as [string, string],
      );
      const slotless = sent.filter(([name]) => name !== "preferredDate" && name !== "preferredTime");
      expect(entries).toEqual([...slotless, ["preferredDate", DAY], ["preferredTime", SECOND]]);

      // Pressed, it books that time.
      const booked = await book(entries, HTML_ACCEPT);
      expect(booked.status).toBe(303);
      expect((await bookings()).map((row) => row.starts_at)).toContainEqual(slotStart(DAY, SECOND));
    });
  });

  describe("the lead's one transaction", () => {
    /** A lead as saveLead takes it, for the slot `booking`, both posts having found it free. */
    const newLead = (submissionId: string, booking: Date): NewLead => ({
      id: randomUUID(),
      formName: "consultation",
      submissionId,
      fields: validSubmissions.consultation.expected,
      addressHash: "a".repeat(64),
      userAgent: null,
      notify: false,
      page: null,
      policyVersion: "2026-01-01",
      booking: { start: booking, mailbox: [] },
    });

    it("books a slot once when two leads ask for it at once, past the calendar's check: the other stores nothing", async () => {
      const store = openLeadStore(db.url);
      const start = slotStart(DAY, FIRST);
      const saved = await Promise.all([store.saveLead(newLead("one", start)), store.saveLead(newLead("two", start))]);
      expect(saved.map((result) => result.outcome).sort()).toEqual(["created", "slot-refused"]);
      expect(await leadCount()).toBe(1);
      expect(await bookings()).toHaveLength(1);
    });

    // Two statements at once need two connections: PostgreSQL has them, PGlite serves one at a time, so the test
    // exists only where it can fail.
    const onPostgres = backend.kind === "postgres" ? it : undefined;
    onPostgres?.("answers a submission stored meanwhile by another post, for another slot, as a replay", async () => {
      // The other post's lead, held uncommitted until saveLead waits on its submission id; then committed.
      const holder = openPool(db.url);
      const other = randomUUID();
      const held = holder.query(`DO $$
        BEGIN
          INSERT INTO leads (id, form_name, submission_id, fields, address_hash)
          VALUES ('${other}', 'consultation', 'same', '{}', 'a');
          FOR attempt IN 1..500 LOOP
            PERFORM pg_stat_clear_snapshot();
            EXIT WHEN (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock') >= 1;
            PERFORM pg_sleep(0.01);
          END LOOP;
        END $$`);
      await untilSleeping(db);
      const saved = await openLeadStore(db.url).saveLead(newLead("same", slotStart(DAY, FIRST)));
      await held;
      await holder.end();
      expect(saved).toMatchObject({ outcome: "replayed", id: other });
      expect(await leadCount()).toBe(1);
      expect(await bookings()).toHaveLength(0);
    });
  });

  describe("the slot function", () => {
    it("answers a day's free slots, the booked one left out, cached briefly by the CDN only", async () => {
      await book(consultation(DAY, FIRST));
      const response = await slots(`?date=${DAY}`);

      expect(response.status).toBe(200);
      const day = (await response.json()) as SlotDay;
      expect(day).toEqual({
        date: DAY,
        timeZone: OFFICE_TIME_ZONE,
        earliest: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        slots: SLOT_TIMES.slice(1).map((time) => ({ date: DAY, time, start: slotStart(DAY, time).toISOString() })),
        next: [],
      });
      expect(day.earliest <= DAY).toBe(true);
      expect(response.headers.get("cache-control")).toMatch(/max-age=0/);
      expect(response.headers.get("netlify-cdn-cache-control")).toContain(`max-age=${CDN_CACHE_SECONDS}`);
      expect(response.headers.get("netlify-vary")).toBe("query=date");
    });

    it("reads the calendar the team keeps: a closed day, changed weekly hours, a cancelled booking's free slot", async () => {
      // The next business day after DAY, another weekday.
      const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
      let next = addDays(DAY, 1);
      while (weekdayOf(next) % 6 === 0) next = addDays(next, 1);
      const weekday = weekdayOf(next);
      await book(consultation(DAY, FIRST));
      await db.query("UPDATE consultation_bookings SET cancelled_at = now()");
      await db.query("INSERT INTO consultation_closed_days (day) VALUES ($1)", [DAY]);
      await db.query("INSERT INTO consultation_hours (weekday, slots) VALUES ($1, $2)", [weekday, [SECOND]]);

      const closed = (await (await slots(`?date=${DAY}`)).json()) as SlotDay;
      expect(closed.slots).toEqual([]);
      // A day without free slots names the first free ones after it, so the form offers them.
      expect(closed.next[0]).toEqual({ date: next, time: SECOND, start: slotStart(next, SECOND).toISOString() });
      const changed = (await (await slots(`?date=${next}`)).json()) as SlotDay;
      expect(changed.slots.map((slot) => slot.time)).toEqual([SECOND]);
      // The cancelled slot is free again once the day opens.
      await db.query("DELETE FROM consultation_closed_days");
      const reopened = (await (await slots(`?date=${DAY}`)).json()) as SlotDay;
      expect(reopened.slots.map((slot) => slot.time)).toContain(FIRST);
    });

    it("answers the office's today when no day is asked", async () => {
      const response = await slots("");
      expect(response.status).toBe(200);
      expect(((await response.json()) as SlotDay).date).toBe(dayIn(new Date()));
    });

    it.each(["?date=", "?date=2026-02-30", "?date=tomorrow", `?date=${DAY}T09:00`])(
      "answers %p with 400 and a sentence",
      async (query) => {
        const response = await slots(query);
        expect(response.status).toBe(400);
        expect((await answerOf(response)).error).toMatch(/YYYY-MM-DD/);
      },
    );

    it("answers a day before today or past the horizon with 400, without the database", async () => {
      delete process.env.NETLIFY_DB_URL;
      const today = dayIn(new Date());
      for (const date of [addDays(today, -1), addDays(today, BOOKING_HORIZON_DAYS + 1), "9999-12-31"]) {
        const response = await slots(`?date=${date}`);
        expect(response.status).toBe(400);
        expect((await answerOf(response)).error).toBe(
          `Consultations can be booked up to ${BOOKING_HORIZON_DAYS} days ahead: choose a day from ${today} to ${addDays(today, BOOKING_HORIZON_DAYS)}.`,
        );
      }
      // The horizon's last day is the database's to answer (here: out of reach).
      expect((await slots(`?date=${addDays(today, BOOKING_HORIZON_DAYS)}`)).status).toBe(503);
    });

    it("answers other methods with 405 and Allow", async () => {
      const response = await slots(`?date=${DAY}`, "POST");
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    });

    it("answers 503 with Retry-After when the database cannot be reached", async () => {
      delete process.env.NETLIFY_DB_URL;
      const response = await slots(`?date=${DAY}`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
    });
  });
});
