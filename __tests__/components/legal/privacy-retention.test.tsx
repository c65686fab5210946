import { render, screen } from "@testing-library/react";
import PrivacyPolicyContent from "../../../src/components/legal/privacy-policy-content";

// Other periods than the real ones (here and for the opt-in link below), singular and plural: the policy must say these, so its numbers can only
// come from the module.
jest.mock("../../../src/lib/retention", () => ({ RETENTION: { leadMonths: 1, spamDays: 1, identifierDays: 2 } }));

it("renders the retention periods from src/lib/retention.ts, pluralised", () => {
  render(<PrivacyPolicyContent />);
  const heading = screen.getByRole("heading", { level: 2, name: /How Long We Keep/ });
  // The section's text after its numbered heading.
  const retention = heading.closest("section")!.textContent.slice(heading.textContent.length);
  expect(retention).toContain("resumes: deleted 1 month after you send them");
  expect(retention).toContain("our team marks as spam: deleted 1 day after they are sent");
  expect(retention).toContain("too many emails from one network: deleted 2 days after you send the form");
  expect(retention.match(/\d+/g)).toEqual(["1", "1", "2"]);
});

jest.mock("../../../src/lib/newsletter", () => ({ OPT_IN_DAYS: 3 }));

it("states how long a newsletter confirmation link works from src/lib/newsletter.ts", () => {
  render(<PrivacyPolicyContent />);
  const heading = screen.getByRole("heading", { level: 2, name: /How Form Submissions Are Stored/ });
  expect(heading.closest("section")!.textContent).toContain("the link works for 3 days");
});
