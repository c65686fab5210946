import * as v from "valibot";
import { defineContentType } from "../content-type";
import { slug, text } from "../schemas";

export default defineContentType({
  type: "PriorityLevelsJson",
  description: "How urgent a service request is. From data/priority-levels.json.",
  unique: { field: "jsonId", noun: "priority level" },
  fields: v.object({
    jsonId: v.pipe(slug, v.description("Stable id (the JSON id), sent with the service request form, e.g. urgent.")),
    label: v.pipe(text, v.description("Name shown in the form, e.g. Urgent.")),
    description: v.pipe(text, v.description("What the level means, e.g. the response time.")),
  }),
});
