import { render, screen, within } from "@testing-library/react";
import FigureBand from "../../../src/components/ui/figure-band";

const items = [
  { headline: "500+", caption: "Practices served" },
  { headline: "24/7", caption: "Support" },
  { headline: "98%", caption: "Satisfaction" },
];

describe("FigureBand", () => {
  it("is a region named by its (visually hidden) title, listing each figure with its caption in order", () => {
    render(<FigureBand title="Our record" items={items} />);
    const band = screen.getByRole("region", { name: "Our record" });
    expect(within(band).getByRole("heading", { level: 2, name: "Our record" })).toBeInTheDocument();
    expect(
      within(band)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["500+Practices served", "24/7Support", "98%Satisfaction"]);
  });

  it("gives two bands on one page their own names", () => {
    render(
      <>
        <FigureBand title="First" items={items} />
        <FigureBand title="Second" tone="dark" items={items.slice(0, 1)} columns={6} />
      </>,
    );
    expect(within(screen.getByRole("region", { name: "First" })).getAllByRole("listitem")).toHaveLength(3);
    expect(within(screen.getByRole("region", { name: "Second" })).getAllByRole("listitem")).toHaveLength(1);
  });
});
