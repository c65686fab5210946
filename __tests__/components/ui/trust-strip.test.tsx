import { render, screen, within } from "@testing-library/react";
import TrustStrip from "../../../src/components/ui/trust-strip";

describe("trust strip", () => {
  it("shows HIPAA compliance, 24/7 support, 500+ practices and 98% satisfaction by default", () => {
    render(<TrustStrip />);
    const strip = screen.getByRole("region", { name: "Why practices trust us" });
    const items = within(strip)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toHaveLength(4);
    expect(items[0]).toMatch(/HIPAA\s*Compliant/);
    expect(items[1]).toMatch(/^24\/7/);
    expect(items[2]).toMatch(/^500\+/);
    expect(items[3]).toMatch(/^98%/);
  });

  it("takes other items where a page needs them", () => {
    render(<TrustStrip title="Our record" items={[{ headline: "15+", caption: "Years of experience" }]} />);
    expect(within(screen.getByRole("region", { name: "Our record" })).getByRole("listitem")).toHaveTextContent(
      "15+Years of experience",
    );
  });
});
