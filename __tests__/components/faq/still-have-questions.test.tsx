import { render, screen } from "@testing-library/react";
import StillHaveQuestions from "../../../src/components/faq/still-have-questions";
import siteConfig from "../../../data/site-config.json";

describe("StillHaveQuestions", () => {
  it("links to the contact and consultation pages and calls the phone number from the site settings", () => {
    render(<StillHaveQuestions />);
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact/");
    expect(screen.getByRole("link", { name: /consultation/i })).toHaveAttribute("href", "/consultation/");
    expect(screen.getByRole("link", { name: `Call ${siteConfig.contact.phone}` })).toHaveAttribute(
      "href",
      `tel:${siteConfig.contact.phoneE164}`,
    );
  });
});
