import type { ReactElement } from "react";
import { offeredServices, officeZoneName } from "../../../src/form-definitions";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CareerApplicationForm from "../../../src/components/forms/career-application-form";
import ConsultationForm from "../../../src/components/forms/consultation-form";
import ContactForm from "../../../src/components/forms/contact-form";
import NewsletterForm from "../../../src/components/forms/newsletter-form";
import QuoteRequestForm from "../../../src/components/forms/quote-request-form";
import ServiceRequestForm from "../../../src/components/forms/service-request-form";
import SubscriptionForm from "../../../src/components/forms/subscription-form";
import {
  FORM_NAMES,
  PATIENT_INFORMATION_HINT,
  forms,
  type FormDefinition,
  type FormName,
} from "../../../src/form-definitions";
import { staticHtml } from "./form-helpers";

// Every form of the registry, drawn by its component: a new form fails the type check (and the first test)
// until it is added here, and then its textareas are checked like the others.
const components: Record<FormName, ReactElement> = {
  "quote-request": <QuoteRequestForm services={offeredServices} />,
  contact: <ContactForm />,
  consultation: <ConsultationForm services={offeredServices} officeZone={officeZoneName} />,
  subscription: <SubscriptionForm />,
  "service-request": <ServiceRequestForm services={offeredServices} />,
  newsletter: <NewsletterForm />,
  "career-application": <CareerApplicationForm jobId="medical-scribe" jobTitle="Scribe" onCancel={() => undefined} />,
};

const declaredTextareas = (name: FormName) => {
  const form: FormDefinition = forms[name];
  return Object.keys(form.fields)
    .filter((field) => form.fields[field].control === "textarea")
    .sort();
};

/** The elements of its form that a control's aria-describedby names; each must exist. */
const descriptions = (control: Element) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => {
      const element = control.closest("form")!.querySelector(`[id="${id}"]`);
      expect(element).not.toBeNull();
      return element!;
    });

it("covers every form of the registry", () => {
  expect(Object.keys(components).sort()).toEqual([...FORM_NAMES].sort());
});

describe.each(FORM_NAMES)("%s form", (name) => {
  it("shows the patient-information sentence under every textarea in the server's HTML, tied by aria-describedby", () => {
    const form = staticHtml(components[name]).querySelector("form")!;
    const textareas = Array.from(form.querySelectorAll("textarea"));
    expect(textareas.map((textarea) => textarea.name).sort()).toEqual(declaredTextareas(name));
    for (const textarea of textareas) {
      const described = descriptions(textarea);
      expect(described.some((element) => element.textContent?.includes(PATIENT_INFORMATION_HINT))).toBe(true);
    }
  });
});

it("keeps a textarea's own hint with the sentence (career application's cover letter)", () => {
  render(components["career-application"]);
  expect(screen.getByLabelText("Cover Letter")).toHaveAccessibleDescription(
    `Optional: tell us why this role suits you. ${PATIENT_INFORMATION_HINT}`,
  );
});

it("describes a textarea by the sentence and its error together once an error shows (contact's message)", async () => {
  render(components.contact);
  await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
  const message = await screen.findByRole("textbox", { name: /^Message/, description: /Enter your message/ });
  expect(message).toHaveAccessibleDescription(`${PATIENT_INFORMATION_HINT} Enter your message`);
});
