import { css } from "@emotion/react";
import Icon from "./icon";
import starIcon from "../../styles/icons/star";
import { colors } from "../../styles/theme";

/** Ratings are out of five stars everywhere on the site. */
export const RATING_SCALE = 5;

type StarRatingProps = {
  /** Whole stars, 0 to RATING_SCALE; values outside are clamped. */
  rating: number;
  size?: number;
  className?: string;
};

const row = css({ display: "inline-flex", gap: 2, verticalAlign: "middle", lineHeight: 0 });

/** A row of stars read out as one phrase, "Rated 4 out of 5", instead of five separate images. */
const StarRating = ({ rating, size = 18, className }: StarRatingProps) => {
  const filled = Math.min(RATING_SCALE, Math.max(0, Math.round(rating)));
  return (
    <span role="img" aria-label={`Rated ${filled} out of ${RATING_SCALE}`} css={row} className={className}>
      {Array.from({ length: RATING_SCALE }, (_, star) => (
        <Icon
          key={star}
          shape={starIcon}
          filled
          size={size}
          css={{ color: star < filled ? colors.star : colors.line }}
        />
      ))}
    </span>
  );
};

export default StarRating;
