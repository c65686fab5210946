import type { Page } from "playwright-core";

/** A consultation's required answers after the day and time, as a booker types them. */
export async function fillConsultationDetails(page: Page, email: string) {
  await page.getByLabel(/^First Name/).fill("Ana");
  await page.getByLabel(/^Last Name/).fill("Lima");
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Phone Number/).fill("(555) 123-4567");
  await page.getByLabel(/^Practice Name/).fill("Riverside Family Practice");
  await page.getByLabel(/^Practice Type/).selectOption({ index: 1 });
  await page.getByLabel(/^Practice Size/).selectOption({ index: 1 });
  await page.getByLabel(/^Consultation Type/).selectOption({ index: 1 });
}
