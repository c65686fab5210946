import { useLocation } from "@gatsbyjs/reach-router";
import { useState } from "react";

/**
 * Whether a menu is open, and its setter. The menu closes whenever the page changes (a link, back or forward), in
 * the render that sees the new path: React's pattern for state that follows a prop, with no effect and no extra
 * render of the menu still open.
 */
export function useMenuOpen() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }
  return [open, setOpen] as const;
}
