import { render, screen, within } from "@testing-library/react";
import { LocationProvider, createHistory, createMemorySource } from "@gatsbyjs/reach-router";
import ThankYouPage from "../../../src/pages/thank-you";
import siteConfig from "../../../data/site-config.json";

const renderPage = () =>
  render(
    <LocationProvider history={createHistory(createMemorySource("/thank-you/"))}>
      <ThankYouPage />
    </LocationProvider>,
  );

describe("the thank-you page", () => {
  it("thanks the visitor, promises contact within 24 hours and lists the three next steps in order", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Thank You for Your Submission!" })).toBeInTheDocument();
    expect(screen.getByText(/in touch within 24 hours/)).toBeInTheDocument();
    const steps = within(screen.getByRole("heading", { name: "What happens next" }).parentElement!).getAllByRole(
      "listitem",
    );
    expect(steps[0].closest("ol")).not.toBeNull();
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/review your requirements/),
      expect.stringMatching(/schedule a time/),
      expect.stringMatching(/proposal with pricing and a timeline/),
    ]);
  });

  it("tells a newsletter sign-up sent without JavaScript to confirm through the emailed link", () => {
    renderPage();
    expect(screen.getByText(/Signed up for our newsletter\? Press the link in the email/)).toHaveTextContent(
      "until then you are not subscribed",
    );
  });

  it("gives the phone, support email and response time, and links home and to the services", () => {
    renderPage();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: siteConfig.contact.phone })).toHaveAttribute(
      "href",
      `tel:${siteConfig.contact.phoneE164}`,
    );
    expect(main.getByRole("link", { name: siteConfig.contact.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.contact.supportEmail}`,
    );
    expect(screen.getByText("24-hour response time")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services/");
  });
});
