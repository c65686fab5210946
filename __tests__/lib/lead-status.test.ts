/**
 * A sales lead still new past the reply the thank-you page promises is overdue; one the team has taken up never is,
 * and neither is a job application or a newsletter sign-up, which are promised no reply.
 */
import { LEAD_QUEUES } from "../../src/lib/lead-queues";
import { REPLY_WITHIN_HOURS, isOverdue } from "../../src/lib/lead-status";

const NOW = new Date("2026-11-26T12:00:00Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);
const [SALES] = LEAD_QUEUES.sales.forms;

it.each([
  ["new", REPLY_WITHIN_HOURS - 0.1, false],
  ["new", REPLY_WITHIN_HOURS + 0.1, true],
  ["in-progress", REPLY_WITHIN_HOURS * 3, false],
  ["answered", REPLY_WITHIN_HOURS * 3, false],
] as const)("a %s sales lead %f hours old is overdue: %s", (status, hours, overdue) => {
  expect(isOverdue({ formName: SALES, status, createdAt: hoursAgo(hours) }, NOW)).toBe(overdue);
});

it.each([...LEAD_QUEUES.applications.forms, ...LEAD_QUEUES.newsletter.forms])(
  "a new %s lead is never overdue",
  (formName) => {
    expect(isOverdue({ formName, status: "new", createdAt: hoursAgo(REPLY_WITHIN_HOURS * 3) }, NOW)).toBe(false);
  },
);
