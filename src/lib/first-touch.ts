/**
 * Where a visit began, kept in the tab's sessionStorage from its first page view (no cookie, nothing sent) and posted
 * with a lead form as hidden fields of these names: the landing path, the referring site's host (never its full
 * address), the campaign parameters of the landing address and the time. The function reads and bounds them
 * (netlify/lib/lead-source.ts); a post without a script carries none.
 */

/** The campaign parameters, as links carry them (`?utm_source=newsletter&utm_campaign=winter`). */
export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** The post's first-touch fields: what the visit's first page view recorded. */
export const FIRST_TOUCH_FIELDS = ["landingPath", "referrerHost", ...UTM_PARAMETERS, "firstSeenAt"] as const;

export type FirstTouchField = (typeof FIRST_TOUCH_FIELDS)[number];
export type FirstTouch = Partial<Record<FirstTouchField, string>>;

const STORAGE_KEY = "first-touch";

/** The first touch of a page view at `location`, come from `referrer` (document.referrer). */
export function firstTouchOf(location: Pick<Location, "host" | "pathname" | "search">, referrer: string, now: Date) {
  const touch: FirstTouch = { landingPath: location.pathname, firstSeenAt: now.toISOString() };
  // Many visits come with no referrer, which is not parsed: the error it throws costs the page a stack trace.
  if (referrer) {
    try {
      const from = new URL(referrer);
      if (from.host !== location.host && /^https?:$/.test(from.protocol)) touch.referrerHost = from.host;
    } catch {
      // Not a URL: nothing to keep.
    }
  }
  return { ...touch, ...campaignOf(new URLSearchParams(location.search)) };
}

/** The campaign parameters an address's query gives, those not empty. */
export const campaignOf = (query: URLSearchParams): FirstTouch =>
  Object.fromEntries(UTM_PARAMETERS.flatMap((name) => (query.get(name) ? [[name, query.get(name)]] : [])));

/** Keeps the page view's first touch unless the visit (the tab's session) has one already. */
export function recordFirstTouch(storage: Storage, touch: FirstTouch): void {
  try {
    if (storage.getItem(STORAGE_KEY) === null) storage.setItem(STORAGE_KEY, JSON.stringify(touch));
  } catch {
    // A full or refused storage: the lead is sent without its source.
  }
}

/** The visit's first touch, its known fields only; none where storage holds nothing readable. */
export function readFirstTouch(storage: Storage): FirstTouch {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? "{}");
    const touch: FirstTouch = {};
    for (const name of FIRST_TOUCH_FIELDS) {
      const value = (stored as Record<string, unknown> | null)?.[name];
      if (typeof value === "string" && value !== "") touch[name] = value;
    }
    return touch;
  } catch {
    return {};
  }
}

/** Records this page view as the visit's first touch unless the visit has one: as Gatsby's app starts, and before a
 * lead form's island hydrates (which comes first, and reads it). */
export function recordPageView(): void {
  const storage = visitStorage();
  if (storage) recordFirstTouch(storage, firstTouchOf(window.location, document.referrer, new Date()));
}

/** The tab's sessionStorage, or none where the browser refuses it (storage blocked, some private modes). */
export function visitStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
