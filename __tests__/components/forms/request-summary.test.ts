import { requestSummary } from "../../../src/components/forms/request-summary";
import { quoteRequestForm } from "../../../src/form-definitions/quote-request";
import { subscriptionForm } from "../../../src/form-definitions/subscription";
import { contentOptions, formOptions } from "../../../src/form-definitions/options";

describe("what a thank-you page repeats of a request", () => {
  it("names a checkbox group's choices by their labels, in one line, and leaves out what was not answered", () => {
    const [first, , third] = formOptions.quoteServices;
    expect(requestSummary(quoteRequestForm, { "services[]": [first.value, third.value], tier: "" })).toEqual([
      ["Which services are you interested in?", `${first.label}, ${third.label}`],
    ]);
  });

  it("names the plan, and nothing else the form holds (no contact details)", () => {
    const [plan] = contentOptions.plans;
    expect(
      requestSummary(subscriptionForm, { selectedPlan: plan.value, email: "ana@example.com", "addOnServices[]": [] }),
    ).toEqual([[subscriptionForm.fields.selectedPlan.label, plan.label]]);
  });
});
