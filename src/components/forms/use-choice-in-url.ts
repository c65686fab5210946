import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useQueryState } from "../../hooks/use-query-state";

/**
 * A form's choice kept in the URL too (?plan=…), so a card's link, a shared link and a reload land on it. The URL
 * only preselects: a choice the visitor has made already (before the form's script arrived, say) is kept, and it is
 * the choice that is written to the URL.
 *
 * @returns the field's current value
 */
export function useChoiceInUrl(name: string, key: string, choices: readonly string[]): string | undefined {
  const { getValues, setValue } = useFormContext();
  const chosen = useWatch({ name }) as string | null | undefined;
  const [query, setQuery] = useQueryState({ [key]: "" });
  const inUrl = query[key];

  useEffect(() => {
    if (choices.includes(inUrl) && !getValues(name)) setValue(name, inUrl);
  }, [choices, inUrl, name, getValues, setValue]);
  useEffect(() => {
    if (chosen) setQuery({ [key]: chosen }, "replace");
  }, [chosen, key, setQuery]);

  return chosen ?? undefined;
}
