import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import PlanCards from "../../../src/components/forms/plan-cards";
import plans from "../../../data/plans.json";

const nodes = plans.map(({ id, ...plan }) => ({ ...plan, jsonId: id }));

describe("plan cards", () => {
  it("shows every plan with its price and badges only the popular one Most Popular", () => {
    render(<PlanCards plans={nodes} formId="subscription-form" onChoose={() => undefined} />);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(plans.length);
    plans.forEach((plan, index) => {
      expect(within(cards[index]).getByRole("heading", { name: plan.name })).toBeInTheDocument();
      expect(cards[index]).toHaveTextContent(plan.price);
      expect(within(cards[index]).queryByText("Most Popular") !== null).toBe(plan.popular);
    });
  });

  it("links each Choose button to the form with the plan in the query, so it works without JavaScript", () => {
    render(<PlanCards plans={nodes} formId="subscription-form" onChoose={() => undefined} />);
    for (const plan of plans) {
      expect(screen.getByRole("link", { name: `Choose ${plan.name}` })).toHaveAttribute(
        "href",
        `?plan=${plan.id}#subscription-form`,
      );
    }
  });

  it("hands the chosen plan to the page instead of reloading when JavaScript runs", async () => {
    const onChoose = jest.fn();
    render(<PlanCards plans={nodes} formId="subscription-form" onChoose={onChoose} />);
    await userEvent.click(screen.getByRole("link", { name: `Choose ${plans[1].name}` }));
    expect(onChoose).toHaveBeenCalledWith(plans[1].id);
  });
});
