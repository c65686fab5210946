/**
 * The retry: every ten minutes, the mails whose wait after a failure has passed and the webhook notifications
 * still pending (netlify/lib/retry.ts). A Netlify scheduled function (about 30 s to run, no public URL); a run
 * stops early when the SMTP server or the webhook fails three times in a row, and the next run goes on.
 * `npm run leads -- --retry-notifications` runs the same retry by hand, without waiting.
 */
import type { Config, Context } from "@netlify/functions";
import { isDeployed } from "../lib/env";
import { leadKeys } from "../lib/hashing";
import { openLeadStore } from "../lib/lead-store";
import { retryNotifications } from "../lib/retry";
import { withoutDatabase } from "../lib/settings-report";

export const config: Config = { schedule: "*/10 * * * *" };

export default async function retry(_request: Request, context?: Context): Promise<void> {
  if (withoutDatabase("retry-notifications", context)) return;
  const counts = await retryNotifications(openLeadStore(), leadKeys(isDeployed(context)), { due: true });
  // Counts only: nothing about a person reaches the logs.
  console.log(JSON.stringify({ fn: "retry-notifications", ...counts }));
}
