/**
 * Where Netlify serves the functions and what it limits before they run (their exported config). That Netlify reads
 * each config as it says is `npm run deploy-check`'s part.
 */
import path from "node:path";
import { config as slotsConfig } from "../../netlify/functions/consultation-slots";
import { config as staffConfig } from "../../netlify/functions/staff";
import { config } from "../../netlify/functions/submit-form";
import { RATE_LIMIT } from "../../netlify/lib/rate-limit";
import { FORM_ACTION } from "../../src/lib/form-action";
import { SLOTS_API } from "../../src/lib/consultation-hours";
import { STAFF_API } from "../../src/lib/staff-api";

const functionFile = require.resolve("../../netlify/functions/submit-form");

test("the forms post where Netlify serves the function: its default URL, named after its file, with no path of its own", () => {
  expect(FORM_ACTION).toBe(`/.netlify/functions/${path.basename(functionFile, ".ts")}`);
  expect(config).not.toHaveProperty("path");
});

test("Netlify's rate limit counts per address and site, and is never stricter than the database counter", () => {
  const { rateLimit } = config;
  expect(rateLimit?.aggregateBy).toEqual(["ip", "domain"]);
  // A window no longer than the counter's, allowing at least as many posts: a visitor within RATE_LIMIT always
  // reaches the function, which answers past it with its own sentence.
  expect(rateLimit?.windowSize).toBeLessThanOrEqual(RATE_LIMIT.windowSeconds);
  expect(rateLimit?.windowLimit).toBeGreaterThanOrEqual(RATE_LIMIT.max);
});

test("the staff function answers every endpoint of the inbox's wire format: its path, written out, is STAFF_API's", () => {
  expect(staffConfig.path).toBe(`${STAFF_API}/*`);
});

test("the slot function answers where the consultation form asks: its path, written out, is SLOTS_API", () => {
  expect(slotsConfig.path).toBe(SLOTS_API);
});

test("Netlify's rate limit guards the slot function per address and site", () => {
  expect(slotsConfig.rateLimit?.aggregateBy).toEqual(["ip", "domain"]);
  expect(slotsConfig.rateLimit?.windowLimit).toBeGreaterThan(0);
});
