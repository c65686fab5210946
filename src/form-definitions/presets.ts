/**
 * Choices a link makes for the visitor before a form opens: a service page's buttons and its pricing tiers' Get
 * Quote links open the quote form with that service (and tier) chosen. The choice is in the page's address, a page
 * of its own made at build time (gatsby-node.ts), so the server's HTML has it chosen and it works without
 * JavaScript; the visitor can change it like any other answer. No content is imported here: service pages link
 * with these helpers, and their scripts must not carry the forms' data.
 */
import { slug } from "../lib/slug";

/** A form's values as a link presets them: a select's or radio's value, a checkbox group's list. */
export type PresetValues = Readonly<Record<string, string | readonly string[]>>;

/** A page that opens a form with some of its answers chosen. */
export type FormPreset = { readonly path: string; readonly values: PresetValues };

/** The quote form's page (its preset pages are under it, out of the sitemap: gatsby-config.ts) and the form's id. */
export const QUOTE_PAGE = "/request-quote/";
export const QUOTE_FORM_ID = "quote-form";

/** The quote form's page for a service, or one of its tiers: /request-quote/virtual-scribes/part-time/. */
const quotePagePath = (serviceSlug: string, tierName?: string) =>
  `${QUOTE_PAGE}${serviceSlug}/${tierName ? `${slug(tierName)}/` : ""}`;

/** A link to the quote form with a service, or one of its tiers, chosen. */
export const quoteLink = (serviceSlug: string, tierName?: string) =>
  `${quotePagePath(serviceSlug, tierName)}#${QUOTE_FORM_ID}`;

type ServiceTiers = {
  readonly slug: string;
  readonly title: string;
  readonly pricing: ReadonlyArray<{ readonly tier: string }>;
};

/** The quote form's Pricing Option for one of a service's tiers, in words: "Virtual Medical Scribes: Part-Time". */
export const tierOption = (service: ServiceTiers, tierName: string) => `${service.title}: ${tierName}`;

/** The quote form's preset pages: one per service, with it ticked, and one per tier, its Pricing Option named too. */
export const quotePresets = (services: ReadonlyArray<ServiceTiers>): FormPreset[] =>
  services.flatMap((service) => {
    const chosen: PresetValues = { services: [service.slug] };
    return [
      { path: quotePagePath(service.slug), values: chosen },
      ...service.pricing.map((tier) => ({
        path: quotePagePath(service.slug, tier.tier),
        values: { ...chosen, tier: tierOption(service, tier.tier) },
      })),
    ];
  });
