import * as visitorClock from "../../src/lib/visitor-clock";

/** A visitor whose browser is in `timeZone`: the clock the forms read (src/lib/visitor-clock.ts), until mocks are restored. */
export function visitorIn(timeZone: string) {
  jest.restoreAllMocks();
  const offsets = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
  jest.spyOn(visitorClock, "onVisitorClock").mockImplementation((instant) => {
    // "GMT-05:00", or "GMT" for UTC itself.
    const name = offsets.formatToParts(instant).find((part) => part.type === "timeZoneName")!.value;
    const [, sign, hours, minutes] = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name)!;
    const east = sign ? (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
    return new Date(instant.getTime() + east * 60_000);
  });
}
