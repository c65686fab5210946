import { render, screen, within } from "@testing-library/react";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import ContactPage from "../../../src/pages/contact";
import siteConfig from "../../../data/site-config.json";

const { contact } = siteConfig;

// The header reads the location, as it does under Gatsby's router. The form is an island, rendered into a root of
// its own once its code has loaded: awaited, so that it renders inside the test that made it.
const renderPage = async () => {
  render(
    <LocationProvider history={createHistory(createMemorySource("/contact/"))}>
      <ContactPage />
    </LocationProvider>,
  );
  return screen.findByRole("form", { name: "Send us a message" });
};

describe("the contact page", () => {
  it("gives the phone, email and office address, the address in an <address>", async () => {
    await renderPage();
    const details = screen.getByRole("heading", { name: "Contact details" }).parentElement!;
    expect(within(details).getByRole("link", { name: contact.phone })).toHaveAttribute(
      "href",
      `tel:${contact.phoneE164}`,
    );
    expect(within(details).getByRole("link", { name: contact.email })).toHaveAttribute(
      "href",
      `mailto:${contact.email}`,
    );
    const address = details.querySelector("address")!;
    expect(address).toHaveTextContent(contact.address.street);
    expect(address).toHaveTextContent(
      `${contact.address.city}, ${contact.address.region} ${contact.address.postalCode}`,
    );
  });

  it("lists the business hours from the site config, with 24/7 emergency support", async () => {
    await renderPage();
    const hours = screen.getByRole("heading", { name: "Business hours" }).parentElement!;
    const days = within(hours)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const times = within(hours)
      .getAllByRole("definition")
      .map((definition) => definition.textContent);
    expect(days).toEqual(siteConfig.businessHours.map((entry) => entry.days));
    expect(times).toEqual(siteConfig.businessHours.map((entry) => entry.hours));
    expect(hours).toHaveTextContent("24/7 emergency support");
  });

  it("renders the message form and links to the free consultation", async () => {
    expect(await renderPage()).toHaveAttribute("id", "contact-form");
    expect(screen.getByRole("link", { name: "Send a Message" })).toHaveAttribute("href", "#contact-form");
    expect(screen.getByRole("link", { name: /book a free consultation/i })).toHaveAttribute("href", "/consultation/");
  });

  it("embeds the office map lazily in a titled frame, with a plain link to a larger map", async () => {
    await renderPage();
    // Added once the page runs and the map nears the viewport (see office-map.tsx).
    const frame = await screen.findByTitle(/Map showing our office at/);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", siteConfig.mapEmbedUrl);
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame.getAttribute("title")).toContain(contact.address.street);
    expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    expect(screen.getByRole("link", { name: /View larger map/ }).getAttribute("href")).toMatch(/^https:\/\//);
  });
});
