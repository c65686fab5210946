/** A lead still new past the reply the thank-you page promises is overdue; one the team has taken up never is. */
import { REPLY_WITHIN_HOURS, isOverdue } from "../../src/lib/lead-status";

const NOW = new Date("2026-11-26T12:00:00Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);

it.each([
  ["new", REPLY_WITHIN_HOURS - 0.1, false],
  ["new", REPLY_WITHIN_HOURS + 0.1, true],
  ["in-progress", REPLY_WITHIN_HOURS * 3, false],
  ["answered", REPLY_WITHIN_HOURS * 3, false],
] as const)("a %s lead %f hours old is overdue: %s", (status, hours, overdue) => {
  expect(isOverdue({ status, createdAt: hoursAgo(hours) }, NOW)).toBe(overdue);
});
