/**
 * The leads CSV (netlify/lib/lead-csv.ts) on leads built here: the headers a practice manager reads, answers as the
 * forms show them, the team's columns, one column per question whatever its field's name, and the cells a spreadsheet must
 * neither run as formulas nor split. Labels and options are read from the form definitions, never copied.
 */
import { randomUUID } from "node:crypto";
import { slotStart } from "../../netlify/lib/booking/availability";
import { toCsv } from "../../netlify/lib/lead-csv";
import type { LeadRecord } from "../../netlify/lib/store/lead-records";
import { forms, type FieldSpec, type FormName } from "../../src/form-definitions";
import { OFFICE_TIME_ZONE } from "../../src/lib/consultation-hours";
import { LEAD_STATUS_LABELS } from "../../src/lib/lead-status";
import { parseCsv } from "./support/csv";

const FIXED_HEADERS = [
  "Lead id",
  `Received (${OFFICE_TIME_ZONE})`,
  "Form",
  "Status",
  "Assigned to",
  `First response (${OFFICE_TIME_ZONE})`,
  "Hours to first response",
  "Replies",
  "Resume",
  "Newsletter",
  `Consultation (${OFFICE_TIME_ZONE})`,
  "Source",
  "Medium",
  "Campaign",
  "Campaign term",
  "Campaign content",
  "Referred by",
  "Landing page",
  `Visit began (${OFFICE_TIME_ZONE})`,
];

const RECEIVED = new Date("2026-11-27T09:30:15.000Z");

function leadOf(formName: string, fields: Record<string, unknown>, more: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id: randomUUID(),
    formName,
    submissionId: randomUUID(),
    fields,
    createdAt: RECEIVED,
    addressHash: null,
    userAgent: null,
    page: null,
    policyVersion: null,
    source: null,
    spamReason: null,
    status: "new",
    assignee: null,
    firstResponseAt: null,
    replyCount: 0,
    notificationState: "sent",
    notificationAttempts: 1,
    notificationError: null,
    notifiedAt: null,
    resume: null,
    resumeWithheld: false,
    subscription: null,
    booking: null,
    ...more,
  };
}

/** The header and each lead's row by header. */
function read(leads: readonly LeadRecord[]) {
  const csv = toCsv(leads);
  const [header, ...rows] = parseCsv(csv.slice(1));
  expect(new Set(header).size).toBe(header.length);
  return { csv, header, rows: rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]]))) };
}

const fieldsOf = (form: FormName): [string, FieldSpec][] =>
  Object.entries(forms[form].fields as Record<string, FieldSpec>);
const questionLabels = (form: FormName) =>
  fieldsOf(form)
    .filter(([, spec]) => spec.control !== "file")
    .map(([, spec]) => spec.label);
const optionsOf = (form: FormName, name: string) => {
  const options = (forms[form].fields as Record<string, FieldSpec>)[name].options;
  expect(options?.length).toBeGreaterThan(1);
  return options!;
};

