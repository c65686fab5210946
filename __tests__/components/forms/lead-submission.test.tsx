import type { ReactElement } from "react";
import { forms, offeredServices, officeZoneName } from "../../../src/form-definitions";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import QuoteRequestForm from "../../../src/components/forms/quote-request-form";
import ContactForm from "../../../src/components/forms/contact-form";
import ConsultationForm from "../../../src/components/forms/consultation-form";
import SubscriptionForm from "../../../src/components/forms/subscription-form";
import ServiceRequestForm from "../../../src/components/forms/service-request-form";
import NewsletterForm from "../../../src/components/forms/newsletter-form";
import CareerApplicationForm from "../../../src/components/forms/career-application-form";
import ClientPortal from "../../../src/components/portal/client-portal";
import { formOptions as options } from "../../../src/form-definitions/options";
import plans from "../../../data/plans.json";
import addOns from "../../../data/add-ons.json";
import priorityLevels from "../../../data/priority-levels.json";
import jobs from "../../../data/jobs.json";
import { docBytes, pdfBytes, pngBytes } from "../../form-definitions/support/resume-files";
import { FORM_ACTION, thankYouPath } from "../../../src/lib/form-action";
import { CHECK_INBOX_PAGE, HELD_STATUS } from "../../../src/lib/held-posts";

/** The forms' service choices, as the registry builds them from data/services.json. */
const quoteServices = forms["quote-request"].fields.services.options;
const consultationTypes = forms.consultation.fields.consultationType.options;
const serviceTypes = forms["service-request"].fields.serviceType.options;
import { SLOTS_API } from "../../../src/lib/consultation-hours";

// The browser half of the lead pipeline: schema validation before sending, the exact body sent to the
// submit function, and what the visitor sees for each kind of answer. fetch is mocked; the function's
// own behaviour is tested in __tests__/functions.

type User = ReturnType<typeof userEvent.setup>;
type Payload = Record<string, string[]>;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NETWORK_ALERT =
  "Form submission failed: We could not reach our server. Check your internet connection and try again.";
const INVALID_ANSWER = "Some answers need your attention. Please correct them and send the form again.";

// jsdom's Blob has no arrayBuffer(); every browser does, and the resume check reads the file's bytes with it.
if (typeof Blob.prototype.arrayBuffer !== "function") {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
      reader.readAsArrayBuffer(this);
    });
  };
}

// jsdom builds FormData from its own (empty) file list, not from the files user-event chose; a browser sends
// the chosen files. This puts them in, as a browser would.
const JsdomFormData = FormData;
class BrowserFormData extends JsdomFormData {
  constructor(form?: HTMLFormElement) {
    super(form);
    for (const input of Array.from(form?.querySelectorAll<HTMLInputElement>('input[type="file"][name]') ?? [])) {
      if (!input.files?.length) continue;
      this.delete(input.name);
      for (const file of Array.from(input.files)) this.append(input.name, file);
    }
  }
}
global.FormData = BrowserFormData;

/** A Response-like answer of the submit function (jsdom has no Response). */
function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    json: () =>
      body === undefined ? Promise.reject(new SyntaxError("Unexpected end of JSON input")) : Promise.resolve(body),
  } as unknown as Response;
}

/** A fetch answer that waits until the test releases it. */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const navigateMock = navigate as unknown as jest.Mock;

beforeEach(() => {
  fetchMock.mockReset();
  navigateMock.mockClear();
  // The consultation form also asks the slot function for free times (consultation-time.test.tsx): here it has no
  // answer, so the form offers every time, and fetchMock sees the posts alone.
  global.fetch = (input, init) =>
    (input as string).startsWith(SLOTS_API) ? Promise.resolve(answer(404)) : fetchMock(input, init);
});

