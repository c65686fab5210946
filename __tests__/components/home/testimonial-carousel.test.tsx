import { renderToString } from "react-dom/server";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import TestimonialCarousel, { carouselNoScriptStyles } from "../../../src/components/home/testimonial-carousel";
import { CAROUSEL_INTERVAL_MS } from "../../../src/hooks/use-carousel";
import { homeSlides as slides } from "./home-fixtures";

const total = slides.length;

/** Answers matchMedia("(prefers-reduced-motion: reduce)") with the given preference. */
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

function renderCarousel() {
  render(<TestimonialCarousel testimonials={slides} />);
  return screen.getByRole("region", { name: "Client testimonials" });
}

/** The position (1-based) of the slide a visitor sees: the only one not hidden. */
function shownSlide(): number {
  const visible = screen
    .getAllByRole("group")
    .filter((group) => group.getAttribute("aria-roledescription") === "slide");
  expect(visible).toHaveLength(1);
  return Number(/^(\d+) of/.exec(visible[0].getAttribute("aria-label") ?? "")?.[1]);
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  preferReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe("testimonial carousel", () => {
  it("is a labelled carousel of slides named n of total, each with its quote, person and rating", () => {
    const carousel = renderCarousel();
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const all = within(carousel).getAllByRole("group", { hidden: true });
    expect(all).toHaveLength(total);
    all.forEach((slide, index) => {
      expect(slide).toHaveAttribute("aria-roledescription", "slide");
      expect(slide).toHaveAttribute("aria-label", `${index + 1} of ${total}`);
      expect(slide).toHaveTextContent(slides[index].quote);
      expect(slide).toHaveTextContent(slides[index].name);
      expect(within(slide).getByLabelText(`Rated ${slides[index].rating} out of 5`)).toHaveAttribute("role", "img");
    });
    expect(shownSlide()).toBe(1);
    expect(screen.getByRole("button", { name: "Show testimonial 1" })).toHaveAttribute("aria-current", "true");
  });

  it("advances every 5 seconds and wraps from the last testimonial to the first", () => {
    renderCarousel();
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    wait(4999);
    expect(shownSlide()).toBe(1);
    wait(1);
    expect(shownSlide()).toBe(2);
    wait(5000 * (total - 2));
    expect(shownSlide()).toBe(total);
    wait(5000);
    expect(shownSlide()).toBe(1);
  });

  it("keeps quiet while it plays by itself", () => {
    const carousel = renderCarousel();
    expect(carousel.querySelector("[aria-live]")).toHaveAttribute("aria-live", "off");
  });

  it.each([
    ["Next testimonial", 2],
    ["Previous testimonial", total],
    ["Show testimonial 4", 4],
  ])("stops autoplay for good when the visitor presses %s", (name, expected) => {
    const carousel = renderCarousel();
    fireEvent.click(screen.getByRole("button", { name }));
    expect(shownSlide()).toBe(expected);
    expect(screen.getByRole("button", { name: `Show testimonial ${expected}` })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // The change the visitor asked for is announced.
    expect(carousel.querySelector("[aria-live]")).toHaveAttribute("aria-live", "polite");
    // Moving the pointer away and waiting does not restart it.
    fireEvent.mouseLeave(carousel);
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(shownSlide()).toBe(expected);
  });

  it("wraps around with previous and next", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(shownSlide()).toBe(total);
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(shownSlide()).toBe(1);
  });

  it("pauses while the pointer is over it and resumes after", () => {
    const carousel = renderCarousel();
    fireEvent.mouseEnter(carousel);
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(shownSlide()).toBe(1);
    fireEvent.mouseLeave(carousel);
    wait(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toBe(2);
  });

  it("pauses while keyboard focus is inside it and resumes when focus leaves", () => {
    const carousel = renderCarousel();
    const outside = document.body.appendChild(document.createElement("button"));
    act(() => screen.getByRole("button", { name: "Show testimonial 1" }).focus());
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(shownSlide()).toBe(1);
    expect(carousel.querySelector("[aria-live]")).toHaveAttribute("aria-live", "polite");
    // Moving between its own controls is still inside.
    act(() => screen.getByRole("button", { name: "Next testimonial" }).focus());
    wait(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toBe(1);
    act(() => outside.focus());
    wait(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toBe(2);
    outside.remove();
  });

  it("can be paused and played again with its rotation button", () => {
    renderCarousel();
    const outside = document.body.appendChild(document.createElement("button"));
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic rotation" }));
    act(() => outside.focus());
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(shownSlide()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Play automatic rotation" }));
    wait(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toBe(2);
    outside.remove();
  });

  it("never moves by itself when the visitor prefers reduced motion", () => {
    preferReducedMotion(true);
    const carousel = renderCarousel();
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(shownSlide()).toBe(1);
    expect(screen.queryByRole("button", { name: /automatic rotation/ })).not.toBeInTheDocument();
    expect(carousel.querySelector("[aria-live]")).toHaveAttribute("aria-live", "polite");
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(shownSlide()).toBe(2);
  });

  it("puts every testimonial in the static HTML, with a no-script style (for the page's head) that lists them all when nothing can move them", () => {
    const html = renderToString(<TestimonialCarousel testimonials={slides} />);
    const page = document.createElement("div");
    page.innerHTML = html;
    for (const slide of slides) expect(page.textContent).toContain(slide.quote);
    const noscript = carouselNoScriptStyles;
    expect(noscript).toContain("[data-carousel-slide]");
    expect(noscript).toMatch(/visibility:visible !important/);
    // The controls need the script: marked so, they are hidden where it does not run.
    const controls = page.querySelectorAll("[data-needs-script] button");
    expect(controls.length).toBe(slides.length + 2);
  });
});
