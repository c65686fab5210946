/**
 * @jest-environment node
 *
 * The mails a lead sends, through a real SMTP server in this process: the team's mail (recipients, subject, every
 * answer under its label, free text withheld, the resume attached), the sender's confirmation, their limits,
 * header injection, and delivery that never costs the visitor their answer or a mail twice (SMTP down, hanging,
 * a replayed post).
 */
import { randomUUID } from "node:crypto";
import { closeLeadStores, openLeadStore } from "../../netlify/lib/lead-store";
import { deliverMail } from "../../netlify/lib/mail/outbox";
import { SENDER_MAILS_PER_DAY } from "../../netlify/lib/outbox-store";
import { hashSalt } from "../../netlify/lib/hashing";
import siteConfig from "../../data/site-config.json";
import { forms, type FormName } from "../../src/form-definitions";
import { formOptions } from "../../src/form-definitions/options";
import { validSubmissions } from "../form-definitions/support/valid-submissions";
import { wordResume } from "../form-definitions/support/resume-files";
import { ENDPOINT, IP, JSON_ACCEPT, body, fetchPost, multipart, post, urlencoded } from "./support/post";
import { startSmtp, type ReceivedMail, type TestSmtp } from "./support/smtp";
import { backends, startTestDatabase, type TestDatabase } from "./support/test-database";
import submitForm from "../../netlify/functions/submit-form";
import type { Context } from "@netlify/functions";

jest.setTimeout(60_000);

const TEAM = "sales@vedha.test";
const CAREERS = "jobs@vedha.test";
const FROM = "Vedha Healthcare <no-reply@vedha.test>";

describe.each(backends)("lead mail on $name", (backend) => {
  let db: TestDatabase;
  let smtp: TestSmtp;

  beforeAll(async () => {
    db = await startTestDatabase(backend);
    smtp = await startSmtp();
  }, 60_000);

  beforeEach(async () => {
    await db.truncate();
    Object.assign(process.env, {
      NETLIFY_DB_URL: db.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: FROM,
      LEAD_EMAIL_TO: TEAM,
      CAREERS_EMAIL_TO: CAREERS,
      SMTP_TIMEOUT_MS: "500",
    });
    delete process.env.LEAD_EMAIL_FREE_TEXT;
    delete process.env.MAIL_CATCH_DIR;
    smtp.received.length = 0;
    smtp.mode = "accept";
    jest.spyOn(console, "log").mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    for (const name of ["SMTP_URL", "MAIL_FROM", "LEAD_EMAIL_TO", "CAREERS_EMAIL_TO", "SMTP_TIMEOUT_MS"]) {
      delete process.env[name];
    }
    await smtp?.close();
    await closeLeadStores();
    await db?.stop();
  });

  const to = (mail: ReceivedMail) => mail.envelope.to;
  const sentTo = (address: string) => smtp.received.filter((mail) => to(mail).includes(address));
  const outbox = (leadId: string) =>
    db.query<{ kind: string; state: string; attempts: number; last_error: string | null }>(
      "SELECT kind, state, attempts, last_error FROM outbox WHERE lead_id = $1 ORDER BY kind",
      [leadId],
    );

  async function send(form: FormName, extra: [string, string][] = [], ip = IP) {
    const response = await post(urlencoded(fetchPost(form, extra)), { ip });
    expect(response.status).toBe(201);
    return (await body(response)).id!;
  }

  it("mails the team every structured answer under its label, and withholds free text", async () => {
    const id = await send("contact");
    const [team] = sentTo(TEAM);
    expect(team.envelope.from).toBe("no-reply@vedha.test");
    expect(team.mail.subject).toBe("New contact message: Renée D'Souza 🩺");
    expect(team.mail.replyTo?.value).toEqual([{ address: "renee@example.org", name: "Renée D'Souza 🩺" }]);
    const text = team.mail.text!;
    const subject = formOptions.contactSubjects[2];
    expect(text).toContain(`Subject: ${subject.label}`);
    expect(text).not.toContain(`Subject: ${subject.value}\n`);
    expect(text).toContain('Company / Practice: Lakeside "Kids" Pediatrics');
    expect(text).toContain(`lead ${id}`);
    expect(text).toContain(`npm run leads -- --id ${id}`);
    // The message is free text: named, never quoted.
    expect(text).toContain(`Message: not in this mail: npm run leads -- --id ${id}`);
    expect(team.raw).not.toContain("smart quotes");
    // The HTML part escapes what the visitor typed.
    expect(team.mail.html).toContain("Lakeside &quot;Kids&quot; Pediatrics");
    expect(await outbox(id)).toEqual([
      { kind: "confirmation", state: "sent", attempts: 1, last_error: null },
      { kind: "team", state: "sent", attempts: 1, last_error: null },
    ]);
  });

  it("puts free text in the team's mail with LEAD_EMAIL_FREE_TEXT=include, escaped in HTML", async () => {
    process.env.LEAD_EMAIL_FREE_TEXT = "include";
    await send("contact");
    const [team] = sentTo(TEAM);
    expect(team.mail.text).toContain("Line two: “smart quotes” & <tags> 😀");
    expect(team.mail.html).toContain("“smart quotes” &amp; &lt;tags&gt;");
    expect(team.mail.html).not.toContain("<tags>");
  });

  it("confirms to the sender with no text of theirs but a short first name", async () => {
    const id = await send("quote-request", [["firstName", "A".repeat(60)]].slice(0, 0) as [string, string][]);
    const [confirmation] = sentTo("zoe.obrien@example.com");
    expect(confirmation.mail.subject).toBe("We received your quote request");
    expect(confirmation.mail.text).toContain("Hello Zoë,");
    expect(confirmation.mail.text).toContain(siteConfig.contact.phone);
    expect(confirmation.mail.text).toContain(siteConfig.contact.email);
    for (const typed of ["O'Brien", "Clínica", "Denials", "Practice Manager"]) {
      expect(confirmation.raw).not.toContain(typed);
      expect(confirmation.mail.text).not.toContain(typed);
    }
    expect(sentTo(TEAM)).toHaveLength(1);
    expect(id).toBeDefined();
  });
});
