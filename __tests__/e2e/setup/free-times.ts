import type { Page } from "playwright-core";
import { OFFICE_TIME_ZONE, SLOTS_API, dayIn, type SlotDay } from "../../../src/lib/consultation-hours";
import { slotStart } from "../../../netlify/lib/booking/availability";

/**
 * The slot function as a page sees it, answering that these times are free on whatever day is asked (without one, the
 * office's today), its own answers being tested with the functions: what the consultation form then offers.
 */
export async function freeTimes(page: Page, times: readonly string[]) {
  await page.route(`**${SLOTS_API}*`, (request) => {
    const date = new URL(request.request().url()).searchParams.get("date") ?? dayIn(new Date());
    const slots = times.map((time) => ({ date, time, start: slotStart(date, time, OFFICE_TIME_ZONE).toISOString() }));
    const day: SlotDay = { date, timeZone: OFFICE_TIME_ZONE, earliest: date, slots, next: [] };
    return request.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(day) });
  });
}
