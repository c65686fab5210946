/**
 * Which consultation slots are free (netlify/lib/booking/availability.ts), without a database: the office's wall
 * time across daylight saving, weekends and closed days, the past and the lead time, the horizon, booked slots and
 * weekly hours an admin changed. Every calendar here is in America/Detroit, whatever the site's content says.
 */
import {
  BOOKING_HORIZON_DAYS,
  checkSlot,
  earliestDay,
  freeSlots,
  latestDay,
  nextFreeSlots,
  slotStart,
  type Calendar,
} from "../../netlify/lib/booking/availability";
import {
  addDays,
  DEFAULT_WEEKLY_HOURS,
  NEXT_FREE_COUNT,
  SLOT_TIMES,
  type WeeklyHours,
} from "../../src/lib/consultation-hours";

const ZONE = "America/Detroit";
const [FIRST, SECOND, THIRD] = SLOT_TIMES;

/** A calendar in Detroit at `now`: the default hours, nothing closed, nothing booked, unless told. */
const calendar = (
  now: string,
  {
    hours = DEFAULT_WEEKLY_HOURS,
    closed = [],
    booked = [],
  }: { hours?: WeeklyHours; closed?: string[]; booked?: Date[] } = {},
): Calendar => ({
  hours,
  closedDays: new Set(closed),
  booked: new Set(booked.map((start) => start.getTime())),
  now: new Date(now),
  timeZone: ZONE,
});

/** An instant's wall time in Detroit, as the form names slots ("9:00 AM"). */
const wallTime = (instant: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: ZONE, hour: "numeric", minute: "2-digit" })
    .format(new Date(instant))
    .replace(/\s/g, " ");

// 2026: daylight saving starts Sunday, March 8 and ends Sunday, November 1.
const EARLY_MARCH = calendar("2026-03-02T15:00:00Z");
const LATE_OCTOBER = calendar("2026-10-26T15:00:00Z");

describe("a slot is the office's wall time, on either side of a daylight-saving change", () => {
  it.each([
    ["Friday before the March change (EST)", "2026-03-06", "2026-03-06T14:00:00.000Z"],
    ["Monday after the March change (EDT)", "2026-03-09", "2026-03-09T13:00:00.000Z"],
    ["Friday before the November change (EDT)", "2026-10-30", "2026-10-30T13:00:00.000Z"],
    ["Monday after the November change (EST)", "2026-11-02", "2026-11-02T14:00:00.000Z"],
  ])("9:00 AM on the %s", (_, day, instant) => {
    expect(slotStart(day, "9:00 AM", ZONE).toISOString()).toBe(instant);
  });

  it.each([
    ["March", EARLY_MARCH, "2026-03-06", "2026-03-09"],
    ["November", LATE_OCTOBER, "2026-10-30", "2026-11-02"],
  ])("offers the same wall times the days before and after the %s change", (_, at, before, after) => {
    for (const day of [before, after]) {
      expect(freeSlots(day, at).map((slot) => wallTime(slot.start))).toEqual(SLOT_TIMES);
      expect(freeSlots(day, at).map((slot) => slot.time)).toEqual(SLOT_TIMES);
    }
  });
});

describe("weekends and closed days", () => {
  it("offers nothing on a weekend and refuses its slots as closed", () => {
    for (const day of ["2026-03-14", "2026-03-15"]) {
      expect(freeSlots(day, EARLY_MARCH)).toEqual([]);
      expect(checkSlot(day, FIRST, EARLY_MARCH)).toEqual({ ok: false, reason: "closed" });
    }
  });

  it("offers nothing on a closed day (a holiday) and counts no lead time on it", () => {
    const christmasEve = calendar("2026-12-24T17:00:00Z", { closed: ["2026-12-25"] });
    expect(freeSlots("2026-12-25", christmasEve)).toEqual([]);
    expect(checkSlot("2026-12-25", FIRST, christmasEve)).toEqual({ ok: false, reason: "too-soon" });
    // Thursday: Friday is closed, so the next business day is Monday.
    expect(earliestDay(christmasEve)).toBe("2026-12-28");
    const earlier = calendar("2026-12-14T17:00:00Z", { closed: ["2026-12-25"] });
    expect(checkSlot("2026-12-25", FIRST, earlier)).toEqual({ ok: false, reason: "closed" });
    expect(freeSlots("2026-12-24", earlier)).toHaveLength(SLOT_TIMES.length);
  });
});

