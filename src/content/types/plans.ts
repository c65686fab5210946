import * as v from "valibot";
import { defineContentType } from "../content-type";
import { prose, slug, text, texts } from "../schemas";

export default defineContentType({
  type: "PlansJson",
  description: "A subscription plan on /subscription. From data/plans.json.",
  unique: { field: "jsonId", noun: "plan" },
  fields: v.object({
    jsonId: v.pipe(slug, v.description("Stable id (the JSON id), sent as the chosen plan with the subscription form.")),
    name: v.pipe(text, v.description("Plan name, e.g. Starter.")),
    price: v.pipe(text, v.description("Price as shown, e.g. $299 or Custom.")),
    period: v.pipe(v.string("must be text"), v.description("e.g. per month; empty for custom pricing.")),
    description: v.pipe(prose, v.description("One sentence: who the plan is for.")),
    features: v.pipe(texts(), v.description("What the plan includes, one line each.")),
    popular: v.pipe(v.boolean("must be true or false"), v.description("True for the one plan marked Most popular.")),
  }),
});