/** The entries of a body or form, grouped by name in order: { "services[]": ["a", "b"], … }. */
function grouped(entries: Iterable<[string, FormDataEntryValue]>): Record<string, FormDataEntryValue[]> {
  const out: Record<string, FormDataEntryValue[]> = {};
  for (const [name, value] of entries) (out[name] ??= []).push(value);
  return out;
}

/** What the n-th request sent: its URL, init and entries grouped by name. */
function sent(call = 0) {
  const [url, init] = fetchMock.mock.calls[call];
  const body = init!.body as URLSearchParams | FormData;
  return { url, init: init!, body, fields: grouped(body as Iterable<[string, FormDataEntryValue]>) };
}

/** The payload without the per-attempt metadata, after checking that metadata's shape. */
function withoutMeta(fields: Record<string, FormDataEntryValue[]>, renderedAfter: number) {
  const { submissionId, renderedAt, ...rest } = fields;
  expect(submissionId).toHaveLength(1);
  expect(submissionId[0]).toMatch(UUID_V4);
  expect(renderedAt).toHaveLength(1);
  expect(renderedAt[0]).toMatch(/^\d+$/);
  expect(Number(renderedAt[0])).toBeGreaterThanOrEqual(renderedAfter);
  expect(Number(renderedAt[0])).toBeLessThanOrEqual(Date.now());
  return rest;
}

const blank = (...names: string[]): Payload => Object.fromEntries(names.map((name) => [name, [""]]));

const person = async (user: User) => {
  await user.type(screen.getByLabelText(/^First Name/), "Ana");
  await user.type(screen.getByLabelText(/^Last Name/), "O'Brien");
  await user.type(screen.getByLabelText(/^Email Address/), "ana.obrien+leads@example.com");
  await user.type(screen.getByLabelText(/^Phone Number/), "(555) 123-4567");
};
const personPayload: Payload = {
  firstName: ["Ana"],
  lastName: ["O'Brien"],
  email: ["ana.obrien+leads@example.com"],
  phone: ["(555) 123-4567"],
};

type FormCase = {
  name: string;
  element: () => ReactElement;
  submit: string;
  /** Fills every required field (and a few lists) with valid answers. */
  fill: (user: User) => Promise<void>;
  /** Exactly what the post carries besides submissionId and renderedAt, in field order per name. */
  payload: Payload;
  /** Required fields left empty, with the schema's message each must show. */
  required: Array<{ label: RegExp; message: string }>;
  /** A value the browser accepts but the schema refuses; the form must focus it. */
  schemaOnly: { label: RegExp; value: string; message: string };
  /** What the form says in place of its fields once sent, when it does not open the thank-you page. */
  sentMessage?: RegExp;
  /** Makes the form submittable while empty (the subscription's button waits for a plan and the terms). */
  unblock?: (user: User) => Promise<void>;
};

