/** schema.org JSON-LD of a service page (src/pages/services/{ServicesJson.slug}.tsx). */
import { absoluteUrl, type Json } from "./structured-data";

/**
 * A price that schema.org can state as one number: "$299" → 299, "$1,299" → 1299. Ranges ("$28-55"),
 * percentages ("6%") and "Custom" give undefined, and their offer carries the price in its description.
 */
function numericPrice(text: string): number | undefined {
  const match = /^\$\s*(\d[\d,]*(?:\.\d+)?)$/.exec(text.trim());
  return match ? Number(match[1].replace(/,/g, "")) : undefined;
}

type ServiceForJsonLd = {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly pricing: ReadonlyArray<{
    readonly tier: string;
    readonly price: string;
    readonly period: string;
    readonly features: ReadonlyArray<string>;
  }>;
};

/** A service page's Service, provided by the site's Organization, with one Offer per pricing tier. */
export function service(siteUrl: string, item: ServiceForJsonLd): Json {
  const url = absoluteUrl(siteUrl, `/services/${item.slug}/`);
  return {
    "@type": "Service",
    "@id": `${url}#service`,
    name: item.title,
    description: item.description,
    url,
    provider: { "@id": `${siteUrl}/#organization` },
    areaServed: { "@type": "Country", name: "US" },
    audience: { "@type": "BusinessAudience", audienceType: "Medical practices" },
    offers: item.pricing.map((tier) => {
      const price = numericPrice(tier.price);
      // "/month" is a unit of the price; "one-time" or "of collections" are words after it.
      const unit = /^\/\s*(\w+)$/.exec(tier.period)?.[1];
      const shownPrice = tier.period
        ? `${tier.price}${tier.period.startsWith("/") ? "" : " "}${tier.period}`
        : tier.price;
      return {
        "@type": "Offer",
        name: tier.tier,
        description: `${shownPrice}. ${tier.features.join("; ")}.`,
        ...(price === undefined ? {} : { price }),
        ...(price !== undefined && unit
          ? { priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: "USD", unitText: unit } }
          : {}),
        priceCurrency: "USD",
        url: absoluteUrl(siteUrl, "/request-quote/"),
      };
    }),
  };
}
