import type { HeadProps, PageProps } from "gatsby";
import { renderToStaticMarkup } from "react-dom/server";
import { render, screen, within } from "@testing-library/react";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import IndexPage, { Head } from "../../../src/pages/index";
import WhyChooseCard from "../../../src/components/home/why-choose-card";
import siteConfig from "../../../data/site-config.json";
import clientLogos from "../../../data/client-logos.json";
import { homePageData, homeSlides, servicesInOrder } from "./home-fixtures";
import { realPosts } from "../blog/blog-fixtures";
import { longDate } from "../../../src/lib/dates";

/** The home page once its lazy newsletter form has loaded, as in a browser (and so within act). */
async function renderHome() {
  const data = homePageData();
  render(
    <LocationProvider history={createHistory(createMemorySource("/"))}>
      <IndexPage {...({ data } as unknown as PageProps<Queries.HomePageQuery>)} />
    </LocationProvider>,
  );
  await screen.findByRole("form", { name: /in Your Inbox/ });
  return data;
}

const region = (name: string | RegExp) => screen.getByRole("region", { name });

describe("home page", () => {
  it("opens with the headline and the two ways forward: a consultation and the services", async () => {
    await renderHome();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(siteConfig.hero.title);
    expect(screen.getByText(siteConfig.hero.subtitle)).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getAllByRole("link", { name: siteConfig.hero.ctaText })[0]).toHaveAttribute(
      "href",
      "/consultation/",
    );
    expect(within(main).getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services/");
  });

  it("gives security, support and ROI as the reasons to choose the company, with the figures from the data", async () => {
    await renderHome();
    const card = region(`Why Choose ${siteConfig.siteTitle}?`);
    for (const reason of ["Security", "Support", "ROI"]) expect(within(card).getByText(reason)).toBeInTheDocument();
    const figure = (id: string) => siteConfig.claims.find((claim) => claim.id === id)!.number;
    expect(card).toHaveTextContent(figure("support"));
    expect(card).toHaveTextContent(figure("revenue"));
  });

  it("keeps a claim's figure among the reasons when a writer rewords its label", () => {
    const claims = siteConfig.claims.map((claim) =>
      claim.id === "support" ? { ...claim, number: "Round the clock", label: "Help whenever you call" } : claim,
    );
    render(<WhyChooseCard siteTitle={siteConfig.siteTitle} claims={claims} />);
    expect(region(`Why Choose ${siteConfig.siteTitle}?`)).toHaveTextContent("Round the clock help");
  });

  it("shows every claim of the site in the stats strip", async () => {
    await renderHome();
    const items = within(region("Our results in numbers")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(
      siteConfig.claims.map((claim) => `${claim.number}${claim.label}`),
    );
  });

  it("links the first four services, in order, to their pages", async () => {
    await renderHome();
    const links = within(region("Services Built Around Your Practice"))
      .getAllByRole("link")
      .filter(
        (link) => link.getAttribute("href")?.startsWith("/services/") && link.getAttribute("href") !== "/services/",
      );
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      servicesInOrder.slice(0, 4).map((service) => [service.title, `/services/${service.slug}/`]),
    );
  });

  it("shows each client's logo named by the practice", async () => {
    await renderHome();
    const strip = region("Trusted by Independent Practices");
    for (const client of clientLogos) expect(within(strip).getByRole("img", { name: client.name })).toBeInTheDocument();
  });

  it("holds the testimonials in a carousel", async () => {
    await renderHome();
    const carousel = screen.getByRole("region", { name: "Client testimonials" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    expect(within(carousel).getAllByRole("group", { hidden: true })).toHaveLength(homeSlides.length);
  });

  it("shows the three newest posts and links to all articles", async () => {
    await renderHome();
    const latest = region("Latest Articles");
    const articles = within(latest).getAllByRole("article");
    const newest = realPosts().slice(0, 3);
    expect(articles).toHaveLength(newest.length);
    articles.forEach((article, index) => {
      const post = newest[index];
      expect(within(article).getByRole("link", { name: post.frontmatter.title })).toHaveAttribute(
        "href",
        `/blog/${post.frontmatter.slug}/`,
      );
      expect(article).toHaveTextContent(post.frontmatter.category);
      expect(article).toHaveTextContent(`${post.fields.readTime} min read`);
      expect(within(article).getByText(longDate(post.frontmatter.isoDate))).toHaveAttribute(
        "datetime",
        post.frontmatter.isoDate,
      );
    });
    expect(within(latest).getByRole("link", { name: "View All Articles" })).toHaveAttribute("href", "/blog/");
  });

  it("offers the newsletter with a heading and an email field", async () => {
    await renderHome();
    const form = await screen.findByRole("form", { name: /in Your Inbox/ });
    expect(within(form).getByRole("textbox", { name: /Email address/ })).toHaveAttribute("type", "email");
    expect(within(form).getByRole("button", { name: "Subscribe" })).toBeInTheDocument();
  });

  it("ends with a call to book a consultation or get in touch", async () => {
    await renderHome();
    const cta = region("Ready to Give Your Team Time Back?");
    expect(within(cta).getByRole("link", { name: siteConfig.hero.ctaText })).toHaveAttribute("href", "/consultation/");
    expect(within(cta).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact/");
  });

  it("uses the site's home title, its own description and describes the web site for search engines", () => {
    // Rendered as Gatsby does, on the server: <html lang> is not valid inside a test's <div>.
    const container = document.createElement("div");
    container.innerHTML = renderToStaticMarkup(<Head {...({ location: { pathname: "/" } } as HeadProps)} />);
    expect(container.querySelector("title")).toHaveTextContent(
      `${siteConfig.siteTitle} | Practice Support for Physicians`,
    );
    expect(container.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/medical practices/);
    type Item = { "@type": string; "@graph"?: Item[] };
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.innerHTML ?? "{}") as
      Item | Item[];
    const graph = Array.isArray(jsonLd) ? jsonLd : (jsonLd["@graph"] ?? [jsonLd]);
    expect(graph.map((item) => item["@type"])).toContain("WebSite");
  });
});
