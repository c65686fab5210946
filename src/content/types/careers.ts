import * as v from "valibot";
import { defineContentType } from "../content-type";
import { built, objectType, prose, text, texts } from "../schemas";

const reason = objectType("CareerReason", "A why-work-here card on /careers.", {
  icon: v.pipe(text, v.description("Name of the icon shown on the card (a file of src/styles/icons/, e.g. heart).")),
  iconPath: v.pipe(
    built(v.string()),
    v.description("The icon's SVG path data, resolved from icon when the site is built."),
  ),
  title: v.pipe(text, v.description("Heading of the card.")),
  description: v.pipe(prose, v.description("One or two sentences under the heading.")),
});

export default defineContentType({
  type: "CareersJson",
  description:
    "Company-wide content of /careers: why work here and the benefits every employee gets. From data/careers.json.",
  fields: v.object({
    reasons: v.pipe(v.array(reason), v.description("Why-work-here cards, in order.")),
    benefits: v.pipe(
      texts(),
      v.description(
        "Benefits every employee gets (8), one line each; each job lists its own extras in data/jobs.json.",
      ),
    ),
  }),
});
