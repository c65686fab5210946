/**
 * Asks before leaving a page with unsaved changes: closing or reloading the tab (the browser's own question), and
 * following a link inside the site (ours: Gatsby's links change pages without the browser asking).
 */
import { useEffect } from "react";

export const LEAVE_QUESTION = "You have changes that are not saved. Leave this page and lose them?";

export function useUnsavedChanges(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // In the capture phase, before the router's own click handler on the link.
    const click = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!link || link.getAttribute("href")?.startsWith("#") || link.hasAttribute("download")) return;
      if (/^(mailto|tel):/.test(link.getAttribute("href") ?? "")) return;
      if (!window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [unsaved]);
}
