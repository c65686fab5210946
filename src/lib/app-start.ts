/**
 * Gatsby's app starting in the browser: gatsby-browser.ts hands over its `navigate` as the app starts. A lead form's
 * island hydrates before the app has arrived (src/components/forms/form-island.tsx), so the form navigates through
 * this, which waits for the app. Should the app's code not arrive in time, the browser loads the page itself.
 */
type Navigate = (to: string, options?: { state?: object; replace?: boolean }) => unknown;

/** How long a form that has been answered waits for Gatsby's app before loading the next page from the server. */
export const APP_WAIT_MS = 5000;

let start: (navigate: Navigate) => void = () => {};
const started = new Promise<Navigate>((resolve) => (start = resolve));

/** Called once, as Gatsby's app starts, with its navigate. */
export const appStarted = (navigate: Navigate) => start(navigate);

/** Gatsby's navigate once its app runs; without the app, after APP_WAIT_MS, the page from the server (no state). */
export async function navigateInSite(...args: Parameters<Navigate>) {
  const navigate = await Promise.race([
    started,
    new Promise<undefined>((resolve) => setTimeout(resolve, APP_WAIT_MS, undefined)),
  ]);
  if (navigate) return navigate(...args);
  window.location.assign(args[0]);
}
