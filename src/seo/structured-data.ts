/**
 * schema.org JSON-LD that every page has (the Organization, breadcrumbs) and its serialisation. Pages pass
 * their own objects to <PageHead jsonLd={…}>; each kind has its own module (service-json-ld.ts, faq-page.ts,
 * blog-posting.ts, job-posting.ts), so a page's script carries only the builder it uses.
 */
import type { SiteConfig } from "../hooks/use-site-config";

/** A schema.org object. */
export type Json = Record<string, unknown>;

export const absoluteUrl = (siteUrl: string, pathname: string) => new URL(pathname, `${siteUrl}/`).toString();

export function organization(site: SiteConfig): Json {
  const { contact } = site;
  return {
    "@type": "MedicalBusiness",
    "@id": `${site.siteUrl}/#organization`,
    name: site.siteTitle,
    description: site.siteDescription,
    url: `${site.siteUrl}/`,
    telephone: contact.phoneE164,
    email: contact.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address.street,
      addressLocality: contact.address.city,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
    },
    sameAs: Object.values(site.social),
    openingHours: ["Mo-Fr 08:00-18:00", "Sa 09:00-14:00"],
  };
}

/** The site itself, published by the organization (home page). */
export function webSite(site: SiteConfig): Json {
  return {
    "@type": "WebSite",
    "@id": `${site.siteUrl}/#website`,
    name: site.siteTitle,
    description: site.siteDescription,
    url: `${site.siteUrl}/`,
    inLanguage: "en-US",
    publisher: { "@id": `${site.siteUrl}/#organization` },
  };
}

/** Home › … › current page. Each crumb is [name, pathname]. */
export function breadcrumbs(siteUrl: string, crumbs: [string, string][]): Json {
  return {
    "@type": "BreadcrumbList",
    itemListElement: [["Home", "/"] as [string, string], ...crumbs].map(([name, pathname], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(siteUrl, pathname),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` is escaped so content can never close the tag. */
export function serializeJsonLd(items: Json[]): string {
  const graph =
    items.length === 1
      ? { "@context": "https://schema.org", ...items[0] }
      : { "@context": "https://schema.org", "@graph": items };
  return JSON.stringify(graph).replace(/</g, "\\u003c");
}
