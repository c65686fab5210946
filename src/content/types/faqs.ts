import * as v from "valibot";
import { defineContentType } from "../content-type";
import { faqCategories, oneOf, prose, slug, text, texts } from "../schemas";

export default defineContentType({
  type: "FaqsJson",
  description: "A frequently asked question on /faq. From data/faqs.json.",
  unique: { field: "jsonId", noun: "FAQ" },
  fields: v.object({
    jsonId: v.pipe(slug, v.description("Stable id (the JSON id): a URL segment, used as the answer's anchor.")),
    question: v.pipe(text, v.description("The question as a visitor would ask it.")),
    answer: v.pipe(prose, v.description("The answer, plain text (blank lines separate paragraphs).")),
    category: v.pipe(
      oneOf(faqCategories),
      v.description("One of the FAQ categories in data/options.json, e.g. EHR Support; /faq filters by it."),
    ),
    tags: v.pipe(texts(), v.description("Words the FAQ search also matches, e.g. Epic, HIPAA.")),
  }),
});
