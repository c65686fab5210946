import addOns from "../../data/add-ons.json";
import jobs from "../../data/jobs.json";
import { formOptions as options } from "../../src/form-definitions/options";
import plans from "../../data/plans.json";
import priorityLevels from "../../data/priority-levels.json";
import serviceData from "../../data/services.json";
import {
  FORM_NAMES,
  MAX_ENTRIES,
  earliestToday,
  forms,
  parseSubmission,
  type FormEntry,
  type FormName,
} from "../../src/form-definitions";
import { pdfBytes } from "./support/resume-files";
import { inDays, requiredFields, validSubmissions, type Entries } from "./support/valid-submissions";

const resume = () => new File([pdfBytes()], "resume.pdf", { type: "application/pdf" });

/** The valid post of a form (with a resume for the career application). */
const validEntries = (form: FormName): FormEntry[] => [
  ...validSubmissions[form].entries,
  ...(form === "career-application" ? ([["resume", resume()]] as FormEntry[]) : []),
];

/** The valid post with `name` replaced by `values` (none removes it). */
const withField = (form: FormName, name: string, ...values: (string | File)[]): FormEntry[] => [
  ...validEntries(form).filter(([key]) => key !== name && key !== `${name}[]`),
  ...values.map((value): FormEntry => [name, value]),
];

const errorsOf = (form: FormName, entries: Iterable<FormEntry>, today?: string) => {
  const result = parseSubmission(form, entries, today ? { today } : {});
  return result.ok ? {} : result.fields;
};

describe.each(FORM_NAMES)("the %s form", (form) => {
  it("accepts its valid post and returns the typed values, defaults applied and blanks left out", () => {
    const result = parseSubmission(form, validEntries(form));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { resume: file, ...values } = result.values as Record<string, unknown>;
    expect(values).toEqual(validSubmissions[form].expected);
    if (form === "career-application") expect(file).toBeInstanceOf(File);
  });

  it("requires exactly the fields the specification requires, each with its own message", () => {
    const fields = errorsOf(form, [["form-name", form]]);
    expect(Object.keys(fields).sort()).toEqual([...requiredFields[form]].sort());
    for (const message of Object.values(fields))
      expect(message).toMatch(/^(Enter|Choose|Describe|Agree|Attach|This job)/);
  });

  it("treats a field of spaces as not given", () => {
    const [first] = requiredFields[form];
    expect(errorsOf(form, withField(form, first, "   "))).toEqual({ [first]: expect.any(String) });
  });

  it("ignores the metadata and any field it does not know", () => {
    const result = parseSubmission(form, [
      ...validEntries(form),
      ["submissionId", "0b7e4b51-6f00-4b4e-9d6c-3a7a1c2f0e11"],
      ["renderedAt", "1700000000000"],
      ["isAdmin", "true"],
    ]);
    expect(result.ok && Object.keys(result.values)).toEqual(
      expect.not.arrayContaining(["form-name", "bot-field", "submissionId", "renderedAt", "isAdmin"]),
    );
  });
});

describe("email addresses", () => {
  it.each(["name@", "@example.com", "a b@example.com", "zoe@example", "zoe@@example.com", "zoe.example.com"])(
    "refuses %p",
    (email) => {
      expect(errorsOf("newsletter", [["email", email]])).toEqual({
        email: "Enter a valid email address, like name@example.com",
      });
    },
  );

  it("trims and accepts a valid address", () => {
    expect(parseSubmission("newsletter", [["email", " zoe.o'brien+news@example.co.uk "]])).toEqual({
      ok: true,
      values: { email: "zoe.o'brien+news@example.co.uk" },
    });
  });

  it("refuses accented letters before the @, as the browser's own email check does", () => {
    expect(errorsOf("newsletter", [["email", "zoë@example.com"]])).toEqual({
      email: "Enter a valid email address, like name@example.com",
    });
  });

  it("refuses an address longer than 254 characters", () => {
    const email = `${"a".repeat(64)}@${"b".repeat(186)}.com`;
    expect(email).toHaveLength(255);
    expect(errorsOf("newsletter", [["email", email]]).email).toBe("Email address must be 254 characters or fewer");
  });

  it("checks the optional billing email only when it is given", () => {
    expect(errorsOf("subscription", withField("subscription", "billingEmail"))).toEqual({});
    expect(errorsOf("subscription", withField("subscription", "billingEmail", "billing@"))).toEqual({
      billingEmail: "Enter a valid email address, like name@example.com",
    });
  });
});

