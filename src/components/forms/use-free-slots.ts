import { useEffect, useRef, useState } from "react";
import { nextDay } from "./free-times";
import { isCalendarDay } from "../../form-definitions/dates";
import { useHydrated } from "../../hooks/use-hydrated";
import { localIsoDate } from "../../lib/dates";
import { NEXT_FREE_COUNT, SLOTS_API, type FreeSlot, type SlotDay } from "../../lib/consultation-hours";

/** How many days after a day without free times the form looks for the next one. */
const LOOK_AHEAD_DAYS = 14;

/** What the form knows of the chosen day: the slot function's answer, and on a day without any, the next ones. */
export type FreeDay = { readonly day: SlotDay; readonly next: readonly FreeSlot[] };

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
  if (!Array.isArray(day.slots) || !day.slots.every(isFreeSlot)) return undefined;
  return day as SlotDay;
}

/** The free slots of the first day after `day` that has some, within LOOK_AHEAD_DAYS. */
async function nextFree(day: SlotDay, signal: AbortSignal): Promise<readonly FreeSlot[]> {
  let date = day.earliest > day.date ? day.earliest : nextDay(day.date);
  for (let looked = 0; looked < LOOK_AHEAD_DAYS; looked += 1, date = nextDay(date)) {
    const later = await slotDay(date, signal);
    if (!later) return [];
    if (later.slots.length > 0) return later.slots.slice(0, NEXT_FREE_COUNT);
  }
  return [];
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
  { refresh, onFree }: { refresh?: unknown; onFree?: (free: FreeDay) => void } = {},
): { free?: FreeDay; earliest?: string } {
  const hydrated = useHydrated();
  const chosen = date && isCalendarDay(date) ? date : undefined;
  const [known, setKnown] = useState<{ chosen?: string; free?: FreeDay; earliest?: string }>({});
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
      const next = chosen && day.slots.length === 0 ? await nextFree(day, controller.signal) : [];
      const free = chosen ? { day, next } : undefined;
      if (free) heard.current?.(free);
      setKnown({ chosen, earliest: day.earliest, free });
    };
    // No answer (offline, aborted for a newer day): the whole list stays, and the server decides.
    ask().catch(() => {});
    return () => controller.abort();
  }, [hydrated, chosen, refresh]);
  return { earliest: known.earliest, free: chosen && known.chosen === chosen ? known.free : undefined };
}
