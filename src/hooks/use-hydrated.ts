import { useEffect, useState } from "react";

/**
 * False in the static HTML and the first client render, true once React runs in the browser.
 * Use it for anything that must only happen with JavaScript, such as disabling a button that
 * the script will re-enable: without JavaScript nobody could.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
