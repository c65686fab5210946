/**
 * The scheduled retry (netlify/functions/retry-notifications.ts): every ten minutes it sends the mails whose wait
 * after a failure has passed, through a real SMTP server, and the webhook notifications of leads past their first
 * minute; it leaves the others, and logs counts only.
 */
import type { Context } from "@netlify/functions";
import retry from "../../netlify/functions/retry-notifications";
import { body, fetchPost, post, urlencoded } from "./support/post";
import { startSmtp, type TestSmtp } from "./support/smtp";
import { startWebhook, type TestWebhook } from "./support/webhook";
import { describeWithDatabase } from "./support/test-database";

jest.setTimeout(60_000);

describeWithDatabase("the scheduled retry", { emptyBeforeEach: false }, (db) => {
  let smtp: TestSmtp;
  let webhook: TestWebhook;

  beforeAll(async () => {
    smtp = await startSmtp();
    webhook = await startWebhook(500);
    process.env.LEAD_EMAIL_TO = "sales@vedha.test";
    process.env.LEAD_WEBHOOK_URL = webhook.url;
  }, 60_000);

  afterAll(async () => {
    for (const name of ["LEAD_EMAIL_TO", "SMTP_URL", "LEAD_WEBHOOK_URL"]) delete process.env[name];
    await smtp?.close();
    await webhook?.close();
  });

  const outbox = (leadId: string) =>
    db.query<{ kind: string; state: string; attempts: number }>(
      "SELECT kind, state, attempts FROM outbox WHERE lead_id = $1 ORDER BY kind",
      [leadId],
    );

  it("sends the mails whose wait has passed, leaves the others, and logs counts only", async () => {
    // Stored while no SMTP server is set and the webhook fails: each mail failed once and waits a minute.
    delete process.env.SMTP_URL;
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    const store = async (form: "contact" | "quote-request") => {
      const response = await post(urlencoded(fetchPost(form)));
      expect(response.status).toBe(201);
      return (await body(response)).id!;
    };
    const due = await store("contact");
    const waiting = await store("quote-request");
    expect(await outbox(due)).toEqual([
      { kind: "confirmation", state: "pending", attempts: 1 },
      { kind: "team", state: "pending", attempts: 1 },
    ]);
    await db.query("UPDATE outbox SET next_attempt_at = now() - interval '1 second' WHERE lead_id = $1", [due]);
    // A lead in its first minute may still have its first notification on the way: only the older one is retried.
    await db.query("UPDATE leads SET created_at = now() - interval '2 minutes' WHERE id = $1", [due]);

    process.env.SMTP_URL = smtp.url;
    webhook.answer = 200;
    webhook.messages.length = 0;
    log.mockClear();
    await retry(new Request("http://localhost/.netlify/functions/retry-notifications"), {} as Context);

    expect(smtp.received.map((mail) => mail.envelope.to).sort()).toEqual([["renee@example.org"], ["sales@vedha.test"]]);
    expect(await outbox(due)).toEqual([
      { kind: "confirmation", state: "sent", attempts: 2 },
      { kind: "team", state: "sent", attempts: 2 },
    ]);
    expect(await outbox(waiting)).toEqual([
      { kind: "confirmation", state: "pending", attempts: 1 },
      { kind: "team", state: "pending", attempts: 1 },
    ]);
    expect(webhook.texts()).toEqual([expect.stringContaining(`(lead ${due})`)]);
    expect(log).toHaveBeenCalledTimes(1);
    const [line] = log.mock.calls[0] as [string];
    expect(JSON.parse(line)).toEqual({
      fn: "retry-notifications",
      notifications: { sent: 1, pending: 1 },
      mail: { sent: 2, pending: 2 },
    });
    expect(line).not.toMatch(/@/);
    log.mockRestore();
  });
});
