/**
 * Tells the sales team about a new lead through a webhook (LEAD_WEBHOOK_URL; Slack's incoming webhooks and
 * most chat tools take `{ text }`). The message names the form, the person and the practice only: no free
 * text, so nothing a visitor wrote about patients leaves the database. A failed delivery leaves the lead
 * 'pending'; `npm run leads -- --retry-notifications` sends it later.
 */
import { formTitle } from "../../src/form-definitions";
import { personOf, practiceOf, text } from "../../src/form-definitions/sender";
import { env } from "./env";
import type { LeadRecord } from "./store/lead-records";
import type { LeadStore } from "./lead-store";

const NOTIFICATION_TIMEOUT_MS = 5000;

/** The webhook's time to answer: LEAD_WEBHOOK_TIMEOUT_MS when set (tests shorten it), else 5 s. */
function notificationTimeoutMs(): number {
  const configured = Number(env("LEAD_WEBHOOK_TIMEOUT_MS"));
  return Number.isFinite(configured) && configured > 0 ? configured : NOTIFICATION_TIMEOUT_MS;
}

type LeadSummary = Pick<LeadRecord, "id" | "formName" | "fields">;

/** Text on one line: the schemas refuse line breaks and controls in names, but older rows may hold them. */
// eslint-disable-next-line no-control-regex -- control characters are what it replaces
export const oneLine = (value: string) => value.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, " ");

/** Slack treats &, < and > as markup. */
const escapeSlack = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** "New quote request: Jane Doe, Lakeside Family Practice (lead 1b2c…)". */
export function leadSummary({ id, formName, fields }: LeadSummary): string {
  const kind = formTitle(formName);
  const practice = practiceOf(fields);
  const about = [personOf(fields), practice].filter(Boolean).map(oneLine).join(", ");
  const job = formName === "career-application" && text(fields.jobId) ? ` for ${oneLine(text(fields.jobId))}` : "";
  return escapeSlack(`New ${kind}${job}${about ? `: ${about}` : ""} (lead ${id})`);
}

/** Posts `{ text }` to the webhook; throws when it does not answer 2xx in time. */
async function postNotification(
  webhookUrl: string,
  message: string,
  timeoutMs = notificationTimeoutMs(),
): Promise<void> {
  const response = await fetch(webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text: message }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel().catch(() => {});
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}

/** Sends one lead's notification and records the outcome; never throws. Resolves true when sent. */
export async function deliverNotification(store: LeadStore, lead: LeadSummary, webhookUrl: string): Promise<boolean> {
  let outcome: { ok: true } | { ok: false; error: string };
  try {
    await postNotification(webhookUrl, leadSummary(lead));
    outcome = { ok: true };
  } catch (error) {
    outcome = { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  try {
    await store.markNotification(lead.id, outcome);
  } catch {
    // The lead stays 'pending' and is sent again by the retry; a second message is better than none.
  }
  return outcome.ok;
}
