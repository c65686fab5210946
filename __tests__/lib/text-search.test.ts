import { matchesSearch } from "../../src/lib/text-search";

describe("matchesSearch", () => {
  const post = ["Reducing Claim Denials", "Five fixes for your front desk", ["Billing", "Revenue Cycle"]] as const;

  it("matches a substring of any field, ignoring case", () => {
    expect(matchesSearch("claim", [...post])).toBe(true);
    expect(matchesSearch("FRONT DESK", [...post])).toBe(true);
    expect(matchesSearch("revenue", [...post])).toBe(true);
  });

  it("matches everything for a blank query", () => {
    expect(matchesSearch("   ", [...post])).toBe(true);
  });

  it("does not match text that is in no field", () => {
    expect(matchesSearch("scribe", [...post])).toBe(false);
  });
});
