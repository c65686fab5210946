import { useId } from "react";

/**
 * Ids for a control and its hint and error text, and the aria-describedby that ties them together.
 * A given id wins (for anchors and tests); otherwise React makes one that is stable between server and client.
 */
export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean) {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, "")}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hasHint && hintId, hasError && errorId].filter(Boolean).join(" ") || undefined;
  return { controlId, hintId, errorId, describedBy };
}