const cases: FormCase[] = [
  {
    name: "quote-request",
    element: () => <QuoteRequestForm services={offeredServices} />,
    submit: "Request Quote",
    fill: async (user) => {
      await person(user);
      await user.type(screen.getByLabelText(/^Practice Name/), "Riverside Family Practice");
      await user.selectOptions(screen.getByLabelText(/^Practice Type/), options.practiceTypes[1].value);
      await user.selectOptions(screen.getByLabelText(/^Practice Size/), options.practiceSizes[2].value);
      await user.click(screen.getByRole("checkbox", { name: quoteServices[2].label }));
      await user.click(screen.getByRole("checkbox", { name: quoteServices[0].label }));
    },
    payload: {
      "form-name": ["quote-request"],
      "bot-field": [""],
      ...personPayload,
      ...blank("title"),
      practiceName: ["Riverside Family Practice"],
      practiceType: [options.practiceTypes[1].value],
      practiceSize: [options.practiceSizes[2].value],
      "services[]": [quoteServices[0].value, quoteServices[2].value],
      ...blank("tier", "currentChallenges", "timeline", "budget", "additionalInfo", "hearAboutUs"),
      preferredContact: ["email"],
    },
    required: [
      { label: /^First Name/, message: "Enter your first name" },
      { label: /^Practice Type/, message: "Choose your practice type" },
    ],
    schemaOnly: { label: /^Phone Number/, value: "12", message: "Enter a valid phone number, like (555) 123-4567" },
  },
  {
    name: "contact",
    element: () => <ContactForm />,
    submit: "Send Message",
    fill: async (user) => {
      await user.type(screen.getByLabelText(/^Full Name/), "Ana O'Brien");
      await user.type(screen.getByLabelText(/^Email Address/), "ana@example.com");
      await user.selectOptions(screen.getByLabelText(/^Subject/), options.contactSubjects[1].value);
      await user.type(screen.getByLabelText(/^Message/), "Do you support athenahealth?{enter}Thanks — Ana");
    },
    payload: {
      "form-name": ["contact"],
      "bot-field": [""],
      name: ["Ana O'Brien"],
      email: ["ana@example.com"],
      ...blank("phone", "company"),
      subject: [options.contactSubjects[1].value],
      // FormData keeps the textarea's LF; only a native post turns it into CRLF (the server accepts both).
      message: ["Do you support athenahealth?\nThanks — Ana"],
      contactMethod: ["email"],
    },
    required: [
      { label: /^Full Name/, message: "Enter your full name" },
      { label: /^Subject/, message: "Choose a subject" },
      { label: /^Message/, message: "Enter your message" },
    ],
    schemaOnly: {
      label: /^Email Address/,
      value: "ana@localhost",
      message: "Enter a valid email address, like name@example.com",
    },
  },
  {
    name: "consultation",
    element: () => <ConsultationForm services={offeredServices} officeZone={officeZoneName} />,
    submit: "Schedule Consultation",
    fill: async (user) => {
      await person(user);
      await user.type(screen.getByLabelText(/^Practice Name/), "Riverside Family Practice");
      await user.selectOptions(screen.getByLabelText(/^Practice Type/), options.practiceTypes[0].label);
      await user.selectOptions(screen.getByLabelText(/^Practice Size/), options.practiceSizes[0].value);
      await user.selectOptions(screen.getByLabelText(/^Consultation Type/), consultationTypes[2].value);
    },
    payload: {
      "form-name": ["consultation"],
      "bot-field": [""],
      ...personPayload,
      ...blank("title"),
      practiceName: ["Riverside Family Practice"],
      practiceType: [options.practiceTypes[0].label],
      practiceSize: [options.practiceSizes[0].value],
      consultationType: [consultationTypes[2].value],
      ...blank("preferredDate", "preferredTime", "timeline", "currentChallenges", "goals", "additionalInfo"),
      contactMethod: ["email"],
      ...blank("hearAboutUs"),
    },
    required: [
      { label: /^Last Name/, message: "Enter your last name" },
      { label: /^Consultation Type/, message: "Choose a consultation type" },
    ],
    schemaOnly: {
      label: /^Phone Number/,
      value: "call me",
      message: "Enter a valid phone number, like (555) 123-4567",
    },
  },
  {
    name: "subscription",
    element: () => <SubscriptionForm />,
    submit: "Start Subscription",
    unblock: async (user) => {
      await user.click(screen.getByRole("radio", { name: new RegExp(plans[1].name) }));
      await user.click(screen.getByRole("checkbox", { name: /I agree to the Terms of Service/ }));
    },
    fill: async (user) => {
      await user.click(screen.getByRole("radio", { name: new RegExp(plans[1].name) }));
      await user.click(screen.getByRole("checkbox", { name: new RegExp(addOns[3].name) }));
      await user.click(screen.getByRole("checkbox", { name: new RegExp(addOns[1].name) }));
      await person(user);
      await user.type(screen.getByLabelText(/^Practice Name/), "Riverside Family Practice");
      await user.click(screen.getByRole("checkbox", { name: /I agree to the Terms of Service/ }));
    },
    payload: {
      "form-name": ["subscription"],
      "bot-field": [""],
      selectedPlan: [plans[1].id],
      "addOnServices[]": [addOns[1].id, addOns[3].id],
      ...personPayload,
      ...blank("title"),
      practiceName: ["Riverside Family Practice"],
      ...blank(
        "practiceType",
        "practiceSize",
        "currentEHR",
        "currentChallenges",
        "startDate",
        "billingContact",
        "billingEmail",
        "specialRequests",
      ),
      agreedToTerms: ["true"],
    },
    required: [
      { label: /^First Name/, message: "Enter your first name" },
      { label: /^Practice Name/, message: "Enter your practice's name" },
    ],
    schemaOnly: {
      label: /^Billing Email/,
      value: "billing@clinic",
      message: "Enter a valid email address, like name@example.com",
    },
  },
  {
    name: "service-request",
    element: () => <ServiceRequestForm services={offeredServices} />,
    submit: "Submit Service Request",
    fill: async (user) => {
      await user.selectOptions(screen.getByLabelText(/^Service Type/), serviceTypes[2].value);
      await user.click(screen.getByRole("radio", { name: new RegExp(priorityLevels[2].label) }));
      await person(user);
      await user.type(screen.getByLabelText(/^Practice Name/), "Riverside Family Practice");
      await user.type(screen.getByLabelText(/^Project Description/), "Clean up our denial backlog.");
    },
    payload: {
      "form-name": ["service-request"],
      "bot-field": [""],
      serviceType: [serviceTypes[2].value],
      urgency: [priorityLevels[2].id],
      ...personPayload,
      ...blank("title"),
      practiceName: ["Riverside Family Practice"],
      ...blank("practiceType", "practiceSize"),
      projectDescription: ["Clean up our denial backlog."],
      ...blank(
        "currentSituation",
        "desiredOutcome",
        "timeline",
        "preferredStartDate",
        "budget",
        "additionalRequirements",
      ),
      contactMethod: ["email"],
      ...blank("hearAboutUs"),
    },
    required: [
      { label: /^Service Type/, message: "Choose a service" },
      { label: /^Project Description/, message: "Describe what you would like us to help with" },
    ],
    schemaOnly: { label: /^Phone Number/, value: "555", message: "Enter a valid phone number, like (555) 123-4567" },
  },
  {
    name: "newsletter",
    element: () => <NewsletterForm heading="Practice insights in your inbox" />,
    submit: "Subscribe",
    fill: async (user) => {
      await user.type(screen.getByLabelText(/^Email address/), "reader@example.org");
    },
    payload: { "form-name": ["newsletter"], "bot-field": [""], email: ["reader@example.org"] },
    required: [{ label: /^Email address/, message: "Enter your email address" }],
    schemaOnly: {
      label: /^Email address/,
      value: "reader@example",
      message: "Enter a valid email address, like name@example.com",
    },
    // A sign-up counts once confirmed with the link of the mail it sends.
    sentMessage: /check your inbox and press the link in the mail we just sent you to confirm/,
  },
];

