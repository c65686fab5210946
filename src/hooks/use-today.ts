import { useEffect, useState } from "react";
import { localIsoDate } from "../lib/dates";

/**
 * Today as YYYY-MM-DD in the visitor's time zone, or undefined before hydration: the static HTML
 * is built on another day in another zone, so it must not carry a date.
 */
export function useToday(): string | undefined {
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(localIsoDate()), []);
  return today;
}
