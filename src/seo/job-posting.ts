/** schema.org JSON-LD of the open positions on /careers/. */
import type { SiteConfig } from "../hooks/use-site-config";
import type { Json } from "./structured-data";
import { payRange } from "../lib/pay-range";

/** The fields of a job (data/jobs.json) that its JobPosting needs. */
type JobPostingSource = {
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
function employmentType(type: string): string {
  return EMPLOYMENT_TYPES[type.toLowerCase().replace(/[^a-z]/g, "")] ?? "OTHER";
}

/**
 * The figures of a salary text as a schema.org MonetaryAmount: "$18 - $22 per hour" → 18 to 22 USD an hour,
 * "$52,000 - $62,000 per year" or "$52k" → a yearly amount. Undefined when the text has no figures ("Competitive").
 */
function salaryAmount(salary: string): Json | undefined {
  const pay = payRange(salary);
  if (!pay) return undefined;
  const { min, max, unit: unitText } = pay;
  return {
    "@type": "MonetaryAmount",
    currency: "USD",
    value:
      min === max
        ? { "@type": "QuantitativeValue", value: min, unitText }
        : { "@type": "QuantitativeValue", minValue: min, maxValue: max, unitText },
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
      ? {
          "@type": "PostalAddress",
          streetAddress: address.street,
          addressLocality: address.city,
          addressRegion: address.region,
          postalCode: address.postalCode,
          addressCountry: address.country,
        }
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
    ...(remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: address.country } }
      : { jobLocation: place }),
    ...(baseSalary ? { baseSalary } : {}),
    experienceRequirements: job.experience,
    qualifications: job.requirements.join("\n"),
    jobBenefits: job.benefits.join("\n"),
    directApply: true,
    url,
  };
}
