import { css } from "@emotion/react";
import { formatRating, MAX_RATING, type TestimonialStats } from "../../lib/testimonial-stats";
import { mq, radii, space } from "../../styles/theme";

type TestimonialSummaryProps = {
  stats: TestimonialStats;
};

const list = css({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: space(2),
  margin: 0,
  [mq.sm]: { gap: space(4) },
});

const tile = css({
  display: "flex",
  flexDirection: "column-reverse",
  justifyContent: "flex-end",
  padding: `${space(4)} ${space(2)}`,
  [mq.sm]: { paddingInline: space(3) },
  borderRadius: radii.lg,
  background: "rgba(255, 255, 255, 0.1)",
  border: "1px solid rgba(255, 255, 255, 0.25)",
  textAlign: "center",
  dt: { fontSize: "0.9rem", lineHeight: 1.3, color: "#E8F3F5" },
  dd: {
    margin: 0,
    fontSize: "clamp(1.6rem, 1.2rem + 1.6vw, 2.4rem)",
    fontWeight: 800,
    lineHeight: 1.1,
    color: "#FFFFFF",
    whiteSpace: "nowrap",
  },
});

/** The three headline figures of /testimonials, for the hero band: count, average rating and share of 5 stars. */
const TestimonialSummary = ({ stats }: TestimonialSummaryProps) => (
  <dl css={list}>
    <div css={tile}>
      <dt>Client stories</dt>
      <dd>{stats.count}</dd>
    </div>
    <div css={tile}>
      <dt>Average rating</dt>
      <dd>
        {formatRating(stats.averageRating)}
        <span css={{ fontSize: "0.5em", fontWeight: 600 }}> / {MAX_RATING}</span>
      </dd>
    </div>
    <div css={tile}>
      <dt>Rated 5 stars</dt>
      <dd>{stats.percentFiveStar}%</dd>
    </div>
  </dl>
);

export default TestimonialSummary;
