import { startTransition, useEffect, useRef, useState } from "react";
import { isCalendarDay } from "../../form-definitions/dates";
import { useHydrated } from "../../hooks/use-hydrated";
import { SLOTS_API, addDays, type FreeSlot, type SlotDay } from "../../lib/consultation-hours";

const isText = (value: unknown): value is string => typeof value === "string";
const isFreeSlot = (value: unknown): value is FreeSlot => {
  const slot = value as Partial<FreeSlot> | null;
  return isText(slot?.date) && isText(slot.time) && isText(slot.start);
};

/**
 * Runs `ask` in a task of its own, after the effects of the render that wants it, so the form's own effects (its
 * readiness, form-ready) never wait for a request being made; the returned function stops it first.
 */
function askSoon(ask: () => void): () => void {
  const asking = setTimeout(ask);
  return () => clearTimeout(asking);
}

/**
 * The slot function's answer for a day (without one, the office's today: the function knows the office's calendar,
 * which the browser would need an Intl format for, and a page's first starts ICU), or undefined for any other answer
 * (an error, a proxy's page, no function).
 */
async function slotDay(date: string | undefined, signal: AbortSignal): Promise<SlotDay | undefined> {
  const query = date ? `?date=${date}` : "";
  const response = await fetch(`${SLOTS_API}${query}`, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) return undefined;
  const day = (await response.json().catch(() => undefined)) as Partial<SlotDay> | undefined;
  if (!isText(day?.date) || (date && day.date !== date) || !isText(day.timeZone) || !isText(day.earliest)) {
    return undefined;
  }
  if (![day.slots, day.next].every((slots) => Array.isArray(slots) && slots.every(isFreeSlot))) return undefined;
  return day as SlotDay;
}

/**
 * The free times of the chosen day (YYYY-MM-DD), asked of the slot function once React runs, so neither the page's
 * HTML nor the form's readiness waits for it; and the earliest day that can be booked, asked for today until a day
 * is chosen. A new `refresh` asks again (a refused booking: the day changed meanwhile). `onFree` hears each day's
 * answer as it comes, before it is shown. Until an answer, or when there is none, `free` is undefined: the form
 * offers the specification's whole list and the server decides.
 */
export function useFreeSlots(
  date: string | undefined,
  { refresh, onFree }: { refresh?: unknown; onFree?: (free: SlotDay) => void } = {},
): { free?: SlotDay; earliest?: string } {
  const hydrated = useHydrated();
  const chosen = date && isCalendarDay(date) ? date : undefined;
  const [known, setKnown] = useState<{ chosen?: string; free?: SlotDay; earliest?: string }>({});
  const heard = useRef(onFree);
  useEffect(() => {
    heard.current = onFree;
  });
  useEffect(() => {
    if (!hydrated) return;
    const controller = new AbortController();
    const ask = async () => {
      // Without a day chosen, the office's today: a visitor west of it may still be on the day before, which the
      // function refuses.
      const day = await slotDay(chosen, controller.signal);
      if (!day) return setKnown((current) => ({ earliest: current.earliest }));
      const free = chosen ? day : undefined;
      if (free) heard.current?.(free);
      setKnown({ chosen, earliest: day.earliest, free });
    };
    // No answer (offline, aborted for a newer day): the whole list stays, and the server decides.
    const stop = askSoon(() => void ask().catch(() => {}));
    return () => {
      stop();
      controller.abort();
    };
  }, [hydrated, chosen, refresh]);
  return { earliest: known.earliest, free: chosen && known.chosen === chosen ? known.free : undefined };
}

/**
 * The first `count` days with free times, from the office's today, each with all of its free times, asked of the
 * slot function once React runs: a day with free times is followed by the next calendar day, a day without by the
 * first free one it names (`next`). So `count` days take `count` + 1 asks or a few more (a weekend, a full day),
 * never more than twice `count` + 1, well within the function's rate limit. Undefined until the answers; then the
 * days found, fewer (none) when the function fails, stops answering or has no more free days before its horizon.
 * A new `refresh` asks again (a refused booking: the days changed meanwhile).
 */
export function useFreeDays(count: number, refresh?: unknown): readonly SlotDay[] | undefined {
  const hydrated = useHydrated();
  const [days, setDays] = useState<readonly SlotDay[]>();
  const shown = useRef(false);
  useEffect(() => {
    if (!hydrated) return;
    const controller = new AbortController();
    const ask = async () => {
      const found: SlotDay[] = [];
      // From the office's today (the function's, asked without a day).
      let date: string | undefined;
      for (let asks = 0; found.length < count && asks <= 2 * count; asks += 1) {
        const day: SlotDay | undefined = await slotDay(date, controller.signal).catch(() => undefined);
        if (!day) break;
        if (day.slots.length > 0) found.push(day);
        date = day.slots.length > 0 ? addDays(day.date, 1) : day.next[0]?.date;
        if (!date) break;
      }
      // None found and none shown: nothing changes (no days are drawn either way).
      if (controller.signal.aborted || (found.length === 0 && !shown.current)) return;
      shown.current = found.length > 0;
      // Dozens of buttons: drawn as a transition, in slices that give way to the visitor's typing meanwhile.
      startTransition(() => setDays(found));
    };
    const stop = askSoon(() => void ask());
    return () => {
      stop();
      controller.abort();
    };
  }, [hydrated, count, refresh]);
  return days;
}