const form = () => screen.getByRole<HTMLFormElement>("form");
const submitButton = (label: string) => screen.getByRole("button", { name: label });

describe.each(cases)(
  "$name form with JavaScript",
  ({ name, element, submit, fill, payload, required, schemaOnly, unblock, sentMessage }) => {
    const setup = () => {
      const user = userEvent.setup();
      const renderedAfter = Date.now();
      render(element());
      return { user, renderedAfter };
    };

    /** A success opens its form's thank-you page once, or the form says what happens next in place of its fields. */
    const succeeded = async () => {
      if (!sentMessage) {
        await waitFor(() => expect(navigateMock).toHaveBeenCalledWith(thankYouPath(name), expect.anything()));
        return expect(navigateMock).toHaveBeenCalledTimes(1);
      }
      await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(sentMessage));
      expect(screen.getByRole("status")).toHaveFocus();
      expect(screen.queryByRole("button", { name: submit })).toBeNull();
      expect(navigateMock).not.toHaveBeenCalled();
    };

    it("blocks an empty submission: nothing is sent and each required field says what it needs", async () => {
      const { user } = setup();
      await unblock?.(user);
      await user.click(submitButton(submit));
      for (const { label, message } of required) {
        const control = screen.getByLabelText(label);
        await waitFor(() => expect(control).toHaveAttribute("aria-invalid", "true"));
        expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
      }
      expect(fetchMock).not.toHaveBeenCalled();
      expect(navigateMock).not.toHaveBeenCalled();
    });

    it("refuses what the browser lets through but the schema does not, and moves focus to that field", async () => {
      const { user } = setup();
      await fill(user);
      const control = screen.getByLabelText(schemaOnly.label);
      await user.clear(control);
      await user.type(control, schemaOnly.value);
      await user.click(submitButton(submit));
      await waitFor(() => expect(control).toHaveFocus());
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAccessibleDescription(expect.stringContaining(schemaOnly.message));
      expect(fetchMock).not.toHaveBeenCalled();

      // Corrected, the message goes as the visitor types.
      await user.clear(control);
      const valid = payload[(control as HTMLInputElement).name][0];
      if (valid) await user.type(control, valid);
      await waitFor(() => expect(control).not.toHaveAttribute("aria-invalid"));
      expect(screen.queryByText(schemaOnly.message)).toBeNull();
    });

    it("posts exactly the specification's payload, urlencoded, and then says it was received", async () => {
      fetchMock.mockResolvedValue(answer(201, { ok: true, id: "lead-1" }));
      const { user, renderedAfter } = setup();
      await fill(user);
      await user.click(submitButton(submit));
      await succeeded();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const { url, init, body, fields } = sent();
      expect(url).toBe(FORM_ACTION);
      expect(init.method).toBe("POST");
      // A URLSearchParams body: fetch sends it as application/x-www-form-urlencoded;charset=UTF-8.
      expect(init.headers).toEqual({ Accept: "application/json" });
      expect(body).toBeInstanceOf(URLSearchParams);
      expect(withoutMeta(fields, renderedAfter)).toEqual(payload);
    });

    it("tells the visitor to check their inbox when the function holds the post for them to confirm (202)", async () => {
      fetchMock.mockResolvedValue(answer(HELD_STATUS, { ok: true, id: "held-1" }));
      const { user } = setup();
      await fill(user);
      await user.click(submitButton(submit));
      // A form that speaks in place (the newsletter's) already says to press the button of the mail just sent.
      if (sentMessage) return succeeded();
      await waitFor(() => expect(navigateMock).toHaveBeenCalledWith(CHECK_INBOX_PAGE));
      expect(navigateMock).toHaveBeenCalledTimes(1);
    });

    it("keeps every answer and says so when the network fails", async () => {
      fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
      const { user } = setup();
      await fill(user);
      const before = grouped(new FormData(form()));
      await user.click(submitButton(submit));
      expect(await screen.findByRole("alert")).toHaveTextContent(NETWORK_ALERT);
      expect(screen.getByRole("alert").textContent).toBe(NETWORK_ALERT);
      expect(grouped(new FormData(form()))).toEqual(before);
      expect(withoutMeta(before, 0)).toEqual(payload);
      expect(navigateMock).not.toHaveBeenCalled();
      // The button is usable again for a retry.
      expect(submitButton(submit)).not.toHaveAttribute("aria-disabled");
    });

    it("keeps every answer and says to try again when the database is down (the function's 503)", async () => {
      const sentence = "We could not save your form just now. Please try again in a minute.";
      fetchMock.mockResolvedValue(answer(503, { error: sentence, fields: {} }, { "retry-after": "30" }));
      const { user } = setup();
      await fill(user);
      const before = grouped(new FormData(form()));
      await user.click(submitButton(submit));
      expect(await screen.findByRole("alert")).toHaveTextContent(`Form submission failed: ${sentence}`);
      expect(screen.getByRole("alert").textContent).toBe(`Form submission failed: ${sentence}`);
      expect(grouped(new FormData(form()))).toEqual(before);
      expect(withoutMeta(before, 0)).toEqual(payload);
      expect(navigateMock).not.toHaveBeenCalled();
      expect(submitButton(submit)).not.toHaveAttribute("aria-disabled");
    });

    it("shows the server's sentence in the alert and its field errors at the fields, keeping the answers", async () => {
      fetchMock.mockResolvedValue(
        answer(400, { error: INVALID_ANSWER, fields: { email: "This address cannot receive mail" } }),
      );
      const { user } = setup();
      await fill(user);
      const before = grouped(new FormData(form()));
      await user.click(submitButton(submit));
      expect(await screen.findByRole("alert")).toHaveTextContent(`Form submission failed: ${INVALID_ANSWER}`);
      const email = form().querySelector<HTMLInputElement>('input[name="email"]')!;
      expect(email).toHaveAttribute("aria-invalid", "true");
      expect(email).toHaveAccessibleDescription(expect.stringContaining("This address cannot receive mail"));
      await waitFor(() => expect(email).toHaveFocus());
      expect(grouped(new FormData(form()))).toEqual(before);
      expect(navigateMock).not.toHaveBeenCalled();
    });

    it("sends one request however often the button is pressed while it is on its way", async () => {
      const pending = deferred();
      fetchMock.mockReturnValue(pending.promise);
      const { user } = setup();
      await fill(user);
      const button = submitButton(submit);
      await user.click(button);
      await waitFor(() => expect(button).toHaveTextContent("Sending…"));
      expect(button).toHaveAttribute("aria-busy", "true");
      expect(button).toHaveAttribute("aria-disabled", "true");
      await user.click(button);
      await user.keyboard("{Enter}");
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await act(async () => {
        pending.resolve(answer(201, { ok: true, id: "lead-1" }));
        await pending.promise;
      });
      await succeeded();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  },
);

describe("retrying and busy answers", () => {
  const fillContact = async (user: User) => cases[1].fill(user);

  it("retries the same attempt with the same submission id, so a lost answer cannot store the lead twice", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(answer(201, { ok: true, id: "lead-1" }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillContact(user);
    await user.click(submitButton("Send Message"));
    await screen.findByText(NETWORK_ALERT);
    await user.click(submitButton("Send Message"));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith(thankYouPath("contact"), expect.anything()));
    expect(sent(0).fields.submissionId).toEqual(sent(1).fields.submissionId);
    expect(sent(0).fields.renderedAt).toEqual(sent(1).fields.renderedAt);
  });

  it("passes on the rate limit's sentence, which says when to try again", async () => {
    const sentence = "Too many forms have been sent from your network. Please try again in 2 minutes.";
    fetchMock.mockResolvedValue(answer(429, { error: sentence, fields: {} }, { "retry-after": "120" }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillContact(user);
    await user.click(submitButton("Send Message"));
    expect(await screen.findByRole("alert")).toHaveTextContent(`Form submission failed: ${sentence}`);
  });

  it("says to try again later when a busy server answers without a readable body", async () => {
    fetchMock.mockResolvedValue(answer(503, undefined, { "retry-after": "120" }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillContact(user);
    await user.click(submitButton("Send Message"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Form submission failed: We could not save your form just now. Please try again in 2 minutes.",
    );
    expect(screen.getByLabelText(/^Message/)).toHaveValue("Do you support athenahealth?\nThanks — Ana");
  });
});

describe("the thank-you page's summary", () => {
  it("the consultation passes the type, date and time it asked for in the history entry, never in the address", async () => {
    fetchMock.mockResolvedValue(answer(201, { ok: true, id: "lead-1" }));
    const user = userEvent.setup();
    render(<ConsultationForm services={offeredServices} officeZone={officeZoneName} />);
    await cases.find((entry) => entry.name === "consultation")!.fill(user);
    await user.type(screen.getByLabelText(/^Preferred Date/), "2099-12-01");
    await user.selectOptions(screen.getByLabelText(/^Preferred Time/), options.timeSlots[0].value);
    await user.click(submitButton("Schedule Consultation"));
    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith(thankYouPath("consultation"), {
        state: {
          summary: [
            ["Consultation Type", consultationTypes[2].label],
            ["Preferred Date", "December 1, 2099"],
            ["Preferred Time", options.timeSlots[0].label],
          ],
        },
      }),
    );
  });
});

describe("quote request and subscription specifics", () => {
  it("shows a server error for the services list at the checkbox group", async () => {
    fetchMock.mockResolvedValue(
      answer(400, { error: INVALID_ANSWER, fields: { services: "Choose services from the list" } }),
    );
    const user = userEvent.setup();
    render(<QuoteRequestForm services={offeredServices} />);
    await cases[0].fill(user);
    await user.click(submitButton("Request Quote"));
    const group = await screen.findByRole("group", { name: /Which services/ });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(expect.stringContaining("Choose services from the list")),
    );
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes.every((box) => box.getAttribute("aria-invalid") === "true")).toBe(true);
    expect(boxes[0]).toHaveFocus();
    // The visitor's choices are still ticked.
    expect(boxes.filter((box) => (box as HTMLInputElement).checked).map((box) => box.getAttribute("value"))).toEqual([
      quoteServices[0].value,
      quoteServices[2].value,
    ]);
  });

  it("cannot be sent before a plan is chosen and the terms agreed", async () => {
    const user = userEvent.setup();
    render(<SubscriptionForm />);
    await user.click(submitButton("Start Subscription"));
    expect(submitButton("Start Subscription")).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the chosen service's summary while the request is filled in", async () => {
    fetchMock.mockResolvedValue(answer(201, { ok: true, id: "lead-1" }));
    const user = userEvent.setup();
    render(<ServiceRequestForm services={offeredServices} />);
    await cases[4].fill(user);
    const summary = screen.getByRole("status");
    expect(within(summary).getByRole("heading", { name: "Service Summary" })).toBeInTheDocument();
    expect(summary).toHaveTextContent(serviceTypes[2].label);
  });
});

describe("career application form with JavaScript", () => {
  const job = jobs[0];
  const setup = () => {
    const user = userEvent.setup();
    const renderedAfter = Date.now();
    render(<CareerApplicationForm jobId={job.id} jobTitle={job.title} onCancel={() => undefined} />);
    return { user, renderedAfter };
  };
  const fill = async (user: User, resume: File) => {
    await user.type(screen.getByLabelText(/^Full Name/), "Priya Raman");
    await user.type(screen.getByLabelText(/^Email/), "priya@example.com");
    await user.type(screen.getByLabelText(/^Phone/), "+1 555 010 2030");
    const input = screen.getByLabelText(/^Resume\/CV/);
    await user.upload(input, resume);
    // jsdom's own required check cannot see files chosen by user-event (a browser's can), so it would block
    // every submit; the schema still requires the resume.
    input.removeAttribute("required");
  };

  it("blocks an empty application: nothing is sent and the name and resume say what they need", async () => {
    const { user } = setup();
    await user.click(submitButton("Submit Application"));
    for (const [label, message] of [
      [/^Full Name/, "Enter your full name"],
      [/^Resume\/CV/, "Attach your resume"],
    ] as const) {
      const control = screen.getByLabelText(label);
      await waitFor(() => expect(control).toHaveAttribute("aria-invalid", "true"));
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("passes on to the thank-you page what the function asks the applicant to do (a resume it could not keep)", async () => {
    const notice = "Your application is with us, but please email your resume.";
    fetchMock.mockResolvedValue(answer(201, { ok: true, id: "lead-1", notice }));
    const { user } = setup();
    await fill(user, new File([pdfBytes()], "cv.pdf", { type: "application/pdf" }));
    await user.click(submitButton("Submit Application"));
    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith(thankYouPath("career-application"), {
        state: expect.objectContaining({ notice }),
      }),
    );
  });

  it("posts multipart/form-data with the resume file and the job id", async () => {
    fetchMock.mockResolvedValue(answer(201, { ok: true, id: "lead-1" }));
    const { user, renderedAfter } = setup();
    const resume = new File([pdfBytes()], "Priya Raman CV.pdf", { type: "application/pdf" });
    await fill(user, resume);
    await user.click(submitButton("Submit Application"));
    await waitFor(() =>
      expect(navigateMock).toHaveBeenCalledWith(thankYouPath("career-application"), expect.anything()),
    );
    const { init, body, fields } = sent();
    expect(body).toBeInstanceOf(FormData);
    // No Content-Type of our own: the browser adds multipart/form-data with its boundary.
    expect(init.headers).toEqual({ Accept: "application/json" });
    const { resume: files, ...rest } = withoutMeta(fields, renderedAfter);
    expect(rest).toEqual({
      "form-name": ["career-application"],
      "bot-field": [""],
      jobId: [job.id],
      fullName: ["Priya Raman"],
      email: ["priya@example.com"],
      phone: ["+1 555 010 2030"],
      coverLetter: [""],
    });
    expect(files).toHaveLength(1);
    expect((files[0] as File).name).toBe("Priya Raman CV.pdf");
    expect((files[0] as File).size).toBe(resume.size);
  });

  it("accepts a Word 97-2003 resume by its content", async () => {
    fetchMock.mockResolvedValue(answer(201, { ok: true, id: "lead-1" }));
    const { user } = setup();
    await fill(user, new File([docBytes()], "cv.doc", { type: "application/msword" }));
    await user.click(submitButton("Submit Application"));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it("refuses a file that only pretends to be a PDF, at the resume field, without sending", async () => {
    const { user } = setup();
    await fill(user, new File([pngBytes()], "photo.pdf", { type: "application/pdf" }));
    await user.click(submitButton("Submit Application"));
    const resume = screen.getByLabelText(/^Resume\/CV/);
    await waitFor(() => expect(resume).toHaveAttribute("aria-invalid", "true"));
    expect(resume).toHaveAccessibleDescription(
      expect.stringContaining("Attach your resume as a PDF, DOC or DOCX file"),
    );
    expect(resume).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a too-large answer's message at the resume field", async () => {
    const message = "Your resume must be 4 MB or smaller";
    fetchMock.mockResolvedValue(answer(413, { error: message, fields: { resume: message } }));
    const { user } = setup();
    await fill(user, new File([pdfBytes()], "cv.pdf", { type: "application/pdf" }));
    await user.click(submitButton("Submit Application"));
    expect(await screen.findByRole("alert")).toHaveTextContent(`Form submission failed: ${message}`);
    expect(screen.getByLabelText(/^Resume\/CV/)).toHaveAccessibleDescription(expect.stringContaining(message));
  });
});

describe("client portal login", () => {
  it("never sends the password anywhere: it is not a lead form", async () => {
    const user = userEvent.setup();
    window.scrollTo = jest.fn();
    render(<ClientPortal />);
    const login = screen.getByRole("form");
    expect(login).not.toHaveAttribute("action");
    expect(login.querySelector('input[name="form-name"]')).toBeNull();
    await user.type(screen.getByLabelText(/Email address/), "dr.mitchell@riverside.example.com");
    await user.type(screen.getByLabelText(/^Password/), "correct-horse-battery");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await screen.findByRole("heading", { level: 1, name: /Welcome back/ });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
