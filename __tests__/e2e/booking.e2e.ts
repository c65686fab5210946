/**
 * Booking a consultation on a phone, through the real slot function, submit function and (local Netlify) database:
 * with JavaScript, from the free times at the top of the form to the booked thank-you page and its calendar file;
 * without it, the day and time typed into the form, the post held until the booker presses the button the mail
 * sends them, which books the time.
 */
import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { violations } from "./setup/axe";
import { launchBrowser, openPage } from "./setup/browser";
import { fillConsultationDetails } from "./setup/consultation";
import { caughtMail } from "./setup/mail";
import { databaseUrl, origin } from "./setup/server";
import { clearPostLimits } from "./setup/post-limits";
import { pastTheTimeTrap } from "./setup/time-trap";
import { openPool, type SqlPool } from "../../netlify/lib/store/sql";
import { SLOTS_API, dayIn, slotInWords, slotRange, type SlotDay } from "../../src/lib/consultation-hours";
import { CHECK_INBOX_PAGE, CONFIRM_PAGE } from "../../src/lib/held-posts";

const PHONE = { width: 390, height: 844 };

let browser: Browser;
let pool: SqlPool;
beforeAll(async () => {
  browser = await launchBrowser();
  pool = openPool(databaseUrl());
});
afterAll(async () => {
  await browser?.close();
  await pool?.end();
});

// The form tests of this worker fill its bookings a day too: that limit is tested with the functions, not here.
beforeEach(async () => {
  await clearPostLimits(pool);
  await pool.query("DELETE FROM booking_counts");
});

const uniqueEmail = () => `e2e.booker.${randomUUID().slice(0, 8)}@example.com`;

/** Where a booker's lead stands: its booking's start, if any, and whether it is still held. */
async function leadOf(email: string) {
  const { rows } = await pool.query<{ spam: boolean; starts_at: Date | null }>(
    `SELECT l.spam, b.starts_at FROM leads l LEFT JOIN consultation_bookings b ON b.lead_id = l.id
     WHERE l.fields->>'email' = $1`,
    [email],
  );
  return rows;
}

it("on a phone, books a free time from the top of the form and shows it booked, with its calendar file", async () => {
  const email = uniqueEmail();
  const { page, errors } = await openPage(browser, { viewport: PHONE });
  await pastTheTimeTrap(page);
  await page.goto(`${origin}/consultation/`, { waitUntil: "networkidle" });

  const picker = page.getByRole("group", { name: "Pick a free time" });
  const time = picker.getByRole("group").first().getByRole("button").first();
  await time.click();
  const [date, chosen] = [
    await page.getByLabel(/^Preferred Date/).inputValue(),
    await page.getByLabel(/^Preferred Time/).inputValue(),
  ];
  expect(await time.textContent()).toContain(slotRange(chosen));
  await fillConsultationDetails(page, email);
  await page.getByRole("button", { name: "Schedule Consultation" }).click();

  await page.getByRole("heading", { level: 1, name: "Your Consultation Is Booked" }).waitFor({ timeout: 15000 });
  const [lead] = await leadOf(email);
  expect(lead.spam).toBe(false);
  expect(lead.starts_at).not.toBeNull();
  await page.getByText(`Your consultation is booked for ${slotInWords(lead.starts_at!)}.`).waitFor();
  expect(slotInWords(lead.starts_at!)).toContain(chosen);
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(await violations(page)).toEqual([]);
  // The calendar file is the booking's invitation.
  const calendar = await page.getByRole("link", { name: "Add to calendar (.ics)" }).getAttribute("href");
  const file = await fetch(`${origin}${calendar}`);
  expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(await file.text()).toContain("BEGIN:VEVENT");
  expect(errors).toEqual([]);
  await page.context().close();
});

it("without JavaScript, holds the time typed until the booker presses the mailed button, which books it", async () => {
  const email = uniqueEmail();
  // A free time, as the slot function offers it: the first of the earliest bookable day.
  const today = (await (await fetch(`${origin}${SLOTS_API}?date=${dayIn(new Date())}`)).json()) as SlotDay;
  const day = (await (await fetch(`${origin}${SLOTS_API}?date=${today.earliest}`)).json()) as SlotDay;
  const slot = day.slots[0] ?? day.next[0];

  const { page } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
  await page.goto(`${origin}/consultation/`, { waitUntil: "networkidle" });
  await page.getByLabel(/^Preferred Date/).fill(slot.date);
  await page.getByLabel(/^Preferred Time/).selectOption(slot.time);
  await fillConsultationDetails(page, email);
  await page.getByRole("button", { name: "Schedule Consultation" }).click();
  await page.waitForURL(`${origin}${CHECK_INBOX_PAGE}`, { timeout: 15000 });
  expect(await leadOf(email)).toEqual([{ spam: true, starts_at: null }]);

  // The mail's button, on the confirm function's page, which has no script (its CSP allows none).
  const mail = await caughtMail(email);
  const link = new RegExp(`https?://\\S+${CONFIRM_PAGE}\\?token=[A-Za-z0-9_-]+`).exec(mail.text ?? "")?.[0];
  expect(link).toBeDefined();
  const confirm = (await openPage(browser, { viewport: PHONE })).page;
  await confirm.goto(`${origin}${new URL(link!).pathname}${new URL(link!).search}`);
  expect(await violations(confirm)).toEqual([]);
  await confirm.getByRole("button", { name: "Send my request" }).click();
  await confirm.getByText(`Your consultation is booked for ${slotInWords(slot.start)}.`).waitFor();
  expect(await leadOf(email)).toEqual([{ spam: false, starts_at: new Date(slot.start) }]);
  expect(await violations(confirm)).toEqual([]);
  await confirm.context().close();
  await page.context().close();
});
