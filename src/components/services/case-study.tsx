import { css } from "@emotion/react";
import Icon from "../ui/icon";
import checkCircleIcon from "../../styles/icons/check-circle";
import { card, unstyledList } from "../../styles/mixins";
import { colors, mq, radii, space } from "../../styles/theme";

type CaseStudyProps = {
  study: {
    readonly title: string;
    readonly challenge: string;
    readonly solution: string;
    readonly results: ReadonlyArray<string>;
  };
};

const layout = css({
  display: "grid",
  gap: space(6),
  [mq.lg]: { gridTemplateColumns: "minmax(0, 1.4fr) minmax(0, 1fr)", gap: space(10), alignItems: "start" },
});

const label = css({
  fontSize: "0.85rem",
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  color: colors.primary,
  marginBottom: space(2),
});

const results = css(card, {
  background: colors.primaryDark,
  borderColor: colors.primaryDark,
  color: "#E8F3F5",
  h4: { color: "#FFFFFF" },
});

/** A client's story in three parts: the problem, what we did, and the measured outcome. */
const CaseStudy = ({ study }: CaseStudyProps) => (
  <article aria-labelledby="case-study-title" css={[card, { padding: space(6), [mq.md]: { padding: space(10) } }]}>
    <h3 id="case-study-title" css={{ fontSize: "clamp(1.35rem, 1.1rem + 1vw, 1.75rem)", marginBottom: space(8) }}>
      {study.title}
    </h3>
    <div css={layout}>
      <div css={{ display: "grid", gap: space(6) }}>
        <div>
          <h4 css={label}>The Challenge</h4>
          <p css={{ margin: 0 }}>{study.challenge}</p>
        </div>
        <div>
          <h4 css={label}>Our Solution</h4>
          <p css={{ margin: 0 }}>{study.solution}</p>
        </div>
      </div>
      <div css={[results, { borderRadius: radii.lg }]}>
        <h4 css={[label, { color: "#FFFFFF" }]}>The Results</h4>
        <ul css={[unstyledList, { display: "grid", gap: space(3) }]}>
          {study.results.map((result) => (
            <li key={result} css={{ display: "flex", gap: space(3), alignItems: "flex-start", fontWeight: 600 }}>
              <Icon shape={checkCircleIcon} size={22} css={{ flexShrink: 0, marginTop: 2, color: colors.accent }} />
              <span>{result}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  </article>
);

export default CaseStudy;
