import { useCallback, useEffect, useRef, type MouseEvent, type SyntheticEvent } from "react";
import { useDismiss } from "./use-dismiss";
import { useMenuOpen } from "./use-menu-open";

/**
 * A menu built on <details>: its <summary> opens and closes it natively from the first byte, before the page's
 * script runs and without it. Once React runs it keeps the open state, adopting what the visitor did before, and
 * adds what a menu needs: it closes on Escape (focus back to the summary), a click outside, focus leaving it,
 * and a change of page.
 *
 * Spread `detailsProps` on the <details> and `summaryProps` on its <summary>. The browser exposes the summary as a
 * button with its expanded state.
 */
export function useDetailsMenu() {
  const [open, setOpen] = useMenuOpen();
  const details = useRef<HTMLDetailsElement>(null);

  // Opened before hydration: React's first render said closed, and hydration leaves the attribute as it found it.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, [setOpen]);

  const close = useCallback(
    (reason: "escape" | "outside") => {
      setOpen(false);
      if (reason === "escape") details.current?.querySelector("summary")?.focus();
    },
    [setOpen],
  );
  useDismiss(details, open, close);

  const detailsProps = {
    ref: details,
    open,
    // Whatever opened or closed the element, the state follows it.
    onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open),
  };
  const summaryProps = {
    // Once React runs, it opens and closes the menu itself at once, rather than a task later with the native toggle's
    // event, so a key pressed right after finds the menu as it is shown.
    onClick: (event: MouseEvent<HTMLElement>) => {
      event.preventDefault();
      setOpen((value) => !value);
    },
  };
  return { open, setOpen, detailsProps, summaryProps };
}
