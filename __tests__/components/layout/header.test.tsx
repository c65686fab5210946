import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import Header from "../../../src/components/layout/header";
import services from "../../../data/services.json";

function renderHeader() {
  const history = createHistory(createMemorySource("/"));
  render(
    <LocationProvider history={history}>
      <Header />
      <p>Outside</p>
    </LocationProvider>,
  );
  return history;
}

/**
 * Moves to another page as Gatsby's router does. The router re-renders on the next animation frame and
 * only then settles navigate()'s promise, so awaiting that promise inside act() would never finish.
 */
async function navigate(history: ReturnType<typeof createHistory>, to: string) {
  await act(async () => {
    void history.navigate(to);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

const servicesButton = () => screen.getByRole("button", { name: "Services" });

describe("Services dropdown", () => {
  it("lists All Services and the five services when opened", async () => {
    renderHeader();
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(servicesButton());
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById(servicesButton().getAttribute("aria-controls")!)!;
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "All Services",
      ...services.map((service) => service.title),
    ]);
    expect(links[1]).toHaveAttribute("href", `/services/${services[0].slug}/`);
  });

  it("opens with Enter or Space, moving focus to the first link; arrows move between links", async () => {
    renderHeader();
    servicesButton().focus();
    await userEvent.keyboard("{Enter}");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "All Services" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: services[0].title })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("link", { name: services[services.length - 1].title })).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    servicesButton().focus();
    await userEvent.keyboard(" ");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
  });

  it("closes on Escape and gives focus back to its button", async () => {
    renderHeader();
    servicesButton().focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{Escape}");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    expect(servicesButton()).toHaveFocus();
  });

  it("closes on a click outside", async () => {
    renderHeader();
    await userEvent.click(servicesButton());
    await userEvent.click(screen.getByText("Outside"));
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when the visitor navigates", async () => {
    const history = renderHeader();
    await userEvent.click(servicesButton());
    await navigate(history, "/about/");
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
  });
});

describe("Get Started menu", () => {
  it("has its four entries", async () => {
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: "Get Started" }));
    expect(screen.getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/consultation/");
    expect(screen.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/subscription/");
    expect(screen.getByRole("link", { name: "Request Service" })).toHaveAttribute("href", "/service-request/");
    expect(screen.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/request-quote/");
  });

  it("only one menu is open at a time", async () => {
    renderHeader();
    await userEvent.click(servicesButton());
    await userEvent.click(screen.getByRole("button", { name: "Get Started" }));
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
  });
});

describe("Mobile menu", () => {
  it("toggles, and resets when the visitor navigates", async () => {
    const history = renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const menu = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(menu).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    expect(menu).toBeVisible();
    await navigate(history, "/contact/");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("Logo", () => {
  it("falls back to the icon when the image fails to load", () => {
    renderHeader();
    const image = document.querySelector("header img")!;
    expect(screen.queryByTestId("logo-fallback")).toBeNull();
    act(() => {
      image.dispatchEvent(new Event("error"));
    });
    expect(screen.getByTestId("logo-fallback")).toBeInTheDocument();
  });
});
