import { useCallback, useEffect, useState } from "react";

type QueryValues = Record<string, string>;

function readQuery<T extends QueryValues>(defaults: T): T {
  const params = new URLSearchParams(window.location.search);
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = params.get(key);
    if (value !== null) values[key] = value as T[typeof key];
  }
  return values;
}

function writeQuery<T extends QueryValues>(values: T, defaults: T, mode: "push" | "replace") {
  const params = new URLSearchParams(window.location.search);
  for (const key of Object.keys(defaults)) {
    if (values[key] === defaults[key] || values[key] === "") params.delete(key);
    else params.set(key, values[key]);
  }
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`;
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  window.history[mode === "push" ? "pushState" : "replaceState"](window.history.state, "", url);
}

/**
 * State kept in the URL's query string (filters, search, page), so back/forward and shared links work.
 * The first render uses the defaults, as the static HTML did; the URL is read right after hydration.
 * Values equal to their default are left out of the URL.
 *
 * @returns the current values and a setter; `replace` updates the URL without a new history entry
 *   (use it while the visitor types).
 */
export function useQueryState<T extends QueryValues>(defaults: T) {
  const [values, setValues] = useState<T>(defaults);
  // The defaults object is recreated each render; its content is what matters.
  const key = JSON.stringify(defaults);

  useEffect(() => {
    const sync = () => setValues(readQuery(JSON.parse(key) as T));
    sync();
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, [key]);

  // The URL is written here, as the change is asked for, not in a state updater (which must be pure: React may call
  // it twice). The change applies to the URL's values, which the state follows, so one asked for before the URL has
  // been read (in a child's effect) keeps the rest of the URL.
  const update = useCallback(
    (patch: Partial<T>, mode: "push" | "replace" = "push") => {
      const defaults = JSON.parse(key) as T;
      const next = { ...readQuery(defaults), ...patch };
      writeQuery(next, defaults, mode);
      setValues(next);
    },
    [key],
  );

  return [values, update] as const;
}
