import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import SubscriptionForm from "../../../src/components/forms/subscription-form";
import plans from "../../../data/plans.json";
import addOns from "../../../data/add-ons.json";
import { postedValues, staticHtml } from "./form-helpers";

const submitButton = () => screen.getByRole("button", { name: "Start Subscription" });
const form = () => screen.getByRole<HTMLFormElement>("form", { name: "Start Your Subscription" });

describe("subscription form", () => {
  it("keeps Start Subscription disabled until a plan is chosen and the terms are agreed", async () => {
    render(<SubscriptionForm />);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(/choose a plan and agree to the terms/i);

    await userEvent.click(screen.getByRole("radio", { name: new RegExp(plans[1].name) }));
    expect(submitButton()).toBeDisabled();

    await userEvent.click(screen.getByRole("checkbox", { name: /I agree to the Terms of Service/ }));
    expect(submitButton()).toBeEnabled();
    expect(postedValues(form(), "selectedPlan")).toEqual([plans[1].id]);
    expect(postedValues(form(), "agreedToTerms")).toEqual(["true"]);

    await userEvent.click(screen.getByRole("checkbox", { name: /I agree to the Terms of Service/ }));
    expect(submitButton()).toBeDisabled();
  });

  it("leaves the button enabled in the static HTML, where no script could enable it again", () => {
    const container = staticHtml(<SubscriptionForm />);
    const button = within(container).getByRole("button", { name: "Start Subscription" });
    expect(button).toBeEnabled();
    // The browser's own checks stand in: a plan and the terms are required.
    expect(container.querySelector('input[name="agreedToTerms"]')).toBeRequired();
    expect(container.querySelector('input[name="selectedPlan"]')).toBeRequired();
  });

  it("offers every plan with its price, and sends ticked add-ons as repeated addOnServices[] keys", async () => {
    render(<SubscriptionForm />);
    const planGroup = screen.getByRole("group", { name: /Subscription Plan/ });
    expect(
      within(planGroup)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(plans.map((plan) => plan.id));
    expect(planGroup).toHaveTextContent(plans[0].price);

    const addOnGroup = screen.getByRole("group", { name: /Add services to your plan/ });
    const boxes = within(addOnGroup).getAllByRole("checkbox");
    expect(boxes).toHaveLength(addOns.length);
    expect(boxes.every((box) => box.getAttribute("name") === "addOnServices[]")).toBe(true);
    await userEvent.click(boxes[2]);
    await userEvent.click(boxes[0]);
    expect(postedValues(form(), "addOnServices[]")).toEqual([addOns[0].id, addOns[2].id]);
    await userEvent.click(boxes[2]);
    expect(postedValues(form(), "addOnServices[]")).toEqual([addOns[0].id]);
  });

  it("ticks the plan the URL names (?plan=, from a plan card's link) and keeps the visitor's choice there", async () => {
    window.history.replaceState(null, "", `/subscription/?plan=${plans[2].id}`);
    render(<SubscriptionForm />);
    expect(await screen.findByRole("radio", { name: new RegExp(plans[2].name), checked: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: new RegExp(plans[0].name) }));
    expect(new URLSearchParams(window.location.search).get("plan")).toBe(plans[0].id);
    window.history.replaceState(null, "", "/");
  });
});
