/**
 * A post the time trap held (sent sooner after the form appeared than a person types, as autofill does) is not
 * dropped in silence: its sender is told to check their inbox, mailed a button (through a real SMTP server in this
 * process) that makes it a lead, and only the button's POST of the mail's link, once and in time, does. The honeypot still
 * mails nobody; "Not spam" tells the team and the sender; the confirm mail keeps within the sender mail limits; the
 * spam view counts held posts by reason.
 */
import { randomUUID } from "node:crypto";
import type { Context } from "@netlify/functions";
import confirmPost, { config } from "../../netlify/functions/confirm-post";
import { leadKeys } from "../../netlify/lib/hashing";
import { openLeadStore } from "../../netlify/lib/lead-store";
import { slotStart } from "../../netlify/lib/booking/availability";
import { bookingAnswer, siteOrigin } from "../../netlify/lib/mail/links";
import { restoreSpam } from "../../netlify/lib/restore-spam";
import { SENDER_MAILS_PER_DAY } from "../../netlify/lib/store/outbox";
import { CHECK_INBOX_PAGE, CONFIRM_PAGE, HELD_STATUS } from "../../src/lib/held-posts";
import type { FormName } from "../../src/form-definitions";
import { slotInWords } from "../../src/lib/consultation-hours";
import { validSubmissions, type Entries } from "../form-definitions/support/valid-submissions";
import { HTML_ACCEPT, IP, body, post, urlencoded } from "./support/post";
import { forgetMailSettings, mailThrough, startSmtp, type ReceivedMail, type TestSmtp } from "./support/smtp";
import { CONFIRMATIONS } from "../../src/lib/confirmations";
import { describeWithDatabase } from "./support/test-database";
import { startWebhook, type TestWebhook } from "./support/webhook";

jest.setTimeout(60_000);

const TEAM = "sales@vedha.test";
const SENDER = "renee@example.org";

/** A form's valid post, sent `after` ms after the form answered (1.2 s: quicker than a person, as autofill is). */
const quickPost = (form: FormName, after = 1200, changes: Record<string, string> = {}): Entries => [
  ...validSubmissions[form].entries.map(([key, value]): [string, string] => [key, changes[key] ?? value]),
  ["submissionId", randomUUID()],
  ["renderedAt", String(Date.now() - after)],
];

/** The confirm link, as Netlify calls its function: its button's post, or (GET) the link opened. */
function press(token: string, method = "POST") {
  const request = new Request(new URL(`${CONFIRM_PAGE}?token=${token}`, "http://localhost:8888"), {
    method,
    headers: method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {},
    body: method === "POST" ? "" : undefined,
  });
  return confirmPost(request, { requestId: "test", waitUntil: () => {} } as unknown as Context);
}

/** A page's h1 and its text, as a person reads them. */
async function read(response: Response) {
  const html = await response.text();
  const text = (part: string) =>
    part
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ");
  return { html, title: text(/<h1>(.*?)<\/h1>/.exec(html)?.[1] ?? "").trim(), text: text(html) };
}

