import { useEffect, type RefObject } from "react";

/**
 * Closes a popup when the visitor presses Escape, clicks or taps outside it, or moves focus out of it.
 * `container` holds both the toggle button and the popup, so clicking the toggle is not "outside".
 */
export function useDismiss(
  container: RefObject<HTMLElement>,
  open: boolean,
  close: (reason: "escape" | "outside") => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) close("outside");
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close("escape");
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) close("outside");
    };
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocus);
    };
  }, [container, open, close]);
}
