/** The rating scale of every testimonial: 1 to 5 stars. */
export const MAX_RATING = 5;

export type TestimonialStats = {
  /** How many testimonials there are. */
  count: number;
  /** Mean rating rounded to one decimal, e.g. 4.8; 0 when there are none. */
  averageRating: number;
  /** Share rated the full five stars, as a whole percentage, e.g. 83; 0 when there are none. */
  percentFiveStar: number;
};

/** The summary figures of /testimonials, computed from the data so they can never drift from it. */
export function testimonialStats(testimonials: ReadonlyArray<{ readonly rating: number }>): TestimonialStats {
  const count = testimonials.length;
  if (count === 0) return { count, averageRating: 0, percentFiveStar: 0 };
  const total = testimonials.reduce((sum, { rating }) => sum + rating, 0);
  const fiveStar = testimonials.filter(({ rating }) => rating === MAX_RATING).length;
  return {
    count,
    averageRating: Math.round((total / count) * 10) / 10,
    percentFiveStar: Math.round((fiveStar / count) * 100),
  };
}

/** An average rating as shown: always one decimal, so 5 reads "5.0". */
export const formatRating = (rating: number) => rating.toFixed(1);
