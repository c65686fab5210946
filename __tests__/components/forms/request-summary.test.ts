import { requestSummary } from "../../../src/components/forms/request-summary";
import { forms } from "../../../src/form-definitions";
import { subscriptionForm } from "../../../src/form-definitions/subscription";
import { contentOptions } from "../../../src/form-definitions/options";

describe("what a thank-you page repeats of a request", () => {
  it("names a checkbox group's choices by their labels, in one line, and leaves out what was not answered", () => {
    const quoteRequestForm = forms["quote-request"];
    const [first, , third] = quoteRequestForm.fields.services.options;
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
