import { render, screen, within } from "@testing-library/react";
import PrivacyPolicyContent from "../../../src/components/legal/privacy-policy-content";
import TermsContent from "../../../src/components/legal/terms-content";
import siteConfig from "../../../data/site-config.json";
import { RETENTION } from "../../../src/lib/retention";

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

describe.each(pages)("%s", (title, Content) => {
  it("shows its title and the effective date June 28, 2025 as a machine-readable date", () => {
    render(<Content />);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    const date = screen.getByText("June 28, 2025");
    expect(date.tagName).toBe("TIME");
    expect(date).toHaveAttribute("datetime", "2025-06-28");
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

  it("states the retention periods of the retention module, and no other number", () => {
    const retention = sectionBody(/How Long We Keep/);
    const period = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
    expect(retention).toContain(
      `job applications with their resumes: deleted ${period(RETENTION.leadMonths, "month")}`,
    );
    expect(retention).toContain(`our team marks as spam: deleted ${period(RETENTION.spamDays, "day")}`);
    expect(retention).toContain(`browser's description, stored with a form`);
    expect(retention).toContain(`too many emails from one network: deleted ${period(RETENTION.identifierDays, "day")}`);
    expect(retention).toMatch(
      new RegExp(`changed or deleted your request, and when .*: deleted ${period(RETENTION.auditMonths, "month")}`),
    );
    expect(retention.match(/\d+/g)?.map(Number)).toEqual([
      RETENTION.leadMonths,
      RETENTION.spamDays,
      RETENTION.identifierDays,
      RETENTION.auditMonths,
    ]);
    expect(retention).toMatch(/as long as tax and\s+accounting law requires/);
    expect(retention).toMatch(/server logs/);
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
