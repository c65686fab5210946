import type { ComponentProps } from "react";
import { render, screen, within } from "@testing-library/react";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import CareersPage from "../../../src/pages/careers";
import siteConfig from "../../../data/site-config.json";
import careers from "../../../data/careers.json";
import { careersPageData, jobNodes } from "./job-data";

type PageProps = ComponentProps<typeof CareersPage>;

// The header reads the location, as it does under Gatsby's router.
const renderPage = () =>
  render(
    <LocationProvider history={createHistory(createMemorySource("/careers/"))}>
      <CareersPage {...({ data: careersPageData } as unknown as PageProps)} />
    </LocationProvider>,
  );

describe("the careers page", () => {
  it("has the #why-vedha and #open-positions sections the hero links to", () => {
    const { container } = renderPage();
    const why = container.querySelector("#why-vedha");
    const positions = container.querySelector("#open-positions");
    expect(why).toBe(screen.getByRole("region", { name: "Why work here" }));
    expect(positions).toBe(screen.getByRole("region", { name: "Open positions" }));
    expect(screen.getByRole("link", { name: "View Open Positions" })).toHaveAttribute("href", "#open-positions");
    expect(screen.getByRole("link", { name: "Why Work With Us" })).toHaveAttribute("href", "#why-vedha");
    expect(within(positions as HTMLElement).getAllByRole("article")).toHaveLength(jobNodes.length);
  });

  it("shows a card for every reason and lists the company-wide benefits of data/careers.json", () => {
    renderPage();
    const why = screen.getByRole("region", { name: "Why work here" });
    for (const reason of careers.reasons)
      expect(within(why).getByRole("heading", { name: reason.title })).toBeInTheDocument();
    const benefits = within(screen.getByRole("region", { name: "Employee benefits" })).getAllByRole("listitem");
    expect(benefits.map((item) => item.textContent)).toEqual(careers.benefits);
  });

  it("offers Email Your Resume and Call Us with the configured careers email and phone", () => {
    renderPage();
    expect(screen.getByRole("link", { name: "Email Your Resume" })).toHaveAttribute(
      "href",
      expect.stringMatching(new RegExp(`^mailto:${siteConfig.contact.careersEmail}(\\?|$)`)),
    );
    expect(screen.getByRole("link", { name: `Call Us at ${siteConfig.contact.phone}` })).toHaveAttribute(
      "href",
      `tel:${siteConfig.contact.phoneE164}`,
    );
  });
});