describe("phone numbers", () => {
  it.each(["+1 (248) 555-0142", "248.555.0142", "+44 20 7946 0958", "555-0142 x12", "(248) 555-0142 ext. 7"])(
    "accepts %p",
    (phone) => {
      expect(errorsOf("quote-request", withField("quote-request", "phone", phone))).toEqual({});
    },
  );

  it.each(["call me", "555-CALL-NOW", "12345", "+1 248 555 0142; DROP TABLE", "1".repeat(41)])(
    "refuses %p",
    (phone) => {
      expect(errorsOf("quote-request", withField("quote-request", "phone", phone))).toEqual({
        phone: expect.stringMatching(/phone number/i),
      });
    },
  );

  it("leaves the contact form's phone optional, but checks one that is given", () => {
    expect(errorsOf("contact", withField("contact", "phone"))).toEqual({});
    expect(errorsOf("contact", withField("contact", "phone", "nope"))).toEqual({
      phone: "Enter a valid phone number, like (555) 123-4567",
    });
  });
});

describe("maximum lengths", () => {
  it("allows names of 100 characters and refuses 101", () => {
    expect(errorsOf("quote-request", withField("quote-request", "firstName", "é".repeat(100)))).toEqual({});
    expect(errorsOf("quote-request", withField("quote-request", "firstName", "é".repeat(101)))).toEqual({
      firstName: "First name must be 100 characters or fewer",
    });
  });

  it("allows textareas of 5,000 characters and refuses more", () => {
    expect(errorsOf("contact", withField("contact", "message", "x".repeat(5000)))).toEqual({});
    expect(errorsOf("contact", withField("contact", "message", "x".repeat(5001)))).toEqual({
      message: "Message must be 5,000 characters or fewer",
    });
  });

  it("counts a textarea's line break once, as the browser's maxlength does (CRLF becomes LF)", () => {
    const text = `${"x".repeat(2499)}\r\n${"y".repeat(2500)}`;
    const result = parseSubmission("contact", withField("contact", "message", text));
    expect(result.ok && result.values.message).toBe(`${"x".repeat(2499)}\n${"y".repeat(2500)}`);
  });
});

/** The services of data/services.json, in their order: every form that offers services offers these. */
const services = [...serviceData].sort((a, b) => a.order - b.order);
/** The quote form's service choices (its checkbox group's values). */
const choices = forms["quote-request"].fields.services.options.map((o) => o.value);

describe("option lists come from the data files", () => {
  const cases: [FormName, string, string[]][] = [
    ["quote-request", "practiceType", options.practiceTypes.map((o) => o.value)],
    ["quote-request", "practiceSize", options.practiceSizes.map((o) => o.value)],
    ["quote-request", "budget", options.quoteBudgets.map((o) => o.value)],
    ["quote-request", "hearAboutUs", options.quoteHearAboutUs.map((o) => o.value)],
    ["contact", "subject", options.contactSubjects.map((o) => o.value)],
    ["contact", "contactMethod", options.contactMethods.map((o) => o.value)],
    ["consultation", "practiceType", options.practiceTypes.map((o) => o.label)],
    [
      "quote-request",
      "services",
      [...services.map((s) => s.slug), ...options.quoteServicesBesides.map((o) => o.value)],
    ],
    [
      "consultation",
      "consultationType",
      [...services.map((s) => s.title), ...options.consultationTypesBesides.map((o) => o.value)],
    ],
    ["consultation", "preferredTime", options.timeSlots.map((o) => o.value)],
    ["subscription", "selectedPlan", plans.map((p) => p.id)],
    ["subscription", "practiceType", options.subscriptionPracticeTypes.map((o) => o.value)],
    ["service-request", "serviceType", [...services.map((s) => s.slug), "consultation"]],
    ["service-request", "urgency", priorityLevels.map((p) => p.id)],
    ["service-request", "practiceType", options.practiceTypes.map((o) => o.value)],
    ["service-request", "timeline", options.serviceRequestTimelines.map((o) => o.value)],
    ["service-request", "budget", options.serviceRequestBudgets.map((o) => o.value)],
    ["career-application", "jobId", jobs.map((j) => j.id)],
  ];

  it.each(cases)("%s accepts every %s of its list and nothing else", (form, field, values) => {
    for (const value of values) expect(errorsOf(form, withField(form, field, value))).toEqual({});
    expect(Object.keys(errorsOf(form, withField(form, field, "something-else")))).toEqual([field]);
  });

  it("sends consultation practice types by label, not by value", () => {
    expect(errorsOf("consultation", withField("consultation", "practiceType", options.practiceTypes[0].value))).toEqual(
      {
        practiceType: "Choose your practice type",
      },
    );
  });

  it("defaults the contact method to email, and refuses one not offered", () => {
    for (const form of ["contact", "consultation", "service-request"] as const) {
      const result = parseSubmission(form, withField(form, "contactMethod"));
      expect(result.ok && result.values.contactMethod).toBe("email");
      expect(errorsOf(form, withField(form, "contactMethod", "fax"))).toEqual({
        contactMethod: "Choose how we should contact you",
      });
    }
    const quote = parseSubmission("quote-request", withField("quote-request", "preferredContact"));
    expect(quote.ok && quote.values.preferredContact).toBe("email");
  });
});

