import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import NewsletterForm from "../../../src/components/forms/newsletter-form";
import ContactForm from "../../../src/components/forms/contact-form";
import CareerApplicationForm from "../../../src/components/forms/career-application-form";
import { formOptions as options } from "../../../src/form-definitions/options";
import { expectNativeLeadForm, fieldNames, postedValues, requiredNames } from "./form-helpers";

const sorted = (names: string[]) => [...names].sort();

describe("newsletter form", () => {
  it("asks for a required email and posts form-name=newsletter with the honeypot", () => {
    render(<NewsletterForm heading="Practice insights in your inbox" />);
    const form = screen.getByRole<HTMLFormElement>("form", { name: "Practice insights in your inbox" });
    expectNativeLeadForm(form, "newsletter");
    expect(sorted(fieldNames(form))).toEqual(["bot-field", "email", "form-name", "renderedAt", "submissionId"]);
    const email = screen.getByLabelText(/Email address/);
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "submit");
  });

  it("is still a named form without a heading", () => {
    render(<NewsletterForm />);
    expect(screen.getByRole("form", { name: "Newsletter" })).toBeInTheDocument();
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("after a sign-up with JavaScript, says to confirm with the mail's link, in place of the field", async () => {
    // An answer as the function gives it (jsdom has no Response): 201 and its JSON.
    const stored = { ok: true, status: 201, json: () => Promise.resolve({ ok: true, id: "lead-1" }) };
    const fetchMock = jest.fn().mockResolvedValue(stored);
    global.fetch = fetchMock;
    const user = userEvent.setup();
    render(<NewsletterForm />);
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText(/Email address/), "reader@example.org");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() =>
      expect(status).toHaveTextContent(
        "Almost done: check your inbox and press the link in the mail we just sent you to confirm your subscription. Until you confirm, you are not subscribed.",
      ),
    );
    expect(status).toHaveFocus();
    expect(screen.queryByLabelText(/Email address/)).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says what the sign-up consents to, with the privacy policy a click away", () => {
    render(<NewsletterForm />);
    const form = screen.getByRole("form", { name: "Newsletter" });
    expect(form).toHaveTextContent("We use your address only to send you the newsletter. See our Privacy Policy.");
    expect(within(form).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy/");
  });
});

describe("contact form", () => {
  const renderForm = () => {
    render(<ContactForm />);
    return screen.getByRole<HTMLFormElement>("form");
  };

  it("has the specification's fields, with name, email, subject and message required", () => {
    const form = renderForm();
    expectNativeLeadForm(form, "contact");
    expect(sorted(fieldNames(form))).toEqual(
      sorted([
        "form-name",
        "bot-field",
        "submissionId",
        "renderedAt",
        "name",
        "email",
        "phone",
        "company",
        "subject",
        "message",
        "contactMethod",
      ]),
    );
    expect(sorted(requiredNames(form))).toEqual(sorted(["name", "email", "subject", "message"]));
  });

  it("offers the contact subjects and a 4-row message box", () => {
    renderForm();
    const subject = screen.getByLabelText<HTMLSelectElement>(/^Subject/);
    expect(Array.from(subject.options).map((option) => option.value)).toEqual([
      "",
      ...options.contactSubjects.map((option) => option.value),
    ]);
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute("rows", "4");
    expect(screen.getByLabelText(/^Company/)).toHaveAttribute("autocomplete", "organization");
  });

  it("defaults the contact method to email; phone and both are the other choices", async () => {
    const form = renderForm();
    const group = screen.getByRole("group", { name: "Preferred Contact Method" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["email", "phone", "both"]);
    expect(postedValues(form, "contactMethod")).toEqual(["email"]);
    await userEvent.click(within(group).getByRole("radio", { name: /both/i }));
    expect(postedValues(form, "contactMethod")).toEqual(["both"]);
  });

  it("sends a message with the Send Message button", () => {
    renderForm();
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveAttribute("type", "submit");
  });
});

describe("career application form", () => {
  it("uploads a resume as multipart/form-data with the job id", () => {
    render(
      <CareerApplicationForm jobId="medical-scribe" jobTitle="Virtual Medical Scribe" onCancel={() => undefined} />,
    );
    const form = screen.getByRole<HTMLFormElement>("form", { name: "Apply for Virtual Medical Scribe" });
    expectNativeLeadForm(form, "career-application");
    expect(form).toHaveAttribute("enctype", "multipart/form-data");
    expect(sorted(fieldNames(form))).toEqual(
      sorted([
        "form-name",
        "bot-field",
        "submissionId",
        "renderedAt",
        "jobId",
        "fullName",
        "email",
        "phone",
        "resume",
        "coverLetter",
      ]),
    );
    expect(sorted(requiredNames(form))).toEqual(sorted(["fullName", "email", "phone", "resume"]));
    expect(postedValues(form, "jobId")).toEqual(["medical-scribe"]);
    const resume = screen.getByLabelText(/^Resume\/CV/);
    expect(resume).toHaveAttribute("type", "file");
    expect(resume).toHaveAttribute("accept", ".pdf,.doc,.docx");
  });

  it("calls onCancel from the Cancel button without submitting", async () => {
    const onCancel = jest.fn();
    render(<CareerApplicationForm jobId="medical-scribe" jobTitle="Virtual Medical Scribe" onCancel={onCancel} />);
    const cancel = screen.getByRole("button", { name: "Cancel" });
    expect(cancel).toHaveAttribute("type", "button");
    await userEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Submit Application" })).toHaveAttribute("type", "submit");
  });
});
