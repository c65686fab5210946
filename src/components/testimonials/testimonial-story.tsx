import ResultList from "./result-list";
import { toParagraphs } from "../../lib/paragraphs";
import { space } from "../../styles/theme";
import type { Testimonial } from "./types";

type TestimonialStoryProps = {
  testimonial: Pick<Testimonial, "jsonId" | "fullTestimonial" | "results">;
  /** Level of the "Key results" heading, after the heading that names the story. */
  headingLevel?: 3 | 4;
};

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
      <ResultList results={testimonial.results} />
    </div>
  );
};

export default TestimonialStory;