describe("list fields", () => {
  it("gathers repeated services[] keys into a list, in order, each value once", () => {
    const result = parseSubmission("quote-request", [
      ...withField("quote-request", "services"),
      ["services[]", choices[4]],
      ["services[]", choices[1]],
      ["services[]", choices[4]],
    ]);
    expect(result.ok && result.values.services).toEqual([choices[4], choices[1]]);
  });

  it("is an empty list when nothing is ticked", () => {
    const quote = parseSubmission("quote-request", withField("quote-request", "services"));
    expect(quote.ok && quote.values.services).toEqual([]);
    const subscription = parseSubmission("subscription", withField("subscription", "addOnServices"));
    expect(subscription.ok && subscription.values.addOnServices).toEqual([]);
  });

  it("also takes the bare name (what a values object holds)", () => {
    const result = parseSubmission("subscription", [
      ...withField("subscription", "addOnServices"),
      ["addOnServices", addOns[1].id],
    ]);
    expect(result.ok && result.values.addOnServices).toEqual([addOns[1].id]);
  });

  it("refuses a value that is not offered, reporting it under the bare name", () => {
    expect(errorsOf("subscription", [...validEntries("subscription"), ["addOnServices[]", "free-lunch"]])).toEqual({
      addOnServices: "Choose add-on services from the list",
    });
  });
});

describe("dates may not be earlier than today", () => {
  const dateFields: [FormName, string, string][] = [
    ["consultation", "preferredDate", "Preferred date can't be earlier than today"],
    ["subscription", "startDate", "Preferred start date can't be earlier than today"],
    ["service-request", "preferredStartDate", "Preferred start date can't be earlier than today"],
  ];

  it.each(dateFields)("%s refuses a past %s", (form, field, message) => {
    expect(errorsOf(form, withField(form, field, inDays(-2)))).toEqual({ [field]: message });
  });

  it.each(dateFields)("%s accepts today (in the earliest time zone) for %s, or no date", (form, field) => {
    expect(errorsOf(form, withField(form, field, earliestToday()))).toEqual({});
    expect(errorsOf(form, withField(form, field))).toEqual({});
  });

  it.each(dateFields)("%s judges %s against the visitor's today when the browser gives it", (form, field, message) => {
    expect(errorsOf(form, withField(form, field, "2031-03-09"), "2031-03-10")).toEqual({ [field]: message });
    expect(errorsOf(form, withField(form, field, "2031-03-10"), "2031-03-10")).toEqual({});
  });

  it.each(["2031-02-30", "03/10/2031", "next Tuesday", "2031-3-1"])("refuses %p as a date", (date) => {
    expect(errorsOf("consultation", withField("consultation", "preferredDate", date))).toEqual({
      preferredDate: "Enter the date as YYYY-MM-DD",
    });
  });
});

