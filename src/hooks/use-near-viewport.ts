import { useEffect, useState, type RefObject } from "react";

/**
 * False in the static HTML and until the element comes within `margin` of the viewport, then true for good.
 * For third-party content far down a page, which would otherwise be fetched while the page's first screen paints
 * (the browser's own loading="lazy" starts frames up to a few screens ahead). Where the browser has no
 * IntersectionObserver it turns true as soon as the page runs.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "300px"): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver !== "function") {
      const timer = window.setTimeout(() => setNear(true));
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: margin,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);

  return near;
}
