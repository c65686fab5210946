import { css } from "@emotion/react";
import Picture from "../ui/picture";
import StarRating from "../ui/star-rating";
import { buttonStyles } from "../../styles/buttons";
import TestimonialStory from "./testimonial-story";
import ResultList from "./result-list";
import { card, plainSummary, visuallyHidden } from "../../styles/mixins";
import { colors, radii, space } from "../../styles/theme";
import type { Testimonial } from "./types";

/** Cards show this many key results; the full story shows them all. */
export const KEY_RESULTS_ON_CARD = 2;

type TestimonialCardProps = {
  testimonial: Testimonial;
  /**
   * Opens the full story in a dialog. Left out in the static HTML, where the card carries the story in a
   * <details> element instead, so it can be read without JavaScript.
   */
  onReadStory?: (id: string) => void;
};

const cardStyle = css(card, { display: "flex", flexDirection: "column", gap: space(4), height: "100%" });
const person = css({ display: "flex", alignItems: "center", gap: space(4) });
const avatar = css({
  flexShrink: 0,
  width: 64,
  height: 64,
  borderRadius: radii.pill,
  overflow: "hidden",
  isolation: "isolate",
});
const badge = css({
  alignSelf: "flex-start",
  margin: 0,
  padding: `${space(1)} ${space(3)}`,
  borderRadius: radii.pill,
  background: colors.primaryTint,
  color: colors.primaryDark,
  fontSize: "0.85rem",
  fontWeight: 700,
});
const quote = css({
  margin: 0,
  paddingLeft: space(4),
  borderLeft: `3px solid ${colors.accent}`,
  color: colors.ink,
  fontSize: "1.05rem",
  p: { margin: 0 },
});
const fullStory = css({
  marginTop: "auto",
  summary: [buttonStyles.secondary, plainSummary, { width: "100%" }],
  "&[open] summary": { marginBottom: space(4) },
});

/** One client's testimonial: who, how they rated us, the quote, two key results and a way to the whole story. */
const TestimonialCard = ({ testimonial, onReadStory }: TestimonialCardProps) => {
  const { jsonId, name, title, company, quote: text, service, results, rating } = testimonial;
  const image = testimonial.image.childImageSharp?.gatsbyImageData;
  const headingId = `testimonial-${jsonId}`;
  return (
    <article css={cardStyle} aria-labelledby={headingId}>
      <div css={person}>
        {/* The name is right beside the portrait, so the image adds nothing to read out. */}
        {image && <Picture image={image} alt="" css={avatar} />}
        <div>
          <h3 id={headingId} css={{ margin: 0 }}>
            {name}
          </h3>
          <p css={{ margin: 0, color: colors.muted }}>
            {title}, {company}
          </p>
        </div>
      </div>
      <p css={badge}>{service.shortTitle}</p>
      <StarRating rating={rating} />
      <blockquote css={quote}>
        <p>“{text}”</p>
      </blockquote>
      <div>
        <h4 css={{ fontSize: "0.95rem", margin: `0 0 ${space(2)}`, color: colors.muted }}>Key results</h4>
        <ResultList results={results.slice(0, KEY_RESULTS_ON_CARD)} />
      </div>
      {onReadStory ? (
        <button
          type="button"
          aria-haspopup="dialog"
          css={[buttonStyles.secondary, { marginTop: "auto", width: "100%" }]}
          onClick={() => onReadStory(jsonId)}
        >
          Read full story<span css={visuallyHidden}> of {name}</span>
        </button>
      ) : (
        <details css={fullStory}>
          <summary>
            Read full story<span css={visuallyHidden}> of {name}</span>
          </summary>
          <TestimonialStory testimonial={testimonial} headingLevel={4} />
        </details>
      )}
    </article>
  );
};

export default TestimonialCard;
