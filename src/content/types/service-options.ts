import * as v from "valibot";
import { defineContentType } from "../content-type";
import { prose, slug, text } from "../schemas";

export default defineContentType({
  type: "ServiceOptionsJson",
  description: "A service that can be requested on /service-request. From data/service-options.json.",
  unique: { field: "jsonId", noun: "service option" },
  fields: v.object({
    jsonId: v.pipe(slug, v.description("Stable id (the JSON id), sent with the service request form.")),
    name: v.pipe(text, v.description("Name of the service as listed in the form.")),
    description: v.pipe(prose, v.description("One sentence under the name.")),
    estimatedTime: v.pipe(text, v.description("Estimated setup time, e.g. 2-4 weeks.")),
  }),
});
