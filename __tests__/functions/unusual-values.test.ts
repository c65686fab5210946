/**
 * Values that are valid but unusual (emoji with joiners and skin tones, right-to-left scripts, combining
 * marks, quotes, apostrophes, markup and SQL as literal text, a practice name at the maximum length) are
 * stored byte for byte on every form, and escaped wherever they are shown: the webhook message, the
 * `npm run leads` table and its CSV export.
 */
import { randomUUID } from "node:crypto";
import { leadSummary } from "../../netlify/lib/notify";
import { FORM_NAMES, MAX_LENGTH, forms, type FieldSpec, type FormName } from "../../src/form-definitions";
import { pdfBytes } from "../form-definitions/support/resume-files";
import { parseCsv } from "./support/csv";
import { fieldKinds } from "./support/hostile-corpus";
import { body, fetchPost, multipart, post, urlencoded } from "./support/post";
import { startWebhook, type TestWebhook } from "./support/webhook";
import { describeWithDatabase } from "./support/test-database";
import { runInProcess } from "../support/run-script";
import { leads as leadsCommand } from "../../scripts/leads";

jest.setTimeout(60_000);

// Spreadsheet formulas come second and third, so they land in one-line fields of every form.
const ONE_LINE = [
  "👨‍👩‍👧‍👦 Family 👋🏽 🇮🇳",
  '=HYPERLINK("http://evil.example","click")',
  "@SUM(A1) +1 -2",
  "مستشفى الشفاء التخصصي",
  "מרפאת שלום בע״מ",
  "Ze\u0301lie Zoe\u0308 Ngu\u0303\u0301",
  'O\'Brien "Doc" “Smart” ‘quotes’',
  "<b>bold</b> &amp; <script>alert(1)</script>",
  "Robert'); DROP TABLE leads;--",
];
const MULTI_LINE = `${ONE_LINE.join("\n")}\n\tindented — \\n is not a newline`;
/** Exactly the maximum length (UTF-16 code units, like the browser's maxlength), with emoji and Arabic. */
const LONG_PRACTICE = (() => {
  const start = "Clínica “Salud” ☤ 😀 ";
  return `${start}${"ش".repeat(MAX_LENGTH.name - start.length - 2)}😀`;
})();

/** The form's valid post with every free-text field set to an unusual value, and the values expected back. */
function unusualPost(form: FormName) {
  const values: Record<string, string> = {};
  fieldKinds(form)
    .filter((field) => field.kind === "text" && !/email|phone/i.test(field.name))
    .forEach(({ name, max }, i) => {
      values[name] =
        name === "practiceName" ? LONG_PRACTICE : max === MAX_LENGTH.text ? MULTI_LINE : ONE_LINE[i % ONE_LINE.length];
    });
  values.email = "o'brien+news@example.com";
  const entries = fetchPost(form).filter(([key]) => !(key in values));
  return { entries: [...entries, ...Object.entries(values)] as [string, string][], values };
}

const send = (form: FormName, entries: [string, string][]) =>
  post(form === "career-application" ? multipart(entries, { bytes: pdfBytes(), name: "cv.pdf" }) : urlencoded(entries));

