import { act, render, screen } from "@testing-library/react";
import ConsultationForm from "../../../src/components/forms/consultation-form";
import SubscriptionForm from "../../../src/components/forms/subscription-form";
import ServiceRequestForm from "../../../src/components/forms/service-request-form";
import { offeredServices, officeZoneName } from "../../../src/form-definitions";
import { staticHtml } from "./form-helpers";

describe.each([
  ["consultation", ConsultationForm, /^Preferred Date/],
  ["subscription", SubscriptionForm, /^Preferred Start Date/],
  ["service request", ServiceRequestForm, /^Preferred Start Date/],
] as const)("%s form date picker", (_name, Form, label) => {
  const props = { services: offeredServices, officeZone: officeZoneName };
  afterEach(() => jest.useRealTimers());

  it("cannot go earlier than the visitor's today once it takes focus", () => {
    // Late in the evening: a UTC-based date would already say the 7th in zones west of Greenwich.
    jest.useFakeTimers({ now: new Date(2031, 4, 6, 23, 30) });
    render(<Form {...props} />);
    const input = screen.getByLabelText(label);
    expect(input).toHaveAttribute("type", "date");
    act(() => input.focus());
    expect(input).toHaveAttribute("min", "2031-05-06");
  });

  it("has no minimum in the static HTML, which is built on another day", () => {
    expect(staticHtml(<Form {...props} />).querySelector('input[type="date"]')).not.toHaveAttribute("min");
  });
});