describe("toCsv", () => {
  it("heads the fixed columns for people, then each question under its form's label, in the form's order", () => {
    const { header } = read([leadOf("contact", {})]);
    expect(header).toEqual([...FIXED_HEADERS, ...questionLabels("contact")]);
    // The resume is its own column, not a question.
    expect(read([leadOf("career-application", {})]).header).toEqual([
      ...FIXED_HEADERS,
      ...questionLabels("career-application"),
    ]);
  });

  it("shows options by their label, lists joined, ticks as Yes, and leaves unanswered questions empty", () => {
    const practiceType = optionsOf("quote-request", "practiceType");
    const services = optionsOf("quote-request", "services");
    const plan = optionsOf("subscription", "selectedPlan");
    const { header, rows } = read([
      leadOf("quote-request", {
        practiceType: practiceType[0].value,
        services: [services[0].value, services[1].value],
        practiceName: "Lakeside Family Clinic",
      }),
      leadOf("subscription", { selectedPlan: plan[0].value, agreedToTerms: true }),
    ]);
    // A question's column: under its label, or with the forms that ask it when another question shares the label.
    const label = (form: FormName, name: string) => {
      const text = (forms[form].fields as Record<string, FieldSpec>)[name].label;
      return header.find(
        (column) => column === text || (column.startsWith(`${text} (`) && column.includes(forms[form].title)),
      )!;
    };
    expect(rows[0][label("quote-request", "practiceType")]).toBe(practiceType[0].label);
    expect(rows[0][label("quote-request", "services")]).toBe(`${services[0].label}, ${services[1].label}`);
    expect(rows[0][label("quote-request", "practiceName")]).toBe("Lakeside Family Clinic");
    expect(rows[0][label("quote-request", "budget")]).toBe("");
    expect(rows[1][label("subscription", "selectedPlan")]).toBe(plan[0].label);
    expect(rows[1][label("subscription", "agreedToTerms")]).toBe("Yes");
    // A question of the other form is empty, not another form's answer.
    expect(rows[1][label("quote-request", "services")]).toBe("");
  });

  it("fills the team's columns: form, status, assignee, first response, hours to it and replies", () => {
    const answered = leadOf(
      "contact",
      {},
      {
        status: "in-progress",
        assignee: "Kim Lee",
        firstResponseAt: new Date(RECEIVED.getTime() + 90 * 60_000),
        replyCount: 2,
      },
    );
    const waiting = leadOf("career-application", {}, { resume: { filename: "cv.pdf", contentType: "", sizeBytes: 1 } });
    const signUp = leadOf(
      "newsletter",
      { email: "reader@example.com" },
      { subscription: { confirmedAt: RECEIVED, unsubscribedAt: null } },
    );
    const { rows } = read([answered, waiting, signUp]);
    expect(rows[0]).toMatchObject({
      "Lead id": answered.id,
      // 09:30:15 UTC, five hours behind in November.
      [`Received (${OFFICE_TIME_ZONE})`]: "2026-11-27 04:30:15",
      Form: forms.contact.title,
      Status: LEAD_STATUS_LABELS["in-progress"],
      "Assigned to": "Kim Lee",
      [`First response (${OFFICE_TIME_ZONE})`]: "2026-11-27 06:00:15",
      "Hours to first response": "1.5",
      Replies: "2",
      Resume: "",
      Newsletter: "",
    });
    expect(rows[1]).toMatchObject({
      Form: forms["career-application"].title,
      Status: LEAD_STATUS_LABELS.new,
      "Assigned to": "",
      [`First response (${OFFICE_TIME_ZONE})`]: "",
      "Hours to first response": "",
      Replies: "0",
      Resume: "cv.pdf",
    });
    expect(rows[2].Newsletter).toBe("confirmed");
  });

  it("gives where the visit began in columns of its own, a hostile campaign as text, and nothing when unknown", () => {
    const source = {
      source: "newsletter",
      medium: "email",
      campaign: '=hyperlink("http://evil.example")',
      term: null,
      content: "header-button",
      referrer: null,
      landing: "/",
      firstSeenAt: "2026-07-14T13:05:00.000Z",
    };
    const { rows } = read([leadOf("contact", {}, { source }), leadOf("contact", {})]);
    expect(rows[0]).toMatchObject({
      Source: "newsletter",
      Medium: "email",
      Campaign: `'${source.campaign}`,
      "Campaign content": "header-button",
      "Landing page": "/",
      // Summer: four hours behind UTC.
      [`Visit began (${OFFICE_TIME_ZONE})`]: "2026-07-14 09:05:00",
    });
    expect(Object.values(rows[1]).filter(Boolean)).not.toContain("newsletter");
    expect(rows[1].Source).toBe("");
  });

  it("gives a consultation's booked slot on the office's clock, summer and winter alike, and says when it was cancelled", () => {
    const booked = (day: string, cancelledAt: Date | null = null) => ({
      booking: { start: slotStart(day, "9:00 AM"), cancelledAt, sequence: 0, host: null, outcome: null },
    });
    const leads = [
      leadOf("consultation", {}, booked("2026-07-14")),
      leadOf("consultation", {}, booked("2026-12-15", RECEIVED)),
      leadOf("consultation", {}),
    ];
    const column = `Consultation (${OFFICE_TIME_ZONE})`;
    expect(read(leads).rows.map((row) => row[column])).toEqual([
      "2026-07-14 09:00",
      "2026-12-15 09:00 (cancelled)",
      "",
    ]);
  });

  it("shares a column between forms that ask one field under one label", () => {
    const [quote, contact] = [fieldsOf("quote-request"), fieldsOf("contact")];
    const shared = quote.find(([name, spec]) => contact.some(([other, o]) => other === name && o.label === spec.label));
    expect(shared).toBeDefined();
    const [name, { label }] = shared!;
    const { header, rows } = read([leadOf("quote-request", { [name]: "a" }), leadOf("contact", { [name]: "b" })]);
    expect(header.filter((column) => column.startsWith(label))).toEqual([label]);
    expect(rows.map((row) => row[label])).toEqual(["a", "b"]);
  });

  it("asks one question in one column whatever each form names its field: one label, one set of options", () => {
    const asked = (Object.keys(forms) as FormName[]).flatMap((form) =>
      fieldsOf(form)
        .filter(([, spec]) => spec.control !== "file")
        .map(([name, spec]) => ({ form, name, label: spec.label, options: JSON.stringify(spec.options ?? []) })),
    );
    const same = (a: (typeof asked)[number], b: (typeof asked)[number]) =>
      a.form !== b.form && a.name !== b.name && a.label === b.label && a.options === b.options;
    const first = asked.find((a) => asked.some((b) => same(a, b)));
    expect(first).toBeDefined();
    const second = asked.find((b) => same(first!, b))!;
    const value = (form: FormName, name: string) =>
      (forms[form].fields as Record<string, FieldSpec>)[name].options?.[0].value ?? "one";
    const { header, rows } = read([
      leadOf(first!.form, { [first!.name]: value(first!.form, first!.name) }),
      leadOf(second.form, { [second.name]: value(second.form, second.name) }),
    ]);
    expect(header.filter((column) => column.startsWith(first!.label))).toEqual([first!.label]);
    expect(rows.map((row) => row[first!.label])).toEqual(
      [first!, second].map(({ form, name }) => {
        const spec = (forms[form].fields as Record<string, FieldSpec>)[name];
        return spec.options?.[0].label ?? "one";
      }),
    );
  });

  it("puts values no declaration names last, under their own name, apart from the questions", () => {
    const { header, rows } = read([
      leadOf("contact", { name: "Ana", retiredQuestion: "kept" }),
      leadOf("portal", { email: "old@example.com" }),
    ]);
    expect(header.slice(-2)).toEqual(["retiredQuestion", "email"]);
    expect(rows[0].retiredQuestion).toBe("kept");
    expect(rows[1]).toMatchObject({ Form: "portal", email: "old@example.com", retiredQuestion: "" });
  });

  it("never puts a value no declaration names under a question's header, even one that reads the same", () => {
    const message = forms.contact.fields.message.label;
    const { header, rows } = read([leadOf("contact", { message: "new" }), leadOf("portal", { message: "old" })]);
    expect(rows.map((row) => row[message])).toEqual(["new", ""]);
    const raw = header.at(-1)!;
    expect(raw.startsWith("message")).toBe(true);
    expect(rows.map((row) => row[raw])).toEqual(["", "old"]);
  });

  it("defuses formulas with an apostrophe, quotes commas, quotes and line breaks, with a BOM and CRLF rows", () => {
    const risky = ["=1+1", "+44 20 7946 0000", "-2", "@SUM(A1)", "\tTab", "\rReturn"];
    const leads = risky.map((message) => leadOf("contact", { message }));
    leads.push(leadOf("contact", { message: 'Call me, "after 5",\nplease.' }));
    const { csv, rows } = read(leads);
    const message = forms.contact.fields.message.label;
    expect(rows.map((row) => row[message])).toEqual([
      ...risky.map((value) => `'${value}`),
      'Call me, "after 5",\nplease.',
    ]);
    expect(csv).toContain(`,"Call me, ""after 5"",\nplease."`);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.split("\r\n")).toHaveLength(1 + leads.length + 1);
  });
});
