import type { ComponentType } from "react";
import { offeredServices, officeZoneName } from "../../../src/form-definitions";
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
    Form: () => <QuoteRequestForm services={offeredServices} />,
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
    Form: () => <ConsultationForm services={offeredServices} officeZone={officeZoneName} />,
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
    Form: () => <ServiceRequestForm services={offeredServices} />,
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
  it("offers every service of data/services.json in its order, then two more, as repeated services[] keys", async () => {
    render(<QuoteRequestForm services={offeredServices} />);
    const group = screen.getByRole("group", { name: /which services/i });
    const boxes = within(group).getAllByRole<HTMLInputElement>("checkbox");
    const inOrder = [...services].sort((a, b) => a.order - b.order);
    expect(boxes.slice(0, inOrder.length).map((box) => box.value)).toEqual(inOrder.map((service) => service.slug));
    expect(boxes.map((box) => box.value).slice(inOrder.length)).toEqual(
      options.quoteServicesBesides.map((option) => option.value),
    );
    for (const service of inOrder)
      expect(within(group).getByLabelText(service.title)).toHaveAttribute("name", "services[]");
    await userEvent.click(within(group).getByLabelText(inOrder[0].title));
    await userEvent.click(within(group).getByLabelText(options.quoteServicesBesides[0].label));
    expect(postedValues(screen.getByRole<HTMLFormElement>("form"), "services[]")).toEqual([
      inOrder[0].slug,
      options.quoteServicesBesides[0].value,
    ]);
  });

  it("has the service and tier a link chose checked in its static HTML, and sends the visitor's own choice after", async () => {
    const [service] = services;
    const [tier] = service.pricing;
    const preset = quotePresets(services).find((entry) => entry.values.tier === tierOption(service, tier.tier))!;
    const html = staticHtml(<QuoteRequestForm services={offeredServices} preset={preset.values} />).querySelector(
      "form",
    )!;
    expect(postedValues(html, "services[]")).toEqual([service.slug]);
    expect(postedValues(html, "tier")).toEqual([tierOption(service, tier.tier)]);

    render(<QuoteRequestForm services={offeredServices} preset={preset.values} />);
    const form = screen.getByRole<HTMLFormElement>("form");
    const group = screen.getByRole("group", { name: /which services/i });
    await userEvent.click(within(group).getByRole("checkbox", { checked: true }));
    const other = options.quoteServicesBesides.at(-1)!;
    await userEvent.click(within(group).getByLabelText(other.label));
    await userEvent.clear(screen.getByLabelText(/^Pricing Option/));
    expect(postedValues(form, "services[]")).toEqual([other.value]);
    expect(postedValues(form, "tier")).toEqual([""]);
  });

  it("prefers contact by email until the visitor chooses otherwise", () => {
    render(<QuoteRequestForm services={offeredServices} />);
    const group = screen.getByRole("group", { name: "Preferred Contact Method" });
    expect(within(group).getByRole("radio", { checked: true })).toHaveAttribute("value", "email");
    expect(postedValues(screen.getByRole<HTMLFormElement>("form"), "preferredContact")).toEqual(["email"]);
  });
});

describe("consultation form", () => {
  it("groups its fields in the five sections of the specification", () => {
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
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
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
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

  it("offers each service of data/services.json by its title as a consultation type, in its order", () => {
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    const types = Array.from(screen.getByLabelText<HTMLSelectElement>(/^Consultation Type/).options)
      .map((option) => option.value)
      .filter(Boolean);
    const titles = [...services].sort((a, b) => a.order - b.order).map((service) => service.title);
    expect(types).toEqual([...titles, ...options.consultationTypesBesides.map((option) => option.value)]);
  });

  it("defaults the contact method to email", () => {
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    expect(postedValues(screen.getByRole<HTMLFormElement>("form"), "contactMethod")).toEqual(["email"]);
  });

  it("says that submitting agrees to the privacy policy and consents to contact", () => {
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy/");
    expect(screen.getByText(/consent to be contacted/i)).toBeInTheDocument();
  });
});

describe("service request form", () => {
  it("defaults the contact method to email", () => {
    render(<ServiceRequestForm services={offeredServices} />);
    expect(postedValues(screen.getByRole<HTMLFormElement>("form"), "contactMethod")).toEqual(["email"]);
  });
});
