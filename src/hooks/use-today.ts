import { visitorToday } from "../form-definitions/dates";
import { useHydrated } from "./use-hydrated";

/**
 * Today as the lead forms' date rules judge it (visitorToday), or undefined in the static HTML and while React hydrates it:
 * the static HTML is built on another day in another zone, so it must not carry a date.
 */
export function useToday(): string | undefined {
  return useHydrated() ? visitorToday() : undefined;
}
