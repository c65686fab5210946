import * as v from "valibot";
import { defineContentType } from "../content-type";
import { exactly, image, objectType, prose, rating, slug, stat, text, texts, wholeNumber } from "../schemas";

const processStep = objectType("ProcessStep", "One step of how a service starts, shown numbered on the service page.", {
  step: v.pipe(text, v.description("Name of the step, e.g. Discovery call.")),
  description: v.pipe(prose, v.description("What happens in this step, one or two sentences.")),
});

const pricingTier = objectType("PricingTier", "A pricing tier on a service page.", {
  tier: v.pipe(text, v.description("Name of the tier, e.g. Basic, Professional, Enterprise.")),
  price: v.pipe(text, v.description("Price as shown, e.g. $299.")),
  period: v.pipe(
    v.string("must be text"),
    v.description("Unit after the price, e.g. /month, /hour, of collections; empty for custom pricing."),
  ),
  popular: v.pipe(v.boolean("must be true or false"), v.description("True for the one tier marked Most popular.")),
  features: v.pipe(texts(), v.description("What the tier includes, one line each.")),
});

const testimonial = objectType("ServiceTestimonial", "A short client quote on a service page.", {
  name: v.pipe(text, v.description("The client's name.")),
  title: v.pipe(text, v.description("The client's job title.")),
  company: v.pipe(text, v.description("The client's practice or organisation.")),
  quote: v.pipe(prose, v.description("The quote, without quotation marks.")),
  rating: v.pipe(rating, v.description("Stars shown, a whole number from 1 to 5.")),
});

const questionAnswer = objectType("QuestionAnswer", "A question with its answer, e.g. a service's FAQ.", {
  question: v.pipe(text, v.description("The question, as a visitor would ask it.")),
  answer: v.pipe(prose, v.description("The answer, plain text (one paragraph).")),
});

const caseStudy = objectType("CaseStudy", "A client story on a service page.", {
  title: v.pipe(text, v.description("Heading of the story.")),
  challenge: v.pipe(prose, v.description("The client's problem before working with us.")),
  solution: v.pipe(prose, v.description("What we did.")),
  results: v.pipe(exactly(text, 4), v.description("Four measurable outcomes, one line each.")),
});

export default defineContentType({
  type: "ServicesJson",
  description: "One of the company's services; /services/{slug} is created from each. From data/services.json.",
  unique: { field: "slug", noun: "service" },
  fields: v.object({
    slug: v.pipe(slug, v.description("URL segment, e.g. ehr-emr-support. Changing it changes the page address.")),
    order: v.pipe(
      wholeNumber,
      v.description("Order on /services, the home page and the forms' service lists (ascending)."),
    ),
    title: v.pipe(
      text,
      v.description(
        "Full name, the h1 of the service page and the choice in the quote, consultation and service request forms.",
      ),
    ),
    shortTitle: v.pipe(text, v.description("Short name for menus and cards.")),
    description: v.pipe(
      prose,
      v.description("One or two sentences for cards, meta descriptions and the service request form's summary."),
    ),
    setupTime: v.pipe(
      text,
      v.description("Typical setup time, e.g. 2-4 weeks, shown on /service-request/ when the service is chosen."),
    ),
    heroImage: v.pipe(
      image,
      v.description(
        "Illustration at the top of the service page and on its card, relative to data/ (images/services/{slug}.png).",
      ),
    ),
    heroImageAlt: v.pipe(text, v.description("Alternative text of the hero image.")),
    overview: v.pipe(
      prose,
      v.description("The opening paragraphs of the service page (blank lines separate paragraphs)."),
    ),
    features: v.pipe(exactly(text, 12), v.description("Key features (12); cards show the first 4.")),
    benefits: v.pipe(exactly(text, 8), v.description("Benefits (8); cards show the first 4.")),
    process: v.pipe(exactly(processStep, 5), v.description("The five steps of working together.")),
    pricing: v.pipe(
      exactly(pricingTier, 3),
      v.check((tiers) => tiers.filter((tier) => tier.popular).length === 1, "needs exactly one popular tier"),
      v.description("Three pricing tiers; exactly one is popular."),
    ),
    testimonials: v.pipe(exactly(testimonial, 2), v.description("Two short client quotes shown on the service page.")),
    faqs: v.pipe(
      exactly(questionAnswer, 4),
      v.description("Four questions and answers about this service, shown on its page."),
    ),
    stats: v.pipe(exactly(stat, 4), v.description("Four headline figures.")),
    caseStudy: v.pipe(caseStudy, v.description("One client story: challenge, solution and four results.")),
  }),
});
