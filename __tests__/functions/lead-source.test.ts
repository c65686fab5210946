/**
 * A lead's source from its post (netlify/lib/lead-source.ts): the first touch normalised and bounded, hostile values
 * cut or dropped rather than refusing the lead, a post without a script read from its Referer, and the words the
 * inbox says it in (src/lib/lead-source.ts).
 */
import { LANDING_PATH_MAX, SOURCE_TEXT_MAX, leadSource } from "../../netlify/lib/lead-source";
import { DIRECT, sourceInWords } from "../../src/lib/lead-source";

const NOW = Date.parse("2026-11-30T14:00:00.000Z");
const post = (referer?: string) =>
  new Request("https://site.example/.netlify/functions/submit-form", {
    method: "POST",
    headers: referer ? { referer } : {},
  });

it("keeps a campaign link's source, medium and campaign in lower case, so 'Winter' and 'winter' are one", () => {
  const source = leadSource(
    {
      landingPath: "/",
      utm_source: " Newsletter ",
      utm_medium: "Email",
      utm_campaign: "Winter-2027",
      utm_content: "Header Button",
      firstSeenAt: "2026-11-30T13:50:00.000Z",
    },
    post("https://site.example/contact/"),
    NOW,
  );
  expect(source).toEqual({
    source: "newsletter",
    medium: "email",
    campaign: "winter-2027",
    term: null,
    content: "Header Button",
    referrer: null,
    landing: "/",
    firstSeenAt: "2026-11-30T13:50:00.000Z",
  });
  expect(sourceInWords(source)).toBe("Newsletter · winter-2027");
});

it("tells a search engine, another site and a direct visit apart, in words", () => {
  const google = leadSource({ landingPath: "/", referrerHost: "www.google.co.uk" }, post(), NOW);
  expect(google).toMatchObject({ source: "google", medium: "organic", referrer: "www.google.co.uk" });
  expect(sourceInWords(google)).toBe("Came from a Google search");
  const referred = leadSource({ landingPath: "/blog/", referrerHost: "Example.com" }, post(), NOW);
  expect(referred).toMatchObject({ source: "example.com", medium: "referral" });
  expect(sourceInWords(referred)).toBe("Referred by example.com");
  const direct = leadSource({ landingPath: "/" }, post(), NOW);
  expect(direct).toMatchObject({ source: DIRECT, landing: "/" });
  expect(sourceInWords(direct)).toMatch(/^Came directly/);
});

it("reads a post without a script from its Referer: another site's host, or the form page's campaign parameters", () => {
  expect(leadSource({}, post("https://partner.example/list?id=3"), NOW)).toMatchObject({
    source: "partner.example",
    medium: "referral",
    referrer: "partner.example",
    landing: null,
    firstSeenAt: null,
  });
  expect(leadSource({}, post("https://site.example/contact/?utm_source=LinkedIn&utm_campaign=Q1"), NOW)).toMatchObject({
    source: "linkedin",
    campaign: "q1",
    referrer: null,
  });
  // Nothing to tell: not known, rather than "direct".
  expect(leadSource({}, post("https://site.example/contact/"), NOW)).toBeNull();
  expect(leadSource({}, post(), NOW)).toBeNull();
  expect(sourceInWords(null)).toMatch(/^Not known/);
});

it("cuts 40 KB values to their bound and strips control and invisible characters, keeping the lead's source", () => {
  const huge = "a".repeat(40 * 1024);
  const source = leadSource(
    {
      landingPath: `/${huge}`,
      utm_source: `news\u0000let\u202eter\r\n`,
      utm_campaign: huge,
      utm_term: "<script>alert(1)</script>",
      utm_content: "\u200b\u0007",
    },
    post(),
    NOW,
  )!;
  expect(source.source).toBe("newsletter");
  expect(source.campaign).toHaveLength(SOURCE_TEXT_MAX);
  expect(source.landing).toHaveLength(LANDING_PATH_MAX);
  // Text, shown as text wherever it goes: React and the CSV escape it.
  expect(source.term).toBe("<script>alert(1)</script>");
  expect(source.content).toBeNull();
});

it("drops what is not what it claims: a host that is no host, a path to another site, a time out of range", () => {
  const source = leadSource(
    {
      landingPath: "//evil.example/x",
      referrerHost: "evil.example/<script>",
      firstSeenAt: "2099-01-01T00:00:00.000Z",
    },
    post(),
    NOW,
  )!;
  expect(source).toMatchObject({ source: DIRECT, referrer: null, landing: null, firstSeenAt: null });
  expect(leadSource({ landingPath: "/", firstSeenAt: "yesterday" }, post(), NOW)!.firstSeenAt).toBeNull();
});
