/**
 * A booked consultation's mails and its page, through a real SMTP server in this process: the team's mail and the
 * confirmation carry the calendar invitation in the office's zone and the time in words; the confirmation's link
 * opens a page that changes nothing until a button posts; a changed or expired link changes nothing; cancelling
 * frees the slot and mails the cancellation, once however often it is pressed; moving takes a free slot with the
 * next SEQUENCE and mails the updated invitation; a taken slot is refused and nothing changes. A link cannot flood
 * mailboxes: a booking moves at most BOOKING_CHANGES_PER_DAY times a day, the team's notices of changes in a row fold
 * into one, a network's posts are rate limited (an IPv6 client by its /64 and its /48), and the change mails count
 * against the daily mail caps.
 */
import type { Context } from "@netlify/functions";
import siteConfig from "../../data/site-config.json";
import consultationBooking from "../../netlify/functions/consultation-booking";
import { earliestDay, nextFreeSlots } from "../../netlify/lib/booking/availability";
import { leadKeys } from "../../netlify/lib/hashing";
import { openLeadStore } from "../../netlify/lib/lead-store";
import { consultationSummary } from "../../netlify/lib/mail/invitation";
import { BOOKING_PATH, bookingLink, siteOrigin } from "../../netlify/lib/mail/links";
import { MANAGE_BOOKING_TEXT } from "../../netlify/lib/mail/messages";
import { deliverMail, senderNetwork } from "../../netlify/lib/mail/outbox";
import { config } from "../../netlify/functions/consultation-booking";
import { BOOKING_CHANGE_RATE_LIMITS } from "../../netlify/lib/rate-limit";
import { BOOKING_CHANGES_PER_DAY, TEAM_NOTICE_DELAY_MINUTES } from "../../netlify/lib/store/booking-changes";
import { SENDER_MAILS_PER_DAY, SITE_MAILS_PER_DAY } from "../../netlify/lib/store/outbox";
import { REMINDER_HOURS } from "../../netlify/lib/store/bookings";
import { sendReminders } from "../../netlify/lib/mail/reminders";
import {
  CONSULTATION_MINUTES,
  OFFICE_TIME_ZONE,
  slotInWords,
  slotRange,
  type FreeSlot,
} from "../../src/lib/consultation-hours";
import { forms } from "../../src/form-definitions";
import { validSubmissions } from "../form-definitions/support/valid-submissions";
import { forgetMailSettings, mailThrough, startSmtp, type ReceivedMail, type TestSmtp } from "./support/smtp";
import { JSDOM } from "jsdom";
import { supportLinks } from "../../src/lib/nav-links";
import { axeViolations } from "./support/axe-html";
import { storeLead } from "./support/stored-lead";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const TEAM = "sales@vedha.test";
const SENDER = String(validSubmissions.consultation.expected.email);

/** "2026-12-01", "9:00 AM" → "20261201T090000": the slot's wall time as iCalendar writes a local time. */
function wallTime(slot: FreeSlot) {
  const [, hour, minute, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot.time)!;
  const hours = (Number(hour) % 12) + (half === "PM" ? 12 : 0);
  return `${slot.date.replace(/-/g, "")}T${String(hours).padStart(2, "0")}${minute}00`;
}

