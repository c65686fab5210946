import type { ReactElement } from "react";
import type { PageProps } from "gatsby";
import { render, screen, within } from "@testing-library/react";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import ServicesPage from "../../../src/pages/services";
import ServiceNotFoundPage from "../../../src/pages/service-not-found";
import services from "../../../data/services.json";
import { serviceNodes } from "./service-fixtures";

const renderAt = (pathname: string, page: ReactElement) =>
  render(<LocationProvider history={createHistory(createMemorySource(pathname))}>{page}</LocationProvider>);

const servicesPage = () =>
  renderAt(
    "/services/",
    <ServicesPage
      {...({ data: { allServicesJson: { nodes: serviceNodes } } } as unknown as PageProps<Queries.ServicesPageQuery>)}
    />,
  );

describe("/services", () => {
  it("leads to a quote from the hero and lists every service", () => {
    servicesPage();
    const hero = screen.getByRole("heading", { level: 1 }).parentElement as HTMLElement;
    expect(within(hero.parentElement as HTMLElement).getByRole("link", { name: "Get a Custom Quote" })).toHaveAttribute(
      "href",
      "/request-quote/",
    );
    const list = screen.getByRole("region", { name: "What We Do" });
    expect(within(list).getAllByRole("article")).toHaveLength(services.length);
  });

  it("gives four reasons to choose us", () => {
    servicesPage();
    expect(
      within(screen.getByRole("region", { name: "Why Practices Choose Us" })).getAllByRole("heading", { level: 3 }),
    ).toHaveLength(4);
  });

  it("closes with links to a quote and to the contact page", () => {
    servicesPage();
    const closing = screen.getByRole("region", { name: "Not Sure Which Service You Need?" });
    expect(within(closing).getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/request-quote/");
    expect(within(closing).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact/");
  });
});

describe("/service-not-found/", () => {
  it("says the service was not found and links back to every service", () => {
    renderAt("/services/no-such-service/", <ServiceNotFoundPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Back to Services" })).toHaveAttribute(
      "href",
      "/services/",
    );
  });
});
