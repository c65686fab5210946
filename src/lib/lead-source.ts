/**
 * Where a lead came from, as it is stored with it (netlify/lib/lead-source.ts makes it from the visit's first touch):
 * source, medium and campaign as campaign links name them, or, without them, as the referring site or a search
 * engine gives them; and the words the inbox says it in.
 */

/** A visit that came from no other site and no campaign link: a typed address, a bookmark, an app. */
export const DIRECT = "(direct)";
export const ORGANIC = "organic";
export const REFERRAL = "referral";

export type LeadSource = {
  /** "newsletter", "google", "example.com" or DIRECT; lower case. */
  readonly source: string;
  /** "email", ORGANIC, REFERRAL; lower case; null when a campaign link named none. */
  readonly medium: string | null;
  /** Lower case, so that "Winter" and "winter" are one campaign. */
  readonly campaign: string | null;
  readonly term: string | null;
  readonly content: string | null;
  /** The referring site's host, never its full address. */
  readonly referrer: string | null;
  /** The path the visit began on; null when no script recorded it. */
  readonly landing: string | null;
  /** When the visit began (ISO 8601); null when no script recorded it. */
  readonly firstSeenAt: string | null;
};

/** Search engines by their hosts, with the names people know them by. */
const SEARCH_ENGINES: readonly [RegExp, string, string][] = [
  [/(^|\.)google\.[a-z.]+$/, "google", "Google"],
  [/(^|\.)bing\.com$/, "bing", "Bing"],
  [/(^|\.)duckduckgo\.com$/, "duckduckgo", "DuckDuckGo"],
  [/(^|\.)search\.yahoo\.com$/, "yahoo", "Yahoo"],
  [/(^|\.)ecosia\.org$/, "ecosia", "Ecosia"],
  [/(^|\.)search\.brave\.com$/, "brave", "Brave Search"],
];

/** The search engine a referring host is, by its source name; undefined for any other site. */
export const searchEngineOf = (host: string) => SEARCH_ENGINES.find(([pattern]) => pattern.test(host))?.[1];

const engineName = (source: string) => SEARCH_ENGINES.find(([, name]) => name === source)?.[2];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "Came from a Google search", "Newsletter · winter-2027", "Referred by example.com", "Came directly": a lead's
 * source, or a report's row of sources (whose source is null for leads whose source is not known).
 */
export function sourceInWords(
  lead: { readonly source: string | null; readonly medium: string | null; readonly campaign: string | null } | null,
): string {
  if (lead?.source == null) return "Not known";
  const campaign = lead.campaign ? ` · ${lead.campaign}` : "";
  if (lead.source === DIRECT) return "Came directly (a typed address, a bookmark or an app)";
  if (lead.medium === ORGANIC && !campaign) return `Came from a ${engineName(lead.source) ?? lead.source} search`;
  if (lead.medium === REFERRAL && !campaign) return `Referred by ${lead.source}`;
  return `${capitalised(lead.source)}${campaign}`;
}
