/**
 * The claims of data/site-config.json that pages pick by id: the trust strip, the home page's reasons and the about
 * page's record. A writer may reword a claim's label or change its figure and it keeps its place; the build refuses a
 * site config that drops one of these ids (src/content/types/site-config.ts). Other claims show in the stats strips,
 * which show every claim.
 */
export const SHOWN_CLAIMS = ["practices", "satisfaction", "years", "support", "revenue"] as const;

export type ShownClaim = (typeof SHOWN_CLAIMS)[number];

/** The claims of `ids`, in that order (each is there: the build checks it). */
export const claimsById = <C extends { readonly id: string }>(claims: readonly C[], ids: readonly ShownClaim[]) =>
  ids.flatMap((id) => claims.filter((claim) => claim.id === id));
