import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import JobCard, { type Job } from "./job-card";
import JobApplication from "./job-application";
import Dialog from "../ui/dialog";
import { buttonStyles } from "../../styles/buttons";
import { needsScript } from "../../lib/before-script";
import { card, unstyledList, visuallyHidden } from "../../styles/mixins";
import { mq, space } from "../../styles/theme";

type OpenPositionsProps = {
  jobs: readonly Job[];
};

/** The in-page application of a job: where Apply Now leads without JavaScript, and the address a shared link uses. */
export const applicationAnchor = (jobId: string) => `apply-${jobId}`;
const applyButtonId = (jobId: string) => `apply-button-${jobId}`;

const grid = css(unstyledList, {
  display: "grid",
  gap: space(6),
  [mq.lg]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  "> li": { display: "flex" },
  "> li > *": { flexGrow: 1 },
});

// Without JavaScript each application stays out of the way until its Apply Now link targets it.
const inPageApplication = css(card, {
  display: "none",
  marginTop: space(8),
  padding: space(5),
  [mq.sm]: { padding: space(8) },
  "&:target": { display: "block" },
});

const noop = () => {};

/**
 * The open positions. Apply Now opens a dialog with the job's requirements, benefits and application form; a click
 * on it before the page's script has taken over opens the dialog once it has (src/lib/before-script.ts). Without
 * JavaScript, Apply Now is a link to the same content on the page, so applying works there too.
 */
const OpenPositions = ({ jobs }: OpenPositionsProps) => {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = jobs.find((job) => job.jsonId === selectedId);
  const close = () => setSelectedId(null);

  // A link to one application (#apply-<id>) opens its dialog, with focus returning to that job's Apply Now.
  useEffect(() => {
    const match = /^#apply-(.+)$/.exec(window.location.hash);
    const job = match && jobs.find((j) => j.jsonId === decodeURIComponent(match[1]));
    if (!job) return;
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
    document.getElementById(applyButtonId(job.jsonId))?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read once React runs
    setSelectedId(job.jsonId);
  }, [jobs]);

  return (
    <>
      <ul css={grid}>
        {jobs.map((job) => {
          const label = (
            <>
              Apply Now<span css={visuallyHidden}> for {job.title}</span>
            </>
          );
          const style = [buttonStyles.primary, { position: "relative" as const }];
          return (
            <li key={job.jsonId}>
              <JobCard
                job={job}
                action={
                  <>
                    <button
                      type="button"
                      id={applyButtonId(job.jsonId)}
                      aria-haspopup="dialog"
                      css={style}
                      onClick={() => setSelectedId(job.jsonId)}
                      {...needsScript}
                    >
                      {label}
                    </button>
                    <noscript>
                      <a href={`#${applicationAnchor(job.jsonId)}`} css={style}>
                        {label}
                      </a>
                    </noscript>
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
      <noscript>
        {jobs.map((job) => (
          <section
            key={job.jsonId}
            id={applicationAnchor(job.jsonId)}
            aria-labelledby={`${applicationAnchor(job.jsonId)}-title`}
            css={inPageApplication}
          >
            <h3 id={`${applicationAnchor(job.jsonId)}-title`} css={{ fontSize: "1.5rem" }}>
              Apply for {job.title}
            </h3>
            <JobApplication job={job} onCancel={noop} headingLevel="h4" />
            <p css={{ margin: `${space(6)} 0 0` }}>
              <a href="#open-positions">Back to open positions</a>
            </p>
          </section>
        ))}
      </noscript>
      <Dialog
        open={selected !== undefined}
        onClose={close}
        title={selected ? `Apply for ${selected.title}` : ""}
        size="lg"
      >
        {selected && <JobApplication key={selected.jsonId} job={selected} onCancel={close} autoFocusSummary />}
      </Dialog>
    </>
  );
};

export default OpenPositions;
