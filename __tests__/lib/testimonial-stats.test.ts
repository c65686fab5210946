import { formatRating, testimonialStats } from "../../src/lib/testimonial-stats";

const ratings = (...values: number[]) => values.map((rating) => ({ rating }));

describe("testimonialStats", () => {
  it("counts, averages to one decimal and gives the share rated 5 as a whole percentage", () => {
    expect(testimonialStats(ratings(5, 4, 5, 3))).toEqual({ count: 4, averageRating: 4.3, percentFiveStar: 50 });
    expect(testimonialStats(ratings(5, 5, 4))).toEqual({ count: 3, averageRating: 4.7, percentFiveStar: 67 });
    expect(testimonialStats(ratings(4, 4, 4, 4))).toEqual({ count: 4, averageRating: 4, percentFiveStar: 0 });
  });

  it("gives zeros rather than NaN for an empty list", () => {
    expect(testimonialStats([])).toEqual({ count: 0, averageRating: 0, percentFiveStar: 0 });
  });
});

describe("formatRating", () => {
  it("always shows one decimal", () => {
    expect(formatRating(5)).toBe("5.0");
    expect(formatRating(4.7)).toBe("4.7");
  });
});
