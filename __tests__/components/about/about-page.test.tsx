import type { HeadProps, PageProps } from "gatsby";
import { renderToStaticMarkup } from "react-dom/server";
import { render, screen, within } from "@testing-library/react";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import AboutPage, { Head } from "../../../src/pages/about";
import { coreValues } from "../../../src/components/about/core-values";
import siteConfig from "../../../data/site-config.json";
import team from "../../../data/team.json";
import { image } from "../home/home-fixtures";

function renderAbout() {
  const data: Queries.AboutPageQuery = {
    allTeamJson: { nodes: team.map((member) => ({ ...member, image: image(member.image, 144) })) },
  };
  render(
    <LocationProvider history={createHistory(createMemorySource("/about/"))}>
      <AboutPage {...({ data } as unknown as PageProps<Queries.AboutPageQuery>)} />
    </LocationProvider>,
  );
}

const region = (name: string) => screen.getByRole("region", { name });

describe("about page", () => {
  it("states the mission beside the company's record: the practices, years and satisfaction claims of the site", () => {
    renderAbout();
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Our Mission" })).toBeInTheDocument();
    const record = within(screen.getByRole("list", { name: "Our record" })).getAllByRole("listitem");
    const claims = ["practices", "years", "satisfaction"].map((id) =>
      siteConfig.claims.find((claim) => claim.id === id)!,
    );
    expect(record.map((item) => item.textContent)).toEqual(claims.map((claim) => `${claim.number}${claim.label}`));
  });

  it("shows every core value, each a card with a heading and an explanation", () => {
    renderAbout();
    const cards = within(region("Our Core Values")).getAllByRole("article");
    expect(cards).toHaveLength(coreValues.length);
    cards.forEach((card, index) => {
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(coreValues[index].title);
      expect(card).toHaveTextContent(coreValues[index].text);
    });
  });

  it("introduces every member of data/team.json with name, title, biography and portrait", () => {
    renderAbout();
    const cards = within(region("Leadership Team")).getAllByRole("article");
    expect(cards).toHaveLength(team.length);
    cards.forEach((card, index) => {
      const member = team[index];
      expect(within(card).getByRole("heading", { level: 3, name: member.name })).toBeInTheDocument();
      expect(card).toHaveTextContent(member.title);
      expect(card).toHaveTextContent(member.bio);
      expect(card.querySelector("img")).toHaveAttribute("src", member.image);
    });
  });

  it("ends with a call to request a quote or get in touch", () => {
    renderAbout();
    const cta = region("Let’s Talk About Your Practice");
    expect(within(cta).getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/request-quote/");
    expect(within(cta).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact/");
  });

  it("is titled About Us, with a breadcrumb trail", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToStaticMarkup(<Head {...({ location: { pathname: "/about/" } } as HeadProps)} />);
    expect(container.querySelector("title")).toHaveTextContent(`About Us | ${siteConfig.siteTitle}`);
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${siteConfig.siteUrl}/about/`);
    expect(container.querySelector('script[type="application/ld+json"]')?.innerHTML).toContain("BreadcrumbList");
  });
});
