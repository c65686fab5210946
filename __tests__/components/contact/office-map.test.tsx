import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import OfficeMap from "../../../src/components/contact/office-map";

const largerMapLink = (embedUrl: string, address: string) => {
  render(<OfficeMap embedUrl={embedUrl} address={address} />);
  return screen.getByRole("link", { name: /View larger map/ });
};

describe("the office map's larger-map link", () => {
  it("opens OpenStreetMap centred on the embed's marker", () => {
    const embed =
      "https://www.openstreetmap.org/export/embed.html?bbox=-83.17%2C42.55%2C-83.15%2C42.56&layer=mapnik&marker=42.5628%2C-83.1665";
    expect(largerMapLink(embed, "1 Main St")).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=42.5628&mlon=-83.1665#map=17/42.5628/-83.1665",
    );
  });

  it("searches for the address when the embed has no marker", () => {
    expect(
      largerMapLink("https://maps.example.com/embed?q=office", "1960 W Big Beaver Rd, Troy, MI 48084"),
    ).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/search?query=1960%20W%20Big%20Beaver%20Rd%2C%20Troy%2C%20MI%2048084",
    );
  });
});

describe("the office map's frame", () => {
  const embed = "https://www.openstreetmap.org/export/embed.html?bbox=-83.17%2C42.55%2C-83.15%2C42.56&layer=mapnik";

  it("is not in the static HTML, where the browser would fetch it with the first screen, but in its <noscript>", () => {
    const html = renderToStaticMarkup(<OfficeMap embedUrl={embed} address="1 Main St" />);
    expect(html).toMatch(/<noscript><iframe [^>]*src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
    expect(html.replace(/<noscript>.*?<\/noscript>/s, "")).not.toContain("<iframe");
  });

  it("is added once the page runs and the map is near the viewport", async () => {
    render(<OfficeMap embedUrl={embed} address="1 Main St" />);
    const frame = await screen.findByTitle("Map showing our office at 1 Main St");
    expect(frame).toHaveAttribute("src", embed);
    expect(frame).toHaveAttribute("loading", "lazy");
  });
});
