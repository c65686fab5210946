import type { ReactNode } from "react";
import { css } from "@emotion/react";
import Icon from "../ui/icon";
import awardIcon from "../../styles/icons/award";
import clockIcon from "../../styles/icons/clock";
import dollarIcon from "../../styles/icons/dollar";
import mapPinIcon from "../../styles/icons/map-pin";
import { card } from "../../styles/mixins";
import { colors, mq, radii, space } from "../../styles/theme";

/** An open position as the careers page query returns it (data/jobs.json). */
export type Job = {
  jsonId: string;
  title: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  salary: string;
  description: string;
  requirements: readonly string[];
  benefits: readonly string[];
  /** YYYY-MM-DD */
  posted: string;
  /** The posted date as shown, e.g. October 6, 2026. */
  postedLabel: string;
};

type JobCardProps = {
  job: Job;
  /** The Apply Now control (a link without JavaScript, a button that opens the dialog with it). */
  action: ReactNode;
};

const article = css(card, {
  display: "flex",
  flexDirection: "column",
  gap: space(4),
  padding: space(5),
  [mq.sm]: { padding: space(8) },
});

const eyebrow = css({
  margin: 0,
  fontWeight: 700,
  fontSize: "0.85rem",
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  color: colors.primary,
});

const facts = css({
  display: "grid",
  gap: `${space(3)} ${space(6)}`,
  margin: 0,
  padding: space(4),
  borderRadius: radii.md,
  background: colors.surfaceAlt,
  [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  dt: {
    display: "flex",
    alignItems: "center",
    gap: space(2),
    fontSize: "0.85rem",
    fontWeight: 700,
    color: colors.muted,
    textTransform: "uppercase",
    letterSpacing: "0.04em",
  },
  dd: { margin: `${space(1)} 0 0`, color: colors.ink, fontWeight: 600 },
});

const footer = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space(3),
  marginTop: "auto",
});

/** One open position: what, where, for whom and for how much, with its Apply Now control. */
const JobCard = ({ job, action }: JobCardProps) => {
  const rows: [string, string, string][] = [
    [mapPinIcon, "Location", job.location],
    [clockIcon, "Type", job.type],
    [awardIcon, "Experience", job.experience],
    [dollarIcon, "Salary", job.salary],
  ];
  return (
    <article css={article} aria-labelledby={`job-${job.jsonId}-title`}>
      <div>
        <p css={eyebrow}>{job.department}</p>
        <h3 id={`job-${job.jsonId}-title`} css={{ fontSize: "1.4rem", margin: `${space(1)} 0 0` }}>
          {job.title}
        </h3>
      </div>
      <dl css={facts}>
        {rows.map(([icon, label, value]) => (
          <div key={label}>
            <dt>
              <Icon shape={icon} size={16} />
              {label}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p css={{ margin: 0 }}>{job.description}</p>
      <div css={footer}>
        <p css={{ margin: 0, fontSize: "0.9rem", color: colors.muted }}>
          Posted <time dateTime={job.posted}>{job.postedLabel}</time>
        </p>
        {action}
      </div>
    </article>
  );
};

export default JobCard;