describeWithDatabase("a post held by the time trap", (db) => {
  let smtp: TestSmtp;
  let webhook: TestWebhook;

  beforeAll(async () => {
    smtp = await startSmtp();
    webhook = await startWebhook();
  }, 60_000);

  beforeEach(() => {
    mailThrough(smtp, { LEAD_EMAIL_TO: TEAM, LEAD_WEBHOOK_URL: webhook.url });
    webhook.messages.length = 0;
    jest.spyOn(console, "log").mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    delete process.env.LEAD_WEBHOOK_URL;
    forgetMailSettings();
    await smtp?.close();
    await webhook?.close();
  });

  const sentTo = (address: string) => smtp.received.filter((mail) => mail.envelope.to.includes(address));
  const lead = async (id: string) =>
    (
      await db.query<{ spam: boolean; spam_reason: string | null }>(
        "SELECT spam, spam_reason FROM leads WHERE id = $1",
        [id],
      )
    )[0];
  const mailKinds = async (id: string) =>
    (await db.query<{ kind: string }>("SELECT kind FROM outbox WHERE lead_id = $1 ORDER BY kind", [id])).map(
      (row) => row.kind,
    );

  /** The token of a confirm mail's link. */
  function tokenOf(mail: ReceivedMail): string {
    const link = new RegExp(`${siteOrigin()}${CONFIRM_PAGE}\\?token=([A-Za-z0-9_-]+)`).exec(mail.mail.text ?? "");
    if (!link) throw new Error("no confirm link in the mail");
    return link[1];
  }

  async function hold(form: FormName = "contact", changes: Record<string, string> = {}, ip = IP) {
    const response = await post(urlencoded(quickPost(form, 1200, changes)), { ip });
    expect(response.status).toBe(HELD_STATUS);
    return (await body(response)).id!;
  }

  it("mails the sender of a contact sent 1.2 s after the form answered, and the team hears once they confirm", async () => {
    const id = await hold();
    expect(await lead(id)).toEqual({ spam: true, spam_reason: "time-trap" });
    expect(sentTo(TEAM)).toHaveLength(0);
    expect(webhook.messages).toHaveLength(0);
    const [request] = sentTo(SENDER);
    expect(smtp.received).toHaveLength(1);
    expect(request.mail.subject).toBe("Please confirm your contact message");
    expect(request.mail.html).toContain(`${siteOrigin()}${CONFIRM_PAGE}?token=`);
    const token = tokenOf(request);
    // Only the token's SHA-256 is kept.
    expect(JSON.stringify(await db.query("SELECT * FROM held_post_tokens"))).not.toContain(token);

    const confirmed = await press(token);
    expect(confirmed.status).toBe(200);
    const page = await read(confirmed);
    expect(page.title).toBe("Your request is sent");
    expect(page.text).toContain(CONFIRMATIONS.contact.promise);
    expect(await lead(id)).toEqual({ spam: false, spam_reason: null });
    const [team] = sentTo(TEAM);
    expect(team.mail.text).toContain(`lead ${id}`);
    expect(sentTo(SENDER).map((mail) => mail.mail.subject)).toEqual([
      "Please confirm your contact message",
      "We received your contact message",
    ]);
    expect(webhook.texts()).toEqual([expect.stringContaining(id)]);
  });

  it("answers a native post with a 303 to the page that says to check the inbox", async () => {
    const response = await post(urlencoded(quickPost("contact")), { accept: HTML_ACCEPT });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(CHECK_INBOX_PAGE);
    expect(sentTo(SENDER)).toHaveLength(1);
  });

  it("changes nothing when the link is opened, as a mail scanner opens it: its page's button posts the link", async () => {
    const id = await hold();
    const token = tokenOf(sentTo(SENDER)[0]);
    const opened = await press(token, "GET");
    expect(opened.status).toBe(200);
    const page = await read(opened);
    expect(page.title).toBe("Send your request");
    expect(page.html).toContain(
      `<form method="post" action="${CONFIRM_PAGE}?token=${token}"><button type="submit">Send my request</button></form>`,
    );
    expect(await lead(id)).toEqual({ spam: true, spam_reason: "time-trap" });
    expect(smtp.received).toHaveLength(1);
    // The button still works afterwards.
    expect((await press(token)).status).toBe(200);
  });

  it("changes nothing when a token is pressed again, is unknown or has expired", async () => {
    const id = await hold();
    const token = tokenOf(sentTo(SENDER)[0]);
    expect((await press(token)).status).toBe(200);
    const mails = smtp.received.length;
    const again = await press(token);
    expect(again.status).toBe(409);
    expect((await read(again)).title).toBe("This request was sent already");
    expect(smtp.received).toHaveLength(mails);
    expect(await mailKinds(id)).toEqual(["confirm-request", "confirmation", "team"]);

    const unknown = await press("A".repeat(43));
    expect(unknown.status).toBe(404);
    expect((await press("short")).status).toBe(400);

    const late = await hold("contact", { email: "late@example.org" });
    await db.query("UPDATE held_post_tokens SET expires_at = now() - interval '1 second' WHERE lead_id = $1", [late]);
    const expired = await press(tokenOf(sentTo("late@example.org")[0]));
    expect(expired.status).toBe(410);
    expect((await read(expired)).title).toBe("This link has expired");
    expect(await lead(late)).toEqual({ spam: true, spam_reason: "time-trap" });
    expect(sentTo(TEAM)).toHaveLength(1);
  });

  it("still mails nobody for a filled honeypot, however quick", async () => {
    const response = await post(urlencoded([...quickPost("contact"), ["bot-field", "http://spam.example"]]));
    expect(response.status).toBe(201);
    expect(await db.query("SELECT spam_reason, fields FROM leads")).toEqual([{ spam_reason: "honeypot", fields: {} }]);
    expect(await db.query("SELECT kind FROM outbox")).toEqual([]);
    expect(smtp.received).toHaveLength(0);
  });

  it("sends the team's mail and the sender's confirmation on Not spam, and the button then changes nothing", async () => {
    const id = await hold();
    const token = tokenOf(sentTo(SENDER)[0]);
    const restored = await restoreSpam(openLeadStore(db.url), leadKeys(false), id, "tester@example.com");
    expect(restored).toMatchObject({ ok: true, delivered: true });
    expect(sentTo(TEAM)).toHaveLength(1);
    expect(sentTo(SENDER).map((mail) => mail.mail.subject)).toEqual([
      "Please confirm your contact message",
      "We received your contact message",
    ]);
    expect((await press(token)).status).toBe(409);
    expect(smtp.received).toHaveLength(3);
  });

  it("makes a held newsletter sign-up a subscriber when its sender confirms: one press, no second mail", async () => {
    const id = await hold("newsletter");
    const { email } = validSubmissions.newsletter.expected as { email: string };
    expect((await press(tokenOf(sentTo(email)[0]))).status).toBe(200);
    expect(
      await db.query("SELECT confirmed_at IS NOT NULL AS confirmed FROM subscriptions WHERE lead_id = $1", [id]),
    ).toEqual([{ confirmed: true }]);
    expect(sentTo(email)).toHaveLength(1);
    expect(sentTo(TEAM)).toHaveLength(0);
  });

  it("keeps the confirm mail within the sender mail limits: one an address a day, and the network's", async () => {
    await hold();
    await hold();
    expect(sentTo(SENDER)).toHaveLength(1);
    for (let n = 1; n <= SENDER_MAILS_PER_DAY; n += 1) await hold("contact", { email: `person${n}@example.net` });
    expect(smtp.received).toHaveLength(SENDER_MAILS_PER_DAY);
    expect(await db.query("SELECT count(*)::int AS held FROM leads WHERE spam")).toEqual([
      { held: SENDER_MAILS_PER_DAY + 2 },
    ]);
  });

  it("counts held posts by reason for the spam view", async () => {
    const store = openLeadStore(db.url);
    await hold();
    await hold("contact", { email: "old@example.org" });
    await db.query(
      "UPDATE leads SET created_at = now() - interval '8 days' WHERE fields ->> 'email' = 'old@example.org'",
    );
    await post(urlencoded([...quickPost("contact"), ["bot-field", "x"]]));
    const kept = await post(urlencoded(quickPost("contact", 60_000, { email: "kept@example.org" })));
    // As "Mark as spam" in the inbox holds it.
    await db.query("UPDATE leads SET spam = true, spam_reason = 'team' WHERE id = $1", [(await body(kept)).id]);
    expect(await store.spamCount()).toEqual({
      count: 4,
      byReason: { honeypot: 1, "time-trap": 1, "awaiting-confirmation": 1, team: 1 },
    });
  });

  describe("a consultation's time asked for without the form's render time (no script ran)", () => {
    const { preferredDate: date, preferredTime: time } = validSubmissions.consultation.expected as Record<
      string,
      string
    >;
    const start = slotStart(date, time);
    /** The consultation as a browser without the form's script posts it: no render time. */
    const untimed = (email = SENDER): Entries => [
      ...validSubmissions.consultation.entries.map(([key, value]): [string, string] => [
        key,
        key === "email" ? email : value,
      ]),
      ["submissionId", randomUUID()],
    ];
    const bookings = () => db.query("SELECT lead_id, starts_at FROM consultation_bookings ORDER BY starts_at");
    const leadIdOf = async (email: string) =>
      (await db.query<{ id: string }>("SELECT id FROM leads WHERE fields ->> 'email' = $1", [email]))[0].id;

    it("holds it, booking nothing, and books its time when its sender confirms: the confirmation carries it", async () => {
      const response = await post(urlencoded(untimed()), { accept: HTML_ACCEPT });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(CHECK_INBOX_PAGE);
      expect(await bookings()).toEqual([]);
      const id = await leadIdOf(SENDER);
      expect(await lead(id)).toEqual({ spam: true, spam_reason: "time-trap" });

      const confirmed = await press(tokenOf(sentTo(SENDER)[0]));
      expect(confirmed.status).toBe(200);
      const booking = bookingAnswer(leadKeys(false), id, start);
      const page = await read(confirmed);
      expect(page.text).toContain(`Your consultation is booked for ${booking.inWords}.`);
      for (const link of [booking.manage, booking.calendar]) {
        expect(page.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
      }
      expect(await bookings()).toEqual([{ lead_id: id, starts_at: start }]);
      const [, confirmation] = sentTo(SENDER);
      expect(confirmation.mail.text).toContain(slotInWords(start));
      expect(confirmation.mail.attachments?.map((file) => file.contentType)).toContain("application/ics");
    });

    it("confirmed after another booking took its time, it reaches the team without one, and its sender is told", async () => {
      await post(urlencoded(untimed()));
      // A post from a browser that ran the script books the same time meanwhile.
      const timed = await post(
        urlencoded([...untimed("other@example.org"), ["renderedAt", String(Date.now() - 60_000)]]),
      );
      expect(timed.status).toBe(201);

      const confirmed = await press(tokenOf(sentTo(SENDER)[0]));
      expect(confirmed.status).toBe(200);
      const page = await read(confirmed);
      expect(page.text).toMatch(/booked by someone else meanwhile/);
      expect(page.text).not.toContain("Your consultation is booked");
      const id = await leadIdOf(SENDER);
      expect(await lead(id)).toEqual({ spam: false, spam_reason: null });
      expect(await bookings()).toEqual([{ lead_id: await leadIdOf("other@example.org"), starts_at: start }]);
      expect(
        sentTo(TEAM)
          .map((mail) => mail.mail.text)
          .join("\n"),
      ).toContain(`lead ${id}`);
    });

    it("refuses a time already taken at once, as a timed post's, and holds nothing", async () => {
      await post(urlencoded([...untimed("other@example.org"), ["renderedAt", String(Date.now() - 60_000)]]));
      const refused = await post(urlencoded(untimed()));
      expect(refused.status).toBe(409);
      expect(await db.query("SELECT count(*)::int AS n FROM leads")).toEqual([{ n: 1 }]);
      expect(sentTo(SENDER)).toHaveLength(0);
    });
  });

  it("is served at CONFIRM_PAGE, as a literal Netlify reads", () => {
    expect(config.path).toBe(CONFIRM_PAGE);
  });
});
