import { useEffect, useState } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

/**
 * Whether the visitor asked the system to reduce motion, kept up to date if they change it.
 * Undefined before hydration: the static HTML cannot know, so callers should hold back motion until it is false.
 */
export function usePrefersReducedMotion(): boolean | undefined {
  const [reduced, setReduced] = useState<boolean>();
  useEffect(() => {
    if (typeof window.matchMedia !== "function") {
      setReduced(false);
      return undefined;
    }
    const media = window.matchMedia(QUERY);
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener?.("change", update);
    return () => media.removeEventListener?.("change", update);
  }, []);
  return reduced;
}
