import siteConfig from "../../data/site-config.json";
import jobs from "../../data/jobs.json";
import { jobPosting } from "../../src/seo/job-posting";
import type { SiteConfig } from "../../src/hooks/use-site-config";

const site = siteConfig as unknown as SiteConfig;
const url = "https://www.example.com/careers/#apply-x";

type JobPostingSource = Parameters<typeof jobPosting>[1];

const job = (overrides: Partial<JobPostingSource> = {}): JobPostingSource => ({
  jsonId: "x",
  title: "Medical Coder",
  description: "Code visits.",
  posted: "2026-10-01",
  type: "Full-time",
  location: "Troy, MI",
  salary: "Competitive",
  experience: "2+ years",
  requirements: ["CPC certification", "ICD-10-CM"],
  benefits: ["401(k)"],
  ...overrides,
});

const employmentType = (type: string) => jobPosting(site, job({ type }), url).employmentType;
const salaryAmount = (salary: string) => jobPosting(site, job({ salary }), url).baseSalary;

describe("employmentType", () => {
  it.each([
    ["Full-time", "FULL_TIME"],
    ["Full Time", "FULL_TIME"],
    ["Part-time", "PART_TIME"],
    ["Contract", "CONTRACTOR"],
    ["Temporary", "TEMPORARY"],
    ["Internship", "INTERN"],
    ["Per Diem", "PER_DIEM"],
    ["Seasonal", "OTHER"],
  ])("maps %s to %s", (type, expected) => expect(employmentType(type)).toBe(expected));
});

describe("salaryAmount", () => {
  it("reads an hourly range", () => {
    expect(salaryAmount("$18 - $22 per hour")).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 18, maxValue: 22, unitText: "HOUR" },
    });
  });

  it("reads a yearly range with thousands separators or k", () => {
    expect(salaryAmount("$52,000 - $62,000 per year")).toMatchObject({
      value: { minValue: 52000, maxValue: 62000, unitText: "YEAR" },
    });
    expect(salaryAmount("$50k-$65k")).toMatchObject({ value: { minValue: 50000, maxValue: 65000, unitText: "YEAR" } });
  });

  it("reads a single figure, and gives nothing for text without figures", () => {
    expect(salaryAmount("$4,500/month")).toMatchObject({ value: { value: 4500, unitText: "MONTH" } });
    expect(salaryAmount("Competitive, based on experience")).toBeUndefined();
  });
});

describe("jobPosting", () => {
  it("describes the job, its date and type, and points at the Organization as the hiring organisation", () => {
    const posting = jobPosting(site, job(), url);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "Medical Coder",
      description: "Code visits.",
      datePosted: "2026-10-01",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@id": `${siteConfig.siteUrl}/#organization`, name: siteConfig.siteTitle },
      identifier: { value: "x" },
      directApply: true,
      url,
    });
    expect(posting).not.toHaveProperty("baseSalary");
  });

  it("places an on-site or hybrid job at the office when it names the office's city", () => {
    const posting = jobPosting(site, job({ location: "Troy, MI (Hybrid)" }), url);
    expect(posting.jobLocation).toEqual({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: siteConfig.contact.address.street,
        addressLocality: siteConfig.contact.address.city,
        addressRegion: siteConfig.contact.address.region,
        postalCode: siteConfig.contact.address.postalCode,
        addressCountry: siteConfig.contact.address.country,
      },
    });
    expect(posting).not.toHaveProperty("jobLocationType");
  });

  it("places a job in another city at that city", () => {
    expect(jobPosting(site, job({ location: "Ann Arbor, MI" }), url).jobLocation).toMatchObject({
      address: {
        addressLocality: "Ann Arbor",
        addressRegion: "MI",
        addressCountry: siteConfig.contact.address.country,
      },
    });
  });

  it("marks a remote job TELECOMMUTE, open to applicants in the office's country, with no job location", () => {
    const posting = jobPosting(site, job({ location: "Remote (United States)" }), url);
    expect(posting.jobLocationType).toBe("TELECOMMUTE");
    expect(posting.applicantLocationRequirements).toEqual({
      "@type": "Country",
      name: siteConfig.contact.address.country,
    });
    expect(posting).not.toHaveProperty("jobLocation");
  });

  it("recognises the type and places every job in data/jobs.json", () => {
    for (const { id, ...rest } of jobs) {
      const posting = jobPosting(site, { ...rest, jsonId: id }, url);
      expect(posting.employmentType).not.toBe("OTHER");
      expect(Boolean(posting.jobLocation) !== Boolean(posting.jobLocationType)).toBe(true);
    }
  });
});
