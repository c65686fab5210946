import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useFormDeclaration } from "./form-shell";
import { useHydrated } from "../../hooks/use-hydrated";
import { useQueryState } from "../../hooks/use-query-state";

/**
 * A form's choice kept in the URL too (?plan=…), so a card's link, a shared link and a reload land on it. The URL
 * only preselects: a choice the visitor has made already (before the form's script arrived, say) is kept, and it is
 * the choice that is written to the URL.
 *
 * @returns the field's current value; while React hydrates the form, the one its server's HTML was rendered with
 *   (the address's preset), so that render matches that HTML, and the visitor's from the render after
 */
export function useChoiceInUrl(name: string, key: string, choices: readonly string[]): string | undefined {
  const { getValues, setValue } = useFormContext();
  const chosen = useWatch({ name }) as string | null | undefined;
  const rendered = useFormDeclaration().preset?.[name];
  const hydrated = useHydrated();
  const [query, setQuery] = useQueryState({ [key]: "" });
  const inUrl = query[key];

  useEffect(() => {
    if (choices.includes(inUrl) && !getValues(name)) setValue(name, inUrl);
  }, [choices, inUrl, name, getValues, setValue]);
  useEffect(() => {
    if (chosen) setQuery({ [key]: chosen }, "replace");
  }, [chosen, key, setQuery]);

  if (!hydrated) return typeof rendered === "string" ? rendered : undefined;
  return chosen ?? undefined;
}
