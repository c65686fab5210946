import { longDate } from "../../src/lib/dates";

describe("longDate", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it.each(["UTC", "America/Los_Angeles", "Pacific/Kiritimati"])(
    "shows a post's calendar date in words, the same day in %s",
    (timeZone) => {
      process.env.TZ = timeZone;
      expect(longDate("2026-05-12")).toBe("May 12, 2026");
      expect(longDate("2026-01-01")).toBe("January 1, 2026");
      expect(longDate("2025-12-31")).toBe("December 31, 2025");
    },
  );

  it("writes every day as Intl's US English long date does", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const isoDate = new Date(day).toISOString().slice(0, 10);
      expect(longDate(isoDate)).toBe(intl.format(new Date(day)));
    }
  });
});
