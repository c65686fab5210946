// Testimonials shaped like the /testimonials page query: the real data joined to its services, and a
// generator of crafted ones for lists longer than a page.
import testimonialsJson from "../../../data/testimonials.json";
import servicesJson from "../../../data/services.json";
import type { Testimonial } from "../../../src/components/testimonials/types";
import type { IGatsbyImageData } from "gatsby-plugin-image";

const image = (src: string) => ({
  childImageSharp: {
    gatsbyImageData: {
      images: { fallback: { src } },
      width: 64,
      height: 64,
      layout: "fixed",
    } as unknown as IGatsbyImageData,
  },
});

const serviceBySlug = (slug: string) => {
  const service = servicesJson.find((s) => s.slug === slug);
  if (!service) throw new Error(`No service ${slug}`);
  return { slug: service.slug, title: service.title, shortTitle: service.shortTitle };
};

export const realTestimonials: Testimonial[] = testimonialsJson.map(({ id, service, image: src, ...rest }) => ({
  ...rest,
  jsonId: id,
  service: serviceBySlug(service),
  image: image(src),
}));

/** The slugs of the first two services of data/services.json, for crafted testimonials about real services. */
export const [firstService, secondService] = servicesJson.map((service) => service.slug);

/** `count` testimonials named Client 1…n, about the given services in turn (default: the first service). */
export function craftedTestimonials(count: number, slugs = [firstService], rating = 5): Testimonial[] {
  return Array.from({ length: count }, (_, index) => ({
    jsonId: `client-${index + 1}`,
    name: `Client ${index + 1}`,
    title: "Practice Manager",
    company: `Practice ${index + 1}`,
    quote: `Quote ${index + 1}`,
    fullTestimonial: `First paragraph of story ${index + 1}.\n\nSecond paragraph of story ${index + 1}.`,
    service: serviceBySlug(slugs[index % slugs.length]),
    results: ["Result A", "Result B", "Result C", "Result D"],
    rating,
    image: image(`client-${index + 1}.png`),
  }));
}
