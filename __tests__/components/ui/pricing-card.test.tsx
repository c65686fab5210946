import { render, screen, within } from "@testing-library/react";
import PricingCard from "../../../src/components/ui/pricing-card";

const props = {
  name: "Professional",
  headingId: "plan-professional",
  price: "$2,499",
  period: "/month",
  features: ["24/7 support", "Monthly reports"],
  action: <a href="/request-quote/">Get Quote</a>,
};

describe("PricingCard", () => {
  it("is an article named by its heading, with the price, every feature and the action", () => {
    render(<PricingCard {...props} popular={false} description="For growing practices." />);
    const card = screen.getByRole("article", { name: "Professional" });
    expect(within(card).getByRole("heading", { level: 3, name: "Professional" })).toBeInTheDocument();
    expect(card).toHaveTextContent("$2,499/month");
    expect(within(card).getByText("For growing practices.")).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(props.features);
    expect(within(card).getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/request-quote/");
    expect(within(card).queryByText("Most Popular")).not.toBeInTheDocument();
  });

  it("badges the popular plan Most Popular, in words", () => {
    render(<PricingCard {...props} popular />);
    expect(within(screen.getByRole("article", { name: "Professional" })).getByText("Most Popular")).toBeInTheDocument();
  });

  it("leaves out an empty period", () => {
    render(<PricingCard {...props} price="Custom" period="" popular={false} />);
    expect(screen.getByText("Custom").parentElement?.children).toHaveLength(1);
  });
});
