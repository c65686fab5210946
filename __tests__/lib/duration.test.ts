/** A time to answer reads in the largest units that matter: minutes, hours and minutes, days and hours. */
import { duration } from "../../src/lib/duration";

const MIN = 60_000;

it.each([
  [20_000, "under 1 min"],
  [45 * MIN, "45 min"],
  [60 * MIN, "1 h"],
  [200 * MIN, "3 h 20 min"],
  [24 * 60 * MIN, "1 d"],
  [28 * 60 * MIN, "1 d 4 h"],
])("reads %i ms as %s", (ms, text) => {
  expect(duration(ms)).toBe(text);
});
