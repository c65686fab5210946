import { earliestToday, isCalendarDay, visitorToday } from "../../src/form-definitions/dates";
import { localIsoDate } from "../../src/lib/dates";

describe("earliestToday", () => {
  it("is the date in UTC-12, the last time zone to reach a new day", () => {
    expect(earliestToday(new Date("2026-11-22T11:59:59Z"))).toBe("2026-11-21");
    expect(earliestToday(new Date("2026-11-22T12:00:00Z"))).toBe("2026-11-22");
    expect(earliestToday(new Date("2027-01-01T05:00:00Z"))).toBe("2026-12-31");
  });

  it("is never later than today anywhere, so no visitor's today is refused", () => {
    const now = new Date();
    const latest = new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10); // UTC+14
    expect(earliestToday(now) <= new Date(now).toISOString().slice(0, 10)).toBe(true);
    expect(earliestToday(now) <= latest).toBe(true);
  });
});

describe("visitorToday", () => {
  const zone = process.env.TZ;
  beforeAll(() => (process.env.TZ = "UTC"));
  afterAll(() => (process.env.TZ = zone));

  it("is the browser's own calendar date, as the date pickers use", () => {
    const noon = new Date("2026-11-30T17:00:00Z");
    expect(visitorToday(noon)).toBe(localIsoDate(noon));
    expect(visitorToday(noon)).toBe("2026-11-30");
  });

  it("is the office's date where that is still the day before: its remaining times can be booked", () => {
    // 02:00 UTC on the 30th is the evening of the 29th in the office's zone (America/Detroit).
    expect(visitorToday(new Date("2026-11-30T02:00:00Z"))).toBe("2026-11-29");
  });
});

describe("isCalendarDay", () => {
  it.each(["2028-02-29", "2026-12-31", "2026-01-01"])("accepts %p", (day) => expect(isCalendarDay(day)).toBe(true));
  it.each(["2027-02-29", "2026-13-01", "2026-04-31", "2026-4-3", "20260403", ""])("refuses %p", (day) =>
    expect(isCalendarDay(day)).toBe(false),
  );
});
