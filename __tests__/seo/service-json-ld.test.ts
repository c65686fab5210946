import { service } from "../../src/seo/service-json-ld";
import { serializeJsonLd } from "../../src/seo/structured-data";
import services from "../../data/services.json";
import siteConfig from "../../data/site-config.json";

const { siteUrl } = siteConfig;
/** A service of the site's shape with prices of every kind (content may change; these rules may not). */
const tier = (name: string, price: string, period: string) => ({
  tier: name,
  price,
  period,
  popular: false,
  features: ["Up to 5 users", "Phone support"],
});
const example = {
  ...services[0],
  slug: "example-service",
  pricing: [
    tier("Basic", "$299", "/month"),
    tier("Professional", "$599", "/month"),
    tier("Enterprise", "Custom", ""),
    tier("Temporary", "$28-55", "/hour"),
  ],
};

type Offer = { "@type": string; name: string; price?: number; priceCurrency: string; description: string };

/** The price an Offer states for a tier priced `price`. */
const numericPrice = (price: string) =>
  (service(siteUrl, { ...example, pricing: [{ tier: "Only", price, period: "", features: [] }] }).offers as Offer[])[0]
    .price;

describe("an Offer's price", () => {
  it("reads a single dollar amount, thousands separators included", () => {
    expect(numericPrice("$299")).toBe(299);
    expect(numericPrice("$1,299")).toBe(1299);
    expect(numericPrice("$3,500")).toBe(3500);
  });

  it("gives nothing for prices that are not one amount of dollars", () => {
    expect(numericPrice("Custom")).toBeUndefined();
    expect(numericPrice("6%")).toBeUndefined();
    expect(numericPrice("$28-55")).toBeUndefined();
    expect(numericPrice("20-25%")).toBeUndefined();
  });
});

describe("service JSON-LD", () => {
  const json = service(siteUrl, example);
  const offers = json.offers as Offer[];

  it("describes the service at its address, provided by the site's organization across the US", () => {
    expect(json["@type"]).toBe("Service");
    expect(json.name).toBe(example.title);
    expect(json.description).toBe(example.description);
    expect(json.url).toBe(`${siteUrl}/services/example-service/`);
    expect(json.provider).toEqual({ "@id": `${siteUrl}/#organization` });
    expect(json.areaServed).toEqual({ "@type": "Country", name: "US" });
  });

  it("offers one Offer per pricing tier, in US dollars", () => {
    expect(offers.map((offer) => offer.name)).toEqual(example.pricing.map((item) => item.tier));
    offers.forEach((offer) => {
      expect(offer["@type"]).toBe("Offer");
      expect(offer.priceCurrency).toBe("USD");
    });
  });

  it("states a numeric price where the tier has one and leaves a custom tier without a price", () => {
    expect(offers[0].price).toBe(299);
    expect(offers[0].description).toBe("$299/month. Up to 5 users; Phone support.");
    expect(offers[1].price).toBe(599);
    expect(offers[2]).not.toHaveProperty("price");
    expect(offers[2].description).toMatch(/^Custom\. /);
  });

  it("keeps ranges and percentages in the description instead of a made-up price", () => {
    const temporary = offers[3];
    expect(temporary).not.toHaveProperty("price");
    expect(temporary.description).toMatch(/^\$28-55\/hour\./);
  });

  it("serialises into one JSON-LD graph", () => {
    const parsed = JSON.parse(serializeJsonLd([json])) as { "@context": string; offers: unknown[] };
    expect(parsed["@context"]).toBe("https://schema.org");
    expect(parsed.offers).toHaveLength(example.pricing.length);
  });
});
