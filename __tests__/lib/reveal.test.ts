import { revealAndFocus } from "../../src/lib/reveal";

const reducedMotion = (reduce: boolean) => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce });
};

/** A focusable region whose scrollIntoView is a mock, kept as `scrolled` to assert on. */
const region = () => {
  const element = document.createElement("div");
  element.tabIndex = -1;
  const scrolled = jest.fn();
  element.scrollIntoView = scrolled;
  document.body.append(element);
  return Object.assign(element, { scrolled });
};

afterEach(() => {
  document.body.innerHTML = "";
  // jsdom has no matchMedia of its own.
  delete (window as Partial<Window>).matchMedia;
});

describe("revealAndFocus", () => {
  it("scrolls the region's start into view smoothly and focuses it", () => {
    reducedMotion(false);
    const target = region();
    revealAndFocus(target);
    expect(target.scrolled).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(target).toHaveFocus();
  });

  it("jumps without animation when the visitor asked for reduced motion, and focuses another element when told", () => {
    reducedMotion(true);
    const target = region();
    const heading = region();
    revealAndFocus(target, heading);
    expect(target.scrolled).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
    expect(heading).toHaveFocus();
  });

  it("does nothing when there is no region, and works where matchMedia is missing", () => {
    expect(() => revealAndFocus(null)).not.toThrow();
    const target = region();
    revealAndFocus(target);
    expect(target.scrolled).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  });
});
