/**
 * The daily digest (netlify/lib/mail/digest.ts): at 13:00 UTC, morning in the United States, the team gets the leads
 * still new after the promised reply time and the last 24 hours' reply figures. A Netlify scheduled function, with
 * no public URL; no mail when no lead waits and the day had no sales lead.
 */
import type { Config, Context } from "@netlify/functions";
import { openLeadStore } from "../lib/lead-store";
import { sendDigest } from "../lib/mail/digest";
import { withoutDatabase } from "../lib/settings-report";

export const config: Config = { schedule: "0 13 * * *" };

export default async function leadDigest(_request?: Request, context?: Context): Promise<void> {
  if (withoutDatabase("lead-digest", context)) return;
  const { waiting, sent } = await sendDigest(openLeadStore());
  // Counts only: nothing about a person reaches the logs.
  console.log(JSON.stringify({ fn: "lead-digest", waiting, sent }));
}