describe("never in the past, nor sooner than the lead time", () => {
  // Friday, March 6, 10:00 AM in Detroit.
  const friday = calendar("2026-03-06T15:00:00Z");

  it("books from the next business day: on a Friday, from Monday", () => {
    expect(earliestDay(friday)).toBe("2026-03-09");
    expect(checkSlot("2026-03-06", SLOT_TIMES.at(-1)!, friday)).toEqual({ ok: false, reason: "too-soon" });
    expect(freeSlots("2026-03-06", friday)).toEqual([]);
    expect(checkSlot("2026-03-09", FIRST, friday)).toEqual({ ok: true, start: slotStart("2026-03-09", FIRST, ZONE) });
    expect(nextFreeSlots("2026-03-06", friday)[0]).toMatchObject({ date: "2026-03-09", time: FIRST });
  });

  it("refuses a day in the past", () => {
    expect(checkSlot("2026-03-02", FIRST, friday)).toEqual({ ok: false, reason: "too-soon" });
    expect(freeSlots("2026-03-02", friday)).toEqual([]);
  });

  it("counts from the office's day, not UTC's: late on Monday evening, Tuesday can be booked", () => {
    // 11:30 PM on Monday in Detroit is already Tuesday in UTC.
    const mondayNight = calendar("2026-03-10T03:30:00Z");
    expect(earliestDay(mondayNight)).toBe("2026-03-10");
    expect(checkSlot("2026-03-10", FIRST, mondayNight).ok).toBe(true);
  });
});

describe("the horizon", () => {
  it(`books up to ${BOOKING_HORIZON_DAYS} days ahead, not a day more`, () => {
    const last = latestDay(EARLY_MARCH);
    expect(last).toBe(addDays("2026-03-02", BOOKING_HORIZON_DAYS));
    expect(checkSlot(last, FIRST, EARLY_MARCH)).not.toEqual({ ok: false, reason: "too-far" });
    expect(checkSlot(addDays(last, 1), FIRST, EARLY_MARCH)).toEqual({ ok: false, reason: "too-far" });
    expect(freeSlots(addDays(last, 3), EARLY_MARCH)).toEqual([]);
  });
});

describe("booked slots", () => {
  const monday = "2026-03-09";
  const booked = calendar("2026-03-02T15:00:00Z", { booked: [slotStart(monday, FIRST, ZONE)] });

  it("leaves a booked slot out and refuses it as taken", () => {
    expect(freeSlots(monday, booked).map((slot) => slot.time)).toEqual(SLOT_TIMES.slice(1));
    expect(checkSlot(monday, FIRST, booked)).toEqual({ ok: false, reason: "taken" });
  });

  it("offers the next free times from the day asked, on later days when it is full", () => {
    expect(nextFreeSlots(monday, booked).map((slot) => slot.time)).toEqual(SLOT_TIMES.slice(1, 1 + NEXT_FREE_COUNT));
    const full = calendar("2026-03-02T15:00:00Z", { booked: SLOT_TIMES.map((time) => slotStart(monday, time, ZONE)) });
    expect(nextFreeSlots(monday, full)).toEqual(
      SLOT_TIMES.slice(0, NEXT_FREE_COUNT).map((time) => ({
        date: "2026-03-10",
        time,
        start: slotStart("2026-03-10", time, ZONE).toISOString(),
      })),
    );
  });
});

describe("weekly hours an admin changed", () => {
  // Mondays off, Saturdays one slot, Tuesdays the afternoon's first slot only.
  const hours: WeeklyHours = DEFAULT_WEEKLY_HOURS.map((slots, weekday) =>
    weekday === 1 ? [] : weekday === 6 ? [SECOND] : weekday === 2 ? [THIRD] : slots,
  );
  const changed = calendar("2026-03-06T15:00:00Z", { hours });

  it("offers each day its own slots and refuses the others as closed", () => {
    expect(freeSlots("2026-03-14", changed).map((slot) => slot.time)).toEqual([SECOND]);
    expect(freeSlots("2026-03-16", changed)).toEqual([]);
    expect(checkSlot("2026-03-16", FIRST, changed)).toEqual({ ok: false, reason: "closed" });
    expect(checkSlot("2026-03-17", FIRST, changed)).toEqual({ ok: false, reason: "closed" });
    expect(checkSlot("2026-03-17", THIRD, changed).ok).toBe(true);
  });

  it("counts the lead time in days with hours: from a Friday, Saturday if it has hours, Tuesday if Monday has none", () => {
    expect(earliestDay(changed)).toBe("2026-03-07");
    const mondaysOff = DEFAULT_WEEKLY_HOURS.map((slots, weekday) => (weekday === 1 ? [] : slots));
    expect(earliestDay(calendar("2026-03-06T15:00:00Z", { hours: mondaysOff }))).toBe("2026-03-10");
  });

  it("refuses what is not a slot: a day that does not exist, a time not in the list", () => {
    expect(checkSlot("2026-02-30", FIRST, changed)).toEqual({ ok: false, reason: "not-a-slot" });
    expect(checkSlot("2026-03-17", "9:30 AM", changed)).toEqual({ ok: false, reason: "not-a-slot" });
  });
});
