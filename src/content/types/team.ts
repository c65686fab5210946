import * as v from "valibot";
import { defineContentType } from "../content-type";
import { image, prose, text } from "../schemas";

export default defineContentType({
  type: "TeamJson",
  description: "A member of the leadership team on /about. From data/team.json.",
  fields: v.object({
    name: v.pipe(text, v.description("Full name, e.g. Meera Raghavan.")),
    title: v.pipe(text, v.description("Job title, e.g. Chief Medical Officer.")),
    bio: v.pipe(prose, v.description("Two or three sentences about the person.")),
    image: v.pipe(image, v.description("Portrait, relative to data/ (images/team/{name}.png).")),
  }),
});
