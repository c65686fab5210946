import { render, screen } from "@testing-library/react";
import StarRating, { RATING_SCALE } from "../../../src/components/ui/star-rating";

describe("star rating", () => {
  it("is read as one phrase, rating out of five, not as five separate pictures", () => {
    render(<StarRating rating={4} />);
    expect(RATING_SCALE).toBe(5);
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
  });

  it("draws one star per point of the scale", () => {
    render(<StarRating rating={5} />);
    expect(screen.getByRole("img", { name: "Rated 5 out of 5" }).querySelectorAll("svg")).toHaveLength(RATING_SCALE);
  });

  it.each([
    [7, 5],
    [-1, 0],
    [3.6, 4],
  ])("keeps a rating of %p on the scale (%p)", (rating, shown) => {
    render(<StarRating rating={rating} />);
    expect(screen.getByRole("img", { name: `Rated ${shown} out of 5` })).toBeInTheDocument();
  });
});
