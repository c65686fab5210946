import { css } from "@emotion/react";
import Icon from "../ui/icon";
import quoteIcon from "../../styles/icons/quote";
import StarRating from "../ui/star-rating";
import { card, unstyledList } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";

type ServiceTestimonialsProps = {
  testimonials: ReadonlyArray<{
    readonly name: string;
    readonly title: string;
    readonly company: string;
    readonly quote: string;
    readonly rating: number;
  }>;
};

// auto-fit, so two quotes share the row instead of leaving an empty third column.
const grid = css({
  display: "grid",
  gap: space(8),
  gridTemplateColumns: "repeat(auto-fit, minmax(min(340px, 100%), 1fr))",
  maxWidth: 1000,
  marginInline: "auto",
});

const quoteCard = css(card, {
  display: "flex",
  flexDirection: "column",
  gap: space(4),
  height: "100%",
  margin: 0,
  padding: space(8),
});

/** What clients of this service say, each quote with its star rating and who said it. */
const ServiceTestimonials = ({ testimonials }: ServiceTestimonialsProps) => (
  <ul css={[unstyledList, grid]}>
    {testimonials.map((testimonial) => (
      <li key={testimonial.name}>
        <figure css={quoteCard}>
          <div css={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
            <StarRating rating={testimonial.rating} />
            <Icon shape={quoteIcon} size={28} css={{ color: colors.primaryTint, fill: colors.primaryTint }} />
          </div>
          <blockquote css={{ margin: 0, flexGrow: 1, fontSize: "1.05rem", color: colors.ink }}>
            <p css={{ margin: 0 }}>{testimonial.quote}</p>
          </blockquote>
          <figcaption css={{ borderTop: `1px solid ${colors.line}`, paddingTop: space(4) }}>
            <span css={{ display: "block", fontWeight: 700, color: colors.ink }}>{testimonial.name}</span>
            <span css={{ display: "block", color: colors.muted, fontSize: "0.95rem" }}>
              {testimonial.title}, {testimonial.company}
            </span>
          </figcaption>
        </figure>
      </li>
    ))}
  </ul>
);

export default ServiceTestimonials;