describe("the subscription's terms", () => {
  it.each(["on", "true"])("counts %p as agreed", (value) => {
    const result = parseSubmission("subscription", withField("subscription", "agreedToTerms", value));
    expect(result.ok && result.values.agreedToTerms).toBe(true);
  });

  it.each([
    ["nothing", []],
    ["false", ["false"]],
    ["no", ["no"]],
  ])("refuses %s", (_, values) => {
    expect(errorsOf("subscription", withField("subscription", "agreedToTerms", ...values))).toEqual({
      agreedToTerms: "Agree to the Terms of Service and Privacy Policy to continue",
    });
  });

  it("requires a plan that exists", () => {
    expect(errorsOf("subscription", withField("subscription", "selectedPlan"))).toEqual({
      selectedPlan: "Choose a plan",
    });
    expect(errorsOf("subscription", withField("subscription", "selectedPlan", "platinum"))).toEqual({
      selectedPlan: "Choose a plan",
    });
  });
});

describe("posted values", () => {
  it("keeps tabs and line breaks in a textarea, refuses control characters and U+FFFD (Postgres refuses U+0000 in jsonb)", () => {
    const kept = parseSubmission("contact", withField("contact", "message", "a\tb\r\nc"));
    expect(kept.ok && kept.values.message).toBe("a\tb\nc");
    for (const text of ["a\u0000b", "a\u0007b", "a\u001b[31mb", "a\u009bb", "a\ufffdb"]) {
      expect(errorsOf("contact", withField("contact", "message", text))).toEqual({
        message: expect.stringMatching(
          /^Message (can't contain invisible control characters|contains a character that could not be read)/,
        ),
      });
    }
  });

  it("refuses tabs and line breaks in a one-line field: they would forge lines where the value is shown", () => {
    for (const text of ["Zoë\r\nBcc: x@example.com", "Zoë\n", "Zoë\tDoe", "Zoë\u2028Doe"]) {
      expect(errorsOf("contact", withField("contact", "name", text))).toEqual({
        name: "Full name must be one line, without tabs or invisible control characters",
      });
    }
  });

  it("refuses a single field sent twice, at that field, rather than guessing which answer counts", () => {
    const entries: Entries = [
      ["form-name", "newsletter"],
      ["email", "first@example.com"],
      ["email", "second@example.com"],
    ];
    expect(parseSubmission("newsletter", entries)).toEqual({
      ok: false,
      error: "An answer was sent more than once. Please reload the page and try again.",
      fields: { email: "This question was answered more than once: send one answer" },
    });
  });

  it.each([
    ["an unknown key", ["isAdmin", "true"]],
    ["a bracketed one-value key", ["email[]", "a@example.com"]],
    ["a nested bracket on a list", ["services[][]", choices[0]]],
    ["an indexed list key", ["services[0]", choices[0]]],
    ["__proto__", ["__proto__", "x"]],
  ] as [string, [string, string]][])("refuses %s with a sentence, not a field message", (_, entry) => {
    expect(parseSubmission("quote-request", [...validEntries("quote-request"), entry])).toEqual({
      ok: false,
      error: "The form sent an answer to a question it does not have. Please reload the page and try again.",
      fields: {},
    });
  });

  it(`refuses more than ${MAX_ENTRIES} entries, and fits every form's fullest post (every box ticked) under it`, () => {
    const many: FormEntry[] = Array.from({ length: MAX_ENTRIES }, () => ["services[]", choices[0]]);
    expect(parseSubmission("quote-request", [...validEntries("quote-request"), ...many])).toMatchObject({
      ok: false,
      error: expect.stringContaining("more answers"),
    });
    for (const form of FORM_NAMES) {
      const fields = Object.keys(forms[form].schema({ today: earliestToday() }).entries).length;
      const boxes = Math.max(choices.length, addOns.length) * forms[form].listFields.length;
      expect(4 + fields + boxes).toBeLessThan(MAX_ENTRIES);
    }
  });

  it("refuses a file where text is expected, and text where the resume is expected", () => {
    expect(errorsOf("newsletter", [["email", resume()]])).toEqual({ email: "Enter your email address" });
    expect(errorsOf("career-application", withField("career-application", "resume", "resume.pdf"))).toEqual({
      resume: "Attach your resume",
    });
  });

  it("treats an empty file input (no file chosen) as no resume", () => {
    expect(errorsOf("career-application", withField("career-application", "resume", new File([], "")))).toEqual({
      resume: "Attach your resume",
    });
  });
});
