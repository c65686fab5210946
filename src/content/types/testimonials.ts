import * as v from "valibot";
import { defineContentType } from "../content-type";
import { image, link, prose, rating, slug, text, texts, url } from "../schemas";

export default defineContentType({
  type: "TestimonialsJson",
  description: "A client story shown on /testimonials and in the home carousel. From data/testimonials.json.",
  unique: { field: "jsonId", noun: "testimonial" },
  fields: v.object({
    jsonId: v.pipe(slug, v.description("Stable id (the JSON id), used in links that open the full story.")),
    name: v.pipe(text, v.description("The client's name, e.g. Dr. Maya Okafor.")),
    title: v.pipe(text, v.description("The client's job title.")),
    company: v.pipe(text, v.description("The client's practice or organisation.")),
    quote: v.pipe(prose, v.description("One or two sentences for cards and the carousel, without quotation marks.")),
    fullTestimonial: v.pipe(
      prose,
      v.description("The whole story, shown when a visitor opens it (blank lines separate paragraphs)."),
    ),
    service: v.pipe(
      link(slug, "ServicesJson", "slug"),
      v.description("The service the story is about (the JSON names it by slug, e.g. virtual-scribes)."),
    ),
    results: v.pipe(texts(2), v.description("Key results (at least 2); cards show the first 2.")),
    image: v.pipe(image, v.description("Portrait, relative to data/ (images/testimonials/{id}.png).")),
    rating: v.pipe(rating, v.description("Stars shown, a whole number from 1 to 5.")),
    videoUrl: v.pipe(v.optional(url), v.description("Optional video of the client, a full https URL.")),
  }),
});
