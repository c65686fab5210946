import type { ComponentType } from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import QuoteRequestForm from "../../../src/components/forms/quote-request-form";
import ConsultationForm from "../../../src/components/forms/consultation-form";
import SubscriptionForm from "../../../src/components/forms/subscription-form";
import ServiceRequestForm from "../../../src/components/forms/service-request-form";
import { formOptions as options } from "../../../src/form-definitions/options";
import { quotePresets, tierOption } from "../../../src/form-definitions/presets";
import services from "../../../data/services.json";
import { requiredFields } from "../../form-definitions/support/valid-submissions";
import type { FormName } from "../../../src/form-definitions";
import { expectNativeLeadForm, fieldNames, postedValues, requiredNames, staticHtml } from "./form-helpers";

const sorted = (names: string[]) => [...names].sort();
const contactAndPractice = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "title",
  "practiceName",
  "practiceType",
  "practiceSize",
];

// The specification's payloads (section 3), form by form; its required fields are requiredFields.
const forms: { name: FormName; Form: ComponentType; fields: string[]; submit: string }[] = [
  {
    name: "quote-request",
    Form: QuoteRequestForm,
    fields: [
      ...contactAndPractice,
      "services[]",
      // Ours: the pricing tier a service page's Get Quote link chose.
      "tier",
      "currentChallenges",
      "timeline",
      "budget",
      "additionalInfo",
      "preferredContact",
      "hearAboutUs",
    ],
    submit: "Request Quote",
  },
  {
    name: "consultation",
    Form: ConsultationForm,
    fields: [
      ...contactAndPractice,
      "consultationType",
      "preferredDate",
      "preferredTime",
      "currentChallenges",
      "goals",
      "timeline",
      "additionalInfo",
      "contactMethod",
      "hearAboutUs",
    ],
    submit: "Schedule Consultation",
  },
  {
    name: "subscription",
    Form: SubscriptionForm,
    fields: [
      ...contactAndPractice,
      "selectedPlan",
      "addOnServices[]",
      "currentEHR",
      "currentChallenges",
      "startDate",
      "billingContact",
      "billingEmail",
      "specialRequests",
      "agreedToTerms",
    ],
    submit: "Start Subscription",
  },
  {
    name: "service-request",
    Form: ServiceRequestForm,
    fields: [
      ...contactAndPractice,
      "serviceType",
      "urgency",
      "projectDescription",
      "currentSituation",
      "desiredOutcome",
      "timeline",
      "budget",
      "additionalRequirements",
      "preferredStartDate",
      "contactMethod",
      "hearAboutUs",
    ],
    submit: "Submit Service Request",
  },
];

describe.each(forms)("$name form", ({ name, Form, fields, submit }) => {
  const renderForm = () => {
    render(<Form />);
    return screen.getByRole<HTMLFormElement>("form");
  };

  it("posts natively to the submit function with form-name and the honeypot", () => {
    expectNativeLeadForm(renderForm(), name);
  });

  it("has exactly the fields of the specification's payload, plus the submission id and render time once the script runs", () => {
    expect(sorted(fieldNames(renderForm()))).toEqual(
      sorted(["form-name", "bot-field", "submissionId", "renderedAt", ...fields]),
    );
  });

  it("has no submission id or render time in the static HTML: a native post goes without them", () => {
    const form = staticHtml(<Form />).querySelector("form")!;
    expect(sorted(fieldNames(form))).toEqual(sorted(["form-name", "bot-field", ...fields]));
  });

  it("requires exactly the specification's required fields", () => {
    expect(sorted(requiredNames(renderForm()))).toEqual(sorted(requiredFields[name]));
  });

  it("labels every visible control and marks required ones with an asterisk", () => {
    const form = renderForm();
    for (const control of Array.from(
      form.querySelectorAll<HTMLInputElement>("input:not([type=hidden]), select, textarea"),
    )) {
      if (control.name === "bot-field") continue;
      expect(control.labels?.length).toBeGreaterThan(0);
    }
    const email = within(form).getByLabelText(/^Email Address/);
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("autocomplete", "email");
    expect(email).toBeRequired();
    expect((email as HTMLInputElement).labels![0]).toHaveTextContent("*");
    expect(within(form).getByLabelText(/^First Name/)).toHaveAttribute("autocomplete", "given-name");
    expect(within(form).getByLabelText(/^Last Name/)).toHaveAttribute("autocomplete", "family-name");
    expect(within(form).getByLabelText(/^Phone Number/)).toHaveAttribute("type", "tel");
  });

  it("leaves the checks to the browser in the static HTML; once the script runs, an empty submit shows one message per required field, its own", async () => {
    expect(staticHtml(<Form />).querySelector("form")).not.toHaveAttribute("novalidate");
    const form = renderForm();
    expect(form).toHaveAttribute("novalidate");
    // A submit event, as the browser sends once it no longer checks (the subscription's button waits for a plan).
    fireEvent.submit(form);
    await waitFor(() => expect(form.querySelector('[aria-invalid="true"]')).not.toBeNull());
    const invalid = Array.from(form.querySelectorAll<HTMLInputElement>('[aria-invalid="true"]'));
    expect(sorted([...new Set(invalid.map((control) => control.name.replace("[]", "")))])).toEqual(
      sorted(requiredFields[name]),
    );
    for (const control of invalid) {
      const message = document.getElementById(control.getAttribute("aria-describedby")!.split(" ").at(-1)!);
      expect(message?.textContent).toBeTruthy();
    }
  });

  it(`submits with the '${submit}' button`, () => {
    renderForm();
    expect(screen.getByRole("button", { name: submit })).toHaveAttribute("type", "submit");
  });
});

