import { css } from "@emotion/react";
import { unstyledList } from "../../styles/mixins";
import { colors, mq, radii, space } from "../../styles/theme";

type ProcessStepsProps = {
  steps: ReadonlyArray<{ readonly step: string; readonly description: string }>;
};

// role="list": Safari drops list semantics from lists styled without markers.
const list = css(unstyledList, {
  display: "grid",
  gap: space(6),
  [mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [mq.xl]: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))", gap: space(5) },
});

// Number beside the text on narrow screens, above it in the five-column row.
const item = css({
  display: "grid",
  gridTemplateColumns: "44px minmax(0, 1fr)",
  columnGap: space(4),
  alignContent: "start",
  padding: space(5),
  [mq.xl]: { display: "block", padding: space(6) },
  background: colors.surface,
  border: `1px solid ${colors.line}`,
  borderTop: `4px solid ${colors.primary}`,
  borderRadius: radii.md,
});

const number = css({
  display: "inline-grid",
  placeItems: "center",
  width: 44,
  height: 44,
  gridRow: "span 2",
  alignSelf: "start",
  borderRadius: radii.pill,
  [mq.xl]: { marginBottom: space(4) },
  background: colors.primary,
  color: colors.onPrimary,
  fontWeight: 800,
  fontSize: "1.15rem",
});

/** The steps of working together as an ordered list; the visible numbers repeat what the list already tells a screen reader. */
const ProcessSteps = ({ steps }: ProcessStepsProps) => (
  <ol role="list" css={list}>
    {steps.map((entry, index) => (
      <li key={entry.step} css={item}>
        <span aria-hidden="true" css={number}>
          {index + 1}
        </span>
        <h3 css={{ fontSize: "1.15rem", margin: `${space(2)} 0` }}>{entry.step}</h3>
        <p css={{ margin: 0 }}>{entry.description}</p>
      </li>
    ))}
  </ol>
);

export default ProcessSteps;
