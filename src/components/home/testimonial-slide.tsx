import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import Picture from "../ui/picture";
import StarRating from "../ui/star-rating";
import Icon from "../ui/icon";
import quoteIcon from "../../styles/icons/quote";
import { colors, mq, space } from "../../styles/theme";

export type SlideTestimonial = {
  readonly jsonId: string;
  readonly name: string;
  readonly title: string;
  readonly company: string;
  readonly quote: string;
  readonly rating: number;
  readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null };
};

type TestimonialSlideProps = {
  testimonial: SlideTestimonial;
};

const figure = css({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  height: "100%",
});

const quote = css({
  margin: `${space(4)} 0 ${space(6)}`,
  fontSize: "clamp(1.1rem, 1rem + 0.5vw, 1.35rem)",
  lineHeight: 1.55,
  color: colors.ink,
  p: { margin: 0 },
});

const person = css({
  marginTop: "auto",
  display: "flex",
  alignItems: "center",
  gap: space(3),
  textAlign: "left",
  [mq.sm]: { gap: space(4) },
});

const portrait = css({ borderRadius: "50%", flexShrink: 0 });

/** One client's quote with their rating, portrait, name and practice. */
const TestimonialSlide = ({ testimonial }: TestimonialSlideProps) => {
  const image = testimonial.image.childImageSharp?.gatsbyImageData;
  return (
    <figure css={figure}>
      <Icon shape={quoteIcon} size={32} css={{ color: colors.primaryTint }} />
      <StarRating rating={testimonial.rating} css={{ marginTop: space(3) }} />
      <blockquote css={quote}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption css={person}>
        {/* The name is right beside the portrait, so the picture adds nothing for a screen reader. */}
        {image && <Picture image={image} alt="" css={portrait} />}
        <span>
          <span css={{ display: "block", fontWeight: 700, color: colors.ink }}>{testimonial.name}</span>
          <span css={{ display: "block", fontSize: "0.95rem", color: colors.muted }}>
            {testimonial.title}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
};

export default TestimonialSlide;
