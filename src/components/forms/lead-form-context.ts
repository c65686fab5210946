import { createContext, useContext } from "react";

/**
 * What a lead form tells its fields while JavaScript runs: each field's error message (by its bare name:
 * `services`, not `services[]`) and whether the form is being sent. FormShell provides it (see
 * ./use-lead-form.ts); outside a FormShell (the portal login) fields see no errors but their own.
 * Deliberately free of react-hook-form and the schemas, so the portal can share the field components
 * without loading either.
 */
export type LeadFormState = {
  readonly errors: Readonly<Record<string, string>>;
  /** A submission is on its way (or has succeeded and the thank-you page is loading). */
  readonly sending: boolean;
};

export const LeadFormContext = createContext<LeadFormState>({ errors: {}, sending: false });

/** A control's name as the schemas and the server's `fields` know it: `services[]` → `services`. */
export const bareName = (name: string) => (name.endsWith("[]") ? name.slice(0, -2) : name);

/** The first control, in page order, that the visitor can focus for one of these field names. */
export function firstControl(form: HTMLFormElement, names: readonly string[]): HTMLElement | undefined {
  return Array.from(form.elements).find((element): element is HTMLInputElement => {
    const control = element as HTMLInputElement;
    return (
      Boolean(control.name) && names.includes(bareName(control.name)) && control.type !== "hidden" && !control.disabled
    );
  });
}

/** The message to show at a field: the one its parent passed, else the form's error for its name. */
export function useFieldError(name: string, own?: string): string | undefined {
  const { errors } = useContext(LeadFormContext);
  return own ?? errors[bareName(name)];
}

export const useLeadFormStatus = () => useContext(LeadFormContext);
