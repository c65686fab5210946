import { navigate, type GatsbyBrowser } from "gatsby";
import { appStarted } from "./src/lib/app-start";
import { releaseHeldInput } from "./src/lib/before-script";
import { recordPageView } from "./src/lib/first-touch";
import { whenIdle } from "./src/lib/when-idle";

/** The visit's first page view: where it began, kept for a lead form to send (src/lib/first-touch.ts). And the app's
 * navigate for a form that hydrated before the app arrived (src/lib/app-start.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  recordPageView();
  appStarted(navigate);
};

/**
 * Clicks and submits made before React took over are given back once it has (src/lib/before-script.ts), when the
 * browser is next idle: React has then also rendered what hydration's effects set, such as a value typed before it
 * took over, so a replayed Sign In sees the email address the visitor typed.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  whenIdle(releaseHeldInput);
};
