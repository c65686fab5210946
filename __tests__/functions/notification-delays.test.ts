/**
 * A sales webhook that never answers, or answers 500, delays the notification and never the lead: the visitor's
 * 201 comes back while the webhook is still hanging, the lead is stored, the notification stays 'pending' with
 * its error, and `npm run leads -- --retry-notifications` sends it once the webhook works again.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { postInFlight } from "./support/post";
import { startWebhook, type TestWebhook } from "./support/webhook";
import { describeWithDatabase } from "./support/test-database";
import { scriptArgs } from "../support/run-script";

jest.setTimeout(60_000);

const root = path.resolve(__dirname, "../..");
/** Short, so the test does not wait the real 5 s. */
const TIMEOUT_MS = 300;

type Notification = { readonly state: string; readonly attempts: number; readonly error: string | null };

describeWithDatabase("the sales notification", (db) => {
  /** Told before each test to hang (never answer) or to answer with a status. */
  let webhook: TestWebhook;
  /** The lead's mails are caught here, so the retry's exit code speaks of the webhook only. */
  let mailDir: string;

  beforeAll(async () => {
    webhook = await startWebhook();
    mailDir = mkdtempSync(path.join(tmpdir(), "notification-mail-"));
  }, 60_000);

  beforeEach(() => {
    process.env.LEAD_WEBHOOK_URL = webhook.url;
    process.env.LEAD_WEBHOOK_TIMEOUT_MS = String(TIMEOUT_MS);
    process.env.MAIL_CATCH_DIR = mailDir;
    webhook.messages.length = 0;
    jest.spyOn(console, "log").mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    delete process.env.LEAD_WEBHOOK_URL;
    delete process.env.LEAD_WEBHOOK_TIMEOUT_MS;
    delete process.env.MAIL_CATCH_DIR;
    rmSync(mailDir, { recursive: true, force: true });
    await webhook?.close();
  });

  /** Posts a lead from its own address; resolves with the answer while the notification may still be running. */
  const submit = () => postInFlight("192.0.2.44");

  const notification = async (id: string) =>
    (
      await db.query<Notification>(
        "SELECT notification_state AS state, notification_attempts AS attempts, notification_error AS error FROM leads WHERE id = $1",
        [id],
      )
    )[0];

  /**
   * `npm run leads -- --retry-notifications`: its output and exit code (1 while a notification stays pending).
   * It runs with the real 5 s timeout: a new process's first request can take longer than the short one on a
   * busy machine, and the webhook answers at once whenever the retry runs.
   */
  const retry = () => {
    return promisify(execFile)(
      process.execPath,
      scriptArgs("scripts/leads.ts", "--retry-notifications"),
      // NETLIFY_DB_URL is production's database to the command, whose mail needs the secret salt.
      {
        cwd: root,
        env: { ...process.env, NETLIFY_DB_URL: db.url, LEAD_WEBHOOK_TIMEOUT_MS: "", LEAD_HASH_SALT: "test-salt" },
      },
    ).then(
      ({ stdout }) => ({ stdout, code: 0 }),
      (error: { stdout: string; code: number }) => ({ stdout: error.stdout, code: error.code }),
    );
  };

  it("answers 201 while a webhook that never answers is still hanging, and sends the notification later", async () => {
    webhook.answer = "hang";
    const { response, delivery, stillRunning } = await submit();
    expect(response.status).toBe(201);
    expect(stillRunning).toBe(true);
    const { id } = (await response.json()) as { id: string };
    // The lead is stored before anyone hears of it.
    expect(await notification(id)).toEqual({ state: "pending", attempts: 0, error: null });

    await delivery;
    expect(webhook.messages).toHaveLength(1);
    expect(await notification(id)).toEqual({
      state: "pending",
      attempts: 1,
      error: expect.stringContaining("TimeoutError"),
    });

    webhook.answer = 200;
    expect(await retry()).toEqual({
      stdout: expect.stringContaining("Notifications: 1 sent, 0 still pending."),
      code: 0,
    });
    expect(webhook.messages).toEqual([webhook.messages[0], webhook.messages[0]]);
    expect(await notification(id)).toEqual({ state: "sent", attempts: 2, error: null });
  });

  it("answers 201 when the webhook answers 500, keeps the notification pending, and sends it later", async () => {
    webhook.answer = 500;
    const { response, delivery } = await submit();
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await delivery;
    expect(await notification(id)).toEqual({ state: "pending", attempts: 1, error: "Error: webhook answered 500" });

    // Still failing: the retry says so and keeps it pending; then it works.
    expect(await retry()).toEqual({
      stdout: expect.stringContaining("Notifications: 0 sent, 1 still pending."),
      code: 1,
    });
    expect(await notification(id)).toEqual({ state: "pending", attempts: 2, error: "Error: webhook answered 500" });
    webhook.answer = 200;
    expect(await retry()).toEqual({
      stdout: expect.stringContaining("Notifications: 1 sent, 0 still pending."),
      code: 0,
    });
    expect(await notification(id)).toEqual({ state: "sent", attempts: 3, error: null });
  });
});
