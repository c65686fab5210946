import { css } from "@emotion/react";
import Picture from "../ui/picture";
import Dialog from "../ui/dialog";
import StarRating from "../ui/star-rating";
import TestimonialStory from "./testimonial-story";
import { colors, radii, space } from "../../styles/theme";
import type { Testimonial } from "./types";

type TestimonialStoryDialogProps = {
  /** The story to show; the dialog is closed when there is none. */
  testimonial: Testimonial | undefined;
  onClose: () => void;
};

const byline = css({ display: "flex", alignItems: "center", gap: space(4), marginBottom: space(6) });

/** The full-story modal of /testimonials: who, the service, the rating, the whole story and every result. */
const TestimonialStoryDialog = ({ testimonial, onClose }: TestimonialStoryDialogProps) => {
  const image = testimonial?.image.childImageSharp?.gatsbyImageData;
  return (
    <Dialog
      open={Boolean(testimonial)}
      onClose={onClose}
      size="lg"
      title={testimonial ? `${testimonial.name}’s story` : ""}
    >
      {testimonial && (
        <>
          <div css={byline}>
            {image && (
              <Picture
                image={image}
                alt=""
                css={{
                  flexShrink: 0,
                  width: 64,
                  height: 64,
                  borderRadius: radii.pill,
                  overflow: "hidden",
                  isolation: "isolate",
                }}
              />
            )}
            <div>
              <p css={{ margin: 0, color: colors.ink, fontWeight: 600 }}>
                {testimonial.title}, {testimonial.company}
              </p>
              <p css={{ margin: `0 0 ${space(1)}`, color: colors.muted }}>{testimonial.service.title}</p>
              <StarRating rating={testimonial.rating} />
            </div>
          </div>
          <TestimonialStory testimonial={testimonial} />
        </>
      )}
    </Dialog>
  );
};

export default TestimonialStoryDialog;
