/**
 * The hostile-input corpus: posts a browser never makes, each of which the submit function must
 * refuse with a 4xx and a clear message, storing nothing. Generated per form and per field from the forms'
 * own schemas where the attack is about a field, so a new field is attacked too.
 */
import { randomUUID } from "node:crypto";
import jobs from "../../../data/jobs.json";
import services from "../../../data/services.json";
import {
  FORM_NAMES,
  MAX_ENTRIES,
  MAX_LENGTH,
  RESUME_MAX_BYTES,
  earliestToday,
  forms,
  type FormName,
} from "../../../src/form-definitions";
import {
  compoundHeaderOnly,
  docxBytes,
  htmlPdfBytes,
  macroDocBytes,
  macroDocxBytes,
  pdfBytes,
  pngBytes,
  truncatedPdfBytes,
  xlsBytes,
  xlsxBytes,
  zipBytes,
} from "../../form-definitions/support/resume-files";
import { requiredFields, validSubmissions, type Entries } from "../../form-definitions/support/valid-submissions";
import { fetchPost, multipart, urlencoded } from "./post";
import siteConfig from "../../../data/site-config.json";

/** A sentence for people: capitalised, a few words, no programmer's leftovers. */
export const HUMAN = /^(?=[A-Z])(?!.*\b(undefined|null|NaN|Error|Exception)\b)(?!.*\[object)[^\n]{3,}\s[^\n]*\s[^\n]*$/;

/**
 * The error page a native post gets for a hostile case: a page for people that reflects nothing of the payload
 * unescaped and links only back to this site ("/evil.example/phish" would be a path on this one).
 */
export async function expectSafeErrorPage(page: Response, payload?: string) {
  expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const html = await page.text();
  expect(html).toMatch(/<h1>[A-Z][^<]+<\/h1>/);
  expect(html).not.toMatch(/<script|<img|\son\w+=|javascript:|\/\/evil\.example/i);
  const hrefs = (text: string) => [...text.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
  // The page's own link is the one back, to a path on this site.
  const own = hrefs(html.slice(html.indexOf("<main>"), html.indexOf("</main>")));
  expect(own).toHaveLength(1);
  expect(own[0]).toMatch(/^\/(?![/\\])/);
  // Every other is the site's header and footer: its paths, its phone and its mail.
  const { phoneE164, email } = siteConfig.contact;
  const ours = (href: string) => /^\/(?![/\\])/.test(href) || [`tel:${phoneE164}`, `mailto:${email}`].includes(href);
  expect(hrefs(html).filter((href) => !ours(href))).toEqual([]);
  if (payload && /[<>"'&]/.test(payload)) expect(html).not.toContain(payload);
}

export const CATEGORIES = [
  "method",
  "content type",
  "encoding",
  "size",
  "repeated keys",
  "unknown and bracketed keys",
  "form-name",
  "missing fields",
  "option lists",
  "dates",
  "emails",
  "control characters and CRLF injection",
  "SQL and HTML where they do not fit",
  "files",
] as const;
export type Category = (typeof CATEGORIES)[number];

export type HostileRequest = {
  readonly body: BodyInit | null;
  readonly headers?: Record<string, string>;
  readonly method?: string;
};

export type HostileCase = {
  readonly category: Category;
  readonly name: string;
  /** The form whose valid post follows the case (the function must still answer it). */
  readonly form: FormName;
  readonly request: () => HostileRequest;
  /** The exact status, when it is not 400. */
  readonly status?: number;
  /** The field the answer must name, when one field is at fault. */
  readonly field?: string;
  /** Text that must never appear unescaped in the error page of a native post. */
  readonly payload?: string;
};

const encoder = new TextEncoder();
const URLENCODED = "application/x-www-form-urlencoded";
const concat = (...parts: (string | Uint8Array | number[])[]) => {
  const chunks = parts.map((part) => (typeof part === "string" ? encoder.encode(part) : Uint8Array.from(part)));
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) out.set(chunk, (at += chunk.byteLength) - chunk.byteLength);
  return out;
};

/** A body of raw bytes sent as urlencoded. */
const rawForm = (bytes: Uint8Array | string, type = URLENCODED): HostileRequest => ({
  body: typeof bytes === "string" ? bytes : (bytes as Uint8Array<ArrayBuffer>),
  headers: { "content-type": type },
});

/** A hand-made multipart body, for bytes FormData would not let us send. */
function rawMultipart(
  parts: { name: string | Uint8Array; value: string | Uint8Array; filename?: string }[],
): HostileRequest {
  const boundary = "----hostile-corpus-boundary";
  const chunks: (string | Uint8Array)[] = [];
  for (const part of parts) {
    chunks.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="`,
      part.name,
      `"${part.filename ? `; filename="${part.filename}"` : ""}\r\n`,
    );
    if (part.filename) chunks.push("Content-Type: application/pdf\r\n");
    chunks.push("\r\n", part.value, "\r\n");
  }
  chunks.push(`--${boundary}--\r\n`);
  return {
    body: concat(...chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const resumeFile = (bytes: Uint8Array, name = "cv.pdf") =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "application/pdf" });

/** The form's valid post (fresh submission id), with `name` replaced by `values`; a resume for the career form. */
function postWith(form: FormName, name: string, ...values: (string | File)[]): HostileRequest {
  const entries = fetchPost(form).filter(([key]) => key !== name && key !== `${name}[]`);
  const wireName = forms[form].listFields.includes(name) ? `${name}[]` : name;
  return send(form, [...entries, ...values.map((value): [string, string | File] => [wireName, value])]);
}

/** The form's valid post plus these entries. */
const postPlus = (form: FormName, ...extra: [string, string | File][]) => send(form, [...fetchPost(form), ...extra]);

/** Entries as the form sends them: multipart with a PDF resume for the career application, urlencoded otherwise. */
function send(form: FormName, entries: [string, string | File][]): HostileRequest {
  if (form !== "career-application") return { body: urlencoded(entries as Entries) };
  const data = multipart([]);
  for (const [key, value] of entries) data.append(key, value);
  if (!entries.some(([key]) => key === "resume")) data.append("resume", resumeFile(pdfBytes()));
  return { body: data };
}

type FieldKind = { readonly name: string; readonly kind: "text" | "choice" | "date" | "file"; readonly max?: number };

/** The fields of a form by what their schema is: text (with its maximum length), a choice, a date or a file. */
export function fieldKinds(form: FormName): FieldKind[] {
  const entries = forms[form].schema({ today: earliestToday() }).entries as Record<
    string,
    { type: string; wrapped?: unknown }
  >;
  return Object.entries(entries).map(([name, schema]) => {
    const inner = (schema.type === "optional" ? schema.wrapped : schema) as {
      type: string;
      pipe?: { type: string; requirement?: unknown }[];
    };
    if (inner.type === "picklist" || inner.type === "array") return { name, kind: "choice" };
    if (inner.type === "custom") return { name, kind: "file" };
    const max = inner.pipe?.find((action) => action.type === "max_length")?.requirement;
    return typeof max === "number" ? { name, kind: "text", max } : { name, kind: "date" };
  });
}

const textFields = (form: FormName) => fieldKinds(form).filter((field) => field.kind === "text");
/** One-line text fields people type freely (not email or phone, which have patterns of their own). */
const lineFields = (form: FormName) =>
  textFields(form).filter((field) => field.max! < MAX_LENGTH.text && !/email|phone/i.test(field.name));
const longFields = (form: FormName) => textFields(form).filter((field) => field.max === MAX_LENGTH.text);
const URLENCODED_FORMS = FORM_NAMES.filter((form) => form !== "career-application");

const cases: HostileCase[] = [];
const add = (
  category: Category,
  name: string,
  form: FormName,
  request: () => HostileRequest,
  extra: Partial<HostileCase> = {},
) => cases.push({ category, name, form, request, ...extra });

// Method.
for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
  add(
    "method",
    `${method} instead of POST`,
    "contact",
    () => ({ ...postWith("contact", "email", "a@example.com"), method }),
    { status: 405 },
  );
}

// Content types: wrong, missing, lying about the body.
const contactText = urlencoded(validSubmissions.contact.entries).toString();
add("content type", "no Content-Type", "contact", () => ({ body: encoder.encode(contactText) }), { status: 415 });
for (const type of [
  "text/plain",
  "application/json",
  "application/xml",
  "text/html",
  "application/x-www-form-urlencodedx",
  `${URLENCODED}, text/plain`,
]) {
  add(
    "content type",
    `Content-Type ${type}`,
    "contact",
    () => rawForm(type === "application/json" ? JSON.stringify({ "form-name": "contact" }) : contactText, type),
    { status: 415 },
  );
}
add("content type", "multipart without a boundary", "career-application", () =>
  rawForm(contactText, "multipart/form-data"),
);
add("content type", "multipart whose boundary is not in the body", "career-application", () =>
  rawForm(contactText, "multipart/form-data; boundary=nowhere"),
);
add("content type", "a multipart body labelled urlencoded", "career-application", () => {
  const { body, headers } = rawMultipart([
    { name: "form-name", value: "career-application" },
    { name: "email", value: "a@example.com" },
  ]);
  return { body, headers: { ...headers, "content-type": URLENCODED } };
});
add(
  "content type",
  "multipart for a form without a file",
  "contact",
  () => ({ body: multipart(fetchPost("contact")) }),
  { status: 415 },
);
add("content type", "an empty body", "contact", () => rawForm(""));
add("content type", "a JSON body labelled urlencoded", "contact", () =>
  rawForm(JSON.stringify(Object.fromEntries(validSubmissions.contact.entries))),
);

// Encoding: bytes that are not UTF-8, raw or percent-escaped; malformed escapes; other charsets.
const badUtf8: [string, number[]][] = [
  ["a lone 0xFF byte", [0xff]],
  ["a truncated two-byte sequence", [0xc3]],
  ["an overlong slash", [0xc0, 0xaf]],
  ["an encoded UTF-16 surrogate", [0xed, 0xa0, 0x80]],
  ["a truncated emoji", [0xf0, 0x9f, 0x98]],
  ["Latin-1 é", [0xe9]],
];
badUtf8.forEach(([label, bytes], i) => {
  const form = URLENCODED_FORMS[i % URLENCODED_FORMS.length];
  const field = lineFields(form)[0]?.name ?? "email";
  const rest = urlencoded(fetchPost(form).filter(([key]) => key !== field)).toString();
  add("encoding", `${label} in ${form} ${field}, raw`, form, () => rawForm(concat(rest, `&${field}=Jo`, bytes, "hn")));
  const escaped = bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  add("encoding", `${label} in ${form} ${field}, percent-escaped`, form, () =>
    rawForm(`${rest}&${field}=Jo${escaped}hn`),
  );
});
for (const escape of ["%", "%G1", "%%41", "%4", "100%"]) {
  add("encoding", `the malformed escape ${escape}`, "contact", () =>
    rawForm(`${urlencoded(fetchPost("contact").filter(([key]) => key !== "message"))}&message=Save ${escape} now`),
  );
}
add("encoding", "a key that is not UTF-8", "contact", () =>
  rawForm(concat(urlencoded(fetchPost("contact")).toString(), "&na", [0xff], "me=x")),
);
add("encoding", "a UTF-16 body", "contact", () => {
  const text = urlencoded(fetchPost("contact")).toString();
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i += 1) bytes[i * 2] = text.charCodeAt(i);
  return rawForm(bytes);
});
for (const charset of ["iso-8859-1", "windows-1252", "utf-16", "Shift_JIS", '"latin1"']) {
  add("encoding", `charset=${charset}`, "contact", () => rawForm(contactText, `${URLENCODED}; charset=${charset}`), {
    status: 415,
  });
}
add(
  "encoding",
  "charset=iso-8859-1 on multipart",
  "career-application",
  () => {
    const request = rawMultipart([{ name: "form-name", value: "career-application" }]);
    return { ...request, headers: { "content-type": `${request.headers!["content-type"]}; charset=iso-8859-1` } };
  },
  { status: 415 },
);
const careerParts = () => validSubmissions["career-application"].entries.map(([name, value]) => ({ name, value }));
for (const field of ["fullName", "coverLetter"]) {
  add(
    "encoding",
    `bytes that are not UTF-8 in a multipart ${field}`,
    "career-application",
    () =>
      rawMultipart([
        ...careerParts().filter((part) => part.name !== field),
        { name: field, value: concat("Jos", [0xe9], " Lopez") },
        { name: "resume", value: pdfBytes(), filename: "cv.pdf" },
      ]),
    { field },
  );
}
add("encoding", "a multipart key that is not UTF-8", "career-application", () =>
  rawMultipart([
    ...careerParts(),
    { name: concat("na", [0xff], "me"), value: "x" },
    { name: "resume", value: pdfBytes(), filename: "cv.pdf" },
  ]),
);

// Size: every text field one character too long; bodies over the cap; huge keys.
for (const form of FORM_NAMES) {
  for (const { name, max } of textFields(form)) {
    add(
      "size",
      `${form} ${name} of ${max! + 1} characters`,
      form,
      () =>
        postWith(
          form,
          name,
          name.toLowerCase().includes("email") ? `${"a".repeat(max!)}@example.com` : "7".repeat(max! + 1),
        ),
      { field: name },
    );
  }
}
add("size", "a 70 KB message", "contact", () => postWith("contact", "message", "x".repeat(70 * 1024)), { status: 413 });
add(
  "size",
  "a Content-Length over the cap",
  "contact",
  () => ({ ...postWith("contact", "company", "x"), headers: { "content-length": String(10 * 1024 * 1024) } }),
  { status: 413 },
);
add("size", "a 20 KB key", "contact", () => postPlus("contact", ["k".repeat(20 * 1024), "x"]));
add(
  "size",
  "a 60 KB email",
  "newsletter",
  () => postWith("newsletter", "email", `${"a".repeat(60 * 1024)}@example.com`),
  { field: "email" },
);
// A date or a choice (a consultation's slot among them) of 40 KB, within the body's cap.
for (const form of URLENCODED_FORMS) {
  for (const { name } of fieldKinds(form).filter((field) => field.kind === "date" || field.kind === "choice")) {
    if (forms[form].listFields.includes(name)) continue;
    add("size", `${form} ${name} of 40 KB`, form, () => postWith(form, name, "9".repeat(40 * 1024)), { field: name });
  }
}

// Repeated keys: a one-value field twice, the metadata twice, thousands of keys.
for (const form of FORM_NAMES) {
  const field = textFields(form)[0].name;
  add("repeated keys", `${form} ${field} sent twice`, form, () => postPlus(form, [field, "Second answer"]), { field });
  add("repeated keys", `${form} form-name sent twice`, form, () => postPlus(form, ["form-name", form]));
}
// Thousands of keys within the 64 KB cap, so that parsing (not the size check) has to refuse them.
add("repeated keys", "email sent 3,000 times", "newsletter", () =>
  postWith("newsletter", "email", ...Array.from({ length: 3000 }, (_, i) => `${i}@x.co`)),
);
add("repeated keys", "services[] sent 1,000 times", "quote-request", () =>
  postWith("quote-request", "services", ...new Array<string>(1000).fill(services[0].slug)),
);
add("repeated keys", "3,000 different unknown keys", "contact", () =>
  postPlus("contact", ...Array.from({ length: 3000 }, (_, i): [string, string] => [`k${i}`, "v"])),
);
add("repeated keys", "submissionId sent 1,000 times", "contact", () =>
  postPlus("contact", ...Array.from({ length: 1000 }, (): [string, string] => ["submissionId", randomUUID()])),
);
add("repeated keys", "form-name sent 3,000 times, two forms", "contact", () =>
  postPlus(
    "contact",
    ...Array.from({ length: 3000 }, (_, i): [string, string] => ["form-name", i % 2 ? "newsletter" : "contact"]),
  ),
);
add("repeated keys", "the honeypot sent twice, both empty", "contact", () => postPlus("contact", ["bot-field", ""]));
add(
  "repeated keys",
  "two resumes",
  "career-application",
  () =>
    postPlus("career-application", ["resume", resumeFile(pdfBytes())], ["resume", resumeFile(docxBytes(), "cv.docx")]),
  { field: "resume" },
);

// Unknown and bracketed keys.
for (const form of FORM_NAMES) {
  const field = textFields(form)[0].name;
  add("unknown and bracketed keys", `${form} with an unknown key`, form, () => postPlus(form, ["isAdmin", "true"]));
  add("unknown and bracketed keys", `${form} ${field}[]`, form, () =>
    send(form, [...fetchPost(form).filter(([key]) => key !== field), [`${field}[]`, "Zoë"]]),
  );
}
for (const key of [
  "services[][]",
  "services[0]",
  "a[b][c]",
  "__proto__",
  "__proto__[admin]",
  "constructor",
  "toString",
  "hasOwnProperty",
  "form-name[]",
  "_charset_",
  "",
  "firstName ",
  "FIRSTNAME",
]) {
  add(
    "unknown and bracketed keys",
    `the key ${JSON.stringify(key)}`,
    "quote-request",
    () => postPlus("quote-request", [key, "billing"]),
    { payload: key.length > 3 ? key : undefined },
  );
}

// form-name: missing, unknown, tricky.
add("form-name", "no form-name", "contact", () => ({
  body: urlencoded(fetchPost("contact").filter(([key]) => key !== "form-name")),
}));
for (const name of [
  "",
  "client-portal-login",
  "__proto__",
  "constructor",
  "toString",
  "Contact",
  "contact\u0000",
  "contact[]",
  "n".repeat(10_000),
  "contact' OR '1'='1",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
]) {
  add(
    "form-name",
    `form-name ${JSON.stringify(name.slice(0, 40))}`,
    "contact",
    () => ({ body: urlencoded([["form-name", name], ...fetchPost("contact").filter(([key]) => key !== "form-name")]) }),
    {
      payload: name.length > 3 ? name : undefined,
    },
  );
}
add("form-name", "form-name as a file", "career-application", () => {
  const data = multipart(
    fetchPost("career-application").filter(([key]) => key !== "form-name"),
    { bytes: pdfBytes(), name: "cv.pdf" },
  );
  data.append("form-name", resumeFile(encoder.encode("career-application"), "form-name.txt"));
  return { body: data };
});

// Missing required fields, per form.
for (const form of FORM_NAMES) {
  for (const field of requiredFields[form]) {
    add(
      "missing fields",
      `${form} without ${field}`,
      form,
      () => {
        if (field === "resume") return { body: multipart(fetchPost(form)) };
        return send(
          form,
          fetchPost(form).filter(([key]) => key !== field && key !== `${field}[]`),
        );
      },
      { field },
    );
  }
}

// Values outside every option list, per form and choice field.
for (const form of FORM_NAMES) {
  for (const { name } of fieldKinds(form).filter((field) => field.kind === "choice")) {
    add("option lists", `${form} ${name} outside its list`, form, () => postWith(form, name, "not-an-option"), {
      field: name,
    });
  }
}

// Dates in the past and nonsense dates, per date field.
const badDates = [
  "2020-01-01",
  "1970-01-01",
  "2030-02-30",
  "2030-13-01",
  "tomorrow",
  "31/12/2030",
  "2030-1-1",
  "2030-01-01T09:00",
  "0000-00-00",
  "+002030-01-01",
];
for (const form of FORM_NAMES) {
  for (const { name } of fieldKinds(form).filter((field) => field.kind === "date")) {
    for (const date of badDates)
      add("dates", `${form} ${name} ${date}`, form, () => postWith(form, name, date), { field: name });
  }
}

// Emails that are not emails.
const notEmails = [
  "plainaddress",
  "@example.com",
  "jane@",
  "jane@example",
  "jane@@example.com",
  "jane doe@example.com",
  "jane@example..com",
  "jane@-example.com",
  "<jane@example.com>",
  "jane@example.com, joe@example.com",
  "mailto:jane@example.com",
  "jane@[127.0.0.1]",
  '"jane"@example.com',
  "jané@example.com",
  "jane@exa mple.com",
  "jane@example.com>",
];
notEmails.forEach((email) =>
  add(
    "emails",
    `newsletter email ${JSON.stringify(email)}`,
    "newsletter",
    () => postWith("newsletter", "email", email),
    { field: "email", payload: email },
  ),
);
for (const form of FORM_NAMES) {
  if (form === "newsletter") continue;
  add(
    "emails",
    `${form} email "jane at example dot com"`,
    form,
    () => postWith(form, "email", "jane at example dot com"),
    { field: "email" },
  );
}
add(
  "emails",
  'subscription billingEmail "billing@"',
  "subscription",
  () => postWith("subscription", "billingEmail", "billing@"),
  { field: "billingEmail" },
);

// Control characters, CRLF and header injection into the fields shown in the webhook message, the table and the CSV.
const injections: [string, string][] = [
  ["CRLF and a Bcc header", "Jane\r\nBcc: everyone@example.com"],
  ["a newline and a fake log line", 'Jane\n{"outcome":"stored"}'],
  ["an ANSI escape that clears the terminal", "Jane\u001b[2J\u001b[H"],
  ["a NUL", "Jane\u0000Doe"],
  ["a C1 control (8-bit CSI)", "Jane\u009b31mDoe"],
];
for (const form of FORM_NAMES) {
  const field = (lineFields(form)[0] ?? textFields(form)[0]).name;
  for (const [label, value] of injections)
    add(
      "control characters and CRLF injection",
      `${form} ${field} with ${label}`,
      form,
      () => postWith(form, field, value),
      { field },
    );
  const long = longFields(form)[0];
  if (long)
    add(
      "control characters and CRLF injection",
      `${form} ${long.name} with an ANSI escape`,
      form,
      () => postWith(form, long.name, "Hello \u001b]8;;http://evil.example\u0007link"),
      { field: long.name },
    );
}
add(
  "control characters and CRLF injection",
  "an email with CRLF and a Bcc header",
  "newsletter",
  () => postWith("newsletter", "email", "jane@example.com\r\nBcc: all@example.com"),
  { field: "email" },
);
add(
  "control characters and CRLF injection",
  "a phone number with a newline",
  "contact",
  () => postWith("contact", "phone", "555 123\n4567"),
  { field: "phone" },
);
add(
  "control characters and CRLF injection",
  "a tab in a name",
  "contact",
  () => postWith("contact", "name", "Jane\tDoe"),
  { field: "name" },
);
add(
  "control characters and CRLF injection",
  "a line separator (U+2028) in a name",
  "contact",
  () => postWith("contact", "name", "Jane\u2028Doe"),
  { field: "name" },
);
add(
  "control characters and CRLF injection",
  "a replacement character (U+FFFD) in a message",
  "contact",
  () => postWith("contact", "message", "caf\uFFFD"),
  { field: "message" },
);

// SQL and HTML/script payloads where the field's rule cannot take them (elsewhere they are text, stored as such).
const sqlAndHtml: [FormName, string, string][] = [
  ["newsletter", "email", "' OR 1=1 --@example.com"],
  ["contact", "phone", "1; DROP TABLE leads;--"],
  ["contact", "subject", '"><script>alert(1)</script>'],
  ["quote-request", "practiceType", "'; DROP TABLE leads;--"],
  ["quote-request", "services", "' OR '1'='1"],
  ["consultation", "preferredDate", "2030-01-01'; DROP TABLE leads;--"],
  ["career-application", "jobId", "<img src=x onerror=alert(1)>"],
  ["subscription", "selectedPlan", "{{7*7}}${7*7}"],
  ["subscription", "agreedToTerms", "<script>document.cookie</script>"],
  ["service-request", "urgency", "javascript:alert(1)"],
];
for (const [form, field, value] of sqlAndHtml)
  add(
    "SQL and HTML where they do not fit",
    `${form} ${field} ${JSON.stringify(value)}`,
    form,
    () => postWith(form, field, value),
    { field, payload: value },
  );

// Files: executables named .pdf, things that are not resumes, files where text belongs, many files.
const elf = concat([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00], new Uint8Array(56));
const pe = concat("MZ", new Uint8Array(58), [0x80, 0, 0, 0], new Uint8Array(64), "PE\0\0");
const notResumes: [string, Uint8Array][] = [
  ["an ELF executable named cv.pdf", elf],
  ["a Windows PE executable named cv.pdf", pe],
  ["a shell script named cv.pdf", encoder.encode("#!/bin/sh\nrm -rf / --no-preserve-root\n")],
  ["a Mach-O executable named cv.pdf", Uint8Array.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1])],
  [
    "a JAR (a ZIP without word/) named cv.pdf",
    zipBytes({ "META-INF/MANIFEST.MF": "Main-Class: Evil\n", "Evil.class": "\xca\xfe\xba\xbe" }),
  ],
  ["an HTML page named cv.pdf", encoder.encode("<html><script>alert(1)</script></html>")],
  ["a spreadsheet named cv.docx", xlsxBytes()],
  ["an Excel 97-2003 workbook (a Compound File without a Word document) named cv.pdf", xlsBytes()],
  ["a Compound File header with nothing readable behind it named cv.pdf", compoundHeaderOnly()],
  ["an image named cv.pdf", pngBytes()],
  ["a PDF signature after a leading space", encoder.encode(" %PDF-1.7\n")],
  ["a Word 97 document with a macro project named cv.pdf", macroDocBytes()],
  ["a macro-enabled document under the name cv.docx", macroDocxBytes()],
  ["a web page behind a PDF signature named cv.pdf", htmlPdfBytes()],
  ["a PDF cut short named cv.pdf", truncatedPdfBytes()],
];
for (const [label, bytes] of notResumes) {
  add(
    "files",
    label,
    "career-application",
    () => ({
      body: multipart(fetchPost("career-application"), {
        bytes,
        name: label.endsWith(".docx") ? "cv.docx" : "cv.pdf",
        type: "application/pdf",
      }),
    }),
    { field: "resume" },
  );
}
add(
  "files",
  "an empty file",
  "career-application",
  () => ({ body: multipart(fetchPost("career-application"), { bytes: new Uint8Array(0), name: "cv.pdf" }) }),
  { field: "resume" },
);
add(
  "files",
  "text where the resume goes",
  "career-application",
  () => postWith("career-application", "resume", "cv.pdf"),
  { field: "resume" },
);
const bigPdf = (size: number) => {
  const big = new Uint8Array(size);
  big.set(pdfBytes());
  return { body: multipart(fetchPost("career-application"), { bytes: big, name: "cv.pdf" }) };
};
// Within the body cap the schema refuses it (400); past the cap the body is not even read (413).
add("files", "a resume of 4 MB and one byte", "career-application", () => bigPdf(RESUME_MAX_BYTES + 1), {
  field: "resume",
});
add("files", "a resume of 5 MB", "career-application", () => bigPdf(5 * 1024 * 1024), { status: 413, field: "resume" });
add(
  "files",
  "60 resumes in one body",
  "career-application",
  () =>
    postPlus(
      "career-application",
      ...Array.from({ length: 60 }, (): [string, File] => ["resume", resumeFile(pdfBytes())]),
    ),
  { field: "resume" },
);
add("files", `${MAX_ENTRIES + 1} files under other names`, "career-application", () =>
  postPlus(
    "career-application",
    ...Array.from({ length: MAX_ENTRIES + 1 }, (_, i): [string, File] => [`file${i}`, resumeFile(pdfBytes())]),
  ),
);
for (const field of ["coverLetter", "email", "fullName", "jobId"]) {
  add(
    "files",
    `a file in ${field}`,
    "career-application",
    () => postWith("career-application", field, resumeFile(pdfBytes())),
    { field },
  );
}
add("files", "a file as the submission id", "career-application", () =>
  postPlus("career-application", ["submissionId", resumeFile(pdfBytes())]),
);
add(
  "files",
  "a file as the job",
  "career-application",
  () => postWith("career-application", "jobId", resumeFile(encoder.encode(jobs[0].id))),
  { field: "jobId" },
);

export const hostileCases: readonly HostileCase[] = cases;

/** Referers a native post may carry: the error page's back link must stay a path on this site. */
export const hostileReferers = [
  "javascript:alert(document.cookie)",
  'http://localhost:8888/contact/"><script>alert(1)</script>',
  "http://localhost:8888//evil.example/phish",
  "http://localhost:8888/\\evil.example/phish",
  "data:text/html,<script>alert(1)</script>",
  'http://localhost:8888/contact/?q="><img src=x onerror=alert(1)>',
  "http://evil.example/contact/",
  "http://localhost:8888.evil.example/contact/",
  "not a url <script>",
];
