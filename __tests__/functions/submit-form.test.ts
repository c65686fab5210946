/**
 * The submit-form function as Netlify runs it (a Request in, a Response out) over a real Postgres
 * connection: the run's database (test-database.ts: PostgreSQL at TEST_DATABASE_URL, else the local emulation).
 * Every row it stores is read back with our own connection and compared field by field.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Context } from "@netlify/functions";
import submitForm from "../../netlify/functions/submit-form";
import { RATE_LIMIT } from "../../netlify/lib/rate-limit";
import { FORM_BODY_LIMIT } from "../../netlify/lib/request-checks";
import { RESUMES_PER_NETWORK_PER_DAY } from "../../netlify/lib/store/leads";
import * as leadStore from "../../netlify/lib/lead-store";
import { FORM_NAMES, RESUME_MEDIA_TYPES } from "../../src/form-definitions";
import {
  compoundFileBytes,
  compoundHeaderOnly,
  docBytes,
  docxBytes,
  pdfBytes,
  pngBytes,
  xlsBytes,
} from "../form-definitions/support/resume-files";
import { HELD_STATUS } from "../../src/lib/held-posts";
import { validSubmissions, type Entries } from "../form-definitions/support/valid-submissions";
import {
  ENDPOINT,
  HTML_ACCEPT,
  IP,
  JSON_ACCEPT,
  REQUEST_ID,
  USER_AGENT,
  body,
  fetchPost,
  multipart,
  post,
  urlencoded,
} from "./support/post";
import { startWebhook, type TestWebhook } from "./support/webhook";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(30_000);

type LeadRow = {
  id: string;
  form_name: string;
  submission_id: string;
  fields: Record<string, unknown>;
  created_at: Date;
  address_hash: string;
  user_agent: string | null;
  spam: boolean;
  spam_reason: string | null;
  notification_state: string;
  notification_attempts: number;
  notification_error: string | null;
};

describeWithDatabase("submit-form", (db, backend) => {
  let logs: string[];

  const leads = () => db.query<LeadRow>("SELECT * FROM leads WHERE NOT spam ORDER BY created_at");
  const spamRows = () => db.query<LeadRow>("SELECT * FROM leads WHERE spam ORDER BY created_at");
  const resumes = () =>
    db.query<{
      lead_id: string;
      filename: string;
      content_type: string;
      size_bytes: number;
      sha256: string;
      content: Buffer;
    }>("SELECT r.*, f.content FROM resumes r JOIN resume_files f ON f.sha256 = r.sha256");

  beforeEach(() => {
    delete process.env.LEAD_WEBHOOK_URL;
    logs = [];
    jest.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logs.push(args.join(" ")));
    jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logs.push(args.join(" ")));
  });

  afterEach(() => jest.restoreAllMocks());

  describe("201 and 303: a lead is stored", () => {
    it.each(FORM_NAMES)("stores a %s post field by field, unicode, emoji and quotes intact", async (form) => {
      const entries = fetchPost(form);
      const submissionId = entries.find(([key]) => key === "submissionId")![1];
      const response =
        form === "career-application"
          ? await post(multipart(entries, { bytes: pdfBytes(), name: "cv.pdf", type: "application/pdf" }))
          : await post(urlencoded(entries));

      expect(response.status).toBe(201);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const answer = await body(response);
      // A consultation's booked slot comes with it (consultation-booking.test.ts).
      const booking = form === "consultation" ? { booking: expect.any(Object) } : {};
      expect(answer).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/), ...booking });

      const rows = await leads();
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row.id).toBe(answer.id);
      expect(row.form_name).toBe(form);
      expect(row.submission_id).toBe(submissionId);
      expect(row.fields).toEqual(validSubmissions[form].expected);
      for (const [name, value] of Object.entries(validSubmissions[form].expected))
        expect(row.fields[name]).toEqual(value);
      expect(row.user_agent).toBe(USER_AGENT);
      expect(row.spam).toBe(false);
      expect(row.notification_state).toBe("none");
      expect(row.created_at.getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it("keeps a keyed hash of the address, never the address", async () => {
      await post(urlencoded(fetchPost("contact")));
      const [row] = await leads();
      expect(row.address_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.address_hash).not.toBe(createHash("sha256").update(IP).digest("hex"));
      const everything = JSON.stringify([
        await db.query("SELECT * FROM leads"),
        await db.query("SELECT * FROM rate_limit_hits"),
      ]);
      expect(everything).not.toContain(IP);
    });

    it("stores where the visit began, as the page's script sent it, with the lead", async () => {
      const touch: Entries = [
        ["landingPath", "/"],
        ["utm_source", "newsletter"],
        ["utm_medium", "email"],
        ["utm_campaign", "Winter-2027"],
        ["firstSeenAt", new Date(Date.now() - 60_000).toISOString()],
      ];
      expect((await post(urlencoded(fetchPost("contact", touch)))).status).toBe(201);
      const [row] = await db.query<{ source: Record<string, unknown> }>("SELECT source FROM leads");
      expect(row.source).toMatchObject({
        source: "newsletter",
        medium: "email",
        campaign: "winter-2027",
        landing: "/",
      });
    });

    it("stores, for a post without a script, the host of the other site its Referer names, and nothing else", async () => {
      const response = await post(urlencoded(validSubmissions.contact.entries), {
        accept: HTML_ACCEPT,
        headers: { referer: "https://partner.example/directory/clinics?page=2" },
      });
      expect(response.status).toBe(303);
      const [row] = await db.query<{ source: Record<string, unknown> }>("SELECT source FROM leads");
      expect(row.source).toEqual({
        source: "partner.example",
        medium: "referral",
        campaign: null,
        term: null,
        content: null,
        referrer: "partner.example",
        landing: null,
        firstSeenAt: null,
      });
    });

    it("answers a native post with 303 See Other to its form's thank-you page", async () => {
      const response = await post(urlencoded(validSubmissions["quote-request"].entries), { accept: HTML_ACCEPT });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/thank-you/quote-request/");
      const [row] = await leads();
      expect(row.fields).toEqual(validSubmissions["quote-request"].expected);
      expect(row.submission_id).toMatch(/^derived:[0-9a-f]{64}$/);
    });
  });

  describe("exactly once", () => {
    it("stores nothing new for a replay of the same submission id and answers the same success", async () => {
      const entries = fetchPost("quote-request");
      const first = await post(urlencoded(entries));
      const again = await post(urlencoded(entries));
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect((await body(again)).id).toBe((await body(first)).id);
      expect(await leads()).toHaveLength(1);
    });

    it("stores a replayed job application and its resume once", async () => {
      const entries = fetchPost("career-application");
      const resume = { bytes: pdfBytes(), name: "cv.pdf" };
      await post(multipart(entries, resume));
      const again = await post(multipart(entries, resume));
      expect(again.status).toBe(201);
      expect(await leads()).toHaveLength(1);
      expect(await resumes()).toHaveLength(1);
    });

    it("treats a native post repeated within minutes (no submission id) as the same submission", async () => {
      const first = await post(urlencoded(validSubmissions.contact.entries), { accept: HTML_ACCEPT });
      const again = await post(urlencoded(validSubmissions.contact.entries), { accept: HTML_ACCEPT });
      expect([first.status, again.status]).toEqual([303, 303]);
      expect(await leads()).toHaveLength(1);
      // Different values are a different submission.
      await post(
        urlencoded([
          ...validSubmissions.contact.entries.filter(([key]) => key !== "message"),
          ["message", "Another question"],
        ]),
        {
          accept: HTML_ACCEPT,
        },
      );
      expect(await leads()).toHaveLength(2);
    });

    // A race needs two connections at once: PostgreSQL has them, PGlite serves one at a time, so the test
    // exists only where it can fail.
    const onPostgres = backend.kind === "postgres" ? it : undefined;
    onPostgres?.("stores one lead when the same submission arrives twice at once", async () => {
      const entries = fetchPost("newsletter");
      const answers = await Promise.all([post(urlencoded(entries)), post(urlencoded(entries))]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      const ids = await Promise.all(answers.map(async (answer) => (await body(answer)).id));
      expect(ids[0]).toBe(ids[1]);
      expect(await leads()).toHaveLength(1);
    });
  });

  describe("spam", () => {
    it("answers a filled honeypot like a success, keeps no values and counts it as spam", async () => {
      const response = await post(
        urlencoded([
          ...fetchPost("contact").filter(([key]) => key !== "bot-field"),
          ["bot-field", "http://spam.example"],
        ]),
      );
      expect(response.status).toBe(201);
      expect(await body(response)).toEqual({ ok: true, id: expect.any(String) });
      expect(await leads()).toHaveLength(0);
      const spam = await spamRows();
      expect(spam).toHaveLength(1);
      expect(spam[0]).toMatchObject({
        spam_reason: "honeypot",
        fields: {},
        form_name: "contact",
        notification_state: "none",
      });
    });

    it("answers a native bot with the same 303 as a person", async () => {
      const response = await post(urlencoded([...validSubmissions.newsletter.entries, ["bot-field", "x"]]), {
        accept: HTML_ACCEPT,
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/thank-you/newsletter/");
      expect(await leads()).toHaveLength(0);
    });

    it("holds a valid post sent less than 3 s after the form appeared (the time trap) until its sender confirms", async () => {
      const entries = [
        ...validSubmissions.contact.entries,
        ["submissionId", randomUUID()],
        ["renderedAt", String(Date.now() - 1000)],
      ] as Entries;
      const response = await post(urlencoded(entries));
      // Accepted, not yet a lead: the sender is told to check their inbox (held-posts.test.ts follows the mail).
      expect(response.status).toBe(HELD_STATUS);
      expect(await leads()).toHaveLength(0);
      const [row] = await spamRows();
      // Kept, in case a person really was that quick.
      expect(row).toMatchObject({ spam_reason: "time-trap", fields: validSubmissions.contact.expected });
    });

    it("lets a post through 3 s or more after render, and when the render time is unknown or in the future", async () => {
      for (const renderedAt of [String(Date.now() - 5000), "", String(Date.now() + 60_000)]) {
        const response = await post(
          urlencoded([
            ...validSubmissions.newsletter.entries,
            ["submissionId", randomUUID()],
            ["renderedAt", renderedAt],
          ]),
        );
        expect(response.status).toBe(201);
      }
      expect(await leads()).toHaveLength(3);
      expect(await spamRows()).toHaveLength(0);
    });
  });

  describe("resumes", () => {
    it.each([
      ["a PDF", pdfBytes(), "application/pdf"],
      ["a DOC", docBytes(), RESUME_MEDIA_TYPES.doc],
      ["a DOCX, whatever its name says", docxBytes(), RESUME_MEDIA_TYPES.docx],
    ])("stores %s with the lead, typed by its content", async (_, bytes, contentType) => {
      const response = await post(
        multipart(fetchPost("career-application"), {
          bytes,
          name: "C:\\Users\\José\\résumé “final”.pdf",
          type: "application/pdf",
        }),
      );
      expect(response.status).toBe(201);
      const [lead] = await leads();
      const [resume] = await resumes();
      expect(resume.lead_id).toBe(lead.id);
      expect(resume.filename).toBe("résumé “final”.pdf");
      expect(resume.content_type).toBe(contentType);
      expect(resume.size_bytes).toBe(bytes.byteLength);
      expect(resume.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
      expect(new Uint8Array(resume.content)).toEqual(bytes);
      expect(lead.fields).not.toHaveProperty("resume");
    });

    it.each([
      ["an image named .pdf", pngBytes()],
      ["text named .docx", new TextEncoder().encode("Curriculum vitae")],
    ])("refuses %s with 400 at the resume field and stores nothing", async (_, bytes) => {
      const response = await post(
        multipart(fetchPost("career-application"), { bytes, name: "cv.pdf", type: "application/pdf" }),
      );
      expect(response.status).toBe(400);
      expect(await body(response)).toEqual({
        error: "Attach your resume as a PDF, DOC or DOCX file",
        fields: { resume: "Attach your resume as a PDF, DOC or DOCX file" },
      });
      expect(await db.query("SELECT * FROM leads")).toHaveLength(0);
      expect(await resumes()).toHaveLength(0);
    });

    it.each([
      ["an Excel 97-2003 workbook", xlsBytes()],
      ["an installer-like Compound File", compoundFileBytes({ "\u0005SummaryInformation": "s", "\u4840Table": "t" })],
      ["an unreadable Compound File", compoundHeaderOnly()],
    ])("refuses %s named cv.doc: 400 asking for PDF or DOCX, nothing stored", async (_, bytes) => {
      const response = await post(
        multipart(fetchPost("career-application"), { bytes, name: "cv.doc", type: "application/msword" }),
      );
      expect(response.status).toBe(400);
      const message =
        "This file is not a Word document: attach your resume as a PDF or DOCX file (or a DOC saved from Word)";
      expect(await body(response)).toEqual({ error: message, fields: { resume: message } });
      expect(await db.query("SELECT * FROM leads")).toHaveLength(0);
      expect(await resumes()).toHaveLength(0);
    });

    it.each([
      ["a bidi override", "cv\u202Efdp.exe", "cvfdp.exe"],
      ["isolates and zero-width characters", "\u2066c\u200Bv\u2069\uFEFF.pdf", "cv.pdf"],
      ["a relative path", "../../etc/cv.pdf", "cv.pdf"],
      ["a Windows path", "C:\\Users\\x\\cv.pdf", "cv.pdf"],
      ["control characters", "c\u0001v\u001B[2J\u007F\u009B.pdf", "cv[2J.pdf"],
      ["nothing left once cleaned", "\u202E\u200B ", "resume.pdf"],
      ["a name that says .bat", "resume.bat", "resume.bat"],
    ])("stores the display name of a file named with %s, cleaned", async (_, name, shown) => {
      const response = await post(multipart(fetchPost("career-application"), { bytes: pdfBytes(), name }));
      expect(response.status).toBe(201);
      const [resume] = await resumes();
      expect(resume.filename).toBe(shown);
      expect(resume.content_type).toBe("application/pdf");
    });
  });

  it(`takes ${RESUMES_PER_NETWORK_PER_DAY} applications with a resume a day from one network, then answers 429 at the resume field`, async () => {
    const apply = (ip: string) =>
      post(multipart(fetchPost("career-application"), { bytes: pdfBytes(), name: "cv.pdf" }), { ip });
    for (let i = 0; i < RESUMES_PER_NETWORK_PER_DAY; i += 1) expect((await apply("192.0.2.50")).status).toBe(201);
    const refused = await apply("192.0.2.50");
    expect(refused.status).toBe(429);
    expect((await body(refused)).fields?.resume).toMatch(/^Your network has sent \d+ applications today\./);
    expect(await resumes()).toHaveLength(RESUMES_PER_NETWORK_PER_DAY);
    // Another network is another sender.
    expect((await apply("198.51.100.50")).status).toBe(201);
  });

  it("stores a resume's bytes once, however many applications carry the same file", async () => {
    const apply = (ip: string) =>
      post(multipart(fetchPost("career-application"), { bytes: pdfBytes(), name: "cv.pdf" }), { ip });
    for (const ip of ["192.0.2.51", "198.51.100.51"]) expect((await apply(ip)).status).toBe(201);
    const applications = await resumes();
    expect(applications).toHaveLength(2);
    for (const resume of applications) expect(new Uint8Array(resume.content)).toEqual(pdfBytes());
    expect(await db.query("SELECT sha256 FROM resume_files")).toEqual([{ sha256: applications[0].sha256 }]);
  });

  describe("400: missing or unknown form, invalid fields", () => {
    it.each([
      ["no form-name", [["email", "a@example.com"]]],
      [
        "an unknown form-name",
        [
          ["form-name", "client-portal-login"],
          ["email", "a@example.com"],
          ["password", "secret"],
        ],
      ],
    ] as [string, Entries][])("refuses %s with JSON { error, fields }", async (_, entries) => {
      const response = await post(urlencoded(entries));
      expect(response.status).toBe(400);
      expect(await body(response)).toEqual({ error: expect.stringContaining("which form"), fields: {} });
      expect(await db.query("SELECT * FROM leads")).toHaveLength(0);
    });

    it("answers a schema failure with one message per field and stores nothing", async () => {
      const entries: Entries = [
        ["form-name", "quote-request"],
        ["firstName", "Zoë"],
        ["email", "zoe@"],
        ["phone", "call me"],
        ["services[]", "teleportation"],
      ];
      const response = await post(urlencoded(entries));
      expect(response.status).toBe(400);
      expect(await body(response)).toEqual({
        error: "Some answers need your attention. Please correct them and send the form again.",
        fields: {
          lastName: "Enter your last name",
          email: "Enter a valid email address, like name@example.com",
          phone: "Enter a valid phone number, like (555) 123-4567",
          practiceName: "Enter your practice's name",
          practiceType: "Choose your practice type",
          practiceSize: "Choose your practice size",
          services: "Choose services from the list",
        },
      });
      expect(await db.query("SELECT * FROM leads")).toHaveLength(0);
    });

    it("refuses a date before today", async () => {
      const entries = fetchPost("service-request").map(([key, value]): [string, string] => [
        key,
        key === "preferredStartDate" ? "2020-01-01" : value,
      ]);
      const response = await post(urlencoded(entries));
      expect(response.status).toBe(400);
      expect((await body(response)).fields).toEqual({
        preferredStartDate: "Preferred start date can't be earlier than today",
      });
    });

    it("answers a native post with a readable HTML page listing the problems and linking back to the page it came from", async () => {
      const response = await post(
        urlencoded([
          ["form-name", "contact"],
          ["email", "not-an-email"],
        ]),
        {
          accept: HTML_ACCEPT,
          headers: { referer: "http://localhost:8888/contact/?from=footer" },
        },
      );
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await response.text();
      expect(html).toContain("<h1>Please check your form</h1>");
      expect(html).toContain("<li>Enter your full name</li>");
      expect(html).toContain("<li>Enter a valid email address, like name@example.com</li>");
      expect(html).toContain("<li>Choose a subject</li>");
      expect(html).toContain('<a href="/contact/?from=footer">Go back to the form</a>');
      expect(html).toMatch(/<html lang="en">/);
    });

    it("links back to the form's own page when the Referer is another site", async () => {
      const response = await post(urlencoded([["form-name", "subscription"]]), {
        accept: HTML_ACCEPT,
        headers: { referer: 'https://evil.example/phish?x="><script>' },
      });
      const html = await response.text();
      expect(html).toContain('<a href="/subscription/">Go back to the form</a>');
      expect(html).not.toContain("evil.example");
      expect(html).toContain("<li>Agree to the Terms of Service and Privacy Policy to continue</li>");
    });
  });

  describe("405, 415, 413", () => {
    it("answers other methods with 405 and Allow: POST", async () => {
      const response = await post(null, { method: "GET" });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(await body(response)).toEqual({ error: "Send the form with POST.", fields: {} });
    });

    it.each([
      ["JSON", "application/json", JSON.stringify({ "form-name": "contact" })],
      ["plain text", "text/plain", "form-name=contact"],
      ["no type", "", "form-name=contact"],
    ])("answers %s with 415", async (_, type, payload) => {
      const response = await post(new Blob([payload], { type }));
      expect(response.status).toBe(415);
      expect((await body(response)).error).toContain("application/x-www-form-urlencoded");
    });

    it("accepts multipart only for the job application", async () => {
      const response = await post(multipart(fetchPost("contact")));
      expect(response.status).toBe(415);
      expect(await leads()).toHaveLength(0);
    });

    it("refuses a form body over 64 KB by its Content-Length, before reading it", async () => {
      const response = await post(urlencoded(fetchPost("contact")), {
        headers: { "content-length": String(FORM_BODY_LIMIT + 1) },
      });
      expect(response.status).toBe(413);
      expect(await body(response)).toEqual({ error: expect.stringContaining("too long"), fields: {} });
    });

    it("stops reading a body that grows past the limit whatever its Content-Length says", async () => {
      let pulled = 0;
      const chunk = new TextEncoder().encode(`form-name=contact&message=${"x".repeat(16 * 1024)}`);
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const request = new Request(ENDPOINT, {
        method: "POST",
        body: endless,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "100", accept: JSON_ACCEPT },
        duplex: "half",
      } as RequestInit);
      const response = await submitForm(request, { ip: IP, requestId: REQUEST_ID } as unknown as Context);
      expect(response.status).toBe(413);
      expect(pulled).toBeLessThan(FORM_BODY_LIMIT + 4 * chunk.byteLength);
      expect(await leads()).toHaveLength(0);
    });

    it("refuses a resume over 4 MB with 413 at the resume field", async () => {
      const big = new Uint8Array(4 * 1024 * 1024 + 70 * 1024);
      big.set(pdfBytes());
      const response = await post(multipart(fetchPost("career-application"), { bytes: big, name: "cv.pdf" }));
      expect(response.status).toBe(413);
      expect(await body(response)).toEqual({
        error: "Your resume must be 4 MB or smaller",
        fields: { resume: "Your resume must be 4 MB or smaller" },
      });
      expect(await resumes()).toHaveLength(0);
    });
  });

  describe("429: the rate limit", () => {
    it(`accepts ${RATE_LIMIT.max} posts from one address in ${RATE_LIMIT.windowSeconds / 60} minutes, then answers 429 with Retry-After`, async () => {
      for (let i = 0; i < RATE_LIMIT.max; i += 1)
        expect((await post(urlencoded(fetchPost("newsletter")))).status).toBe(201);

      const limited = await post(urlencoded(fetchPost("newsletter")));
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(RATE_LIMIT.windowSeconds);
      expect((await body(limited)).error).toMatch(
        /^Too many forms have been sent from your network\. Please try again in \d+ minutes?\.$/,
      );
      expect(await leads()).toHaveLength(RATE_LIMIT.max);

      // Another address is not affected; a native post past the limit gets the HTML page.
      expect((await post(urlencoded(fetchPost("newsletter")), { ip: "198.51.100.7" })).status).toBe(201);
      const page = await post(urlencoded(fetchPost("newsletter")), { accept: HTML_ACCEPT });
      expect(page.status).toBe(429);
      expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await page.text()).toContain("<h1>Too many forms sent</h1>");
    });
  });

  describe("503: the database cannot be reached", () => {
    it.each([
      ["a database that does not answer", "postgres://postgres@127.0.0.1:1/nothing"],
      ["no database configured", undefined],
    ])("answers 503 with Retry-After for %s", async (_, url) => {
      if (url) process.env.NETLIFY_DB_URL = url;
      else delete process.env.NETLIFY_DB_URL;
      const response = await post(urlencoded(fetchPost("contact")));
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await body(response)).toEqual({
        error: "We could not save your form just now. Please try again in a minute.",
        fields: {},
      });

      const page = await post(urlencoded(fetchPost("contact")), {
        accept: HTML_ACCEPT,
        headers: { referer: "http://localhost:8888/contact/" },
      });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('<a href="/contact/">Go back to the form</a>');
    });

    it.each([
      ["a database that does not answer", "postgres://postgres@127.0.0.1:1/nothing"],
      ["no database configured", undefined],
    ])("answers a malformed post 4xx, before the database, for %s", async (_, url) => {
      if (url) process.env.NETLIFY_DB_URL = url;
      else delete process.env.NETLIFY_DB_URL;
      const opened = jest.spyOn(leadStore, "openLeadStore");
      const malformed: [string, BodyInit, number][] = [
        ["no form-name", urlencoded([["email", "a@example.com"]]), 400],
        ["a schema failure", urlencoded(fetchPost("contact").filter(([key]) => key !== "email")), 400],
        ["an image named .pdf", multipart(fetchPost("career-application"), { bytes: pngBytes(), name: "cv.pdf" }), 400],
        ["the contact form as multipart", multipart(fetchPost("contact")), 415],
      ];
      for (const [what, sent, status] of malformed) {
        const response = await post(sent);
        expect([what, response.status, response.headers.get("retry-after")]).toEqual([what, status, null]);
      }
      expect(opened).not.toHaveBeenCalled();
      // A well-formed post still meets the database, and its 503.
      expect((await post(urlencoded(fetchPost("contact")))).status).toBe(503);
      expect(opened).toHaveBeenCalledTimes(1);
    });
  });

  describe("the sales team's notification", () => {
    let webhook: TestWebhook;

    beforeEach(async () => {
      webhook = await startWebhook();
      process.env.LEAD_WEBHOOK_URL = webhook.url;
    });

    afterEach(() => webhook.close());

    it("posts a short { text } summary after the commit: form, name and practice, no free text", async () => {
      const response = await post(urlencoded(fetchPost("quote-request")));
      expect(response.status).toBe(201);
      const { id } = await body(response);
      expect(webhook.messages).toEqual([
        { text: `New quote request: Zoë O'Brien-Ñúñez, St. Mary's "Family" Clínica — 東京 😀 (lead ${id})` },
      ]);
      expect(webhook.messages[0].text).not.toContain("Denials");
      expect(webhook.messages[0].text).not.toContain("zoe.obrien@example.com");
      const [row] = await leads();
      expect(row).toMatchObject({ notification_state: "sent", notification_attempts: 1, notification_error: null });
    });

    it("keeps the lead, answers 201 and leaves the notification pending when the webhook fails", async () => {
      webhook.answer = 500;
      const response = await post(urlencoded(fetchPost("contact")));
      expect(response.status).toBe(201);
      const [row] = await leads();
      expect(row).toMatchObject({
        notification_state: "pending",
        notification_attempts: 1,
        notification_error: expect.stringContaining("500"),
      });
    });

    it("sends nothing for spam or a replay", async () => {
      const entries = fetchPost("newsletter");
      await post(urlencoded(entries));
      await post(urlencoded(entries));
      await post(urlencoded([...fetchPost("newsletter"), ["bot-field", "x"]]));
      expect(webhook.messages).toHaveLength(1);
    });
  });

  describe("logs", () => {
    it("carry the request id and the outcome, never a field's value", async () => {
      await post(urlencoded(fetchPost("contact")));
      await post(
        urlencoded([
          ["form-name", "contact"],
          ["email", "leaky@example.com"],
          ["message", "Patient John Q"],
        ]),
      );
      expect(logs.map((line) => JSON.parse(line) as unknown)).toEqual([
        expect.objectContaining({ requestId: REQUEST_ID, form: "contact", outcome: "stored", status: 201 }),
        expect.objectContaining({ requestId: REQUEST_ID, form: "contact", outcome: "invalid", status: 400 }),
      ]);
      const all = logs.join("\n");
      for (const value of ["Renée", "renee@example.org", "Lakeside", "leaky@example.com", "Patient John", IP])
        expect(all).not.toContain(value);
    });
  });
});
