import { localIsoDate } from "../lib/dates";
import { useHydrated } from "./use-hydrated";

/**
 * Today as YYYY-MM-DD in the visitor's time zone, or undefined in the static HTML and while React hydrates it:
 * the static HTML is built on another day in another zone, so it must not carry a date.
 */
export function useToday(): string | undefined {
  return useHydrated() ? localIsoDate() : undefined;
}
