import type { ReactNode } from "react";
import type { FormOption } from "../../hooks/use-form-options";

/** An option of a radio or checkbox group; the hint is shown under its label (a price, a description). */
export type ChoiceOption = FormOption & { readonly hint?: ReactNode };
