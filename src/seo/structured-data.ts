/**
 * schema.org JSON-LD builders. Pages pass the result to <Seo jsonLd={…}>, which serialises it safely.
 */
import type { SiteConfig } from "../hooks/use-site-config";

type Json = Record<string, unknown>;

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

/**
 * A price that schema.org can state as one number: "$299" → 299, "$1,299" → 1299. Ranges ("$28-55"),
 * percentages ("6%") and "Custom" give undefined, and their offer carries the price in its description.
 */
export function numericPrice(text: string): number | undefined {
  const match = /^\$\s*(\d[\d,]*(?:\.\d+)?)$/.exec(text.trim());
  return match ? Number(match[1].replace(/,/g, "")) : undefined;
}

type ServiceForJsonLd = {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly pricing: ReadonlyArray<{ readonly tier: string; readonly price: string; readonly period: string; readonly features: ReadonlyArray<string> }>;
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
      const shownPrice = tier.period ? `${tier.price}${tier.period.startsWith("/") ? "" : " "}${tier.period}` : tier.price;
      return {
        "@type": "Offer",
        name: tier.tier,
        description: `${shownPrice}. ${tier.features.join("; ")}.`,
        ...(price === undefined ? {} : { price }),
        ...(price !== undefined && unit ? { priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: "USD", unitText: unit } } : {}),
        priceCurrency: "USD",
        url: absoluteUrl(siteUrl, "/request-quote/"),
      };
    }),
  };
}

/** An FAQPage: every question with its accepted answer, as on /faq/. */
export function faqPage(faqs: ReadonlyArray<{ readonly question: string; readonly answer: string }>): Json {
  return {
    "@type": "FAQPage",
    mainEntity: faqs.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

export type BlogPostingInput = {
  title: string;
  excerpt: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  author: { name: string; title: string };
  /** Root-relative or absolute URL of the cover image. */
  image: string;
  /** The post's path, e.g. /blog/ehr-click-burden/. */
  pathname: string;
  category: string;
  tags: readonly string[];
};

/** A blog post, published by the site's Organization (referenced by its @id, which Seo always adds). */
export function blogPosting(siteUrl: string, post: BlogPostingInput): Json {
  const url = absoluteUrl(siteUrl, post.pathname);
  return {
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    author: { "@type": "Person", name: post.author.name, jobTitle: post.author.title },
    image: absoluteUrl(siteUrl, post.image),
    publisher: { "@id": `${siteUrl}/#organization` },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: post.category,
    keywords: post.tags.join(", "),
  };
}

/** JSON for a <script type="application/ld+json">: `<` is escaped so content can never close the tag. */
export function serializeJsonLd(items: Json[]): string {
  const graph = items.length === 1 ? { "@context": "https://schema.org", ...items[0] } : { "@context": "https://schema.org", "@graph": items };
  return JSON.stringify(graph).replace(/</g, "\\u003c");
}

/** The fields of a job (data/jobs.json) that its JobPosting needs. */
export type JobPostingSource = {
  jsonId: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  posted: string;
  /** As written in the data, e.g. Full-time. */
  type: string;
  /** As written in the data, e.g. Remote (United States) or Troy, MI (Hybrid). */
  location: string;
  /** As written in the data, e.g. $18 - $22 per hour; no figures means no baseSalary. */
  salary: string;
  experience: string;
  requirements: readonly string[];
  benefits: readonly string[];
};

const EMPLOYMENT_TYPES: Record<string, string> = {
  fulltime: "FULL_TIME",
  parttime: "PART_TIME",
  contract: "CONTRACTOR",
  contractor: "CONTRACTOR",
  temporary: "TEMPORARY",
  temp: "TEMPORARY",
  intern: "INTERN",
  internship: "INTERN",
  perdiem: "PER_DIEM",
  volunteer: "VOLUNTEER",
};

/** schema.org/Google employmentType for a job type as written ("Full-time" → FULL_TIME); unknown types are OTHER. */
export function employmentType(type: string): string {
  return EMPLOYMENT_TYPES[type.toLowerCase().replace(/[^a-z]/g, "")] ?? "OTHER";
}

const SALARY_UNITS: [RegExp, string][] = [
  [/\b(hour|hourly|hr)\b/i, "HOUR"],
  [/\b(day|daily)\b/i, "DAY"],
  [/\b(week|weekly|wk)\b/i, "WEEK"],
  [/\b(month|monthly|mo)\b/i, "MONTH"],
];

/**
 * The figures of a salary text as a schema.org MonetaryAmount: "$18 - $22 per hour" → 18 to 22 USD an hour,
 * "$52,000 - $62,000 per year" or "$52k" → a yearly amount. Undefined when the text has no figures ("Competitive").
 */
export function salaryAmount(salary: string): Json | undefined {
  const figures = [...salary.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(k)?\b/gi)].map(([, digits, thousands]) => Number(digits.replace(/,/g, "")) * (thousands ? 1000 : 1));
  if (figures.length === 0 || figures.some((n) => !Number.isFinite(n))) return undefined;
  const unitText = SALARY_UNITS.find(([pattern]) => pattern.test(salary))?.[1] ?? "YEAR";
  const [min, max] = [Math.min(...figures), Math.max(...figures)];
  return {
    "@type": "MonetaryAmount",
    currency: "USD",
    value: min === max ? { "@type": "QuantitativeValue", value: min, unitText } : { "@type": "QuantitativeValue", minValue: min, maxValue: max, unitText },
  };
}

/**
 * A JobPosting for one open position. Remote jobs are TELECOMMUTE, open to applicants in the office's
 * country; others are placed at the office when the location names its city, else at the city given.
 *
 * @param url the absolute address where the job can be read and applied for
 */
export function jobPosting(site: SiteConfig, job: JobPostingSource, url: string): Json {
  const { address } = site.contact;
  const remote = /\bremote\b/i.test(job.location) && !/\bhybrid\b/i.test(job.location);
  const [, city, region] = /^\s*([^,(]+?)\s*,\s*([A-Z]{2})\b/.exec(job.location) ?? [];
  const atOffice = !city || city.toLowerCase() === address.city.toLowerCase();
  const place = {
    "@type": "Place",
    address: atOffice
      ? { "@type": "PostalAddress", streetAddress: address.street, addressLocality: address.city, addressRegion: address.region, postalCode: address.postalCode, addressCountry: address.country }
      : { "@type": "PostalAddress", addressLocality: city, addressRegion: region, addressCountry: address.country },
  };
  const baseSalary = salaryAmount(job.salary);
  return {
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    identifier: { "@type": "PropertyValue", name: site.siteTitle, value: job.jsonId },
    datePosted: job.posted,
    employmentType: employmentType(job.type),
    hiringOrganization: { "@id": `${site.siteUrl}/#organization`, name: site.siteTitle, sameAs: `${site.siteUrl}/` },
    ...(remote ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: address.country } } : { jobLocation: place }),
    ...(baseSalary ? { baseSalary } : {}),
    experienceRequirements: job.experience,
    qualifications: job.requirements.join("\n"),
    jobBenefits: job.benefits.join("\n"),
    directApply: true,
    url,
  };
}
