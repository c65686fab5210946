import { render, screen, within } from "@testing-library/react";
import ServiceList from "../../../src/components/services/service-list";
import { SUMMARY_ITEMS } from "../../../src/components/services/service-summary";
import { serviceNodes } from "./service-fixtures";

const listUnder = (article: HTMLElement, heading: string) =>
  within(article).getByRole("heading", { name: heading }).nextElementSibling as HTMLElement;

describe("service list on /services", () => {
  it("shows every service in order, each capped at four key features and four benefits", () => {
    render(<ServiceList services={serviceNodes} />);
    const articles = screen.getAllByRole("article");
    expect(articles.map((article) => within(article).getByRole("heading", { level: 3 }).textContent)).toEqual(
      serviceNodes.map((service) => service.title),
    );
    expect(SUMMARY_ITEMS).toBe(4);
    serviceNodes.forEach((service, index) => {
      expect(service.features.length).toBeGreaterThan(4);
      const features = within(listUnder(articles[index], "Key Features")).getAllByRole("listitem");
      expect(features.map((li) => li.textContent)).toEqual(service.features.slice(0, 4));
      const benefits = within(listUnder(articles[index], "Benefits")).getAllByRole("listitem");
      expect(benefits.map((li) => li.textContent)).toEqual(service.benefits.slice(0, 4));
    });
  });

  it("links each service's Learn More to its page, naming the service", () => {
    render(<ServiceList services={serviceNodes} />);
    for (const service of serviceNodes) {
      expect(screen.getByRole("link", { name: `Learn More about ${service.title}` })).toHaveAttribute(
        "href",
        `/services/${service.slug}/`,
      );
    }
  });

  it("badges each picture with the service's first stat", () => {
    render(<ServiceList services={serviceNodes} />);
    serviceNodes.forEach((service, index) => {
      const article = screen.getAllByRole("article")[index];
      expect(within(article).getByRole("img", { name: service.heroImageAlt })).toBeInTheDocument();
      expect(within(article).getByText(service.stats[0].number)).toBeInTheDocument();
      expect(within(article).getByText(service.stats[0].label)).toBeInTheDocument();
    });
  });

  it("falls back to 40% Average Improvement for a service without stats", () => {
    const [first, ...rest] = serviceNodes;
    render(<ServiceList services={[{ ...first, stats: [] }, ...rest]} />);
    const article = screen.getAllByRole("article")[0];
    expect(within(article).getByText("40%")).toBeInTheDocument();
    expect(within(article).getByText("Average Improvement")).toBeInTheDocument();
    expect(within(article).queryByText(first.stats[0].label)).toBeNull();
  });
});
