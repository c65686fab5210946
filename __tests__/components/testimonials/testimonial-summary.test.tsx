import { render, screen } from "@testing-library/react";
import TestimonialSummary from "../../../src/components/testimonials/testimonial-summary";
import { testimonialStats } from "../../../src/lib/testimonial-stats";
import { craftedTestimonials, realTestimonials } from "./testimonial-fixtures";

const figure = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe("TestimonialSummary", () => {
  it("shows the count, the average to one decimal and the share rated 5", () => {
    const list = [...craftedTestimonials(3, undefined, 5), ...craftedTestimonials(1, undefined, 4)];
    render(<TestimonialSummary stats={testimonialStats(list)} />);
    expect(figure("Client stories")).toBe("4");
    expect(figure("Average rating")).toBe("4.8 / 5");
    expect(figure("Rated 5 stars")).toBe("75%");
  });

  it("keeps one decimal for a whole-number average", () => {
    render(<TestimonialSummary stats={testimonialStats(craftedTestimonials(2))} />);
    expect(figure("Average rating")).toBe("5.0 / 5");
  });

  it("summarises the real testimonials", () => {
    render(<TestimonialSummary stats={testimonialStats(realTestimonials)} />);
    expect(figure("Client stories")).toBe(String(realTestimonials.length));
    expect(figure("Average rating")).toMatch(/^\d\.\d \/ 5$/);
  });
});
