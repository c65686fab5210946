import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import Header from "../../../src/components/layout/header";
import { servicesInOrder as services } from "../../setup/static-queries";
import siteConfig from "../../../data/site-config.json";

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

// Each menu is a <details>: its <summary> is the button, whose role and expanded state browsers expose.
const toggle = (name: string) => {
  const found = Array.from(document.querySelectorAll("summary")).find((s) => s.textContent?.trim() === name);
  if (!found) throw new Error(`No menu toggle named ${name}`);
  return found;
};
const servicesButton = () => toggle("Services");
const servicesMenu = () => within(menuOf(servicesButton()));
const isOpen = (summary: HTMLElement) => (summary.closest("details") as HTMLDetailsElement).open;
const menuOf = (summary: HTMLElement) => summary.closest("details")!.querySelector("ul, nav") as HTMLElement;

describe("Services dropdown", () => {
  it("lists All Services and every service of data/services.json, in their order, when opened", async () => {
    renderHeader();
    expect(isOpen(servicesButton())).toBe(false);
    await userEvent.click(servicesButton());
    expect(isOpen(servicesButton())).toBe(true);
    const menu = menuOf(servicesButton());
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "All Services",
      ...services.map((service) => service.title),
    ]);
    expect(links.slice(1).map((link) => link.getAttribute("href"))).toEqual(
      services.map((service) => `/services/${service.slug}/`),
    );
  });

  // Enter and Space on a summary are the browser's (a click with detail 0): the browser tests press them.
  it("a keyboard click opens it with focus on the first link; arrows move between links", async () => {
    renderHeader();
    fireEvent.click(servicesButton(), { detail: 0 });
    expect(isOpen(servicesButton())).toBe(true);
    await waitFor(() => expect(servicesMenu().getByRole("link", { name: "All Services" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    expect(servicesMenu().getByRole("link", { name: services[0].title })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(servicesMenu().getByRole("link", { name: services[services.length - 1].title })).toHaveFocus();
  });

  it("a pointer click opens it and leaves focus where it is", async () => {
    renderHeader();
    await userEvent.click(servicesButton());
    expect(isOpen(servicesButton())).toBe(true);
    expect(servicesButton()).toHaveFocus();
  });

  it("ArrowDown on the closed menu opens it with focus on the first link", async () => {
    renderHeader();
    servicesButton().focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(isOpen(servicesButton())).toBe(true);
    expect(servicesMenu().getByRole("link", { name: "All Services" })).toHaveFocus();
  });

  it("closes on Escape and gives focus back to its button", async () => {
    renderHeader();
    servicesButton().focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(isOpen(servicesButton())).toBe(true);
    await userEvent.keyboard("{Escape}");
    expect(isOpen(servicesButton())).toBe(false);
    expect(servicesButton()).toHaveFocus();
  });

  it("closes on a click outside", async () => {
    renderHeader();
    await userEvent.click(servicesButton());
    await userEvent.click(screen.getByText("Outside"));
    expect(isOpen(servicesButton())).toBe(false);
  });

  it("closes when the visitor navigates", async () => {
    const history = renderHeader();
    await userEvent.click(servicesButton());
    await navigate(history, "/about/");
    expect(isOpen(servicesButton())).toBe(false);
  });
});

describe("Get Started menu", () => {
  it("has its four entries", async () => {
    renderHeader();
    await userEvent.click(toggle("Get Started"));
    const menu = within(menuOf(toggle("Get Started")));
    expect(menu.getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/consultation/");
    expect(menu.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/subscription/");
    expect(menu.getByRole("link", { name: "Request Service" })).toHaveAttribute("href", "/service-request/");
    expect(menu.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/request-quote/");
  });

  it("only one menu is open at a time", async () => {
    renderHeader();
    await userEvent.click(servicesButton());
    await userEvent.click(toggle("Get Started"));
    expect(isOpen(servicesButton())).toBe(false);
  });
});

describe("Call and Book a call (phones and tablets)", () => {
  it("call the site's number and open the consultation form, as plain links", () => {
    renderHeader();
    const call = screen.getByRole("link", { name: `Call ${siteConfig.contact.phone}` });
    expect(call).toHaveAttribute("href", `tel:${siteConfig.contact.phoneE164}`);
    expect(screen.getByRole("link", { name: "Book a call" })).toHaveAttribute("href", "/consultation/");
  });
});

describe("Mobile menu", () => {
  it("toggles, and resets when the visitor navigates", async () => {
    const history = renderHeader();
    const menuToggle = toggle("Menu");
    const menu = menuOf(menuToggle);
    expect(isOpen(menuToggle)).toBe(false);
    await userEvent.click(menuToggle);
    expect(isOpen(menuToggle)).toBe(true);
    expect(within(menu).getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/consultation/");
    await navigate(history, "/contact/");
    expect(isOpen(menuToggle)).toBe(false);
  });

  it("closes on Escape, giving focus back to its toggle", async () => {
    renderHeader();
    const menuToggle = toggle("Menu");
    await userEvent.click(menuToggle);
    await userEvent.keyboard("{Escape}");
    expect(isOpen(menuToggle)).toBe(false);
    expect(menuToggle).toHaveFocus();
  });
});

describe("Before React takes over", () => {
  it("keeps a menu the visitor opened in the static HTML open, and closes it as usual afterwards", async () => {
    const history = createHistory(createMemorySource("/"));
    const page = (
      <LocationProvider history={history}>
        <Header />
      </LocationProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const details = container.querySelector("nav[aria-label='Main'] details") as HTMLDetailsElement;
    details.open = true;
    // React's development build notes the attribute it did not render; the production build says nothing.
    const warning = jest.spyOn(console, "error").mockImplementation(() => {});
    act(() => {
      hydrateRoot(container, page);
    });
    expect(warning.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining("Extra attributes from the server"),
    ]);
    warning.mockRestore();
    expect(details.open).toBe(true);
    await userEvent.keyboard("{Escape}");
    expect(details.open).toBe(false);
    container.remove();
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
