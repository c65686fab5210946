import { css } from "@emotion/react";
import TestimonialSlide, { type SlideTestimonial } from "./testimonial-slide";
import Icon from "../ui/icon";
import pauseIcon from "../../styles/icons/pause";
import playIcon from "../../styles/icons/play";
import chevronLeftIcon from "../../styles/icons/chevron-left";
import chevronRightIcon from "../../styles/icons/chevron-right";
import { useCarousel } from "../../hooks/use-carousel";
import { needsScript } from "../../lib/before-script";
import { card, visuallyHidden } from "../../styles/mixins";
import { colors, mq, radii, space } from "../../styles/theme";

type TestimonialCarouselProps = {
  testimonials: ReadonlyArray<SlideTestimonial>;
  /** Names the carousel for assistive technology. */
  label?: string;
};

const root = css({ position: "relative", maxWidth: 820, marginInline: "auto" });

/**
 * Every slide sits in the same grid cell, so the carousel is as tall as its longest quote and never
 * changes height (no layout shift) when a shorter or longer one shows.
 */
const stack = css(card, {
  display: "grid",
  padding: `${space(8)} ${space(5)}`,
  [mq.sm]: { padding: `${space(10)} ${space(12)}` },
});

const slide = css({ gridArea: "1 / 1", transition: "opacity 400ms ease, visibility 400ms" });
const hiddenSlide = css({ visibility: "hidden", opacity: 0 });

const controls = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: space(2),
  marginTop: space(5),
});

const roundButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 44,
  height: 44,
  borderRadius: radii.pill,
  border: `2px solid ${colors.primary}`,
  background: colors.surface,
  color: colors.primary,
  cursor: "pointer",
  "&:hover": { background: colors.primaryTint },
});

const dot = css({
  width: 28,
  height: 28,
  padding: 0,
  border: 0,
  background: "transparent",
  cursor: "pointer",
  borderRadius: radii.pill,
  // The visible dot is small; the button around it stays a 28px target, and the whole row fits a 320px screen.
  "&::before": {
    content: '""',
    display: "block",
    width: 12,
    height: 12,
    margin: "auto",
    borderRadius: radii.pill,
    border: `2px solid ${colors.primary}`,
    transition: "width 200ms ease",
  },
  "&[aria-current='true']::before": { width: 24, background: colors.primary },
});

/** In the card's corner, out of the flow: it appears after hydration without moving anything. */
const playButton = css(roundButton, {
  position: "absolute",
  top: space(3),
  right: space(3),
  zIndex: 1,
  width: "auto",
  height: 36,
  paddingInline: space(3),
  gap: space(1),
  border: `1px solid ${colors.line}`,
  fontSize: "0.875rem",
  fontWeight: 700,
});

/**
 * Without JavaScript nothing can move the slides, so they are all shown as a grid of cards instead (the controls,
 * marked needsScript, are hidden). The rule sits in <noscript>: browsers running scripts never apply it, so the static
 * HTML and the hydrated page look the same. gatsby-ssr puts it in every page's <head> (a <style> is only
 * valid there, and Gatsby's Head API would escape it); it only matches pages with a carousel.
 */
export const carouselNoScriptStyles = `<style>
[data-carousel] [data-carousel-slides]{grid-template-columns:repeat(auto-fill,minmax(min(18rem,100%),1fr));gap:2rem}
[data-carousel] [data-carousel-slide]{grid-area:auto !important;visibility:visible !important;opacity:1 !important}
</style>`;

/**
 * Client quotes one at a time: advances every few seconds and wraps around, stops for good once the visitor
 * uses previous, next or a dot, pauses under the pointer or keyboard focus, and never moves by itself for
 * visitors who prefer reduced motion. Follows the WAI-ARIA carousel pattern.
 */
const TestimonialCarousel = ({ testimonials, label = "Client testimonials" }: TestimonialCarouselProps) => {
  const count = testimonials.length;
  const { index, playing, autoplay, canAutoplay, goTo, next, previous, toggleAutoplay, pauseHandlers } =
    useCarousel(count);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      css={root}
      {...pauseHandlers}
    >
      {/* First in tab order, as the carousel pattern asks, so keyboard users can stop it before anything else. */}
      {canAutoplay && (
        <button type="button" css={playButton} onClick={toggleAutoplay} {...needsScript}>
          <Icon shape={autoplay ? pauseIcon : playIcon} size={14} />
          {autoplay ? "Pause" : "Play"}
          <span css={visuallyHidden}> automatic rotation</span>
        </button>
      )}
      {/* Changes are announced only when they are not automatic: a screen reader is never interrupted every 5 seconds. */}
      <div data-carousel-slides="" aria-live={playing ? "off" : "polite"} css={stack}>
        {testimonials.map((testimonial, position) => (
          <div
            key={testimonial.jsonId}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}`}
            data-carousel-slide=""
            css={[slide, position !== index && hiddenSlide]}
          >
            <TestimonialSlide testimonial={testimonial} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div {...needsScript} css={controls}>
          <button type="button" css={roundButton} onClick={previous} aria-label="Previous testimonial">
            <Icon shape={chevronLeftIcon} />
          </button>
          <div css={{ display: "flex" }}>
            {testimonials.map((testimonial, position) => (
              <button
                key={testimonial.jsonId}
                type="button"
                css={dot}
                onClick={() => goTo(position)}
                aria-label={`Show testimonial ${position + 1}`}
                aria-current={position === index ? "true" : undefined}
              />
            ))}
          </div>
          <button type="button" css={roundButton} onClick={next} aria-label="Next testimonial">
            <Icon shape={chevronRightIcon} />
          </button>
        </div>
      )}
    </div>
  );
};

export default TestimonialCarousel;
