import * as v from "valibot";
import { defineContentType } from "../content-type";
import { date, prose, refersTo, slug, text, texts } from "../schemas";

export default defineContentType({
  type: "JobsJson",
  description: "An open position on /careers. From data/jobs.json.",
  unique: { field: "jsonId", noun: "job" },
  fields: v.object({
    jsonId: v.pipe(
      slug,
      v.description("Stable id (the JSON id): a URL segment that links to the job and names it in applications."),
    ),
    title: v.pipe(text, v.description("Job title, e.g. Remote Medical Scribe.")),
    department: v.pipe(text, v.description("Team the job belongs to, e.g. Clinical Documentation.")),
    location: v.pipe(text, v.description("Where the work is done, e.g. Remote (US) or Southfield, MI.")),
    type: v.pipe(text, v.description("Employment type, e.g. Full-time, Part-time, Contract.")),
    experience: v.pipe(text, v.description("Experience asked for, e.g. 1-2 years.")),
    salary: v.pipe(text, v.description("Pay as shown, e.g. $12 - $14 per hour or $52,000 - $62,000 per year.")),
    service: v.pipe(
      refersTo(v.optional(slug), "ServicesJson", "slug"),
      v.description(
        "The service this role delivers, when practices pay for it by the hour (e.g. virtual-scribes): the build checks that its pay per hour stays below what the site charges for it.",
      ),
    ),
    description: v.pipe(prose, v.description("What the job is, one paragraph, shown on the job's card and dialog.")),
    requirements: v.pipe(texts(), v.description("What a candidate needs, one line each; at least one.")),
    benefits: v.pipe(
      texts(),
      v.description("What this job offers on top of the company-wide benefits, one line each."),
    ),
    posted: v.pipe(date, v.description("Date the job was posted, YYYY-MM-DD.")),
  }),
});
