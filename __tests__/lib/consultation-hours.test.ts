/** A slot's time is labelled as what it is: CONSULTATION_MINUTES from its start, wherever the site shows it. */
import { CONSULTATION_MINUTES, SLOTS, slotRange } from "../../src/lib/consultation-hours";

const minutesOf = (clock: string, half: string) => {
  const [hours, minutes] = clock.split(":").map(Number);
  return ((hours % 12) + (half === "PM" ? 12 : 0)) * 60 + minutes;
};

it("labels a slot from its start to CONSULTATION_MINUTES later, the half of the day written once", () => {
  expect(slotRange("10:00 AM")).toBe(`10:00–10:${CONSULTATION_MINUTES} AM`);
  expect(slotRange("4:00 PM")).toBe(`4:00–4:${CONSULTATION_MINUTES} PM`);
});

it("writes both halves where the slot crosses noon or midnight", () => {
  expect(slotRange("11:45 AM")).toMatch(/^11:45 AM–12:\d\d PM$/);
  expect(slotRange("11:45 PM")).toMatch(/^11:45 PM–12:\d\d AM$/);
});

it.each(SLOTS)("offers $value as a slot of CONSULTATION_MINUTES: $label", ({ value, label }) => {
  const [, from, to, half] = /^(\d{1,2}:\d{2})–(\d{1,2}:\d{2}) (AM|PM)$/.exec(label)!;
  expect(`${from} ${half}`).toBe(value);
  expect(minutesOf(to, half) - minutesOf(from, half)).toBe(CONSULTATION_MINUTES);
});
