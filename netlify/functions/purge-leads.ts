/**
 * The daily purge: deletes the leads, resumes and held spam that are past their retention period and clears the
 * address hashes and user agents no longer needed (src/lib/retention.ts). A Netlify scheduled function: it runs
 * at midnight UTC and has no public URL. `npm run leads -- --purge` runs the same purge by hand.
 */
import type { Config, Context } from "@netlify/functions";
import { openLeadStore } from "../lib/lead-store";
import { withoutDatabase } from "../lib/settings-report";

export const config: Config = { schedule: "@daily" };

export default async function purgeLeads(_request?: Request, context?: Context): Promise<void> {
  if (withoutDatabase("purge-leads", context)) return;
  const counts = await openLeadStore().purge();
  // Counts only: nothing about a person reaches the logs.
  console.log(JSON.stringify({ fn: "purge-leads", ...counts }));
}
