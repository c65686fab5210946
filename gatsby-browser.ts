import type { GatsbyBrowser } from "gatsby";
import { releaseHeldInput } from "./src/lib/before-script";
import { firstTouchOf, recordFirstTouch, visitStorage } from "./src/lib/first-touch";
import { whenIdle } from "./src/lib/when-idle";

/** The visit's first page view: where it began, kept for a lead form to send (src/lib/first-touch.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const storage = visitStorage();
  if (storage) recordFirstTouch(storage, firstTouchOf(window.location, document.referrer, new Date()));
};

/**
 * Clicks and submits made before React took over are given back once it has (src/lib/before-script.ts), when the
 * browser is next idle: React has then also rendered what hydration's effects set, such as a value typed before it
 * took over, so a replayed Sign In sees the email address the visitor typed.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  whenIdle(releaseHeldInput);
};
