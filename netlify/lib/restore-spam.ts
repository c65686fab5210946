/**
 * "Not spam": a post held by the time trap becomes a lead, and the team hears of it as of any lead (the webhook when
 * LEAD_WEBHOOK_URL is set, the team's mail); a lead the team marked as spam comes back as it was. For
 * `npm run leads -- --not-spam` and the inbox alike.
 */
import { env } from "./env";
import type { Keyring } from "./hashing";
import type { LeadStore } from "./lead-store";
import { deliverMail } from "./mail/outbox";
import { deliverNotification } from "./notify";
import type { Restored } from "./store/leads";

/** Why a held post could not become a lead, as the command and the inbox say it. */
export const NOT_RESTORED = {
  "not-found": "No post held as spam has that id.",
  "not-spam": "That post is a lead already.",
  honeypot: "A honeypot post keeps no values, so there is nothing to restore.",
  "no-values": "That post's values did not pass the form's checks, so none were kept.",
} as const;

/** Restores a held post; `delivered` is false when its notification or team mail must wait for the retry. */
export async function restoreSpam(
  store: LeadStore,
  keys: Keyring,
  id: string,
): Promise<Restored & { readonly delivered?: boolean }> {
  const webhookUrl = env("LEAD_WEBHOOK_URL");
  const restored = await store.restoreSpam(id, webhookUrl !== undefined);
  if (!restored.ok) return restored;
  const [notified, mail] = await Promise.all([
    webhookUrl && restored.lead.notificationState === "pending"
      ? deliverNotification(store, restored.lead, webhookUrl)
      : true,
    deliverMail(store, keys, { leadId: restored.lead.id }),
  ]);
  return { ...restored, delivered: notified && mail.failed === 0 };
}
