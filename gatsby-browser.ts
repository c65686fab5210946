import type { GatsbyBrowser } from "gatsby";
import { releaseHeldInput } from "./src/lib/before-script";
import { whenIdle } from "./src/lib/when-idle";

/**
 * Clicks and submits made before React took over are given back once it has (src/lib/before-script.ts), when the
 * browser is next idle: React has then also rendered what hydration's effects set, such as a value typed before it
 * took over, so a replayed Sign In sees the email address the visitor typed.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  whenIdle(releaseHeldInput);
};