describe("quote request form", () => {
  it("offers the service interests as a checkbox group sent as repeated services[] keys", async () => {
    render(<QuoteRequestForm />);
    const group = screen.getByRole("group", { name: /which services/i });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes.map((box) => box.getAttribute("name"))).toEqual(options.quoteServices.map(() => "services[]"));
    await userEvent.click(within(group).getByLabelText(options.quoteServices[0].label));
    await userEvent.click(within(group).getByLabelText(options.quoteServices[2].label));
    expect(postedValues(screen.getByRole<HTMLFormElement>("form"), "services[]")).toEqual([
      options.quoteServices[0].value,
      options.quoteServices[2].value,
    ]);
  });

  it("has the service and tier a link chose checked in its static HTML, and sends the visitor's own choice after", async () => {
    const [service] = services;
    const [tier] = service.pricing;
    const preset = quotePresets(services, options.quoteServices).find(
      (entry) => entry.values.tier === tierOption(service, tier.tier),
    )!;
    const html = staticHtml(<QuoteRequestForm preset={preset.values} />).querySelector("form")!;
    expect(postedValues(html, "services[]")).toEqual([service.slug]);
    expect(postedValues(html, "tier")).toEqual([tierOption(service, tier.tier)]);

    render(<QuoteRequestForm preset={preset.values} />);
    const form = screen.getByRole<HTMLFormElement>("form");
    const group = screen.getByRole("group", { name: /which services/i });
    await userEvent.click(within(group).getByRole("checkbox", { checked: true }));
    await userEvent.click(within(group).getByLabelText(options.quoteServices.at(-1)!.label));
    await userEvent.clear(screen.getByLabelText(/^Pricing Option/));
    expect(postedValues(form, "services[]")).toEqual([options.quoteServices.at(-1)!.value]);
    expect(postedValues(form, "tier")).toEqual([""]);
  });

  it("prefers contact by email until the visitor chooses otherwise", () => {
    render(<QuoteRequestForm />);
    const group = screen.getByRole("group", { name: "Preferred Contact Method" });
    expect(within(group).getByRole("radio", { checked: true })).toHaveAttribute("value", "email");
    expect(postedValues(screen.getByRole<HTMLFormElement>("form"), "preferredContact")).toEqual(["email"]);
  });
});

describe("consultation form", () => {
  it("groups its fields in the five sections of the specification", () => {
    render(<ConsultationForm />);
    for (const section of [
      "Contact Information",
      "Practice Information",
      "Consultation Details",
      "Tell Us More",
      "Contact Preferences",
    ]) {
      expect(screen.getByRole("group", { name: section })).toBeInTheDocument();
    }
  });

  it("sends practice types by their labels and offers the time slots", () => {
    render(<ConsultationForm />);
    const practiceType = screen.getByLabelText<HTMLSelectElement>(/^Practice Type/);
    const values = Array.from(practiceType.options)
      .map((option) => option.value)
      .filter(Boolean);
    expect(values).toEqual(options.practiceTypes.map((option) => option.label));
    const times = Array.from(screen.getByLabelText<HTMLSelectElement>(/^Preferred Time/).options)
      .map((option) => option.value)
      .filter(Boolean);
    expect(times).toEqual(options.timeSlots.map((option) => option.value));
  });

  it("defaults the contact method to email", () => {
    render(<ConsultationForm />);
    expect(postedValues(screen.getByRole<HTMLFormElement>("form"), "contactMethod")).toEqual(["email"]);
  });

  it("says that submitting agrees to the privacy policy and consents to contact", () => {
    render(<ConsultationForm />);
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy/");
    expect(screen.getByText(/consent to be contacted/i)).toBeInTheDocument();
  });
});

describe("service request form", () => {
  it("defaults the contact method to email", () => {
    render(<ServiceRequestForm />);
    expect(postedValues(screen.getByRole<HTMLFormElement>("form"), "contactMethod")).toEqual(["email"]);
  });
});
