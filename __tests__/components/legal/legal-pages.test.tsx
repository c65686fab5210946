import { render, screen, within } from "@testing-library/react";
import PrivacyPolicyContent from "../../../src/components/legal/privacy-policy-content";
import TermsContent from "../../../src/components/legal/terms-content";
import siteConfig from "../../../data/site-config.json";
import { RETENTION } from "../../../src/lib/retention";
import { LEGAL_EFFECTIVE_DATE } from "../../../src/lib/legal-effective-date";
import { longDate } from "../../../src/lib/dates";

const pages = [
  ["Privacy Policy", PrivacyPolicyContent],
  ["Terms of Service", TermsContent],
] as const;

/** The text of the numbered section whose heading matches, e.g. "Eligibility". */
const sectionText = (name: RegExp) =>
  screen.getByRole("heading", { level: 2, name }).closest("section")?.textContent ?? "";

/** The same without its numbered heading. */
const sectionBody = (name: RegExp) => {
  const heading = screen.getByRole("heading", { level: 2, name });
  return sectionText(name).slice(heading.textContent.length);
};

/** "24 months", "1 day": a period as the policy must state it. */
const period = (count: number, unit: "day" | "month") => `${count} ${unit}${count === 1 ? "" : "s"}`;
/** Every number in a text with the word after it, e.g. ["24 months", "30 days"]. */
const statedPeriods = (text: string) => [...text.matchAll(/\d+\s*\w*/g)].map(([match]) => match.replace(/\s+/, " "));

describe.each(pages)("%s", (title, Content) => {
  it("shows its title and the effective date of src/lib/legal-effective-date.ts, machine-readable too", () => {
    render(<Content />);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    const date = screen.getByText(longDate(LEGAL_EFFECTIVE_DATE));
    expect(date.tagName).toBe("TIME");
    expect(date).toHaveAttribute("datetime", LEGAL_EFFECTIVE_DATE);
  });

  it("has a table of contents whose every link targets a section on the page", () => {
    const { container } = render(<Content />);
    const links = within(screen.getByRole("navigation", { name: "Contents" })).getAllByRole("link");
    expect(links.length).toBeGreaterThanOrEqual(10);
    expect(links.length).toBeLessThanOrEqual(15);
    for (const link of links) {
      const id = link.getAttribute("href")!.replace(/^#/, "");
      const target = container.querySelector(`[id="${id}"]`);
      expect(target).not.toBeNull();
      expect(target).toHaveTextContent(link.textContent);
    }
    // Links inside the text point at existing sections too.
    for (const link of container.querySelectorAll<HTMLAnchorElement>('article a[href^="#"]')) {
      expect(container.querySelector(`[id="${link.getAttribute("href")!.slice(1)}"]`)).not.toBeNull();
    }
  });

  it("gives the contact details from the site configuration", () => {
    render(<Content />);
    const contact = sectionText(/Contact Us/);
    expect(contact).toContain(siteConfig.contact.email);
    expect(contact).toContain(siteConfig.contact.address.street);
    expect(contact).toContain(siteConfig.contact.phone);
  });
});

describe("Terms of Service clauses", () => {
  beforeEach(() => render(<TermsContent />));

  it("requires users to be at least 18 and is not for children under 13", () => {
    const eligibility = sectionText(/Eligibility/);
    expect(eligibility).toMatch(/at least 18 years old/);
    expect(eligibility).toMatch(/not intended for children under\s+13/);
  });

  it("is governed by California law", () => {
    expect(sectionText(/Governing Law/)).toMatch(/laws of the State of California/);
  });

  it("states the subscription terms: monthly renewal, 30 days' notice, 30-day money-back guarantee", () => {
    const subscriptions = sectionText(/Subscription Plans/);
    expect(subscriptions).toMatch(/renew automatically each month/);
    expect(subscriptions).toMatch(/30 days' written notice/);
    expect(subscriptions).toMatch(/30-day money-back guarantee/);
  });

  it("says quotes and proposals bind no one until an agreement is signed", () => {
    expect(sectionText(/Quotes and Proposals/)).toMatch(/do not bind\s+either of us until both parties have signed/);
  });
});

describe("Privacy Policy clauses", () => {
  beforeEach(() => render(<PrivacyPolicyContent />));

  it("asks visitors not to send patient information and covers BAAs", () => {
    const hipaa = sectionText(/HIPAA/);
    expect(hipaa).toMatch(/do not include patient names/);
    expect(hipaa).toMatch(/Business Associate Agreement/);
  });

  it("promises no sale of data and describes California residents' rights", () => {
    expect(sectionText(/How We Share/)).toMatch(/We do not sell your personal information/);
    expect(sectionText(/California Residents/)).toMatch(/CCPA\/CPRA/);
  });

  it("is not directed to children under 13", () => {
    expect(sectionText(/Children/)).toMatch(/not directed to children under 13/);
  });

  it("states the retention periods of the retention module, each with its unit, and no other number", () => {
    expect(statedPeriods(sectionBody(/How Long We Keep/))).toEqual([
      period(RETENTION.leadMonths, "month"),
      period(RETENTION.spamDays, "day"),
      period(RETENTION.identifierDays, "day"),
      period(RETENTION.auditMonths, "month"),
    ]);
  });

  it("says an erasure leaves only a record that it happened", () => {
    expect(sectionText(/Your Rights/)).toMatch(
      /keep only a record that the deletion happened, without your email address/,
    );
  });

  it("names the embedded map's provider from the configured map address", () => {
    expect(sectionText(/Cookies/)).toContain(new URL(siteConfig.mapEmbedUrl).hostname.replace(/^www\./, ""));
  });
});
