// The careers page query's answer, built from the real data files.
import jobs from "../../../data/jobs.json";
import careers from "../../../data/careers.json";
import type { Job } from "../../../src/components/careers/job-card";

/** As the query's posted(formatString: "MMMM D, YYYY") gives it. */
export const postedLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

export const jobNodes: Job[] = jobs.map(({ id, ...job }) => ({
  ...job,
  jsonId: id,
  postedLabel: postedLabel(job.posted),
}));

export const careersPageData = { allJobsJson: { nodes: jobNodes }, careersJson: careers };
