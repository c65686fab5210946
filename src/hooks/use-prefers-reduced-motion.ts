import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

const media = () => (typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : undefined);

function subscribe(onChange: () => void) {
  const query = media();
  query?.addEventListener?.("change", onChange);
  return () => query?.removeEventListener?.("change", onChange);
}

/**
 * Whether the visitor asked the system to reduce motion, kept up to date if they change it.
 * Undefined in the static HTML and while React hydrates it: the static HTML cannot know, so callers should hold back
 * motion until it is false.
 */
export function usePrefersReducedMotion(): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => undefined,
  );
}
