import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A testimonial as the /testimonials page query returns it (structural, so tests can pass data/*.json). */
export type Testimonial = {
  readonly jsonId: string;
  readonly name: string;
  readonly title: string;
  readonly company: string;
  readonly quote: string;
  readonly fullTestimonial: string;
  readonly service: { readonly slug: string; readonly title: string; readonly shortTitle: string };
  readonly results: ReadonlyArray<string>;
  readonly rating: number;
  readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null };
};
