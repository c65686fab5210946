import * as v from "valibot";
import { defineContentType } from "../content-type";
import { objectType, text } from "../schemas";

const option = objectType(
  "Option",
  "A choice in a select, radio group or filter: the value sent or stored, and the label shown.",
  {
    value: v.pipe(text, v.description("Value sent with a form or used in a URL.")),
    label: v.pipe(text, v.description("Text shown to the visitor.")),
  },
);

const options = (description: string) => v.pipe(v.array(option), v.description(description));

export default defineContentType({
  type: "OptionsJson",
  description: "The content categories of posts and FAQs, which /blog and /faq filter by. From data/options.json.",
  fields: v.object({
    blogCategories: options("Categories a post can have (its category field) and the filters of /blog."),
    faqCategories: options("Categories an FAQ can have (its category field) and the filters of /faq."),
  }),
});
