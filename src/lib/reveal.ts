/**
 * Brings the start of a region into view after its content changed (a new page of a list, a chosen plan):
 * smoothly unless the visitor asked for reduced motion. Focus moves to `focusTarget` (the region itself unless
 * told) without a second jump, so keyboard and screen-reader users continue reading from there too.
 */
export function revealAndFocus(
  region: HTMLElement | null | undefined,
  focusTarget: HTMLElement | null | undefined = region,
): void {
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  region?.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  focusTarget?.focus({ preventScroll: true });
}