/** An instant's wall time in the office's zone, as iCalendar writes a local time. */
function officeWallTime(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: OFFICE_TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** The calendar a mail carries: its text/calendar alternative's method, and its content lines, unfolded. */
function calendarOf(mail: ReceivedMail) {
  const method = /^Content-Type: text\/calendar; charset=utf-8; method=(\w+)/im.exec(mail.raw)?.[1];
  const part = mail.mail.attachments.find((attachment) => attachment.contentType === "text/calendar");
  const lines = part
    ? part.content
        .toString("utf8")
        .replace(/\r\n[ \t]/g, "")
        .split("\r\n")
    : [];
  return { method, lines };
}

/** The lines of a calendar's one VTIMEZONE and one VEVENT. */
function component(lines: readonly string[], name: string) {
  const begin = lines.indexOf(`BEGIN:${name}`);
  expect(begin).toBeGreaterThanOrEqual(0);
  expect(lines.lastIndexOf(`BEGIN:${name}`)).toBe(begin);
  return lines.slice(begin, lines.indexOf(`END:${name}`, begin) + 1);
}

describeWithDatabase("consultation booking", (db) => {
  let smtp: TestSmtp;
  let waiting: Promise<unknown>[];

  beforeAll(async () => {
    smtp = await startSmtp();
  }, 60_000);

  beforeEach(() => {
    mailThrough(smtp, { LEAD_EMAIL_TO: TEAM });
    waiting = [];
    jest.spyOn(console, "log").mockImplementation(() => {});
  });

  // What a test left running after its answers finishes before the next test empties the tables under it.
  afterEach(async () => {
    await Promise.allSettled(waiting);
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    forgetMailSettings();
    await smtp?.close();
  });

  const store = () => openLeadStore(db.url);
  const keys = leadKeys(false);
  const sentTo = (address: string) => smtp.received.filter((mail) => mail.envelope.to.includes(address));

  /** The first free slots from the earliest bookable day. */
  async function freeSlots(count = 3) {
    const calendar = await store().bookingCalendar(new Date());
    return nextFreeSlots(earliestDay(calendar), calendar, count);
  }

  /** A consultation lead holding `slot`, stored as the submit function stores it, its booking written as SQL. */
  async function booked(slot: FreeSlot) {
    const id = await storeLead(store(), { formName: "consultation", fields: validSubmissions.consultation.expected });
    await db.query("INSERT INTO consultation_bookings (lead_id, starts_at) VALUES ($1, $2)", [id, slot.start]);
    return id;
  }

  const booking = async (id: string) =>
    (
      await db.query<{ starts_at: Date; cancelled_at: Date | null; sequence: number }>(
        "SELECT starts_at, cancelled_at, sequence FROM consultation_bookings WHERE lead_id = $1",
        [id],
      )
    )[0];
  const outbox = (id: string) =>
    db.query<{ kind: string }>("SELECT kind FROM outbox WHERE lead_id = $1 ORDER BY kind", [id]);
  const bookedStarts = async () => [...(await store().bookingCalendar(new Date())).booked];

  /**
   * Opens a link as Netlify calls the function, from `ip`; what it leaves to run after the answer is awaited by
   * `settle`.
   */
  async function open(url: string, init: RequestInit = {}, ip = "203.0.113.10") {
    const context = {
      ip,
      requestId: "test-request-id",
      waitUntil: (promise: Promise<unknown>) => void waiting.push(promise),
    } as unknown as Context;
    const response = await consultationBooking(new Request(url, init), context);
    return { status: response.status, html: await response.text(), retryAfter: response.headers.get("retry-after") };
  }
  const settle = () => Promise.all(waiting);
  const press = (url: string, fields: Record<string, string>, ip?: string) =>
    open(
      url,
      {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      ip,
    );
  /** The team's notice of a change, once its wait is over: as the scheduled retry sends it. */
  async function teamNoticeDue(id: string) {
    const [row] = await db.query<{ waits: number }>(
      `SELECT round(extract(epoch FROM next_attempt_at - created_at) / 60)::int AS waits FROM outbox
       WHERE lead_id = $1 AND kind = 'booking-update-team' AND state = 'pending'`,
      [id],
    );
    expect(row.waits).toBe(TEAM_NOTICE_DELAY_MINUTES);
    await db.query("UPDATE outbox SET next_attempt_at = now() WHERE lead_id = $1", [id]);
    await deliverMail(store(), keys, { due: true });
  }
  const h1 = (html: string) => html.match(/<h1>(.*?)<\/h1>/)?.[1];
  const slotValue = (slot: FreeSlot) => `${slot.date} ${slot.time}`;

  it("carries the invitation in the office's zone, and the time in words, on the team's mail and the confirmation", async () => {
    const [slot] = await freeSlots(1);
    const id = await booked(slot);
    await db.query("INSERT INTO outbox (lead_id, kind) VALUES ($1, 'team'), ($1, 'confirmation')", [id]);
    expect(await deliverMail(store(), keys, { leadId: id })).toEqual({ sent: 2, failed: 0 });

    const [team] = sentTo(TEAM);
    const [confirmation] = sentTo(SENDER);
    const words = slotInWords(slot.start);
    for (const mail of [team, confirmation]) {
      expect(mail.mail.text).toContain(words);
      const { method, lines } = calendarOf(mail);
      expect(method).toBe("REQUEST");
      expect(lines).toContain("METHOD:REQUEST");
      const zone = component(lines, "VTIMEZONE");
      expect(zone).toContain(`TZID:${OFFICE_TIME_ZONE}`);
      const event = component(lines, "VEVENT");
      expect(event).toContain(`UID:${id}@${new URL(siteOrigin()).hostname}`);
      expect(event).toContain("SEQUENCE:0");
      expect(event).toContain(`DTSTART;TZID=${OFFICE_TIME_ZONE}:${wallTime(slot)}`);
      const end = new Date(Date.parse(slot.start) + CONSULTATION_MINUTES * 60_000);
      expect(event).toContain(`DTEND;TZID=${OFFICE_TIME_ZONE}:${officeWallTime(end)}`);
      expect(event).toContain(`SUMMARY:${consultationSummary()}`);
      expect(event.find((line) => line.startsWith("ORGANIZER"))).toMatch(
        new RegExp(`CN="${siteConfig.siteTitle}".*:mailto:${siteConfig.contact.email}$`),
      );
      expect(event.find((line) => line.startsWith("ATTENDEE"))).toMatch(new RegExp(`:mailto:${SENDER}$`, "i"));
      // Nothing the visitor wrote but their name.
      const written = lines.join("\n");
      for (const answer of [
        validSubmissions.consultation.expected.currentChallenges,
        validSubmissions.consultation.expected.goals,
        validSubmissions.consultation.expected.practiceName,
      ]) {
        expect(written).not.toContain(String(answer));
      }
    }
    // Both say how the call happens, as the site's content declares it, with the number the booker gave.
    const call = siteConfig.contact.consultationCall.replace(
      "{phone}",
      String(validSubmissions.consultation.expected.phone),
    );
    expect(confirmation.mail.text).toContain(call);
    const unescaped = (lines: readonly string[]) => lines.join("\n").replace(/\\([,;\\])/g, "$1");
    for (const mail of [team, confirmation]) expect(unescaped(calendarOf(mail).lines)).toContain(call);
    // Only the sender's mail links to the page that cancels or moves the booking.
    expect(confirmation.mail.text).toMatch(new RegExp(`${MANAGE_BOOKING_TEXT}: \\S+${BOOKING_PATH}\\?token=\\S+`));
    expect(team.mail.text).not.toContain(BOOKING_PATH);
  });

  it("serves its page where the link points: its config's path is the links' path", () => {
    expect(config.path).toBe(BOOKING_PATH);
  });

  it("shows the booking and a day's free times, and a GET changes nothing", async () => {
    const [slot, other] = await freeSlots(2);
    const id = await booked(slot);
    const link = bookingLink(keys, id, new Date(slot.start));

    const page = await open(link);
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe("Your free consultation");
    expect(page.html).toContain(slotInWords(slot.start));
    expect(page.html.match(/<h1>/g)).toHaveLength(1);
    expect(page.html).toContain('<label for="date">Date</label>');
    // The office's phone and mail as links a phone dials or a mail program opens.
    expect(page.html).toContain(`<a href="tel:${siteConfig.contact.phoneE164}">${siteConfig.contact.phone}</a>`);
    expect(page.html).toContain(`<a href="mailto:${siteConfig.contact.email}">`);
    // In the site's header and footer: its name home, its links.
    const { document } = new JSDOM(page.html).window;
    expect(document.querySelector("header a[href='/']")?.textContent).toBe(siteConfig.siteTitle);
    expect([...document.querySelectorAll("footer nav a")].map((a) => a.getAttribute("href"))).toEqual(
      supportLinks.map((link) => link.to),
    );
    // Picking another time comes first; cancelling is asked to be confirmed, on a page of its own.
    expect(page.html.indexOf("Pick another time")).toBeLessThan(page.html.indexOf("Cancel it"));
    const ask = `${BOOKING_PATH}?token=${new URL(link).searchParams.get("token")}&amp;cancel=ask`;
    expect(page.html).toContain(`<a href="${ask}">Cancel my consultation</a>`);
    const question = await open(`${link}&cancel=ask`);
    expect(question.status).toBe(200);
    expect(h1(question.html)).toBe("Cancel your consultation?");
    expect(question.html).toContain(slotInWords(slot.start));
    expect(question.html).toMatch(/<button type="submit">Yes, cancel my consultation<\/button>/);
    expect(question.html).toContain("No, keep it</a>");
    expect(await axeViolations(question.html)).toEqual([]);

    const day = await open(`${link}&date=${other.date}`);
    expect(day.status).toBe(200);
    // Each free time a button that moves the consultation there, labelled with its half hour.
    expect(day.html).toContain(
      `<button type="submit" name="slot" value="${slotValue(other)}">${slotRange(other.time)}</button>`,
    );
    expect(await axeViolations(page.html)).toEqual([]);
    expect(await axeViolations(day.html)).toEqual([]);

    expect(await booking(id)).toEqual({ starts_at: new Date(slot.start), cancelled_at: null, sequence: 0 });
    expect(await outbox(id)).toEqual([]);
  });

  it("refuses a changed or expired link with a clear page, and changes nothing", async () => {
    const [slot] = await freeSlots(1);
    const id = await booked(slot);
    const link = bookingLink(keys, id, new Date(slot.start));
    const changed = link.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    const expired = bookingLink(keys, id, new Date(Date.now() - 1000));

    for (const [url, status, title] of [
      [changed, 400, "This link is not valid"],
      [expired, 410, "This consultation has passed"],
      [`${siteOrigin()}${BOOKING_PATH}`, 400, "This link is not valid"],
    ] as const) {
      const answer = await press(url, { action: "cancel" });
      expect(answer.status).toBe(status);
      expect(h1(answer.html)).toBe(title);
      // A consultation whose time has come offers the form instead.
      if (status === 410) expect(answer.html).toContain(`href="${forms.consultation.page}"`);
    }
    expect(await booking(id)).toEqual({ starts_at: new Date(slot.start), cancelled_at: null, sequence: 0 });
    expect(await outbox(id)).toEqual([]);
  });

  it("cancels once: the slot is free again and the cancellation mailed; pressed again, nothing more", async () => {
    const [slot] = await freeSlots(1);
    const id = await booked(slot);
    const link = bookingLink(keys, id, new Date(slot.start));
    expect(await bookedStarts()).toContain(Date.parse(slot.start));

    const cancelled = await press(link, { action: "cancel" });
    expect(cancelled.status).toBe(200);
    expect(h1(cancelled.html)).toBe("Your consultation is cancelled");
    expect(cancelled.html).toContain(`href="${forms.consultation.page}"`);
    expect(await bookedStarts()).not.toContain(Date.parse(slot.start));
    expect((await booking(id)).sequence).toBe(1);
    expect(await outbox(id)).toEqual([{ kind: "booking-update" }, { kind: "booking-update-team" }]);

    await settle();
    // The sender's mail at once; the team's once its wait for more changes is over.
    expect(sentTo(SENDER)).toHaveLength(1);
    expect(sentTo(TEAM)).toHaveLength(0);
    await teamNoticeDue(id);
    for (const mail of [...sentTo(SENDER), ...sentTo(TEAM)]) {
      const { method, lines } = calendarOf(mail);
      expect(method).toBe("CANCEL");
      const event = component(lines, "VEVENT");
      expect(event).toEqual(expect.arrayContaining(["STATUS:CANCELLED", "SEQUENCE:1"]));
      expect(event).toContain(`DTSTART;TZID=${OFFICE_TIME_ZONE}:${wallTime(slot)}`);
    }
    expect(smtp.received).toHaveLength(2);

    const again = await press(link, { action: "cancel" });
    expect(again.status).toBe(200);
    expect(h1(again.html)).toBe("Your consultation is cancelled");
    expect((await booking(id)).sequence).toBe(1);
    expect(await outbox(id)).toHaveLength(2);

    // Its page now says so and offers the form instead.
    const page = await open(link);
    expect(h1(page.html)).toBe("Your consultation is cancelled");
    expect(page.html).toContain(`href="${forms.consultation.page}"`);
    expect(page.html).not.toContain('name="slot"');
  });

  it("moves to a free slot with the next SEQUENCE and mails the updated invitation", async () => {
    const [slot, other] = await freeSlots(2);
    const id = await booked(slot);
    const link = bookingLink(keys, id, new Date(slot.start));

    const moved = await press(link, { action: "move", slot: slotValue(other) });
    expect(moved.status).toBe(200);
    expect(h1(moved.html)).toBe("Your consultation is moved");
    expect(moved.html).toContain(slotInWords(other.start));
    expect(await booking(id)).toEqual({ starts_at: new Date(other.start), cancelled_at: null, sequence: 1 });
    const starts = await bookedStarts();
    expect(starts).toContain(Date.parse(other.start));
    expect(starts).not.toContain(Date.parse(slot.start));

    await settle();
    await teamNoticeDue(id);
    const [toSender] = sentTo(SENDER);
    const [toTeam] = sentTo(TEAM);
    for (const mail of [toSender, toTeam]) {
      expect(mail.mail.text).toContain(slotInWords(other.start));
      const { method, lines } = calendarOf(mail);
      expect(method).toBe("REQUEST");
      const event = component(lines, "VEVENT");
      expect(event).toEqual(
        expect.arrayContaining(["SEQUENCE:1", `DTSTART;TZID=${OFFICE_TIME_ZONE}:${wallTime(other)}`]),
      );
    }
    // The sender gets the link again, valid until the new time.
    expect(toSender.mail.text).toMatch(new RegExp(`${MANAGE_BOOKING_TEXT}: \\S+${BOOKING_PATH}\\?token=\\S+`));
  });

  it("refuses a taken slot with the next free times, and changes nothing", async () => {
    const [slot, taken] = await freeSlots(2);
    const id = await booked(slot);
    const other = await booked(taken);
    const link = bookingLink(keys, id, new Date(slot.start));

    const refused = await press(link, { action: "move", slot: slotValue(taken) });
    expect(refused.status).toBe(409);
    expect(h1(refused.html)).toBe("That time is not free");
    expect(refused.html).toMatch(/<button type="submit" name="slot"/);
    expect(refused.html).not.toContain(`value="${slotValue(taken)}"`);

    // Taken between the page's read and the move: the slot's unique index refuses it in the move's one statement.
    expect(await store().moveBooking(id, new Date(taken.start), new Date(), { sender: "a network" })).toBe("taken");

    expect(await booking(id)).toEqual({ starts_at: new Date(slot.start), cancelled_at: null, sequence: 0 });
    expect(await booking(other)).toEqual({ starts_at: new Date(taken.start), cancelled_at: null, sequence: 0 });
    expect(await outbox(id)).toEqual([]);
  });
  it(`moves at most ${BOOKING_CHANGES_PER_DAY} times a day: 20 rapid moves send one mail per move and one team notice`, async () => {
    const [slot, first, second] = await freeSlots(3);
    const id = await booked(slot);
    const link = bookingLink(keys, id, new Date(slot.start));

    // Two free times in turn, each post from an address of its own: the booking's own limit, not the network's.
    const target = (index: number) => (index % 2 === 0 ? first : second);
    const answers = [];
    for (let index = 0; index < 20; index++) {
      answers.push(await press(link, { action: "move", slot: slotValue(target(index)) }, `198.51.100.${index + 1}`));
    }
    await settle();
    // Past the limit, a move to the other time is refused; one to the time it holds changes nothing either.
    const last = target(BOOKING_CHANGES_PER_DAY - 1);
    expect(answers.map((answer) => h1(answer.html))).toEqual(
      answers.map((_, index) => {
        if (index < BOOKING_CHANGES_PER_DAY) return "Your consultation is moved";
        return target(index) === last ? "Your free consultation" : "This consultation was moved too often today";
      }),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(
      answers.filter((_, index) => index >= BOOKING_CHANGES_PER_DAY && target(index) !== last).length,
    );
    const refused = answers[BOOKING_CHANGES_PER_DAY];
    expect(h1(refused.html)).toBe("This consultation was moved too often today");
    expect(refused.html).toContain(slotInWords(last.start));
    // About a day from the first move.
    expect(Number(refused.retryAfter)).toBeGreaterThan(24 * 60 * 60 - 120);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await booking(id)).toEqual({
      starts_at: new Date(last.start),
      cancelled_at: null,
      sequence: BOOKING_CHANGES_PER_DAY,
    });

    // One updated invitation per move to the sender; the team's notices folded into one, which tells the last time.
    expect(sentTo(SENDER)).toHaveLength(BOOKING_CHANGES_PER_DAY);
    await teamNoticeDue(id);
    const team = sentTo(TEAM);
    expect(team).toHaveLength(1);
    expect(team[0].mail.subject).toContain(`now ${slotInWords(last.start)}`);
    expect(smtp.received).toHaveLength(BOOKING_CHANGES_PER_DAY + 1);

    // Cancelling ends the booking, so it is taken past the limit.
    expect((await press(link, { action: "cancel" })).status).toBe(200);
  });

  it("rate limits a network's posts, an IPv6 client by its /64 and by its /48, and changes nothing past them", async () => {
    const [slot] = await freeSlots(1);
    const id = await booked(slot);
    const link = bookingLink(keys, id, new Date(slot.start));
    const [perSubscriber, perSite] = BOOKING_CHANGE_RATE_LIMITS;

    // Posts that change nothing (an unknown action) still count: guessing links costs the same as using one.
    const post = (ip: string) => press(link, { action: "nothing" }, ip);
    for (let index = 0; index < perSubscriber.max; index++) {
      expect((await post(`2001:db8:1:1::${index + 1}`)).status).toBe(400);
    }
    const limited = await post("2001:db8:1:1::ffff");
    expect(limited.status).toBe(429);
    expect(h1(limited.html)).toBe("Too many changes from your network");
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    // Another /64 of the same /48 is not limited yet, until the /48's own limit.
    let posted = perSubscriber.max + 1;
    for (let subnet = 2; posted < perSite.max; subnet++) {
      for (let index = 0; index < perSubscriber.max && posted < perSite.max; index++, posted++) {
        expect((await post(`2001:db8:1:${subnet}::${index + 1}`)).status).toBe(400);
      }
    }
    expect((await post("2001:db8:1:ff::1")).status).toBe(429);
    // A valid cancel from the limited network changes nothing; from another network it goes through.
    expect((await press(link, { action: "cancel" }, "2001:db8:1:ff::2")).status).toBe(429);
    expect((await booking(id)).cancelled_at).toBeNull();
    expect((await press(link, { action: "cancel" }, "2001:db8:2::1")).status).toBe(200);
  });

  it("counts the change mails against the sender's network and the site's daily caps, and tells the team once", async () => {
    const [slot, other] = await freeSlots(2);
    const id = await booked(slot);
    const link = bookingLink(keys, id, new Date(slot.start));
    const ip = "192.0.2.7";
    const day = (await db.query<{ day: string }>("SELECT (now() AT TIME ZONE 'UTC')::date::text AS day"))[0].day;
    // The sender's network has had its day's mails, and so has the site's team notices.
    await db.query("INSERT INTO mail_counts (counter, day, mails) VALUES ($1, $2, $3), ($4, $2, $5)", [
      `sender:${senderNetwork(keys, ip)}`,
      day,
      SENDER_MAILS_PER_DAY,
      "site:booking-update-team",
      SITE_MAILS_PER_DAY["booking-update-team"],
    ]);

    const moved = await press(link, { action: "move", slot: slotValue(other) }, ip);
    expect(moved.status).toBe(200);
    expect((await booking(id)).starts_at).toEqual(new Date(other.start));
    // Neither mail is written; the team hears once that its cap stopped its notices.
    expect(await outbox(id)).toEqual([{ kind: "cap-reached" }]);
    const [capped] = await db.query<{ limit_key: string }>("SELECT limit_key FROM outbox WHERE kind = 'cap-reached'");
    expect(capped.limit_key).toBe(`cap-reached:booking-update-team:${day}`);

    // From another network the sender's invitation goes, and counts on the site's cap for the day.
    expect((await press(link, { action: "move", slot: slotValue(slot) }, "192.0.2.8")).status).toBe(200);
    expect(await outbox(id)).toEqual([{ kind: "booking-update" }, { kind: "cap-reached" }]);
    await settle();
    const [counted] = await db.query<{ mails: number }>(
      "SELECT mails FROM mail_counts WHERE counter = 'site:booking-update' AND day = $1",
      [day],
    );
    expect(counted.mails).toBe(1);
  });
  describe("the reminder about a day before the call", () => {
    const HOUR = 60 * 60 * 1000;
    const at = (slot: FreeSlot, hoursBefore: number) => new Date(Date.parse(slot.start) - hoursBefore * HOUR);
    /** A booking whose time was chosen `hours` before its call. */
    async function chosenAhead(slot: FreeSlot, hours: number) {
      const id = await booked(slot);
      await db.query(
        "UPDATE consultation_bookings SET time_chosen_at = starts_at - make_interval(hours => $2) WHERE lead_id = $1",
        [id, hours],
      );
      return id;
    }

    it(`goes once, ${REMINDER_HOURS} hours or less before the call, with its time, how it happens and the link`, async () => {
      const [slot] = await freeSlots(1);
      const id = await chosenAhead(slot, 7 * 24);
      expect(await sendReminders(store(), keys, at(slot, REMINDER_HOURS + 1))).toEqual({
        queued: 0,
        sent: 0,
        failed: 0,
      });
      expect(await sendReminders(store(), keys, at(slot, REMINDER_HOURS - 1))).toEqual({
        queued: 1,
        sent: 1,
        failed: 0,
      });
      expect(await sendReminders(store(), keys, at(slot, 2))).toEqual({ queued: 0, sent: 0, failed: 0 });

      const [reminder] = sentTo(SENDER);
      expect(sentTo(SENDER)).toHaveLength(1);
      expect(reminder.mail.subject).toBe(`Reminder: your consultation on ${slotInWords(slot.start)}`);
      expect(reminder.mail.text).toContain(
        siteConfig.contact.consultationCall.replace("{phone}", String(validSubmissions.consultation.expected.phone)),
      );
      expect(reminder.mail.text).toMatch(new RegExp(`${MANAGE_BOOKING_TEXT}: \\S+${BOOKING_PATH}\\?token=\\S+`));
      expect(await outbox(id)).toEqual([{ kind: "booking-reminder" }]);
    });

    it(`goes for none booked less than ${REMINDER_HOURS} hours ahead, nor for one cancelled meanwhile`, async () => {
      const [soon, later] = await freeSlots(2);
      await chosenAhead(soon, REMINDER_HOURS - 1);
      expect((await sendReminders(store(), keys, at(soon, 1))).queued).toBe(0);
      const cancelled = await chosenAhead(later, 7 * 24);

      // Queued, then cancelled before it went: its row is done without a mail.
      expect(await store().queueReminders(at(later, 1))).toBe(1);
      await db.query("UPDATE consultation_bookings SET cancelled_at = now() WHERE lead_id = $1", [cancelled]);
      expect(await sendReminders(store(), keys, at(later, 1))).toEqual({ queued: 0, sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(0);
    });

    it("goes again for the new time of a booking moved after its reminder", async () => {
      const [slot, other] = await freeSlots(2);
      const id = await chosenAhead(slot, 7 * 24);
      expect(await store().queueReminders(at(slot, 1))).toBe(1);
      expect(await store().moveBooking(id, new Date(other.start), new Date(), { sender: "a network" })).toBe("moved");
      await db.query(
        "UPDATE consultation_bookings SET time_chosen_at = starts_at - interval '3 days' WHERE lead_id = $1",
        [id],
      );
      expect(await store().queueReminders(at(other, 1))).toBe(1);
    });
  });
});
