import { css } from "@emotion/react";
import type { Job } from "./job-card";
import Icon from "../ui/icon";
import checkCircleIcon from "../../styles/icons/check-circle";
import heartIcon from "../../styles/icons/heart";
import { lazyForm } from "../forms/lazy-form";
import { unstyledList } from "../../styles/mixins";
import { colors, mq, space } from "../../styles/theme";

const CareerApplicationForm = lazyForm(() => import(/* webpackPreload: true */ "../forms/career-application-form"));

type JobApplicationProps = {
  job: Job;
  /** Closes the application: the dialog's Cancel. */
  onCancel: () => void;
  /**
   * Mark the summary as the place focus starts in a dialog, so the requirements above the form stay in
   * view instead of scrolling away to the first field.
   */
  autoFocusSummary?: boolean;
  /** Level of the Requirements, Benefits and Your application headings: one below the heading that names the job. */
  headingLevel?: "h3" | "h4";
};

const columns = css({
  display: "grid",
  gap: space(6),
  margin: `${space(6)} 0`,
  [mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  "h3, h4": { fontSize: "1.1rem" },
});

const list = css(unstyledList, {
  display: "grid",
  gap: space(2),
  li: { display: "flex", gap: space(2), alignItems: "flex-start" },
  svg: { flexShrink: 0, marginTop: "0.2em", color: colors.success },
});

/** What a job asks for and offers, then the application form for it. */
const JobApplication = ({
  job,
  onCancel,
  autoFocusSummary = false,
  headingLevel: Heading = "h3",
}: JobApplicationProps) => (
  <div>
    <p
      tabIndex={autoFocusSummary ? -1 : undefined}
      data-autofocus={autoFocusSummary ? "" : undefined}
      css={{ margin: 0, color: colors.muted, "&:focus": { outline: "none" } }}
    >
      {job.department} · {job.location} · {job.type} · {job.salary}
    </p>
    <div css={columns}>
      <section aria-labelledby={`apply-${job.jsonId}-requirements`}>
        <Heading id={`apply-${job.jsonId}-requirements`}>Requirements</Heading>
        <ul css={list}>
          {job.requirements.map((requirement) => (
            <li key={requirement}>
              <Icon shape={checkCircleIcon} size={18} />
              <span>{requirement}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`apply-${job.jsonId}-benefits`}>
        <Heading id={`apply-${job.jsonId}-benefits`}>Benefits</Heading>
        <ul css={list}>
          {job.benefits.map((benefit) => (
            <li key={benefit}>
              <Icon shape={heartIcon} size={18} />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
    <Heading css={{ fontSize: "1.1rem", paddingTop: space(6), borderTop: `1px solid ${colors.line}` }}>
      Your application
    </Heading>
    <CareerApplicationForm jobId={job.jsonId} jobTitle={job.title} onCancel={onCancel} />
  </div>
);

export default JobApplication;
