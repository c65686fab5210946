import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the static HTML and while React hydrates it, true once React runs in the browser.
 * Use it for anything that must only happen with JavaScript, such as disabling a button that
 * the script will re-enable: without JavaScript nobody could.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
