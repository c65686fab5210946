/**
 * The reminders: every hour, each booked call that starts within a day gets one reminder mail, with its time, how
 * the call happens and the link to move or cancel it (netlify/lib/store/bookings.ts says which), sent through the
 * outbox now. A Netlify scheduled function, with no public URL; `npm run leads -- --reminders` runs it by hand.
 */
import type { Config, Context } from "@netlify/functions";
import { isDeployed } from "../lib/env";
import { leadKeys } from "../lib/hashing";
import { openLeadStore } from "../lib/lead-store";
import { sendReminders } from "../lib/mail/reminders";
import { withoutDatabase } from "../lib/settings-report";

export const config: Config = { schedule: "@hourly" };

export default async function bookingReminders(_request?: Request, context?: Context): Promise<void> {
  if (withoutDatabase("booking-reminders", context)) return;
  const counts = await sendReminders(openLeadStore(), leadKeys(isDeployed(context)), new Date());
  // Counts only: nothing about a person reaches the logs.
  console.log(JSON.stringify({ fn: "booking-reminders", ...counts }));
}
