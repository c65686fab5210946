import { useEffect, useRef, useState } from "react";
import { isCalendarDay } from "../../form-definitions/dates";
import { useHydrated } from "../../hooks/use-hydrated";
import { localIsoDate } from "../../lib/dates";
import { SLOTS_API, type FreeSlot, type SlotDay } from "../../lib/consultation-hours";

const isText = (value: unknown): value is string => typeof value === "string";
const isFreeSlot = (value: unknown): value is FreeSlot => {
  const slot = value as Partial<FreeSlot> | null;
  return isText(slot?.date) && isText(slot.time) && isText(slot.start);
};

/** The slot function's answer for a day, or undefined for any other (an error, a proxy's page, no function). */
async function slotDay(date: string, signal: AbortSignal): Promise<SlotDay | undefined> {
  const response = await fetch(`${SLOTS_API}?date=${date}`, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) return undefined;
  const day = (await response.json().catch(() => undefined)) as Partial<SlotDay> | undefined;
  if (day?.date !== date || !isText(day.timeZone) || !isText(day.earliest)) return undefined;
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
      const day = await slotDay(chosen ?? localIsoDate(), controller.signal);
      if (!day) return setKnown((current) => ({ earliest: current.earliest }));
      const free = chosen ? day : undefined;
      if (free) heard.current?.(free);
      setKnown({ chosen, earliest: day.earliest, free });
    };
    // No answer (offline, aborted for a newer day): the whole list stays, and the server decides.
    ask().catch(() => {});
    return () => controller.abort();
  }, [hydrated, chosen, refresh]);
  return { earliest: known.earliest, free: chosen && known.chosen === chosen ? known.free : undefined };
}
