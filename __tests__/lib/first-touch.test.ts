/**
 * A visit's first touch (src/lib/first-touch.ts): what the first page view keeps, that later views keep nothing, and
 * what a form reads back, in a real Storage (jsdom's sessionStorage).
 */
import { firstTouchOf, readFirstTouch, recordFirstTouch } from "../../src/lib/first-touch";

const NOW = new Date("2026-11-30T14:00:00.000Z");
const at = (address: string) => new URL(address);

beforeEach(() => sessionStorage.clear());

it("keeps the landing path, the campaign parameters and another site's host, never its full address", () => {
  const touch = firstTouchOf(
    at("https://site.example/services/?utm_source=newsletter&utm_medium=email&utm_campaign=Winter-2027&ref=x"),
    "https://www.google.com/search?q=medical+scribes",
    NOW,
  );
  expect(touch).toEqual({
    landingPath: "/services/",
    referrerHost: "www.google.com",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "Winter-2027",
    firstSeenAt: NOW.toISOString(),
  });
});

it("names no referrer for a link within the site, none at all, or one that is no web address", () => {
  for (const referrer of ["https://site.example/blog/", "", "android-app://com.example/"])
    expect(firstTouchOf(at("https://site.example/"), referrer, NOW).referrerHost).toBeUndefined();
});

it("keeps the visit's first page view only: a later page of the same visit changes nothing", () => {
  recordFirstTouch(sessionStorage, firstTouchOf(at("https://site.example/?utm_source=linkedin"), "", NOW));
  recordFirstTouch(sessionStorage, firstTouchOf(at("https://site.example/contact/"), "https://site.example/", NOW));
  expect(readFirstTouch(sessionStorage)).toEqual({
    landingPath: "/",
    utm_source: "linkedin",
    firstSeenAt: NOW.toISOString(),
  });
});

it("reads back only its own fields, as text, and nothing from a value it cannot read", () => {
  sessionStorage.setItem("first-touch", JSON.stringify({ landingPath: "/", utm_source: 7, other: "x" }));
  expect(readFirstTouch(sessionStorage)).toEqual({ landingPath: "/" });
  sessionStorage.setItem("first-touch", "{not json");
  expect(readFirstTouch(sessionStorage)).toEqual({});
});
