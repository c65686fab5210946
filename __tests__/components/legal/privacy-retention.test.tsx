import { render, screen } from "@testing-library/react";
import PrivacyPolicyContent from "../../../src/components/legal/privacy-policy-content";

// Other periods than the real ones (here and for the opt-in link below), singular and plural: the policy must say
// these, so its numbers can only come from the modules.
jest.mock("../../../src/lib/retention", () => ({
  RETENTION: { leadMonths: 1, spamDays: 1, identifierDays: 2, auditMonths: 3 },
}));
jest.mock("../../../src/lib/newsletter", () => ({ OPT_IN_DAYS: 3 }));

/** The text of a numbered section after its heading. */
const section = (name: RegExp) => {
  const heading = screen.getByRole("heading", { level: 2, name });
  return heading.closest("section")!.textContent.slice(heading.textContent.length);
};
/** Every number in a text with the word after it, e.g. ["1 month", "2 days"]. */
const statedPeriods = (text: string) => [...text.matchAll(/\d+\s*\w*/g)].map(([match]) => match.replace(/\s+/, " "));

it("renders the retention periods from src/lib/retention.ts, pluralised", () => {
  render(<PrivacyPolicyContent />);
  expect(statedPeriods(section(/How Long We Keep/))).toEqual(["1 month", "1 day", "2 days", "3 months"]);
});

it("states how long a newsletter confirmation link works from src/lib/newsletter.ts", () => {
  render(<PrivacyPolicyContent />);
  expect(statedPeriods(section(/How Form Submissions Are Stored/))).toContain("3 days");
});
