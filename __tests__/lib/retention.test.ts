/** docs/operations.md states the retention periods the purge applies: both read from src/lib/retention.ts, so they must agree. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { RETENTION } from "../../src/lib/retention";

const operations = readFileSync(path.resolve(__dirname, "../../docs/operations.md"), "utf8");
const period = (label: string) =>
  operations.match(new RegExp(`^- ${label}: (?:deleted|cleared) (\\d+) (\\w+) after`, "m"));

describe("the operations guide's retention periods", () => {
  it.each([
    ["Leads and their resumes", RETENTION.leadMonths, "months"],
    ["Posts held as spam", RETENTION.spamDays, "days"],
    ["The address hash and user agent of a lead, and the rate-limit counts", RETENTION.identifierDays, "day"],
    ["The staff audit log", RETENTION.auditMonths, "months"],
  ])("%s: %i %s, as the module says", (label, amount, unit) => {
    const match = period(label);
    expect(match).not.toBeNull();
    expect([Number(match![1]), match![2]]).toEqual([amount, unit]);
  });
});
