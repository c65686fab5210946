/**
 * The mails a lead sends, through a real SMTP server in this process: the team's mail (recipients, subject, every
 * answer under its label, free text withheld, the resume attached), the sender's confirmation, their limits,
 * header injection, and delivery that never costs the visitor their answer or a mail twice (SMTP down, hanging,
 * a replayed post).
 */
import { randomUUID } from "node:crypto";
import siteConfig from "../../data/site-config.json";
import jobs from "../../data/jobs.json";
import services from "../../data/services.json";
import { leadKeys } from "../../netlify/lib/hashing";
import { openLeadStore } from "../../netlify/lib/lead-store";
import { type LeadRecord } from "../../netlify/lib/store/lead-records";
import { FIRST_NAME_MAX, composeMail } from "../../netlify/lib/mail/messages";
import { siteOrigin } from "../../netlify/lib/mail/links";
import { deliverMail } from "../../netlify/lib/mail/outbox";
import { sendMail } from "../../netlify/lib/mail/transport";
import { SENDER_MAILS_PER_DAY, SITE_MAILS_PER_DAY } from "../../netlify/lib/store/outbox";
import type { FormName } from "../../src/form-definitions";
import { formOptions } from "../../src/form-definitions/options";
import { docxBytes } from "../form-definitions/support/resume-files";
import { IP, body, fetchPost, multipart, post, postInFlight, urlencoded } from "./support/post";
import { forgetMailSettings, mailThrough, startSmtp, type ReceivedMail, type TestSmtp } from "./support/smtp";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(60_000);

const TEAM = "sales@vedha.test";
const CAREERS = "jobs@vedha.test";

