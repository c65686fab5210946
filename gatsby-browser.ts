import type { GatsbyBrowser } from "gatsby";
import { releaseHeldClicks } from "./src/lib/before-script";

/**
 * Clicks made before React took over are given back once it has (src/lib/before-script.ts): after this first
 * render's effects and the render that follows hydration (useHydrated's), which both finish before the next task.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  setTimeout(releaseHeldClicks);
};
