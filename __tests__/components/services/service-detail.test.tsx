import type { PageProps } from "gatsby";
import type { ReactElement } from "react";
import { render, screen, within } from "@testing-library/react";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import ServiceDetailTemplate from "../../../src/pages/services/{ServicesJson.slug}";
import services from "../../../data/services.json";
import siteConfig from "../../../data/site-config.json";
import { QUOTE_FORM_ID, quotePresets, tierOption } from "../../../src/form-definitions/presets";

type Service = (typeof services)[number];

/** The page query's answer for one service: the JSON entry with its image path turned into an image stub. */
const pageProps = (service: Service) => {
  const src = `/static/${service.heroImage}`;
  const data = {
    servicesJson: {
      ...service,
      heroImage: {
        publicURL: src,
        childImageSharp: {
          gatsbyImageData: { images: { fallback: { src } }, width: 720, height: 480, layout: "constrained" },
        },
      },
    },
  };
  return { data } as unknown as PageProps<Queries.ServiceDetailPageQuery>;
};

/** The answers a link chooses in the quote form it opens (at its form): a preset page the build makes. */
const presetOf = (link: HTMLElement) => {
  const [path, hash] = link.getAttribute("href")!.split("#");
  expect(hash).toBe(QUOTE_FORM_ID);
  return quotePresets(services).find((preset) => preset.path === path)?.values;
};

/** Pages render inside Gatsby's router (the header reads the location). */
const renderAt = (pathname: string, page: ReactElement) =>
  render(<LocationProvider history={createHistory(createMemorySource(pathname))}>{page}</LocationProvider>);

const renderService = (service: Service) =>
  renderAt(`/services/${service.slug}/`, <ServiceDetailTemplate {...pageProps(service)} />);

const section = (name: string) => screen.getByRole("region", { name });

describe.each(services.map((service) => [service.slug, service] as const))("service page %s", (_slug, service) => {
  it("shows every section, with all of the service's content", () => {
    renderService(service);
    expect(screen.getByRole("heading", { level: 1, name: service.title })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: service.heroImageAlt })).toBeInTheDocument();

    const stats = within(section(`${service.shortTitle} at a glance`)).getAllByRole("listitem");
    expect(stats).toHaveLength(service.stats.length);
    service.stats.forEach((stat, index) => expect(stats[index]).toHaveTextContent(`${stat.number} ${stat.label}`));

    const paragraphs = service.overview.split(/\n\s*\n/);
    expect(paragraphs.length).toBeGreaterThan(1);
    const overview = section("Overview");
    paragraphs.forEach((paragraph) => expect(within(overview).getByText(paragraph.trim())).toBeInTheDocument());

    expect(
      within(section("Key Features"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(service.features);
    expect(
      within(section("Benefits for Your Practice"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(service.benefits);

    const steps = within(section("Our Process")).getAllByRole("listitem");
    expect(steps).toHaveLength(service.process.length);
    expect(steps[0].closest("ol")).not.toBeNull();
    service.process.forEach((step, index) => {
      expect(within(steps[index]).getByRole("heading", { name: step.step })).toBeInTheDocument();
      expect(steps[index]).toHaveTextContent(`${index + 1}`);
    });

    const story = section("Success Story");
    expect(within(story).getByRole("heading", { name: service.caseStudy.title })).toBeInTheDocument();
    expect(within(story).getByText(service.caseStudy.challenge)).toBeInTheDocument();
    expect(within(story).getByText(service.caseStudy.solution)).toBeInTheDocument();
    service.caseStudy.results.forEach((result) => expect(within(story).getByText(result)).toBeInTheDocument());

    const testimonials = section("What Our Clients Say");
    service.testimonials.forEach((testimonial) => {
      const quote = within(testimonials).getByText(testimonial.quote).closest("figure") as HTMLElement;
      expect(within(quote).getByRole("img", { name: `Rated ${testimonial.rating} out of 5` })).toBeInTheDocument();
      expect(quote).toHaveTextContent(testimonial.name);
    });

    const faqs = section("Frequently Asked Questions");
    service.faqs.forEach((faq) => {
      // Native disclosure: the question is the summary and the answer is in the static HTML.
      const summary = within(faqs).getByText(faq.question).closest("summary") as HTMLElement;
      expect(summary.parentElement?.tagName).toBe("DETAILS");
      expect(within(summary.parentElement as HTMLElement).getByText(faq.answer)).toBeInTheDocument();
    });
  });

  it("prices each tier, badges only the popular one and sends every Get Quote to the quote form", () => {
    renderService(service);
    const pricing = section("Pricing");
    const tiers = within(pricing).getAllByRole("article");
    expect(tiers).toHaveLength(service.pricing.length);
    expect(within(pricing).getAllByText("Most Popular")).toHaveLength(1);
    service.pricing.forEach((tier, index) => {
      const card = tiers[index];
      expect(card).toHaveAccessibleName(tier.tier);
      expect(card).toHaveTextContent(tier.price);
      expect(within(card).queryByText("Most Popular") !== null).toBe(tier.popular);
      const link = within(card).getByRole("link", { name: `Get Quote for ${tier.tier}` });
      expect(presetOf(link)).toEqual({ services: [service.slug], tier: tierOption(service, tier.tier) });
    });
    expect(within(pricing).getAllByRole("link", { name: /^Get Quote/ })).toHaveLength(service.pricing.length);
  });
});

describe("service page calls to action", () => {
  const [service] = services;

  it("offers Get Started Today and a Call Now telephone link with the configured number", () => {
    renderService(service);
    expect(presetOf(screen.getByRole("link", { name: "Get Started Today" }))).toEqual({ services: [service.slug] });
    const call = screen.getByRole("link", { name: /^Call Now/ });
    expect(call).toHaveAttribute("href", `tel:${siteConfig.contact.phoneE164}`);
    expect(call).toHaveTextContent(siteConfig.contact.phone);
  });

  it("closes with Request Consultation and an Email Us mail link", () => {
    renderService(service);
    const closing = section("Ready to Get Started?");
    expect(presetOf(within(closing).getByRole("link", { name: "Request Consultation" }))).toEqual({
      services: [service.slug],
    });
    expect(within(closing).getByRole("link", { name: "Email Us" })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.contact.email}`,
    );
  });

  it("shows the trail Home, Services, this service", () => {
    renderService(service);
    const trail = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(trail).getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services/");
    expect(within(trail).getByText(service.title)).toHaveAttribute("aria-current", "page");
  });

  it("shows Service Not Found if the page query finds nothing", () => {
    renderAt(
      "/services/unknown/",
      <ServiceDetailTemplate
        {...({ data: { servicesJson: null } } as unknown as PageProps<Queries.ServiceDetailPageQuery>)}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services/");
  });
});
