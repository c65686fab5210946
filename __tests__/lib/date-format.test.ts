import { dateFormat } from "../../src/lib/date-format";

describe("dateFormat", () => {
  it("makes one formatter per locale and options and reuses it", () => {
    const short = dateFormat("en-US", { timeZone: "America/Detroit", timeStyle: "short" });
    expect(dateFormat("en-US", { timeZone: "America/Detroit", timeStyle: "short" })).toBe(short);
    expect(dateFormat("en-US", { timeZone: "Europe/Berlin", timeStyle: "short" })).not.toBe(short);
    expect(dateFormat("en-GB", { timeZone: "America/Detroit", timeStyle: "short" })).not.toBe(short);
    expect(short.format(new Date("2026-03-10T13:00:00Z"))).toBe("9:00 AM");
  });
});
