import { useCallback, useEffect, useState, type FocusEvent } from "react";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/** How long each slide stays before the next one shows, while the carousel plays by itself. */
export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * State of a carousel of `count` slides that advances every CAROUSEL_INTERVAL_MS and wraps around.
 *
 * - Previous, next and the dots are the visitor taking over: autoplay stops for good. Only the play button
 *   (`toggleAutoplay`) starts it again.
 * - It pauses while the pointer is over it or focus is inside it (spread `pauseHandlers` on its root),
 *   unless the visitor pressed play themselves: then it plays until they press pause.
 * - It never plays by itself when the visitor prefers reduced motion, nor before hydration.
 */
export function useCarousel(count: number, interval = CAROUSEL_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  /** "auto": playing on its own; "user": the visitor pressed play; "stopped": stopped for good. */
  const [mode, setMode] = useState<"auto" | "user" | "stopped">("auto");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const canAutoplay = reducedMotion === false && count > 1;
  const playing = canAutoplay && (mode === "user" || (mode === "auto" && !hovered && !focused));

  useEffect(() => {
    if (!playing) return undefined;
    // A fresh interval after every pause, so a slide never changes the moment the pointer leaves.
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [playing, count, interval]);

  const takeOver = useCallback((nextIndex: (current: number) => number) => {
    setMode("stopped");
    setIndex(nextIndex);
  }, []);

  const goTo = useCallback((target: number) => takeOver(() => ((target % count) + count) % count), [takeOver, count]);
  const next = useCallback(() => takeOver((current) => (current + 1) % count), [takeOver, count]);
  const previous = useCallback(() => takeOver((current) => (current - 1 + count) % count), [takeOver, count]);
  const toggleAutoplay = useCallback(() => setMode((current) => (current === "stopped" ? "user" : "stopped")), []);

  const pauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moving between the carousel's own buttons is not leaving it.
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  /** Whether autoplay is switched on (it may still be paused by hover or focus). */
  const autoplay = mode !== "stopped";

  return { index, playing, autoplay, canAutoplay, goTo, next, previous, toggleAutoplay, pauseHandlers };
}
