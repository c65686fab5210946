import { ALL_SERVICES, filterByService, servicesWithTestimonials } from "../../src/lib/filter-testimonials";

const service = (slug: string) => ({ slug, title: slug.toUpperCase(), shortTitle: slug });
const items = [
  { id: 1, service: service("scribes") },
  { id: 2, service: service("coding") },
  { id: 3, service: service("scribes") },
];

describe("servicesWithTestimonials", () => {
  it("lists each service with a testimonial once, in order of first appearance", () => {
    expect(servicesWithTestimonials(items).map((s) => s.slug)).toEqual(["scribes", "coding"]);
  });
});

describe("filterByService", () => {
  it("keeps the testimonials about the chosen service", () => {
    expect(filterByService(items, "scribes").map((t) => t.id)).toEqual([1, 3]);
  });

  it("keeps all of them for All Services or a slug no testimonial has (a stale link)", () => {
    expect(filterByService(items, ALL_SERVICES)).toHaveLength(3);
    expect(filterByService(items, "staffing")).toHaveLength(3);
  });
});
