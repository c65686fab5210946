import { render, screen, within } from "@testing-library/react";
import TrustStrip from "../../../src/components/ui/trust-strip";
import siteConfig from "../../../data/site-config.json";

/** The site's claim of an id, as data/site-config.json has it ("24/7" + "Support Available"). */
const claim = (id: string) => siteConfig.claims.find((candidate) => candidate.id === id)!;

describe("trust strip", () => {
  it("shows HIPAA compliance, then the site's support, practices and satisfaction claims with their figures", () => {
    render(<TrustStrip />);
    const strip = screen.getByRole("region", { name: "Why practices trust us" });
    const items = within(strip)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    const figures = ["support", "practices", "satisfaction"].map(claim).map((found) => `${found.number}${found.label}`);
    expect(items).toEqual(["HIPAACompliant", ...figures]);
  });

  it("takes other items where a page needs them", () => {
    render(<TrustStrip title="Our record" items={[{ headline: "15+", caption: "Years of experience" }]} />);
    expect(within(screen.getByRole("region", { name: "Our record" })).getByRole("listitem")).toHaveTextContent(
      "15+Years of experience",
    );
  });
});