describeWithDatabase("unusual values", (db) => {
  let webhook: TestWebhook;

  beforeAll(async () => {
    webhook = await startWebhook();
    process.env.LEAD_WEBHOOK_URL = webhook.url;
  }, 60_000);

  afterAll(async () => {
    delete process.env.LEAD_WEBHOOK_URL;
    await webhook?.close();
  });

  beforeEach(async () => {
    await db.truncate();
    webhook.messages.length = 0;
    jest.spyOn(console, "log").mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  it("builds a practice name of exactly the maximum length", () => {
    expect(LONG_PRACTICE).toHaveLength(MAX_LENGTH.name);
  });

  it.each(FORM_NAMES)("stores the %s form's unusual values byte for byte", async (form) => {
    const { entries, values } = unusualPost(form);
    const response = await send(form, entries);
    expect(response.status).toBe(201);
    const [row] = await db.query<{ fields: Record<string, unknown>; raw: string }>(
      "SELECT fields, fields::text AS raw FROM leads WHERE id = $1",
      [(await body(response)).id],
    );
    for (const [name, value] of Object.entries(values)) {
      expect(row.fields[name]).toBe(value);
      expect(Buffer.from(row.fields[name] as string, "utf8").equals(Buffer.from(value, "utf8"))).toBe(true);
    }
  });

  it("escapes markup in the webhook message and keeps it on one line", async () => {
    const { entries } = unusualPost("quote-request");
    const names: Record<string, string> = {
      firstName: "<b>Zoë</b> 👋🏽",
      lastName: "O'Brien &amp; Co",
      practiceName: "<!channel> مستشفى",
    };
    const response = await send(
      "quote-request",
      entries.map(([key, value]): [string, string] => [key, names[key] ?? value]),
    );
    expect(response.status).toBe(201);
    const { id } = await body(response);
    expect(webhook.texts()).toEqual([
      `New quote request: &lt;b&gt;Zoë&lt;/b&gt; 👋🏽 O'Brien &amp;amp; Co, &lt;!channel&gt; مستشفى (lead ${id})`,
    ]);
    // A row stored before the schemas refused line breaks still makes a one-line message.
    expect(leadSummary({ id: "x", formName: "contact", fields: { name: "Eve\r\nforged: line\u001b[2J" } })).toBe(
      "New contact message: Eve forged: line [2J (lead x)",
    );
  });

  describe("npm run leads", () => {
    const leads = (args: string[]) => runInProcess(leadsCommand, args, { NETLIFY_DB_URL: db.url });

    it("shows the values in its table, and control sequences of older rows as visible escapes", async () => {
      const { entries, values } = unusualPost("contact");
      expect((await send("contact", entries)).status).toBe(201);
      // A row written before the schemas refused controls: ANSI escapes, a newline and a right-to-left override.
      await db.query(
        `INSERT INTO leads (id, form_name, submission_id, fields, address_hash, spam, notification_state)
         VALUES ($1, 'contact', $2, $3::jsonb, 'hash', false, 'none')`,
        [
          randomUUID(),
          randomUUID(),
          JSON.stringify({
            name: "Eve\u001b[2J\u001b[31m",
            email: "eve@example.com\nforged row",
            company: "\u202Egnp.exe",
          }),
        ],
      );
      const { stdout } = await leads([]);
      // eslint-disable-next-line no-control-regex -- control characters are what must not reach the terminal
      expect(stdout).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E]/);
      expect(stdout).toContain("Eve\\u{1b}[2J\\u{1b}[31m");
      expect(stdout).toContain("eve@example.com\\u{a}forged row");
      expect(stdout).toContain("\\u{202e}gnp.exe");
      expect(stdout).toContain(values.name);
      expect(stdout.trim().split("\n")).toHaveLength(2 + 2 + 2);
    });

    it("exports the values exactly in CSV, with formulas defused by a leading apostrophe", async () => {
      const ids: Record<string, string> = {};
      for (const form of ["quote-request", "subscription"] as const) {
        const { entries } = unusualPost(form);
        ids[form] = (await body(await send(form, entries))).id!;
      }
      const { stdout } = await leads(["--csv"]);
      const [header, ...rows] = parseCsv(stdout.slice(1));
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        const lead = Object.fromEntries(header.map((name, i) => [name, row[i]]));
        const form = (Object.keys(ids) as FormName[]).find((name) => forms[name].title === lead.Form)!;
        expect(lead["Lead id"]).toBe(ids[form]);
        const [stored] = await db.query<{ fields: Record<string, string> }>("SELECT fields FROM leads WHERE id = $1", [
          lead["Lead id"],
        ]);
        // A question's column: its label, with the forms that ask it when another question shares the label.
        const column = (name: string) => {
          const label = (forms[form].fields as Record<string, FieldSpec>)[name].label;
          return header.find(
            (text) => text === label || (text.startsWith(`${label} (`) && text.includes(forms[form].title)),
          )!;
        };
        for (const [name, value] of Object.entries(unusualPost(form).values)) {
          expect(stored.fields[name]).toBe(value);
          // OWASP: a cell starting with = + - @ tab or CR would run as a formula in a spreadsheet.
          expect(lead[column(name)]).toBe(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
        }
      }
      expect(stdout).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
      expect(stdout).toContain("'@SUM(A1) +1 -2");
    });
  });
});
