import * as v from "valibot";
import { defineContentType } from "../content-type";
import { slug, text } from "../schemas";

export default defineContentType({
  type: "AddOnsJson",
  description: "An add-on service for a subscription. From data/add-ons.json.",
  unique: { field: "jsonId", noun: "add-on" },
  fields: v.object({
    jsonId: v.pipe(
      slug,
      v.description("Stable id (the JSON id), sent with the subscription form when the add-on is ticked."),
    ),
    name: v.pipe(text, v.description("Name of the add-on, e.g. Extra scribe hours.")),
    price: v.pipe(text, v.description("Price as shown, e.g. $15-18/hour.")),
  }),
});