describeWithDatabase("lead mail", (db) => {
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
  }, 60_000);

  beforeEach(() => {
    mailThrough(smtp, { LEAD_EMAIL_TO: TEAM, CAREERS_EMAIL_TO: CAREERS });
    delete process.env.LEAD_EMAIL_FREE_TEXT;
    jest.spyOn(console, "log").mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    forgetMailSettings();
    await smtp?.close();
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

  /** The values of a form's post with some replaced (later keys win in the schema's view, so filter first). */
  const replaced = (form: FormName, values: Record<string, string>) =>
    fetchPost(form)
      .filter(([key]) => !(key in values))
      .concat(Object.entries(values));

  const store = () => openLeadStore(db.url);
  const keys = leadKeys(false);

  it("mails the team every structured answer under its label, and withholds free text", async () => {
    const id = await send("contact", [
      ["landingPath", "/blog/"],
      ["referrerHost", "www.bing.com"],
    ]);
    const [team] = sentTo(TEAM);
    expect(team.envelope.from).toBe("no-reply@vedha.test");
    expect(team.mail.subject).toBe("New contact message: Renée D'Souza 🩺");
    expect(team.mail.replyTo?.value).toEqual([{ address: "renee@example.org", name: "Renée D'Souza 🩺" }]);
    const text = team.mail.text!;
    const subject = formOptions.contactSubjects[2];
    expect(text).toContain(`Subject: ${subject.label}`);
    expect(text).not.toContain(`Subject: ${subject.value}\n`);
    expect(text).toContain('Company / Practice: Lakeside "Kids" Pediatrics');
    expect(text).toContain(`lead ${id}. Source: Came from a Bing search.`);
    expect(text).toContain(`Everything they sent, in the inbox: ${siteOrigin()}/staff/leads/${id}/`);
    // The message is free text: named, never quoted.
    expect(text).toContain("Message: not in this mail: read it in the inbox");
    expect(team.raw).not.toContain("smart quotes");
    // The HTML part escapes what the visitor typed.
    expect(team.mail.html).toContain("Lakeside &quot;Kids&quot; Pediatrics");
    expect(team.mail.html).toContain(`<a href="${siteOrigin()}/staff/leads/${id}/">`);
    expect(await outbox(id)).toEqual([
      { kind: "confirmation", state: "sent", attempts: 1, last_error: null },
      { kind: "team", state: "sent", attempts: 1, last_error: null },
    ]);
  });

  it("names a quote's services by their titles, the last of data/services.json (a writer's newest) too", async () => {
    await send("quote-request");
    const inOrder = [...services].sort((a, b) => a.order - b.order);
    const [team] = sentTo(TEAM);
    expect(team.mail.text).toContain(
      `Which services are you interested in?: ${inOrder[0].title}, ${inOrder.at(-1)!.title}\n`,
    );
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
    const id = await send("quote-request");
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

  it("mails a job application to CAREERS_EMAIL_TO with the resume attached under our own name", async () => {
    const entries = fetchPost("career-application");
    const response = await post(multipart(entries, { bytes: docxBytes(), name: "../../My CV.docx" }));
    expect(response.status).toBe(201);
    const { id } = await body(response);
    const [team] = sentTo(CAREERS);
    expect(sentTo(TEAM)).toHaveLength(0);
    expect(team.mail.subject).toBe(`New job application: José "Pepe" O'Connor 😀`);
    expect(team.mail.text).toContain(`Job: ${jobs[0].title}`);
    expect(team.mail.attachments).toHaveLength(1);
    const [resume] = team.mail.attachments;
    expect(resume.filename).toBe(`resume-${id}.docx`);
    expect(Buffer.compare(resume.content, Buffer.from(docxBytes()))).toBe(0);
    // The cover letter is free text.
    expect(team.raw).not.toContain("scribed");
    const [confirmation] = sentTo("jose@example.com");
    expect(confirmation.mail.subject).toBe("We received your job application");
    expect(confirmation.mail.attachments).toHaveLength(0);
  });

  it("sends an address one confirmation per form a day, however often it is typed in", async () => {
    await send("contact");
    await post(urlencoded(replaced("contact", { message: "A second message" })));
    await send("quote-request");
    expect(sentTo(TEAM)).toHaveLength(3);
    expect(sentTo("renee@example.org")).toHaveLength(1);
    // Another form is another request: it is confirmed.
    expect(sentTo("zoe.obrien@example.com")).toHaveLength(1);
  });

  it("counts one mailbox however its address is dressed: case, +tags, and dots where the provider ignores them", async () => {
    const dressed = ["zoe.obrien+clinic@gmail.com", "Zoe.OBrien+billing@googlemail.com", "z.o.e.o.b.r.i.e.n@gmail.com"];
    for (const email of dressed) expect((await post(urlencoded(replaced("contact", { email })))).status).toBe(201);
    expect(sentTo(TEAM)).toHaveLength(3);
    expect(smtp.received.filter((mail) => !mail.envelope.to.includes(TEAM))).toHaveLength(1);
  });

  it(`lets one network cause ${SENDER_MAILS_PER_DAY} mails to senders' addresses a day, and the team still hears of every lead`, async () => {
    for (let n = 0; n <= SENDER_MAILS_PER_DAY; n += 1) {
      const response = await post(urlencoded(replaced("contact", { email: `person${n}@example.net` })));
      expect(response.status).toBe(201);
    }
    const confirmations = smtp.received.filter((mail) => to(mail)[0]?.endsWith("@example.net"));
    expect(confirmations).toHaveLength(SENDER_MAILS_PER_DAY);
    expect(sentTo(TEAM)).toHaveLength(SENDER_MAILS_PER_DAY + 1);
    // Another network is not held back.
    await send("contact", [], "198.51.100.7");
    expect(sentTo("renee@example.org")).toHaveLength(1);
  });

  it("holds the sender limit when a network's posts arrive all at once", async () => {
    const posts = Array.from({ length: 10 }, (_, n) =>
      post(urlencoded(replaced("contact", { email: `burst${n}@example.net` }))),
    );
    for (const response of await Promise.all(posts)) expect(response.status).toBe(201);
    expect(smtp.received.filter((mail) => to(mail)[0]?.endsWith("@example.net"))).toHaveLength(SENDER_MAILS_PER_DAY);
  });

  it("counts an IPv6 sender by its /48, however many /64 networks it posts from", async () => {
    for (let n = 0; n <= SENDER_MAILS_PER_DAY; n += 1) {
      const ip = `2001:db8:77:${n.toString(16)}::1`;
      expect((await post(urlencoded(replaced("contact", { email: `v6-${n}@example.net` })), { ip })).status).toBe(201);
    }
    expect(smtp.received.filter((mail) => to(mail)[0]?.endsWith("@example.net"))).toHaveLength(SENDER_MAILS_PER_DAY);
  });

  it.each([
    ["confirmation", "contact"],
    ["team", "contact"],
    ["opt-in", "newsletter"],
  ] as const)("stops %s mail at the site's daily cap, and tells the team once", async (kind, form) => {
    const cap = SITE_MAILS_PER_DAY[kind];
    await db.query("INSERT INTO mail_counts VALUES ($1, (now() AT TIME ZONE 'UTC')::date, $2)", [
      `site:${kind}`,
      cap - 1,
    ]);
    for (let n = 0; n < 3; n += 1) {
      const response = await post(urlencoded(replaced(form, { email: `capped${n}@example.net` })), {
        ip: `198.51.100.${20 + n}`,
      });
      expect(response.status).toBe(201);
    }
    expect(await db.query("SELECT id FROM leads")).toHaveLength(3);
    expect(await db.query("SELECT id FROM outbox WHERE kind = $1", [kind])).toHaveLength(1);
    const notices = smtp.received.filter((mail) => mail.mail.subject?.startsWith("Daily limit reached"));
    expect(notices).toHaveLength(1);
    expect(to(notices[0])).toEqual([TEAM]);
    expect(notices[0].mail.text).toContain(`has sent ${cap} `);
  });

  it("keeps every header one line of the lead's making: encoded words and long names stay text", async () => {
    const encoded = "=?UTF-8?B?QmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=?=";
    // As long as the form takes (100 characters).
    const name = `${encoded} ${"Bartholomew ".repeat(8)}`.slice(0, 100);
    expect((await post(urlencoded(replaced("contact", { name })))).status).toBe(201);
    const [team] = sentTo(TEAM);
    expect(team.envelope.to).toEqual([TEAM]);
    expect(team.mail.subject).not.toContain("Bcc");
    expect(team.mail.subject).toContain("= ?UTF-8?B?");
    expect(team.mail.subject!.length).toBeLessThanOrEqual(120);
    expect(team.mail.headers.has("bcc")).toBe(false);

    // Rows stored before the schemas refused line breaks: composed straight from the record.
    const lead = {
      id: randomUUID(),
      formName: "contact",
      createdAt: new Date(),
      resume: null,
      fields: { name: "Eve\r\nBcc: victim@example.com", firstName: "Eve\nX-Evil: 1", email: "eve@example.com" },
    } as unknown as LeadRecord;
    for (const kind of ["team", "confirmation"] as const) {
      smtp.received.length = 0;
      await sendMail(composeMail(kind, lead, { mailId: randomUUID(), keys }));
      const [mail] = smtp.received;
      expect(mail.mail.headers.has("bcc")).toBe(false);
      expect(mail.mail.headers.has("x-evil")).toBe(false);
      expect(mail.envelope.to).toEqual([kind === "team" ? TEAM : "eve@example.com"]);
    }
    const [confirmation] = smtp.received;
    expect(confirmation.mail.text).toMatch(/^Hello,$/m);
    expect(confirmation.mail.text).not.toContain("X-Evil");
  });

  it(`greets with at most ${FIRST_NAME_MAX} characters of the first name`, async () => {
    await post(urlencoded(replaced("quote-request", { firstName: "Maximiliana".repeat(9) })));
    const [confirmation] = sentTo("zoe.obrien@example.com");
    const greeting = /Hello (.*),/.exec(confirmation.mail.text!)![1];
    expect(greeting.length).toBeLessThanOrEqual(FIRST_NAME_MAX);
    expect(greeting.startsWith("Maximiliana")).toBe(true);
  });

  it.each(["https://vedha-support.example/verify", "Your account is locked:", "Ana 2", "<b>Ana</b>"])(
    "greets no one by a first name that is not a name: %s",
    async (firstName) => {
      await post(urlencoded(replaced("quote-request", { firstName })));
      const [confirmation] = sentTo("zoe.obrien@example.com");
      expect(confirmation.mail.text).toMatch(/^Hello,$/m);
      expect(confirmation.mail.text).not.toContain(firstName.slice(-6));
    },
  );

  it.each(["Zoë", "Mary-Jane", "D'Arcy", "Anh Thư", "Łucja"])("greets %s by name", async (firstName) => {
    await post(urlencoded(replaced("quote-request", { firstName })));
    const [confirmation] = sentTo("zoe.obrien@example.com");
    expect(confirmation.mail.text).toMatch(new RegExp(`^Hello ${firstName},$`, "m"));
  });

  it("stores the lead while SMTP is down, keeps its mails pending with the error, and the retry sends each once", async () => {
    await smtp.stop();
    try {
      const id = await send("contact");
      const pending = await outbox(id);
      expect(pending).toHaveLength(2);
      for (const mail of pending) {
        expect(mail).toMatchObject({ state: "pending", attempts: 1 });
        expect(mail.last_error).toMatch(/ECONNREFUSED|connect/i);
      }
    } finally {
      await smtp.start();
    }
    process.env.SMTP_URL = smtp.url;
    expect(await deliverMail(store(), keys)).toEqual({ sent: 2, failed: 0 });
    expect(await deliverMail(store(), keys)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
    expect(new Set(smtp.received.map((mail) => mail.mail.messageId)).size).toBe(2);
  });

  it("sends nothing in clear text to a server that offers no TLS, unless SMTP_URL says ?requireTLS=false", async () => {
    process.env.SMTP_URL = smtp.url.replace("?requireTLS=false", "");
    const id = await send("contact");
    for (const mail of await outbox(id)) {
      expect(mail).toMatchObject({ state: "pending", attempts: 1 });
      expect(mail.last_error).toMatch(/STARTTLS|TLS/);
    }
    expect(smtp.received).toHaveLength(0);
    process.env.SMTP_URL = smtp.url;
    expect(await deliverMail(store(), keys)).toEqual({ sent: 2, failed: 0 });
  });

  it("answers the visitor while SMTP hangs, then leaves the mail pending for the retry", async () => {
    smtp.mode = "hang";
    // A server that never greets fails the send after the timeout, however busy the machine: a short one will do.
    process.env.SMTP_TIMEOUT_MS = "500";
    const { response, delivery, stillRunning } = await postInFlight();
    expect(response.status).toBe(201);
    expect(stillRunning).toBe(true);
    await delivery;
    const { id } = (await response.json()) as { id: string };
    for (const mail of await outbox(id)) {
      expect(mail.state).toBe("pending");
      expect(mail.last_error).toMatch(/timeout|greeting/i);
    }
    smtp.mode = "accept";
    delete process.env.SMTP_TIMEOUT_MS;
    expect(await deliverMail(store(), keys)).toEqual({ sent: 2, failed: 0 });
  });

  it("sends nothing for a replayed post", async () => {
    const entries = fetchPost("consultation");
    expect((await post(urlencoded(entries))).status).toBe(201);
    expect(smtp.received).toHaveLength(2);
    const replay = await post(urlencoded(entries));
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(smtp.received).toHaveLength(2);
    expect(await db.query("SELECT 1 FROM outbox")).toHaveLength(2);
  });

  it("sends no mail for spam", async () => {
    expect((await post(urlencoded(replaced("contact", { "bot-field": "http://spam.example" })))).status).toBe(201);
    expect(await db.query("SELECT 1 FROM leads WHERE spam")).toHaveLength(1);
    expect(smtp.received).toHaveLength(0);
    expect(await db.query("SELECT 1 FROM outbox")).toHaveLength(0);
  });
});
