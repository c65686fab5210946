import { css } from "@emotion/react";
import Icon from "../ui/icon";
import { toParagraphs } from "../../lib/paragraphs";
import { unstyledList } from "../../styles/mixins";
import { colors, space } from "../../styles/theme";
import type { Testimonial } from "./types";

type TestimonialStoryProps = {
  testimonial: Pick<Testimonial, "jsonId" | "fullTestimonial" | "results">;
  /** Level of the "Key results" heading, after the heading that names the story. */
  headingLevel?: 3 | 4;
};

const resultList = css(unstyledList, { display: "grid", gap: space(2) });
const resultItem = css({ display: "flex", gap: space(2), alignItems: "flex-start", color: colors.ink, fontWeight: 600 });

/**
 * The whole story and every key result. Rendered inside the card's <details> in the static HTML and inside
 * the dialog once JavaScript runs, so the text is readable either way.
 */
const TestimonialStory = ({ testimonial, headingLevel = 3 }: TestimonialStoryProps) => {
  const Heading = `h${headingLevel}` as const;
  return (
    <div>
      {toParagraphs(testimonial.fullTestimonial).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <Heading css={{ fontSize: "1.05rem", marginTop: space(6) }}>Key results</Heading>
      <ul css={resultList}>
        {testimonial.results.map((result) => (
          <li key={result} css={resultItem}>
            <Icon name="check-circle" size={20} css={{ flexShrink: 0, marginTop: 3, color: colors.success }} />
            <span>{result}</span>
          </li>
        ))}
      </ul>
    </div>
  );
};

export default TestimonialStory;
