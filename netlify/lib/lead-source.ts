/**
 * A lead's source (src/lib/lead-source.ts) from what its post carries: the visit's first touch, which a script
 * recorded (src/lib/first-touch.ts), or, for a post without it, the post's own Referer: another site's host, or the
 * campaign parameters of the form page's address. The visitor typed none of it, so nothing here refuses a lead:
 * each value is cut to its bound, stripped of invisible and control characters, and dropped when it is not what it
 * should be (a host that is no host, a path that is no path on this site).
 */
import { campaignOf, type FirstTouch } from "../../src/lib/first-touch";
import { DIRECT, ORGANIC, REFERRAL, searchEngineOf, type LeadSource } from "../../src/lib/lead-source";

/** The longest campaign value kept, in characters; longer ones are cut. */
export const SOURCE_TEXT_MAX = 100;
/** The longest landing path kept. */
export const LANDING_PATH_MAX = 200;

/** Printable text of at most `max` characters, or null. */
function text(value: string | undefined, max: number): string | null {
  const printable = (value ?? "")
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\uFFFD]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(printable).slice(0, max).join("").trim() || null;
}

const lowerText = (value: string | undefined, max: number) => text(value, max)?.toLowerCase() ?? null;

const HOST = /^(?=.{1,253}(:|$))[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;

const host = (value: string | undefined) => {
  const lower = value?.trim().toLowerCase();
  return lower && HOST.test(lower) ? lower : null;
};

/** A path on this site (not "//other.example"), without its query. */
const landingPath = (value: string | undefined) => {
  const path = text(value?.split(/[?#]/)[0], LANDING_PATH_MAX);
  return path && /^\/(?![/\\])/.test(path) ? path : null;
};

/** A past moment within the last 30 days (a visit kept in a tab that long), else null. */
const visitStart = (value: string | undefined, now: number) => {
  const time = Date.parse(value ?? "");
  return time <= now + 60_000 && time > now - 30 * 24 * 3600_000 ? new Date(time).toISOString() : null;
};

/** The Referer of a post without a first touch: another site's host, or this site's address with its parameters. */
function fromReferer(req: Request): FirstTouch {
  try {
    const from = new URL(req.headers.get("referer") ?? "");
    if (!/^https?:$/.test(from.protocol)) return {};
    if (from.host !== new URL(req.url).host) return { referrerHost: from.host };
    return campaignOf(from.searchParams);
  } catch {
    return {};
  }
}

/**
 * The source of a post whose first-touch fields are `posted`, sent by `req` at `now`: null when it carries nothing
 * to tell (no script ran and no other site or campaign link sent it).
 */
export function leadSource(posted: FirstTouch, req: Request, now: number): LeadSource | null {
  const scripted = Object.keys(posted).length > 0;
  const touch = scripted ? posted : fromReferer(req);
  const referrer = host(touch.referrerHost);
  const campaign = {
    campaign: lowerText(touch.utm_campaign, SOURCE_TEXT_MAX),
    term: text(touch.utm_term, SOURCE_TEXT_MAX),
    content: text(touch.utm_content, SOURCE_TEXT_MAX),
    referrer,
    landing: landingPath(touch.landingPath),
    firstSeenAt: visitStart(touch.firstSeenAt, now),
  };
  const source = lowerText(touch.utm_source, SOURCE_TEXT_MAX);
  if (source) return { source, medium: lowerText(touch.utm_medium, SOURCE_TEXT_MAX), ...campaign };
  if (referrer) {
    const engine = searchEngineOf(referrer);
    return { source: engine ?? referrer, medium: engine ? ORGANIC : REFERRAL, ...campaign };
  }
  if (scripted || campaign.campaign) return { source: DIRECT, medium: null, ...campaign };
  return null;
}
