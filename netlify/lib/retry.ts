/**
 * Sending again what did not go after a post: the webhook notifications still pending (when LEAD_WEBHOOK_URL is
 * set) and the unsent mails of the outbox. Run every ten minutes by netlify/functions/retry-notifications.ts
 * (`due`: only mails whose wait has passed, and notifications of leads past their first minute) and by
 * `npm run leads -- --retry-notifications` (everything now).
 */
import { env } from "./env";
import type { Keyring } from "./hashing";
import type { LeadStore } from "./lead-store";
import { FAILURES_TO_STOP, deliverMail } from "./mail/outbox";
import { deliverNotification } from "./notify";

/** A lead younger than this may still have its first notification on the way from submit-form. */
const NOTIFICATION_GRACE_MS = 60_000;

export type RetryCounts = {
  /** Webhook notifications; null when LEAD_WEBHOOK_URL is not set. */
  readonly notifications: { readonly sent: number; readonly pending: number } | null;
  readonly mail: { readonly sent: number; readonly pending: number };
};

async function retryWebhook(store: LeadStore, webhookUrl: string, due: boolean) {
  const now = Date.now();
  const pending = (await store.pendingNotifications()).filter(
    (lead) => !due || lead.createdAt.getTime() < now - NOTIFICATION_GRACE_MS,
  );
  let sent = 0;
  let failuresInARow = 0;
  // Like the mail: a webhook that failed three times in a row is down, and each try costs its timeout.
  for (const lead of pending) {
    if (failuresInARow >= FAILURES_TO_STOP) break;
    if (await deliverNotification(store, lead, webhookUrl)) {
      sent += 1;
      failuresInARow = 0;
    } else failuresInARow += 1;
  }
  return { sent, pending: (await store.pendingNotifications()).length };
}

/** Sends what is still unsent; never throws for a failed send. Pending counts are those left afterwards. */
export async function retryNotifications(
  store: LeadStore,
  keys: Keyring,
  { due }: { readonly due: boolean },
): Promise<RetryCounts> {
  const webhookUrl = env("LEAD_WEBHOOK_URL");
  const notifications = webhookUrl ? await retryWebhook(store, webhookUrl, due) : null;
  const { sent } = await deliverMail(store, keys, { due });
  return { notifications, mail: { sent, pending: await store.unsentMailCount() } };
}
