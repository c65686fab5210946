import { useEffect, type RefObject } from "react";

/**
 * For a field or select the visitor may change before React takes over: hydration keeps what the browser shows
 * while the page's first render said `value`. Once React runs, a different choice is reported to `onChange`, so
 * what the visitor typed or picked is acted on, never lost.
 */
export function useValueSetBeforeHydration(
  control: RefObject<HTMLInputElement | HTMLSelectElement>,
  value: string,
  onChange: (value: string) => void,
) {
  useEffect(() => {
    const shown = control.current?.value ?? value;
    if (shown.trim() && shown !== value) onChange(shown);
    // Once, as React takes over; later changes are the control's own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
